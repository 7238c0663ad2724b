import { awardsOf } from './awards';
import type { BoardContest, BoardProblem, BoardRow, BoardSubmission, BoardUser, BoardViewOptions, SubmissionInfo } from './board.types';

/**
 * The pure board engine (02 §2 "Contest scoreboard", 03 §4): contest settings + problems + users + submission
 * facts → ranked rows. No database, no framework: the board port (contest-board.service.ts) feeds it and
 * caches its answers. The rules, with docs/contests.md "Scoreboard":
 *
 * - Submissions are taken in submit order (time, then id). Compile errors (-2), system errors (4), cancelled
 *   (-4), failed submits (10) and 'not submitted' (-10) never count. Still judging (5, 6, 7, 9) and -5 count
 *   as pending tries: in tries, not in AC or penalty.
 * - ACM: per problem, every counted try up to the first accepted one; penalty (minutes) = the AC minute since
 *   the start (rounded down) + 20 per earlier rejected try; rows by solved desc, then penalty asc; equal
 *   solved and penalty share a rank (1, 1, 3). First blood: the earliest accepted in-contest submission of a
 *   problem among ranked (non-star) users; equal times are all first.
 * - OI: per problem the score of the latest scored submission (Recent) or the highest one (Highest; of equal
 *   scores the fastest run); total = the sum; total time = the run times (ms) of the problems scored above 0;
 *   rows by total score desc, then total time asc; equal pairs share a rank.
 * - Stars (usernames in starAccount): rank -1, placed by their result but out of the numbering, first blood
 *   and awards; `removeStar` drops their rows. Users of `excludeUids` never appear.
 * - Seal: in the 'sealed' mode every submission made at or after sealRankTime is a pending try (status -5 on
 *   the page), whatever its verdict. 'real' shows everything.
 * - After the end: submissions made after endTime count only with `afterContest`, flagged on their cells,
 *   never first blood.
 */
export function computeBoard(
  contest: BoardContest,
  problems: readonly BoardProblem[],
  users: ReadonlyMap<string, BoardUser> | readonly BoardUser[],
  submissions: readonly BoardSubmission[],
  options: BoardViewOptions,
): BoardRow[] {
  const userOf = users instanceof Map ? (users as ReadonlyMap<string, BoardUser>) : new Map((users as readonly BoardUser[]).map((u) => [u.uid, u]));
  const context = boardContext(contest, problems, options);
  // the facts of each user, in submit order
  const byUser = new Map<string, BoardSubmission[]>();
  for (const s of options.presorted ? submissions : [...submissions].sort(bySubmitOrder)) {
    let mine = byUser.get(s.uid);
    if (!mine) byUser.set(s.uid, (mine = []));
    mine.push(s);
  }
  const results: UserResult[] = [];
  for (const [uid, mine] of byUser) {
    const result = userResult(context, userOf.get(uid) ?? { uid, username: uid }, mine);
    if (result) results.push(result);
  }
  const rows = rankResults(context, results);
  return options.removeStar ? rows.filter((row) => !row.isStar) : rows;
}

/** What every user's result of one board view depends on. */
export interface BoardContext {
  contest: BoardContest;
  problemOf: ReadonlyMap<string, BoardProblem>;
  excluded: ReadonlySet<string>;
  stars: ReadonlySet<string>;
  /** Submissions from this moment on are pending tries (Infinity: none). */
  sealAt: number;
  afterContest: boolean;
}

export function boardContext(contest: BoardContest, problems: readonly BoardProblem[], options: BoardViewOptions): BoardContext {
  return {
    contest,
    problemOf: new Map(problems.map((p) => [p.displayId, p])),
    excluded: new Set(contest.excludeUids ?? []),
    stars: new Set(contest.starAccount.map((name) => name.trim()).filter(Boolean)),
    sealAt: options.mode === 'sealed' && contest.sealRank && contest.sealRankTime !== null ? contest.sealRankTime : Infinity,
    afterContest: options.afterContest === true,
  };
}

