/**
 * The scroll board's resolver (02 §2 ScrollBoard, issue 21 item 3), pure: the submissions of an ACM contest →
 * the board as it stood at the seal (later tries pending) → one step at a time to the final standings. The
 * counting and the order are the board's (src/board/board-engine.ts): per problem every try up to the first
 * accepted one, penalty = AC minute + 20 per earlier rejected try, rows by solved desc, penalty asc, the
 * earlier last AC, then username and uid; equal solved and penalty share a rank; stars rank -1, no medal.
 *
 * The reveal, as the ICPC resolver does it: the cursor starts at the bottom row; a step reveals the leftmost
 * pending cell of the cursor's row (all its pending tries at once) and sorts again — a row that climbs leaves
 * the cursor where it was, on the row that moved down into its place; a row without pending cells is final:
 * it gets its medal and the cursor moves up. Rows below the cursor never move again.
 */

/** One counted submission (get-contest-scroll-board-submission). */
export interface ResolverSubmission {
  submitId: number;
  uid: string;
  username: string;
  showName: string;
  school: string;
  displayId: string;
  status: number;
  /** ms */
  submitTime: number;
  /** Seconds from the start. */
  time: number;
  isStar: boolean;
}

export type Medal = 'gold' | 'silver' | 'bronze';

export interface ResolverCell {
  solved: boolean;
  /** Seconds from the start of the accepted try. */
  acTime: number | null;
  errorNum: number;
  /** Tries still hidden (made at or after the seal). */
  pendingNum: number;
  firstBlood: boolean;
}

export interface ResolverRow {
  uid: string;
  username: string;
  showName: string;
  school: string;
  isStar: boolean;
  rank: number;
  solved: number;
  /** Minutes. */
  penalty: number;
  lastAcAt: number;
  cells: Readonly<Record<string, ResolverCell>>;
  /** Final: nothing pending and the cursor has passed it. */
  final: boolean;
  medal: Medal | null;
}

export interface ResolverState {
  problems: readonly string[];
  rows: readonly ResolverRow[];
  /** Index in `rows` of the row being resolved; -1 when done. */
  cursor: number;
  /** The cell the last step revealed. */
  revealed: { uid: string; displayId: string } | null;
  medals: { gold: number; silver: number; bronze: number };
  /** What each user's cells still hide, by uid then display id, in submit order. */
  hidden: ReadonlyMap<string, ReadonlyMap<string, readonly ResolverSubmission[]>>;
  /** The known facts per uid and display id (submissions before the seal), in submit order. */
  known: ReadonlyMap<string, ReadonlyMap<string, readonly ResolverSubmission[]>>;
  firstBloodAt: ReadonlyMap<string, number>;
}

/** Statuses without a result yet: a try, but neither an error nor an AC (the board's pending tries). */
const WITHOUT_RESULT = new Set([5, 6, 7, 9, -5]);
const ACCEPTED = 0;

const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The cell of a problem from its facts; `pending` tries are counted only while the cell is not yet solved. */
function cellOf(facts: readonly ResolverSubmission[], pending: number, firstBloodAt: number | undefined, isStar: boolean): ResolverCell {
  const cell: ResolverCell = { solved: false, acTime: null, errorNum: 0, pendingNum: 0, firstBlood: false };
  for (const s of facts) {
    if (cell.solved) break;
    if (s.status === ACCEPTED) {
      cell.solved = true;
      cell.acTime = s.time;
      cell.firstBlood = !isStar && firstBloodAt === s.submitTime;
    } else if (!WITHOUT_RESULT.has(s.status)) cell.errorNum += 1;
  }
  if (!cell.solved) cell.pendingNum = pending;
  return cell;
}

function totalsOf(row: Omit<ResolverRow, 'solved' | 'penalty' | 'lastAcAt'>, acAt: number[]): ResolverRow {
  let solved = 0;
  let penalty = 0;
  for (const cell of Object.values(row.cells)) {
    if (!cell.solved || cell.acTime === null) continue;
    solved += 1;
    penalty += Math.floor(cell.acTime / 60) + 20 * cell.errorNum;
  }
  return { ...row, solved, penalty, lastAcAt: acAt.length ? Math.max(...acAt) : 0 };
}

const better = (a: ResolverRow, b: ResolverRow) => b.solved - a.solved || a.penalty - b.penalty;

/** The board's order and competition ranks (stars -1). */
function ranked(rows: ResolverRow[]): ResolverRow[] {
  const sorted = [...rows].sort((a, b) => better(a, b) || a.lastAcAt - b.lastAcAt || textOrder(a.username, b.username) || textOrder(a.uid, b.uid));
  let rank = 0;
  let seen = 0;
  let previous: ResolverRow | undefined;
  return sorted.map((row) => {
    if (row.isStar) return row.rank === -1 ? row : { ...row, rank: -1 };
    seen += 1;
    if (!previous || better(previous, row) !== 0) rank = seen;
    previous = row;
    return row.rank === rank ? row : { ...row, rank };
  });
}

function group(submissions: readonly ResolverSubmission[]): Map<string, Map<string, ResolverSubmission[]>> {
  const out = new Map<string, Map<string, ResolverSubmission[]>>();
  for (const s of submissions) {
    let mine = out.get(s.uid);
    if (!mine) out.set(s.uid, (mine = new Map()));
    let cell = mine.get(s.displayId);
    if (!cell) mine.set(s.displayId, (cell = []));
    cell.push(s);
  }
  return out;
}

