import { Card, Loader, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { Markdown } from '@oj/web/app/plugin-kit';
import { loadContest, type LoadedContest } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { titleOf } from './root-data';
import { ContestShell } from './ui/contest-shell';
import { VirtualPanel } from './ui/virtual/virtual-panel';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadContest(params.contestID ?? '');
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as LoadedContest | undefined)?.contest?.title ?? 'Contest', matches);

/** /contest/:contestID: the overview tab (02 §2) — the description under the header's countdown. */
export default function ContestOverview() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  return (
    <ContestShell loaded={loaded} tab="overview">
      {(contest) => (
        <Card withBorder data-testid="contest-overview">
          <Title order={4} mb="sm">
            {t('contest.description')}
          </Title>
          {contest.description ? <Markdown source={contest.description} testId="contest-description" /> : <Text c="dimmed">{t('contest.noDescription')}</Text>}
          {/* an ended contest offers a virtual run (issue 21 item 7) */}
          {contest.status === 1 && <VirtualPanel cid={contest.id} />}
        </Card>
      )}
    </ContestShell>
  );
}
