import type { ServiceIdentifier } from '@oj/core';
import type { Contest } from '../contest.model';
import type { BoardProblem, BoardRow, BoardViewOptions } from './board.types';

/** What a verdict tells the board (the core's `submission.changed` payload has these fields). */
export interface BoardVerdict {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
  status: number;
  score: number | null;
  time: number | null;
}

/** A computed board as one viewer sees it. */
export interface BoardView {
  /** Every row, ranked (no keyword, no paging). */
  rows: BoardRow[];
  /** The columns, in display order. */
  problems: Array<BoardProblem & { displayTitle: string }>;
  mode: 'sealed' | 'real';
}

/** What changed on a contest's board in this process: the users whose facts changed, or everything (a rebuild). */
export type BoardChange = { cid: number; uids: readonly string[] } | { cid: number; rebuilt: true };

/**
 * The board port (issue 19 item 9c): the pages and routes ask it for views; the live-contest issue may bind an
 * incremental implementation to the same token without touching them.
 * - applyVerdict: a submission of a contest got a status (a verdict, a rejudge, a judging step);
 * - rebuild: forget what is cached for the contest, in every web process (forceRefresh, a contest problem rejudged, problems edited);
 * - view: the ranked rows for a mode ('sealed' for non-admins during the seal, else 'real'), with or without
 *   the star rows and the after-contest submissions.
 */
export interface ContestBoardPort {
  applyVerdict(verdict: BoardVerdict): Promise<void>;
  rebuild(cid: number): Promise<void>;
  /** `contest`: the row the caller has just read (saves reading it again). */
  view(cid: number, options: BoardViewOptions & { contest?: Contest }): Promise<BoardView>;
  /**
   * Calls `listener` after each change of the contest's cached facts (a verdict applied, a rebuild) until the
   * returned function is called: the live stream (board-stream.hub.ts) diffs the viewers' rows from there.
   */
  follow(cid: number, listener: (change: BoardChange) => void): () => void;
}

export const CONTEST_BOARD: ServiceIdentifier<ContestBoardPort> = Symbol.for('oj.contests.Board');
