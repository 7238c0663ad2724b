import { Alert, Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { RouteHandle } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './plugin-loader';
import { titleOf } from './root-data';
import { liveApi, medalsOfUrl, type ScrollBoardInfo, type ScrollBoardSubmission } from './ui/live/live-api';
import { ScrollBoard } from './ui/live/scroll-board';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
/** The whole window: no header or footer (the organisers project it). */
export const handle: RouteHandle = { focus: true };

export const meta: MetaFunction = ({ matches }) => titleOf('Scroll board', matches);

type Loaded = { info: ScrollBoardInfo; submissions: ScrollBoardSubmission[]; medals: { gold: number; silver: number; bronze: number }; error?: undefined } | { error: string; info?: undefined };

/**
 * /scrollBoard?cid&removeStar&medals[] (02 §2 ScrollBoard; ACM, contest admins): the resolver-style reveal of a
 * sealed contest. The data is read once the page is up, not in a client loader: a refusal (403) makes the site
 * read the roles again (revalidation), which would run a loader's refused call again and again.
 */
export default function ScrollBoardPage() {
  const [params] = useSearchParams();
  const { t } = useText();
  const [data, setData] = useState<Loaded | undefined>();
  const cid = params.get('cid');
  const removeStar = params.get('removeStar') === 'true';
  const medalsKey = [...params.getAll('medals[]'), ...params.getAll('medals')].join(',');

  useEffect(() => {
    if (!cid) return setData({ error: '' });
    let live = true;
    void (async () => {
      const quiet = 'the page shows the refusal itself';
      const [info, submissions] = await Promise.all([liveApi.scrollInfo(cid, quiet), liveApi.scrollSubmissions(cid, removeStar, quiet)]);
      if (!live) return;
      if (info.status !== 200 || !info.data) return setData({ error: info.msg });
      if (submissions.status !== 200 || !submissions.data) return setData({ error: submissions.msg });
      // without medals in the address: the defaults (10/20/30 % of the ranked total)
      setData({ info: info.data, submissions: submissions.data, medals: medalsOfUrl(new URLSearchParams(medalsKey.split(',').filter(Boolean).map((m) => ['medals', m]))) ?? info.data.medals });
    })();
    return () => {
      live = false;
    };
  }, [cid, removeStar, medalsKey]);

  if (!data) return <Loader mx="auto" mt="xl" display="block" />;
  if (!data.info) {
    return (
      <Stack p="xl">
        <Alert color="red" data-testid="scroll-board-failed">
          {data.error || t('contest.scroll.missingCid')}
        </Alert>
      </Stack>
    );
  }
  return <ScrollBoard info={data.info} submissions={data.submissions} medals={data.medals} />;
}
