import { Alert, Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
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

type Loaded = { info: ScrollBoardInfo; submissions: ScrollBoardSubmission[]; medals: { gold: number; silver: number; bronze: number }; error?: undefined } | { error: string; info?: undefined };

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<Loaded> {
  await serverLoader();
  const params = new URL(request.url).searchParams;
  const cid = params.get('cid');
  if (!cid) return { error: '' };
  const removeStar = params.get('removeStar') === 'true';
  const [info, submissions] = await Promise.all([liveApi.scrollInfo(cid), liveApi.scrollSubmissions(cid, removeStar)]);
  if (info.status !== 200 || !info.data) return { error: info.msg };
  if (submissions.status !== 200 || !submissions.data) return { error: submissions.msg };
  // without medals in the address: the defaults (10/20/30 % of the ranked total)
  return { info: info.data, submissions: submissions.data, medals: medalsOfUrl(params) ?? info.data.medals };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" mt="xl" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf(`${(data as Loaded | undefined)?.info?.title ?? 'Scroll board'} · Scroll board`, matches);

/** /scrollBoard?cid&removeStar&medals[] (02 §2 ScrollBoard; ACM, contest admins): the resolver-style reveal of a sealed contest. */
export default function ScrollBoardPage() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useText();
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
