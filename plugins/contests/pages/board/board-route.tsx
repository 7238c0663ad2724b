import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { Link, redirect, useLoaderData, useRouteLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { boardApi, type BoardContest } from './board-api';
import { ContestBoardHeader } from './contest-board-header';
import { RankBoard } from './rank-board';
import { useBoardText } from './use-board-text';

/** The plugin's id, as its loaders name it to requirePlugin. */
export const CONTESTS_PLUGIN_ID = 'contests';

export interface BoardRouteData {
  contest: BoardContest | null;
  error?: string;
}

/**
 * The outside scoreboards' data (get-contest-outsize-info): the page of the other rule type sends the visitor
 * to the right one (an OI contest on /contest/acm-scoreboard/:id goes to /contest/oi-scoreboard/:id).
 */
export async function outsideRouteData({ params, serverLoader }: ClientLoaderFunctionArgs, type: 0 | 1): Promise<BoardRouteData> {
  await serverLoader();
  const info = await boardApi.outsideInfo(params.contestID ?? '');
  if (info.status !== 200 || !info.data) return { contest: null, error: info.msg };
  const contest = info.data.contest;
  if (contest.type !== type) throw redirect(`/contest/${contest.type === 1 ? 'oi' : 'acm'}-scoreboard/${contest.id}`);
  return { contest };
}

export function BoardHydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/** The public outside scoreboards (/contest/acm-scoreboard/:id, /contest/oi-scoreboard/:id): the header and the board. */
export function BoardRoutePage({ outside }: { outside: boolean }) {
  const data = useLoaderData() as BoardRouteData;
  const { t, i18n } = useBoardText();
  const root = useRouteLoaderData('root') as { user?: { uid: string } } | undefined;
  if (!data.contest) {
    return (
      <Stack data-testid="board-load-failed">
        <Alert color="red" title={t('contest.board.loadFailed')}>
          {data.error}
        </Alert>
        <Anchor component={Link} to="/contest">
          {t('contest.board.back')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid={outside ? 'outside-scoreboard' : 'contest-rank'}>
      <ContestBoardHeader contest={data.contest} locale={i18n.language} />
      <RankBoard contest={data.contest} outside={outside} uid={root?.user?.uid} />
    </Stack>
  );
}
