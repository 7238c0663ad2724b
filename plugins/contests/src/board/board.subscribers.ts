import { subscribe } from '@oj/core';
import { CONTEST_BOARD } from './contest-board.port';
import { PgContestBoard } from './pg-contest-board';

declare module '@oj/core' {
  interface EventMap {
    /** A contest's board was read again in one process (forceRefresh, a rejudge, problems edited): every process drops its copy. */
    'contest.board-rebuilt': { cid: number; by: string };
  }
}

/**
 * Every status change of a contest submission (a judging step, a verdict, a rejudge, a manual judgement) reaches the board;
 * a rebuild in any web process reaches the boards of all the others.
 */
export const boardSubscribers = [
  subscribe('submission.changed', ({ payload }, get) => (payload.cid ? get(CONTEST_BOARD).applyVerdict(payload) : undefined)),
  subscribe('contest.board-rebuilt', ({ payload }, get) => get(PgContestBoard).rebuiltElsewhere(payload.cid, payload.by)),
];