/** One user's part of a board before ranking: the row (rank, first blood and awards not set yet) and when what was solved. */
export interface UserResult {
  row: BoardRow;
  /** The latest accepted moment (ms): equal results list the earlier finisher first. */
  lastAcAt: number;
  /** ACM: when (ms) each problem was accepted. */
  acAt: Record<string, number>;
}

/**
 * A user's result from their submissions in submit order (others' are ignored), or undefined when nothing of
 * theirs is on this board (an excluded user; no submission of the contest's problems in the view). One user's
 * verdict changes only this: a cached board computes it again for that user and ranks again (rankResults).
 */
export function userResult(context: BoardContext, user: BoardUser, facts: readonly BoardSubmission[]): UserResult | undefined {
  const { contest, problemOf, sealAt } = context;
  if (context.excluded.has(user.uid)) return undefined;
  const mine = facts.filter((s) => s.uid === user.uid && problemOf.has(s.displayId) && (context.afterContest || !isAfterContest(s, contest)));
  if (!mine.length) return undefined;
  const cells = contest.type === 0 ? acmCells(contest, mine, sealAt) : oiCells(contest, problemOf, mine, sealAt);
  const row: BoardRow = { ...rowOf(user, contest), isStar: context.stars.has(user.username), submissionInfo: cells.info, timeInfo: cells.timeInfo };
  if (contest.type === 0) {
    for (const cell of Object.values(cells.info)) {
      if (!cell.isAC || cell.ACTime === null) continue;
      row.ac += 1;
      row.penalty += Math.floor(cell.ACTime / 60) + 20 * cell.errorNum;
      row.totalTime += cell.ACTime + 1200 * cell.errorNum;
    }
  } else {
    for (const cell of Object.values(cells.info)) {
      if (cell.isAC) row.ac += 1;
      row.totalScore += cell.score ?? 0;
      if ((cell.score ?? 0) > 0) row.totalTime += cell.time ?? 0;
    }
  }
  return { row, lastAcAt: cells.lastAcAt, acAt: cells.acAt };
}

/**
 * The ranked board from the users' results: first blood (ACM), the order, shared ranks, stars at -1, awards.
 * Answers fresh rows and cells: the results stay as they were (a cache keeps them for the next verdict).
 */
/** The board's order of results: better first (ACM solved then penalty; OI score then time), then the earlier finisher, then by name. A total order. */
export function resultOrder(contest: Pick<BoardContest, 'type'>): (a: UserResult, b: UserResult) => number {
  const better = contest.type === 0 ? (a: BoardRow, b: BoardRow) => b.ac - a.ac || a.penalty - b.penalty : (a: BoardRow, b: BoardRow) => b.totalScore - a.totalScore || a.totalTime - b.totalTime;
  return (a, b) => better(a.row, b.row) || a.lastAcAt - b.lastAcAt || textOrder(a.row.username, b.row.username) || textOrder(a.row.uid, b.row.uid);
}

/**
 * Where `result` goes in `ordered` (kept in resultOrder): the first place whose result is not before it. A kept
 * order takes a changed user out and back in by this (one row placed, not the rows sorted).
 */
