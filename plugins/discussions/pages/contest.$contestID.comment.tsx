import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useAbility } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './area-guard';
import { discussionApi } from './discussion-api';
import { titleOf, useRootData } from './root-data';
import { useText } from './use-text';
import { Comments } from './ui/comments';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = Number(params.contestID);
  const [info, access] = await Promise.all([discussionApi.contestInfo(cid), discussionApi.contestAccess(cid)]);
  return {
    cid,
    contest: info.status === 200 && info.data ? info.data : undefined,
    error: info.status === 200 ? undefined : info.msg,
    admin: access.status === 200 && Boolean(access.data?.admin),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches, data }) => titleOf(`${(data as { contest?: { title: string } } | undefined)?.contest?.title ?? 'Contest'} · Q&A`, matches);

/** The contest's own tabs, as links back (a plugin page cannot reuse the contests plugin's shell). */
const TABS = [
  ['', 'discussions.qaTab.overview'],
  ['/problems', 'discussions.qaTab.problems'],
  ['/submissions', 'discussions.qaTab.submissions'],
  ['/rank', 'discussions.qaTab.rank'],
  ['/announcements', 'discussions.qaTab.announcements'],
] as const;

/**
 * /contest/:contestID/comment: the contest's Q&A (02 §2 'Contest comment', §6) — a compact header from
 * get-contest-info with links back to the contest's tabs, and the comments keyed by the contest: others see
 * only their own questions and the contest admins' (the server filters), the contest admins see and answer all.
 */
export default function ContestComment() {
  const { cid, contest, error, admin } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const { user } = useRootData();
  const ability = useAbility();
  return (
    <Stack data-testid="contest-comment">
      <Card withBorder>
        <Stack gap={6}>
          <Title order={3} data-testid="contest-comment-title">
            {contest?.title ?? t('discussions.contestQa')}
          </Title>
          <Group gap="md" wrap="wrap">
            {TABS.map(([path, key]) => (
              <Anchor key={key} component={Link} to={`/contest/${cid}${path}`} size="sm">
                {t(key)}
              </Anchor>
            ))}
            <Text size="sm" fw={700}>
              {t('discussions.contestQa')}
            </Text>
          </Group>
        </Stack>
      </Card>
      {error ? (
        <Alert color="orange" data-testid="contest-comment-closed">
          {error}
        </Alert>
      ) : (
        <Card withBorder>
          <Comments source={{ cid }} viewer={{ uid: user?.uid, moderates: admin, mayPost: !user || ability.can('create', 'Comment') }} />
        </Card>
      )}
    </Stack>
  );
}
