import { describe, expect, it } from '@jest/globals';
import { pagerItems } from './pager-items';

const numbers = (items: ReturnType<typeof pagerItems>) => items.filter((i) => typeof i === 'number');

describe('pager items (01 §9: pager count 5)', () => {
  it('lists every page up to five pages', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(0, 1)).toEqual([1]);
    expect(pagerItems(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first pages, dots and the last near the start', () => {
    expect(pagerItems(7, 1)).toEqual([1, 2, 3, 4, 'dots-after', 7]);
    expect(pagerItems(10, 3)).toEqual([1, 2, 3, 4, 'dots-after', 10]);
  });

  it('shows the current page with one each side between dots in the middle', () => {
    expect(pagerItems(10, 5)).toEqual([1, 'dots-before', 4, 5, 6, 'dots-after', 10]);
    expect(pagerItems(7, 4)).toEqual([1, 'dots-before', 3, 4, 5, 'dots-after', 7]);
  });

  it('shows the last pages after dots near the end', () => {
    expect(pagerItems(10, 8)).toEqual([1, 'dots-before', 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'dots-before', 7, 8, 9, 10]);
  });

  it('never shows more than five numbers, and always the current page, the first and the last', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const shown = numbers(pagerItems(total, current));
        expect(shown.length).toBeLessThanOrEqual(5);
        expect(shown).toContain(current);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(total);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        // dots stand exactly where pages are left out
        const items = pagerItems(total, current);
        for (let i = 1; i < items.length; i++) {
          const [before, here] = [items[i - 1], items[i]];
          if (typeof before === 'number' && typeof here === 'number') expect(here).toBe(before + 1);
          if (typeof here !== 'number') expect(Number(items[i + 1]) - Number(before)).toBeGreaterThan(1);
        }
      }
    }
  });

  it('keeps a page outside 1..total inside it', () => {
    expect(pagerItems(10, 99)).toEqual([1, 'dots-before', 7, 8, 9, 10]);
    expect(pagerItems(10, 0)).toEqual([1, 2, 3, 4, 'dots-after', 10]);
  });
});