export function placeOf(ordered: readonly UserResult[], result: UserResult, order: (a: UserResult, b: UserResult) => number): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(ordered[mid], result) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `presorted`: the results already come in resultOrder (a kept order): they are not sorted again. */
export function rankResults(context: BoardContext, results: Iterable<UserResult>, options: { presorted?: boolean } = {}): BoardRow[] {
  const { contest } = context;
  const entries: Array<{ row: BoardRow; lastAcAt: number; acAt: Record<string, number> }> = [];
  for (const result of results) {
    // the cells are shared with the result (userResult makes them with isFirstAC false); markFirstBlood copies
    // the few it marks, so a verdict's re-rank copies rows, not every cell of the board
    entries.push({ row: { ...result.row, rank: 0, isWinAward: false, awardName: null, awardBackground: null, awardColor: null }, lastAcAt: result.lastAcAt, acAt: result.acAt });
  }
  if (contest.type === 0) markFirstBlood(entries);
  const better = contest.type === 0 ? (a: BoardRow, b: BoardRow) => b.ac - a.ac || a.penalty - b.penalty : (a: BoardRow, b: BoardRow) => b.totalScore - a.totalScore || a.totalTime - b.totalTime;
  if (!options.presorted) {
    const order = resultOrder(contest);
    entries.sort((a, b) => order(a as UserResult, b as UserResult));
  }
  const rows = entries.map((e) => e.row);
  // competition ranking over the ranked rows; stars keep their place with -1
  let rank = 0;
  let seen = 0;
  let previous: BoardRow | undefined;
  for (const row of rows) {
    if (row.isStar) {
      row.rank = -1;
      continue;
    }
    seen += 1;
    if (!previous || better(previous, row) !== 0) rank = seen;
    row.rank = rank;
    previous = row;
  }
  awardsOf(contest, rows);
  return rows;
}

/** Which board a viewer gets: contest admins the real one; others the sealed one while the seal holds (03 §4). */
export function boardModeFor(contest: Pick<BoardContest, 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'endTime'>, viewer: { isAdmin: boolean; now: number }): 'sealed' | 'real' {
  if (viewer.isAdmin || !contest.sealRank || contest.sealRankTime === null) return 'real';
  if (viewer.now < contest.sealRankTime) return 'real';
  if (contest.autoRealRank && viewer.now >= contest.endTime) return 'real';
  return 'sealed';
}

const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Submit order: time, then id. */
export function bySubmitOrder(a: Pick<BoardSubmission, 'submitTime' | 'submitId'>, b: Pick<BoardSubmission, 'submitTime' | 'submitId'>): number {
  return a.submitTime - b.submitTime || a.submitId - b.submitId;
}

export function isAfterContest(s: BoardSubmission, contest: Pick<BoardContest, 'endTime'>): boolean {
  return s.afterContest ?? s.submitTime >= contest.endTime;
}

/** Statuses that never count (02 §2: compile and system errors; cancelled, failed and unsubmitted ones). */
const NEVER_COUNTED = new Set([-2, 4, -4, 10, -10]);
/** Statuses without a result yet (still judging, or 'Submitted Unknown Result'). */
const WITHOUT_RESULT = new Set([5, 6, 7, 9, -5]);
const ACCEPTED = 0;

type Kind = 'ignored' | 'pending' | 'accepted' | 'rejected';

function kindOf(s: BoardSubmission, sealAt: number): Kind {
  // a sealed verdict hides whatever it is, a compile error too; cancelled and failed submits stay out
  if (s.submitTime >= sealAt) return [-4, 10, -10].includes(s.status) ? 'ignored' : 'pending';
  if (NEVER_COUNTED.has(s.status)) return 'ignored';
  if (WITHOUT_RESULT.has(s.status)) return 'pending';
  return s.status === ACCEPTED ? 'accepted' : 'rejected';
}

function emptyCell(): SubmissionInfo {
  return { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 0, pendingNum: 0, score: null, time: null };
}

interface Cells {
  info: Record<string, SubmissionInfo>;
  timeInfo: Record<string, number | null>;
  /** The latest accepted moment (ms): equal results list the earlier finisher first. */
  lastAcAt: number;
  /** ACM: when (ms) each problem was accepted. */
  acAt: Record<string, number>;
}

