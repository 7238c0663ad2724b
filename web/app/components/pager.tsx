import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './pager.module.css';
import { pagerItems } from './pager-items';
import { useQueryChange } from './use-query-change';

/** Page-size options of every list with a size selector (01 §9). */
export const PAGE_SIZE_OPTIONS = [10, 15, 30, 50, 100] as const;
/** Under this width the pager is the small one (01 §9). */
export const SMALL_PAGER_MAX_WIDTH = 767;

export interface PagerProps {
  total: number;
  current: number;
  size: number;
  /** The URL parameter holding the page number. */
  pageParam?: string;
  /** The URL parameter holding the page size; without it there is no size selector. */
  limitParam?: string;
}

/** The page number asked for in a URL's `param` (1 when absent or malformed). */
export function pageOfUrl(url: URL, param = 'page'): number {
  const page = Number(url.searchParams.get(param));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page size asked for in a URL's `param`, one of the options, else `fallback`. */
export function limitOfUrl(url: URL, fallback: number, param = 'limit'): number {
  const limit = Number(url.searchParams.get(param));
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : fallback;
}

/** The number of pages a list of `total` rows has at `size` a page (1 when empty). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** A page past the last one of a list that has rows (a stale link, a typed URL): it shows nothing but a way back. */
export const isPastLastPage = (total: number, current: number, size: number) => total > 0 && current > pageCount(total, size);

/**
 * The shared pager: total, page numbers (5 at most: pagerItems; small under 768 px) and, with `limitParam`, the size
 * selector; page and size live in the URL, and a new size starts again at page 1. A page past the last one
 * says so, with the last page and page 1 one click away.
 */
export function Pager({ total, current, size, pageParam = 'page', limitParam }: PagerProps) {
  const { t } = useTranslation();
  const go = useQueryChange({ preventScrollReset: true });
  const pages = pageCount(total, size);
  const sizes = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, size].sort((a, b) => a - b);
  return (
    <>
      {isPastLastPage(total, current, size) ? (
        <Stack align="center" gap="xs" py="md" data-testid="pager-out-of-range">
          <Text fw={600}>{t('pager.outOfRange', { page: current, pages })}</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => go({ [pageParam]: pages })} data-testid="pager-last-page">{t('pager.lastPage', { page: pages })}</Button>
            {pages > 1 ? <Button size="xs" variant="default" onClick={() => go({ [pageParam]: 1 })} data-testid="pager-first-page">{t('pager.firstPage')}</Button> : null}
          </Group>
        </Stack>
      ) : null}
      <Group justify="space-between" gap="xs" data-testid="pager">
        <Text size="sm" c="dimmed" data-testid="pager-total">{t('pager.total', { total })}</Text>
        <Group gap="xs">
          {pages > 1 ? (
            <PageNumbers pages={pages} current={current} onChange={(page) => go({ [pageParam]: page })} />
          ) : null}
          {limitParam ? (
            <Select
              aria-label={t('pager.pageSize')}
              size="xs"
              className={classes.size}
              allowDeselect={false}
              data={sizes.map((s) => ({ value: String(s), label: t('pager.perPage', { size: s }) }))}
              value={String(size)}
              onChange={(value) => value && go({ [limitParam]: Number(value), [pageParam]: 1 })}
              data-testid="pager-size"
            />
          ) : null}
        </Group>
      </Group>
    </>
  );
}

/**
 * The page numbers of a pager (at most five: pagerItems), with previous and next, small under 768 px: the
 * shared pager's, and on its own for a list whose page is not in the URL (a dialog's list).
 */
export function PageNumbers({ pages, current, onChange }: { pages: number; current: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const active = Math.min(Math.max(1, current), pages);
  return (
    <Pagination.Root total={pages} value={active} onChange={onChange} className={classes.pages}>
      <Group gap={6} wrap="nowrap">
        <Pagination.Previous aria-label={t('pager.previous')} />
        {pagerItems(pages, active).map((item) =>
          typeof item === 'number' ? (
            <Pagination.Control key={item} active={item === active} onClick={() => onChange(item)} aria-current={item === active ? 'page' : undefined}>
              {item}
            </Pagination.Control>
          ) : (
            <Pagination.Dots key={item} />
          )
        )}
        <Pagination.Next aria-label={t('pager.next')} />
      </Group>
    </Pagination.Root>
  );
}
