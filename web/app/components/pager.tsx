import { Group, Pagination, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** Page-size options of every list with a size selector (01 §9). */
export const PAGE_SIZE_OPTIONS = [10, 15, 30, 50, 100] as const;
/** At most this many page numbers are shown (01 §9: pager count 5): the first, the last, and the current with one each side. */
const PAGER_SIBLINGS = 1;
const PAGER_BOUNDARIES = 1;
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

/**
 * The shared pager: total, page numbers (5 at most, small under 768 px) and, with `limitParam`, the size
 * selector; page and size live in the URL, and a new size starts again at page 1.
 */
export function Pager({ total, current, size, pageParam = 'page', limitParam }: PagerProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const small = useMediaQuery(`(max-width: ${SMALL_PAGER_MAX_WIDTH}px)`);
  const pages = Math.max(1, Math.ceil(total / size));
  const go = (changes: Record<string, number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
    setParams(next, { preventScrollReset: true });
  };
  const sizes = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, size].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="xs" data-testid="pager">
      <Text size="sm" c="dimmed" data-testid="pager-total">{t('pager.total', { total })}</Text>
      <Group gap="xs">
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(current, pages)}
            siblings={PAGER_SIBLINGS}
            boundaries={PAGER_BOUNDARIES}
            size={small ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
            onChange={(page) => go({ [pageParam]: page })}
          />
        ) : null}
        {limitParam ? (
          <Select
            aria-label={t('pager.pageSize')}
            size={small ? 'xs' : 'sm'}
            w={small ? 100 : 120}
            allowDeselect={false}
            data={sizes.map((s) => ({ value: String(s), label: t('pager.perPage', { size: s }) }))}
            value={String(size)}
            onChange={(value) => value && go({ [limitParam]: Number(value), [pageParam]: 1 })}
            data-testid="pager-size"
          />
        ) : null}
      </Group>
    </Group>
  );
}
