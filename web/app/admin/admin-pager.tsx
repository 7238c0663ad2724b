import { Group, Pagination, Text } from '@mantine/core';
import { useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** Admin lists show 10 a page (03 §9); the page number lives in the URL (`currentPage`). */
export const ADMIN_PAGE_SIZE = 10;

/** The page an admin list asks for, from its URL. */
export function currentPageOf(url: string): number {
  return Math.max(1, Number(new URL(url).searchParams.get('currentPage')) || 1);
}

export function AdminPager({ total, current, size }: { total: number; current: number; size: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">{t('admin.total', { total })}</Text>
      {pages > 1 ? (
        <Pagination total={pages} value={current} onChange={(p) => {
          const next = new URLSearchParams(params);
          next.set('currentPage', String(p));
          setParams(next);
        }} />
      ) : null}
    </Group>
  );
}
