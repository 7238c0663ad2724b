import { boardModeFor, computeBoard } from '../board/board-engine';
import type { BoardContest, BoardProblem, BoardRow, BoardSubmission, BoardUser } from '../board/board.types';

/** A submission as the virtual board reads it (the board repository's record plus the display id). */
export interface VirtualFact extends Omit<BoardSubmission, 'afterContest'> {
  pid: number;
}

export interface VirtualBoardInput {
  contest: BoardContest;
  problems: readonly BoardProblem[];
  users: readonly BoardUser[];
  /** Every submission row of the contest (real ones and every virtual run's). */
  facts: readonly VirtualFact[];
  run: { uid: string; startedAt: number; endsAt: number };
  now: number;
  /** Contest admins see the real board at every moment, as live. */
  isAdmin: boolean;
}

/** The virtual clock: ms since the run started, at most the contest's length. */
export function virtualElapsed(run: { startedAt: number; endsAt: number }, now: number): number {
  return Math.max(0, Math.min(now, run.endsAt) - run.startedAt);
}

/**
 * The board a virtual participant sees (issue 21 item 7): the real contest's submissions made before the
 * same elapsed time (never after the real end), others' virtual runs left out, and the participant's own
 * run in place of any row they had live, its times moved onto the contest's clock (start + elapsed). The
 * seal applies as it did live at that moment: boardModeFor at the virtual "now".
 */
export function virtualBoard(input: VirtualBoardInput): { rows: Array<BoardRow & { virtual?: true }>; mode: 'sealed' | 'real'; elapsed: number } {
  const { contest, run } = input;
  const elapsed = virtualElapsed(run, input.now);
  const virtualNow = contest.startTime + elapsed;
  const facts: BoardSubmission[] = [];
  for (const f of input.facts) {
    if (f.uid === run.uid) {
      // the run's own rows, on the contest's clock; earlier ones of this user (live, or after the end) are not the run's
      if (f.submitTime >= run.startedAt && f.submitTime < Math.min(run.endsAt, input.now + 1)) facts.push({ ...f, submitTime: contest.startTime + (f.submitTime - run.startedAt), afterContest: false });
    } else if (f.submitTime >= contest.startTime && f.submitTime < virtualNow && f.submitTime < contest.endTime) {
      facts.push({ ...f, afterContest: false });
    }
  }
  const mode = boardModeFor(contest, { isAdmin: input.isAdmin, now: virtualNow });
  const board = { ...contest, excludeUids: (contest.excludeUids ?? []).filter((uid) => uid !== run.uid) };
  const rows = computeBoard(board, input.problems, input.users, facts, { mode });
  return { rows: rows.map((row) => (row.uid === run.uid ? { ...row, virtual: true as const } : row)), mode, elapsed };
}
