import { pageOf, pageRequest, type Page } from '@oj/core';
import type { BoardProblem, BoardRow } from './board.types';

/** The scoreboard's page sizes (02 §2, §9): 10/30/50/100/300, 50 by default. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const BOARD_DEFAULT_PAGE_SIZE = 50;

export interface BoardPageRequest {
  currentPage?: number;
  limit?: number;
  keyword?: string;
  /** Followed users' uids (the page's local storage): their rows come first on every page, flagged. */
  concernedList?: readonly string[];
  /** Real names are not the viewer's to see: not searched, and blanked on the rows sent. */
  hideRealName?: boolean;
}

export type BoardPageRow = BoardRow & { concerned?: true };

/** The core's page shape (`records`, `total`, `current`, `size`); total counts the rows the keyword matches, not the pinned copies. */
export type BoardPage = Page<BoardPageRow>;

/**
 * A page of a computed board: the keyword (username, nickname, real name, shown name or school, any case)
 * narrows the rows without renumbering them; the followed rows are pinned above the page (copies flagged
 * `concerned`, whatever the keyword), and appear in their place as well.
 */
export function boardPage(rows: readonly BoardRow[], request: BoardPageRequest): BoardPage {
  const hide = request.hideRealName === true;
  return boardPageOf(rows, request, hide ? (r) => ({ ...r, realname: '' }) : (r) => r);
}

/**
 * boardPage with each sent row shaped by `present` (which also blanks the real name when the request hides it):
 * the board's answers pass the compact rows, kept per row of the view (board-wire.ts), so a page copies nothing
 * but its followed rows.
 */
export function boardPageOf<T extends object>(rows: readonly BoardRow[], request: BoardPageRequest, present: (row: BoardRow) => T): Page<T & { concerned?: true }> {
  const page = pageRequest(request.currentPage, request.limit, BOARD_DEFAULT_PAGE_SIZE);
  const keyword = request.keyword?.trim().toLowerCase();
  const hide = request.hideRealName === true;
  const fields = (r: BoardRow) => (hide ? [r.username, r.nickname, r.showName, r.school] : [r.username, r.nickname, r.realname, r.showName, r.school]);
  const shown = keyword ? rows.filter((r) => fields(r).some((v) => v.toLowerCase().includes(keyword))) : rows;
  const start = (page.currentPage - 1) * page.limit;
  const concerned = new Set(request.concernedList ?? []);
  const pinned: Array<T & { concerned?: true }> = concerned.size ? rows.filter((r) => concerned.has(r.uid)).map((r) => ({ ...present(r), concerned: true as const })) : [];
  const sent = [...pinned, ...shown.slice(start, start + page.limit).map(present)];
  return pageOf(sent, shown.length, page);
}

/** A column's header counts (02 §2 "ac/total with tooltip"): the rows that solved it, the rows that tried it. */
export interface ProblemCounts {
  ac: number;
  total: number;
}

/**
 * The counts of each column from the rows the viewer's board has (sealed or real, with or without stars and
 * after-contest submissions, before keyword and paging): `ac` the users whose cell is accepted, `total` the
 * users with at least one counted try (pending ones included). So a sealed board's header does not leak
 * what its cells hide.
 */
export function withProblemCounts<P extends Pick<BoardProblem, 'displayId'>>(problems: readonly P[], rows: readonly BoardRow[]): Array<P & ProblemCounts> {
  // a cached board answers many pages from the same rows: counted once per rows array
  let counts = countsOf.get(rows);
  if (!counts) {
    counts = new Map<string, ProblemCounts>();
    for (const row of rows) {
      for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
        if (cell.tryNum === 0) continue;
        let c = counts.get(displayId);
        if (!c) counts.set(displayId, (c = { ac: 0, total: 0 }));
        c.total += 1;
        if (cell.isAC) c.ac += 1;
      }
    }
    countsOf.set(rows, counts);
  }
  const found = counts;
  return problems.map((p) => ({ ...p, ...(found.get(p.displayId) ?? { ac: 0, total: 0 }) }));
}

const countsOf = new WeakMap<readonly BoardRow[], Map<string, ProblemCounts>>();
