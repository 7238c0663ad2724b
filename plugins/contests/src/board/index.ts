import type { ContainerModule } from '@oj/core';
import { BoardAnswerCache } from './board-answer.cache';
import { BoardRepository } from './board.repository';
import { BoardService } from './board.service';
import { BoardStreamHub } from './board-stream.hub';
import { CONTEST_BOARD } from './contest-board.port';
import { PgContestBoard } from './pg-contest-board';
import { NAIVE_BOARD, NaiveBoard } from './naive-board';

export { boardRoutes } from './board.routes';
export { boardSubscribers } from './board.subscribers';
export { boardMessages } from './board.messages';
export { CONTEST_BOARD, type ContestBoardPort, type BoardVerdict, type BoardView, type BoardChange } from './contest-board.port';
export type { BoardChangeEvent } from './board-stream.hub';
export type { BoardRow, SubmissionInfo, BoardViewOptions } from './board.types';

/** Binds the board's services; the board port is the PostgreSQL one (one per process, it holds the cache). */
export function bindBoard(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  bind(BoardRepository).toSelf();
  bind(BoardService).toSelf();
  // one per process: the pages answered from each computed view
  bind(BoardAnswerCache).toSelf().inSingletonScope();
  bind(PgContestBoard).toSelf().inSingletonScope();
  bind(CONTEST_BOARD).toService(PgContestBoard);
  // the naive recomputation, for the bench's comparison (by token: benches never import the plugin)
  bind(NaiveBoard).toSelf();
  bind(NAIVE_BOARD).toService(NaiveBoard);
  // one per process: it holds the open streams and what each mode's watchers have seen
  bind(BoardStreamHub).toSelf().inSingletonScope();
}
