import { useEffect, useRef } from 'react';
import type { RankPage, RankProblem, RankRow } from './board-format';

/** The board's event stream (our extension beside get-contest-rank's poll; docs/contests.md "Live boards"). */
export const BOARD_EVENTS_URL = '/api/contest-board-events';

/** `event: board`: the rows that changed as this viewer's board shows them, and the columns' counts. */
export interface BoardLiveChange {
  cid: number;
  mode: 'sealed' | 'real';
  rows: RankRow[];
  problems: Array<Pick<RankProblem, 'displayId'> & { ac: number; total: number }>;
  total: number;
}

/**
 * A change applied to the page in hand (pure): each changed row shown on it (also its pinned copy) takes its
 * new cells, totals and rank; the column counts change. Rows move to their new places at the next read (the
 * 30 s poll, or the reader's own): thousands of open pages reading the board at every verdict would cost
 * more than the verdict.
 */
export function applyBoardChange(page: RankPage, change: BoardLiveChange): RankPage {
  const byUid = new Map(change.rows.map((r) => [r.uid, r]));
  const counts = new Map(change.problems.map((p) => [p.displayId, p]));
  return {
    ...page,
    records: page.records.map((row) => {
      const changed = byUid.get(row.uid);
      return changed ? { ...changed, ...(row.concerned ? { concerned: true as const } : {}) } : row;
    }),
    problems: page.problems.map((p) => {
      const c = counts.get(p.displayId);
      return c ? { ...p, ac: c.ac, total: c.total } : p;
    }),
  };
}

/**
 * Follows the board's stream while `enabled` (a running contest, the page mounted): each change goes to
 * `onChange`, a `reload` (the seal began or opened) to `onReload`. Without EventSource, or when the stream is
 * refused (the caps: 429) or fails, it closes and the page's 30 s poll goes on alone.
 */
export function useBoardStream(cid: number, outside: boolean, enabled: boolean, onChange: (change: BoardLiveChange) => void, onReload: () => void): void {
  const latest = useRef({ onChange, onReload });
  latest.current = { onChange, onReload };
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${BOARD_EVENTS_URL}?cid=${cid}${outside ? '&outside=true' : ''}`);
    source.addEventListener('board', (event) => {
      try {
        latest.current.onChange(JSON.parse((event as MessageEvent<string>).data) as BoardLiveChange);
      } catch {
        // a malformed event is skipped; the poll corrects the page
      }
    });
    source.addEventListener('reload', () => latest.current.onReload());
    // no reconnection storm: the poll is the fallback
    source.addEventListener('error', () => source.close());
    return () => source.close();
  }, [cid, outside, enabled]);
}