function acmCells(contest: BoardContest, mine: readonly BoardSubmission[], sealAt: number): Cells {
  const info: Record<string, SubmissionInfo> = {};
  const acAt: Record<string, number> = {};
  let lastAcAt = 0;
  for (const s of mine) {
    const kind = kindOf(s, sealAt);
    if (kind === 'ignored') continue;
    const cell = (info[s.displayId] ??= emptyCell());
    if (cell.isAC) continue;
    cell.tryNum += 1;
    if (isAfterContest(s, contest)) cell.isAfterContest = true;
    if (kind === 'pending') cell.pendingNum += 1;
    else if (kind === 'rejected') cell.errorNum += 1;
    else {
      cell.isAC = true;
      cell.isAfterContest = isAfterContest(s, contest);
      cell.ACTime = Math.max(0, Math.floor((s.submitTime - contest.startTime) / 1000));
      acAt[s.displayId] = s.submitTime;
      lastAcAt = Math.max(lastAcAt, s.submitTime);
    }
  }
  return { info, timeInfo: {}, lastAcAt, acAt };
}

function oiCells(contest: BoardContest, problemOf: ReadonlyMap<string, BoardProblem>, mine: readonly BoardSubmission[], sealAt: number): Cells {
  const info: Record<string, SubmissionInfo> = {};
  const timeInfo: Record<string, number | null> = {};
  const highest = contest.oiRankScoreType === 'Highest';
  for (const s of mine) {
    const kind = kindOf(s, sealAt);
    if (kind === 'ignored') continue;
    const cell = (info[s.displayId] ??= emptyCell());
    cell.tryNum += 1;
    if (kind === 'pending') {
      cell.pendingNum += 1;
      continue;
    }
    const full = problemOf.get(s.displayId)?.fullScore ?? 100;
    const score = s.score ?? (kind === 'accepted' ? full : 0);
    const takes = !highest || cell.score === null || score > cell.score || (score === cell.score && (s.time ?? Infinity) < (cell.time ?? Infinity));
    if (!takes) continue;
    cell.score = score;
    cell.time = s.time;
    cell.isAC = kind === 'accepted';
    cell.isAfterContest = isAfterContest(s, contest);
    timeInfo[s.displayId] = s.time;
  }
  return { info, timeInfo, lastAcAt: 0, acAt: {} };
}

function rowOf(user: BoardUser, contest: BoardContest): BoardRow {
  const nickname = user.nickname ?? '';
  const realname = user.realname ?? '';
  const showName = contest.rankShowName === 'realname' ? realname || user.username : contest.rankShowName === 'nickname' ? nickname || user.username : user.username;
  return {
    rank: 0, isStar: false, uid: user.uid, username: user.username, nickname, realname, showName,
    school: user.school ?? '', gender: user.gender ?? '', avatar: user.avatar ?? '', titleName: user.titleName ?? null, titleColor: user.titleColor ?? null,
    signature: user.signature ?? '', ac: 0, penalty: 0, totalTime: 0, totalScore: 0, submissionInfo: {}, timeInfo: {},
    isWinAward: false, awardName: null, awardBackground: null, awardColor: null,
  };
}

/** First blood per problem: the earliest in-contest accepted submission among ranked users (ties all first). */
function markFirstBlood(entries: ReadonlyArray<{ row: BoardRow; acAt: Record<string, number> }>): void {
  const firstAt = new Map<string, number>();
  const inContest = (row: BoardRow, displayId: string) => !row.isStar && !row.submissionInfo[displayId].isAfterContest;
  for (const { row, acAt } of entries) {
    for (const displayId in acAt) if (inContest(row, displayId) && acAt[displayId] < (firstAt.get(displayId) ?? Infinity)) firstAt.set(displayId, acAt[displayId]);
  }
  for (const { row, acAt } of entries) {
    for (const displayId in acAt) {
      if (!inContest(row, displayId) || acAt[displayId] !== firstAt.get(displayId)) continue;
      // copy on write: the result's cells stay unmarked for the next ranking
      row.submissionInfo = { ...row.submissionInfo, [displayId]: { ...row.submissionInfo[displayId], isFirstAC: true } };
    }
  }
}