/** A row from what is known of its user now. */
function rowOf(first: ResolverSubmission, problems: readonly string[], state: Pick<ResolverState, 'known' | 'hidden' | 'firstBloodAt'>, previous?: ResolverRow): ResolverRow {
  const known = state.known.get(first.uid);
  const hidden = state.hidden.get(first.uid);
  const cells: Record<string, ResolverCell> = {};
  const acAt: number[] = [];
  for (const displayId of problems) {
    const facts = known?.get(displayId) ?? [];
    const pending = hidden?.get(displayId)?.length ?? 0;
    if (!facts.length && !pending) continue;
    const cell = cellOf(facts, pending, state.firstBloodAt.get(displayId), first.isStar);
    cells[displayId] = previous && sameCell(previous.cells[displayId], cell) ? previous.cells[displayId] : cell;
    const ac = cell.solved ? facts.find((s) => s.status === ACCEPTED) : undefined;
    if (ac) acAt.push(ac.submitTime);
  }
  return totalsOf({ uid: first.uid, username: first.username, showName: first.showName, school: first.school, isStar: first.isStar, rank: previous?.rank ?? 0, cells, final: false, medal: null }, acAt);
}

const sameCell = (a: ResolverCell | undefined, b: ResolverCell) =>
  Boolean(a) && a!.solved === b.solved && a!.acTime === b.acTime && a!.errorNum === b.errorNum && a!.pendingNum === b.pendingNum && a!.firstBlood === b.firstBlood;

/** First blood per problem: the earliest accepted in-contest submission by a non-star (the final answer, known to the admins). */
function firstBloods(submissions: readonly ResolverSubmission[]): Map<string, number> {
  const firsts = new Map<string, number>();
  for (const s of submissions) if (s.status === ACCEPTED && !s.isStar && s.submitTime < (firsts.get(s.displayId) ?? Infinity)) firsts.set(s.displayId, s.submitTime);
  return firsts;
}

/**
 * The board as it stood at `sealAt` (ms; null: no seal, everything known): submissions from then on are
 * pending cells. A first blood shows only once its cell is revealed.
 */
export function initialState(problems: readonly string[], submissions: readonly ResolverSubmission[], sealAt: number | null, medals: ResolverState['medals']): ResolverState {
  const ordered = [...submissions].sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
  const seal = sealAt ?? Infinity;
  const known = group(ordered.filter((s) => s.submitTime < seal));
  const hidden = group(ordered.filter((s) => s.submitTime >= seal));
  const base = { known, hidden, firstBloodAt: firstBloods(ordered) };
  const firstOf = new Map<string, ResolverSubmission>();
  for (const s of ordered) if (!firstOf.has(s.uid)) firstOf.set(s.uid, s);
  const rows = ranked([...firstOf.values()].map((s) => rowOf(s, problems, base)));
  return settle({ problems, rows, cursor: rows.length - 1, revealed: null, medals, ...base });
}

/** The medal a final rank earns (counts, not cumulative: gold first, then silver, then bronze). */
export function medalOf(rank: number, medals: ResolverState['medals']): Medal | null {
  if (rank < 1) return null;
  if (rank <= medals.gold) return 'gold';
  if (rank <= medals.gold + medals.silver) return 'silver';
  if (rank <= medals.gold + medals.silver + medals.bronze) return 'bronze';
  return null;
}

const hasPending = (row: ResolverRow) => Object.values(row.cells).some((c) => c.pendingNum > 0);

/** Marks final every row from the cursor up that has nothing pending, moving the cursor past them. */
function settle(state: ResolverState): ResolverState {
  let { cursor } = state;
  let rows = state.rows;
  while (cursor >= 0 && !hasPending(rows[cursor])) {
    const row = rows[cursor];
    if (!row.final) {
      const copy = rows.slice();
      copy[cursor] = { ...row, final: true, medal: row.isStar ? null : medalOf(row.rank, state.medals) };
      rows = copy;
    }
    cursor -= 1;
  }
  return rows === state.rows && cursor === state.cursor ? state : { ...state, rows, cursor };
}

/** Reveals the leftmost pending cell of the cursor's row; answers the state unchanged when all is revealed. */
export function step(state: ResolverState): ResolverState {
  if (state.cursor < 0) return state;
  const row = state.rows[state.cursor];
  const displayId = state.problems.find((p) => (row.cells[p]?.pendingNum ?? 0) > 0);
  if (!displayId) return settle(state);
  const revealedFacts = state.hidden.get(row.uid)?.get(displayId) ?? [];
  const known = new Map(state.known);
  const mine = new Map(known.get(row.uid) ?? []);
  mine.set(displayId, [...(mine.get(displayId) ?? []), ...revealedFacts]);
  known.set(row.uid, mine);
  const hidden = new Map(state.hidden);
  const left = new Map(hidden.get(row.uid) ?? []);
  left.delete(displayId);
  hidden.set(row.uid, left);
  const next = { ...state, known, hidden };
  const first = { uid: row.uid, username: row.username, showName: row.showName, school: row.school, isStar: row.isStar } as ResolverSubmission;
  const updated = rowOf(first, state.problems, next, row);
  // a final row's rank may still drop by one when a row tied with it above climbs away: its medal follows the rank
  const rows = ranked(state.rows.map((r) => (r.uid === row.uid ? updated : r))).map((r) => {
    const medal = r.final && !r.isStar ? medalOf(r.rank, state.medals) : r.medal;
    return medal === r.medal ? r : { ...r, medal };
  });
  // rows below the cursor are final and keep their places: the cursor stays on its index
  return settle({ ...next, rows, revealed: { uid: row.uid, displayId } });
}

/** Every step at once (End). */
export function revealAll(state: ResolverState): ResolverState {
  let current = state;
  for (;;) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
}

export const isDone = (state: ResolverState): boolean => state.cursor < 0;
