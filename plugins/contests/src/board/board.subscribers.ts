import { subscribe } from '@oj/core';
import { CONTEST_BOARD } from './contest-board.port';

/** Every status change of a contest submission (a judging step, a verdict, a rejudge, a manual judgement) reaches the board. */
export const boardSubscribers = [
  subscribe('submission.changed', ({ payload }, get) => (payload.cid ? get(CONTEST_BOARD).applyVerdict(payload) : undefined)),
];
