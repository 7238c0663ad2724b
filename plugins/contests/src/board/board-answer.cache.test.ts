import { BOARD_ANSWER_WINDOW_MS, BoardAnswerCache } from './board-answer.cache';
import type { BoardRow } from './board.types';

describe('BoardAnswerCache', () => {
  const rows: BoardRow[] = [];
  const at = 10 * BOARD_ANSWER_WINDOW_MS;

  it('answers the same page of the same view within a window with one frozen answer', () => {
    const cache = new BoardAnswerCache();
    let made = 0;
    const make = () => ({ page: 1, made: ++made });
    const first = cache.answer(rows, 'p1', at, make);
    expect(cache.answer(rows, 'p1', at + BOARD_ANSWER_WINDOW_MS - 1, make)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(made).toBe(1);
    // another page, another view: made again
    expect(cache.answer(rows, 'p2', at, make)).toEqual({ page: 1, made: 2 });
    expect(cache.answer([], 'p1', at, make)).toEqual({ page: 1, made: 3 });
  });

  it('makes the answer again in the next window and keeps no answer of the last one', () => {
    const cache = new BoardAnswerCache();
    let made = 0;
    const make = () => ({ made: ++made });
    cache.answer(rows, 'p1', at, make);
    cache.answer(rows, 'p2', at, make);
    const next = cache.answer(rows, 'p1', at + BOARD_ANSWER_WINDOW_MS, make);
    expect(next).toEqual({ made: 3 });
    // p2 of the last window is gone: asked again in this window it is made anew
    expect(cache.answer(rows, 'p2', at + BOARD_ANSWER_WINDOW_MS, make)).toEqual({ made: 4 });
  });

  it('keeps at most 128 pages of a view in a window, the oldest asked first out', () => {
    const cache = new BoardAnswerCache();
    let made = 0;
    const make = () => ({ made: ++made });
    for (let page = 0; page <= 128; page++) cache.answer(rows, `p${page}`, at, make);
    expect(made).toBe(129);
    cache.answer(rows, 'p128', at, make);
    expect(made).toBe(129);
    cache.answer(rows, 'p0', at, make);
    expect(made).toBe(130);
  });
});
