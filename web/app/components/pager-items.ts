/** The page numbers a pager shows at most (01 §9: pager count 5), the first and the last among them. */
export const PAGER_COUNT = 5;

/** A pager's item: a page number, or the dots standing for the pages left out before or after. */
export type PagerItem = number | 'dots-before' | 'dots-after';

/**
 * The items of a pager over `total` pages at page `current`, as Element's pager with pager-count 5 shows
 * them (HOJ's pages): the first and the last page always, and between them up to `count - 2` pages around
 * the current one, dots where pages are left out — never more than `count` numbers.
 */
export function pagerItems(total: number, current: number, count = PAGER_COUNT): PagerItem[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, current), total);
  const middle: number[] = [];
  let before = false;
  let after = false;
  if (total > count) {
    const half = (count - 1) / 2;
    before = page > count - half;
    after = page < total - half;
  }
  if (before && !after) {
    for (let i = total - (count - 2); i < total; i++) middle.push(i);
  } else if (!before && after) {
    for (let i = 2; i < count; i++) middle.push(i);
  } else if (before && after) {
    const offset = Math.floor(count / 2) - 1;
    for (let i = page - offset; i <= page + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < total; i++) middle.push(i);
  }
  return [1, ...(before ? ['dots-before' as const] : []), ...middle, ...(after ? ['dots-after' as const] : []), total];
}
