import { injectable } from '@oj/core';
import type { BoardRow } from './board.types';

/** Viewers asking the same page of the same computed view within this long share one answer. */
export const BOARD_ANSWER_WINDOW_MS = 250;
/** Pages kept per computed view (page × size × keyword × followed rows × names hidden or not). */
const MAX_ANSWERS_PER_VIEW = 64;

/**
 * The board pages answered from one computed view (issue 21 item 5; the profile of bench/contest-board: at
 * 16 connections a page's cost is mostly serialising and writing its ≈100 KB answer, not the board). An
 * answer is kept per view rows (a verdict makes new rows, so nothing stale outlives its view) and per page
 * request for BOARD_ANSWER_WINDOW_MS, frozen: the web layer serialises a frozen answer once (envelope.ts).
 * One per process.
 */
@injectable()
export class BoardAnswerCache {
  private readonly byView = new WeakMap<readonly BoardRow[], Map<string, { window: number; answer: object }>>();

  /** The kept answer for (rows, key) in this window, or `make()`'s, frozen and kept. */
  answer<T extends object>(rows: readonly BoardRow[], key: string, now: number, make: () => T): T {
    const window = Math.floor(now / BOARD_ANSWER_WINDOW_MS);
    let kept = this.byView.get(rows);
    const hit = kept?.get(key);
    if (hit && hit.window === window) return hit.answer as T;
    const answer = Object.freeze(make());
    if (!kept) this.byView.set(rows, (kept = new Map()));
    kept.delete(key);
    kept.set(key, { window, answer });
    while (kept.size > MAX_ANSWERS_PER_VIEW) kept.delete(kept.keys().next().value as string);
    return answer;
  }
}
