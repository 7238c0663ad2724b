import type { BoardRow, SubmissionInfo } from './board.types';

/**
 * A cell as the board's answers and stream events send it (issue 21 item 5): the spec's field names
 * (02 §3 "Contest rank row" submissionInfo), each only when it differs from its default — `isAC`, `isFirstAC`,
 * `isAfterContest` when true; `ACTime`, `score`, `time` when not null; `errorNum`, `tryNum`, `pendingNum` when
 * not 0. A reader takes a missing field as its default (false, null, 0); a problem nobody of the row tried has
 * no cell at all. A page of 50 rows × 13 cells was ≈2 KB a row with all nine fields in every cell.
 */
export type WireCell = Partial<SubmissionInfo>;

export type WireRow<R extends BoardRow = BoardRow> = Omit<R, 'submissionInfo'> & { submissionInfo: Record<string, WireCell> };

/** Cells are shared between a view's rankings (board-engine rankResults): each is made compact once. */
const compactOf = new WeakMap<SubmissionInfo, WireCell>();

export function wireCell(cell: SubmissionInfo): WireCell {
  let wire = compactOf.get(cell);
  if (wire) return wire;
  wire = {};
  if (cell.isAC) wire.isAC = true;
  if (cell.isFirstAC) wire.isFirstAC = true;
  if (cell.isAfterContest) wire.isAfterContest = true;
  if (cell.ACTime !== null) wire.ACTime = cell.ACTime;
  if (cell.errorNum) wire.errorNum = cell.errorNum;
  if (cell.tryNum) wire.tryNum = cell.tryNum;
  if (cell.pendingNum) wire.pendingNum = cell.pendingNum;
  if (cell.score !== null) wire.score = cell.score;
  if (cell.time !== null) wire.time = cell.time;
  compactOf.set(cell, wire);
  return wire;
}

/** A row's cells as sent: compact, the tried problems' only (a cell without a try or a score is not sent). */
export function wireCells(info: Readonly<Record<string, SubmissionInfo>>): Record<string, WireCell> {
  const submissionInfo: Record<string, WireCell> = {};
  for (const displayId in info) {
    const cell = info[displayId];
    if (cell.tryNum === 0 && cell.score === null) continue;
    submissionInfo[displayId] = wireCell(cell);
  }
  return submissionInfo;
}

const wiredRow = new WeakMap<BoardRow, WireRow>();
const wiredHidden = new WeakMap<BoardRow, WireRow>();

/**
 * A row as sent: its cells compact (wireCells); `hideRealName`: its real name blanked. Kept per row: a computed
 * view's rows answer many pages (and streams) until the next verdict makes new ones. Shared: never change one.
 */
export function wireRow(row: BoardRow, hideRealName = false): WireRow {
  const kept = hideRealName ? wiredHidden : wiredRow;
  let wire = kept.get(row);
  if (!wire) {
    wire = { ...row, submissionInfo: wireCells(row.submissionInfo), ...(hideRealName ? { realname: '' } : {}) };
    kept.set(row, wire);
  }
  return wire;
}
