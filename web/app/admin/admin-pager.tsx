import { limitOfUrl, Pager } from '../components/pager';

/** Admin lists show 10 a page (03 §9) unless the size selector asks for another; page and size live in the URL (`currentPage`, `limit`). */
export const ADMIN_PAGE_SIZE = 10;

/** The page an admin list asks for, from its URL. */
export function currentPageOf(url: string): number {
  return Math.max(1, Number(new URL(url).searchParams.get('currentPage')) || 1);
}

/** The page size an admin list asks for, from its URL: one of the size options, else 10. */
export function pageSizeOf(url: string): number {
  return limitOfUrl(new URL(url), ADMIN_PAGE_SIZE);
}

/** The pager of an admin list: the shared pager with its size selector (10/15/30/50/100), in the admin lists' URL names. */
export function AdminPager({ total, current, size }: { total: number; current: number; size: number }) {
  return <Pager total={total} current={current} size={size} pageParam="currentPage" limitParam="limit" />;
}
