import { injectable } from '@oj/core';
import type { BoardRow } from './board.types';

/**
 * Viewers asking the same page of the same computed view within this long share one answer. A verdict makes a
 * new view (new rows), so this bounds only how old an answer's `now` may be: with 250 ms windows the spread of
 * pages 1-100 at ≈900 req/s made ≈40 % of its answers anew (bench/contest-board), with 5 s windows ≈2 %.
 */
export const BOARD_ANSWER_WINDOW_MS = 5_000;
/** Pages kept per computed view and window (page × size × keyword × followed rows × names hidden or not): the 100 pages of a 5,000-row board at the default size fit. */
const MAX_ANSWERS_PER_VIEW = 128;

/**
 * The board pages answered from one computed view (issue 21 item 5; the profile of bench/contest-board: at
 * 16 connections a page's cost is mostly serialising and writing its answer, not the board). An answer is kept
 * per view rows (a verdict makes new rows, so nothing stale outlives its view) and per page request for
 * BOARD_ANSWER_WINDOW_MS, frozen: the web layer serialises and encodes a frozen answer once (envelope.ts) and
 * keeps the bytes outside the JavaScript heap. One per process.
 */
@injectable()
export class BoardAnswerCache {
  private readonly byView = new WeakMap<readonly BoardRow[], { window: number; answers: Map<string, object> }>();

  /**
   * The kept answer for (rows, key) in this window, or `make()`'s, frozen and kept. A new window drops the
   * view's answers of the last one at once: none of them can be served again, and keeping them until 64 newer
   * ones pushed them out made each live long enough to be promoted to the old generation (bench/contest-board).
   */
  answer<T extends object>(rows: readonly BoardRow[], key: string, now: number, make: () => T): T {
    const window = Math.floor(now / BOARD_ANSWER_WINDOW_MS);
    let kept = this.byView.get(rows);
    if (!kept || kept.window !== window) this.byView.set(rows, (kept = { window, answers: new Map() }));
    const hit = kept.answers.get(key);
    if (hit) return hit as T;
    const answer = Object.freeze(make());
    kept.answers.set(key, answer);
    if (kept.answers.size > MAX_ANSWERS_PER_VIEW) kept.answers.delete(kept.answers.keys().next().value as string);
    return answer;
  }
}
