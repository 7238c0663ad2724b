import { Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import type { BoardContest } from './board/board-api';
import { RankBoard } from './board/rank-board';
import { loadContest, type LoadedContest } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { titleOf, useRootData } from './root-data';
import { ContestShell } from './ui/contest-shell';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return { loaded: await loadContest(params.contestID ?? '') };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/** The contest's rank tab (02 §2 "Contest scoreboard"), inside the contest's shell: ACM or OI by the contest's rule type. */
export default function ContestRank() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const root = useRootData();
  return (
    <ContestShell loaded={loaded} tab="rank">
      {(contest) => <RankBoard contest={contest as unknown as BoardContest} outside={false} uid={root.user?.uid} />}
    </ContestShell>
  );
}
