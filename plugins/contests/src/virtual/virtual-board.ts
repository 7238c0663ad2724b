import { boardContext, boardModeFor, bySubmitOrder, placeOf, rankResults, resultOrder, userResult, type UserResult } from '../board/board-engine';
import type { BoardContest, BoardProblem, BoardRow, BoardSubmission, BoardUser } from '../board/board.types';

/** A submission as the virtual board reads it (the board repository's record plus the display id). */
export interface VirtualFact extends Omit<BoardSubmission, 'afterContest'> {
  pid: number;
}

/** A virtual run on the real clock (ms). */
export interface VirtualRunClock {
  uid: string;
  startedAt: number;
  endsAt: number;
}

/** A virtual board row: the run's own row carries `virtual`. */
export type VirtualBoardRow = BoardRow & { virtual?: true };

/** The virtual clock: ms since the run started, at most the contest's length. */
export function virtualElapsed(run: { startedAt: number; endsAt: number }, now: number): number {
  return Math.max(0, Math.min(now, run.endsAt) - run.startedAt);
}

/**
 * The first moment on the contest's clock, after the whole second `virtualNow`, at which the board at a later
 * elapsed second may differ: a real submission then in (the board at second s holds those made before
 * start + s s), the seal beginning, the end (the seal opening, the run over). `times`: the real rows' submit times, ascending.
 */
export function nextMoment(times: readonly number[], contest: Pick<BoardContest, 'startTime' | 'endTime' | 'sealRank' | 'sealRankTime'>, virtualNow: number): number | undefined {
  if (virtualNow >= contest.endTime) return undefined;
  let lo = 0, hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < virtualNow) lo = mid + 1;
    else hi = mid;
  }
  // a row at t is on the board from the first whole second after it
  const nextRow = lo < times.length && times[lo] < contest.endTime ? contest.startTime + (Math.floor((times[lo] - contest.startTime) / 1000) + 1) * 1000 : Infinity;
  const seal = contest.sealRank && contest.sealRankTime !== null && contest.sealRankTime > virtualNow ? contest.sealRankTime : Infinity;
  return Math.min(nextRow, seal, contest.endTime);
}

/**
 * The real board's users' results as they stood `elapsed` ms into the contest (issue 21 item 7), in the board's
 * order: the real submissions made before that moment (never after the real end), sealed as the board was then
 * for a viewer who is not a contest admin. `facts` are the contest's real rows (no virtual run's). Depends only on
 * (contest, elapsed, mode), so the service keeps it per second and shares it between every virtual participant.
 */
export function realResultsAt(contest: BoardContest, problems: readonly BoardProblem[], users: ReadonlyMap<string, BoardUser>, facts: readonly BoardSubmission[], virtualNow: number, mode: 'sealed' | 'real'): UserResult[] {
  const context = boardContext(contest, problems, { mode });
  const byUser = new Map<string, BoardSubmission[]>();
  for (const f of facts) {
    if (f.submitTime < contest.startTime || f.submitTime >= virtualNow || f.submitTime >= contest.endTime) continue;
    let mine = byUser.get(f.uid);
    if (!mine) byUser.set(f.uid, (mine = []));
    mine.push(f.afterContest ? { ...f, afterContest: false } : f);
  }
  const results: UserResult[] = [];
  for (const [uid, mine] of byUser) {
    const result = userResult(context, users.get(uid) ?? { uid, username: uid }, mine.sort(bySubmitOrder));
    if (result) results.push(result);
  }
  return results.sort(resultOrder(contest));
}

/**
 * The run's board: the real results at the same elapsed moment (realResultsAt) with the run's own row placed among
 * them (any live row of the user left out), its submissions moved onto the contest's clock; ranks, first blood and
 * awards numbered over the whole. One binary search and one pass over the rows per request.
 */
export function withRun(input: {
  contest: BoardContest;
  problems: readonly BoardProblem[];
  real: readonly UserResult[];
  user: BoardUser;
  /** The run's own rows (real clock), judged or not. */
  runFacts: readonly VirtualFact[];
  run: VirtualRunClock;
  now: number;
  mode: 'sealed' | 'real';
}): VirtualBoardRow[] {
  const { contest, run } = input;
  const board = { ...contest, excludeUids: (contest.excludeUids ?? []).filter((uid) => uid !== run.uid) };
  const context = boardContext(board, input.problems, { mode: input.mode });
  const ordered = input.real.filter((r) => r.row.uid !== run.uid);
  const shifted: BoardSubmission[] = input.runFacts
    .filter((f) => f.uid === run.uid && f.submitTime >= run.startedAt && f.submitTime < Math.min(run.endsAt, input.now + 1))
    .map((f) => ({ ...f, submitTime: contest.startTime + (f.submitTime - run.startedAt), afterContest: false }))
    .sort(bySubmitOrder);
  const mine = userResult(context, input.user, shifted);
  if (mine) ordered.splice(placeOf(ordered, mine, resultOrder(board)), 0, mine);
  return rankResults(context, ordered, { presorted: true }).map((row) => (row.uid === run.uid ? { ...row, virtual: true as const } : row));
}

export interface VirtualBoardInput {
  contest: BoardContest;
  problems: readonly BoardProblem[];
  users: readonly BoardUser[];
  /** Every submission row of the contest (real ones and the run's). */
  facts: readonly VirtualFact[];
  run: VirtualRunClock;
  now: number;
  /** Contest admins see the real board at every moment, as live. */
  isAdmin: boolean;
}

/**
 * The board a virtual participant sees, in one call (the service composes the same two steps with a cache):
 * the real board at the same elapsed time, sealed as it was live at that moment (boardModeFor at the virtual
 * "now"), with the run's row in place of the user's live one.
 */
export function virtualBoard(input: VirtualBoardInput): { rows: VirtualBoardRow[]; mode: 'sealed' | 'real'; elapsed: number } {
  const { contest, run } = input;
  const elapsed = virtualElapsed(run, input.now);
  const virtualNow = contest.startTime + elapsed;
  const mode = boardModeFor(contest, { isAdmin: input.isAdmin, now: virtualNow });
  const users = new Map(input.users.map((u) => [u.uid, u]));
  const real = realResultsAt(contest, input.problems, users, input.facts.filter((f) => f.uid !== run.uid).map((f) => ({ ...f, afterContest: false })), virtualNow, mode);
  const user = users.get(run.uid) ?? { uid: run.uid, username: run.uid };
  return { rows: withRun({ contest, problems: input.problems, real, user, runFacts: input.facts, run, now: input.now, mode }), mode, elapsed };
}
