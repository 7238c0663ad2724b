import { Anchor, Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { LocalDate, Pager, pageOfUrl, requirePlugin, useLoginFirst, useQueryChange } from '@oj/web/app/plugin-kit';
import { contestApi, type ContestRow, type Page } from './contest-api';
import { formatDuration } from './contest-clock';
import { CONTEST_PAGE_SIZE, PLUGIN_ID, titleOf, useRootData } from './root-data';
import { AuthBadge, StatusBadge, TypeBadge } from './ui/contest-tags';
import { TrophyIcon } from './ui/icons';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const url = new URL(request.url);
  const p = url.searchParams;
  // 02 §2: status, type, keyword, currentPage; 10 a page
  const query = { status: p.get('status') ?? '', type: p.get('type') ?? '', keyword: p.get('keyword')?.trim() ?? '', currentPage: pageOfUrl(url, 'currentPage') };
  const list = await contestApi.list(query);
  return {
    query,
    page: list.status === 200 && list.data ? list.data : ({ records: [], total: 0 } as Page<ContestRow>),
    error: list.status === 200 ? undefined : list.msg,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches }) => titleOf('Contest', matches);

/** /contest: the contest list of 02 §2 (filters, cards; a signed-out click warns and opens the login dialog). */
export default function ContestList() {
  const { query, page, error } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const { user } = useRootData();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  const open = (contest: ContestRow) => {
    if (!user) return loginFirst();
    navigate(`/contest/${contest.id}`);
  };
  const board = (contest: ContestRow) => navigate(`/contest/${contest.type === 0 ? 'acm' : 'oi'}-scoreboard/${contest.id}`);

  return (
    <Stack data-testid="contest-page">
      <Title order={2}>{t('contest.listTitle')}</Title>
      <Card withBorder>
        <Group gap="sm" align="end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('contest.status')}
            </Text>
            <SegmentedControl
              aria-label={t('contest.status')}
              value={query.status || 'all'}
              onChange={(value) => change({ status: value === 'all' ? '' : value })}
              data={['all', '-1', '0', '1'].map((s) => ({ value: s, label: t(`contest.status.${s}`) }))}
              data-testid="status-filter"
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('contest.type')}
            </Text>
            <SegmentedControl
              aria-label={t('contest.type')}
              value={query.type || 'all'}
              onChange={(value) => change({ type: value === 'all' ? '' : value })}
              data={['all', '0', '1'].map((s) => ({ value: s, label: t(`contest.type.${s}`) }))}
              data-testid="type-filter"
            />
          </Stack>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              change({ keyword: keyword.trim() });
            }}
            style={{ flex: 1, minWidth: 200 }}
          >
            <TextInput label={t('contest.keyword')} placeholder={t('contest.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="contest-keyword" />
          </form>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="contest-cards">
        {page.records.map((row) => (
          <Card key={row.id} withBorder data-testid="contest-card" data-contest-id={row.id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component="button" type="button" fw={700} size="lg" ta="left" onClick={() => open(row)} data-testid="contest-link">
                  <TrophyIcon color={row.type === 0 ? '#f59f00' : '#ae3ec9'} />
                  {row.title}
                </Anchor>
                <StatusBadge status={row.status} />
              </Group>
              <Group gap="xs" wrap="wrap">
                <TypeBadge type={row.type} />
                <AuthBadge auth={row.auth} />
                {row.auth !== 0 ? (
                  <Text size="sm" c="dimmed" data-testid="contest-count">
                    {t('contest.participants', { count: row.count })}
                  </Text>
                ) : null}
              </Group>
              <Text size="sm">
                {t('contest.startTime')}: <LocalDate value={row.startTime} locale={i18n.language} />
              </Text>
              <Group justify="space-between">
                <Text size="sm">
                  {t('contest.duration')}: {formatDuration(row.duration)}
                </Text>
                <Button size="xs" variant="light" disabled={!row.openRank || row.status === -1} onClick={() => board(row)} data-testid="outside-board">
                  {t('contest.outsideBoard')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {page.records.length === 0 ? (
        <Text ta="center" py="xl" fw={600} data-testid="contest-empty">
          {error ?? t('contest.empty')}
        </Text>
      ) : null}
      <Pager total={page.total} current={query.currentPage} size={page.size ?? CONTEST_PAGE_SIZE} pageParam="currentPage" />
    </Stack>
  );
}
