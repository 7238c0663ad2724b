import { Avatar, Badge, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, redirect, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react';
import type { RankRow } from '@oj/core';
import { useTranslation } from 'react-i18next';
import { formatAcRate, formatNumber, orEmpty } from '../format/format';
import { limitOfUrl, Pager, pageOfUrl } from './pager';
import { UserChip } from './user-chip';

/** The two ranking pages; the page decides the type (02 §2: 0 ACM, 1 OI). */
export const RANK_PAGES = { acm: { type: 0, path: '/acm-rank' }, oi: { type: 1, path: '/oi-rank' } } as const;
export type RankKind = keyof typeof RANK_PAGES;

/** Rank pages show 30 a page unless the visitor picks another size (02 §9). */
export const RANK_PAGE_SIZE = 30;

/**
 * The ranking page a `type` query asks for (02 §2: 0 ACM, 1 OI), when it is not the page it is on: a link
 * such as /acm-rank?type=1 is sent to /oi-rank with its other parameters. Other values are ignored.
 */
export function rankTypeRedirect(kind: RankKind, url: URL): string | undefined {
  const type = url.searchParams.get('type');
  const asked = (Object.keys(RANK_PAGES) as RankKind[]).find((k) => String(RANK_PAGES[k].type) === type);
  if (!asked || asked === kind) return undefined;
  const params = new URLSearchParams(url.search);
  params.delete('type');
  const rest = params.toString();
  return `${RANK_PAGES[asked].path}${rest ? `?${rest}` : ''}`;
}

/** The loader of a ranking page: page, limit, searchUser and type from the URL. */
export function rankLoader(kind: RankKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const elsewhere = rankTypeRedirect(kind, url);
    if (elsewhere) throw redirect(elsewhere);
    const searchUser = url.searchParams.get('searchUser')?.trim() ?? '';
    const page = await context.services.rankList({
      type: RANK_PAGES[kind].type,
      currentPage: pageOfUrl(url),
      limit: limitOfUrl(url, RANK_PAGE_SIZE),
      searchUser: searchUser || undefined,
    });
    return { kind, page, searchUser, locale: context.request.locale };
  };
}

type RankData = Awaited<ReturnType<ReturnType<typeof rankLoader>>>;

export const rankMeta: MetaFunction = ({ matches, data }) => {
  const config = (matches.find((m) => m.id === 'root')?.data as { config?: { name?: string } } | undefined)?.config;
  const kind = (data as RankData | undefined)?.kind === 'oi' ? 'OI' : 'ACM';
  return [{ title: `${kind} · ${config?.name ?? 'OJ'}` }];
};

/** /acm-rank and /oi-rank: search, ACM/OI switch, the table of 02 §2 and the shared pager. */
export function RankList() {
  const { kind, page, searchUser, locale } = useLoaderData<RankData>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const oi = kind === 'oi';
  const first = (page.current - 1) * page.size;
  const switchTo = (next: string) => {
    const keep = new URLSearchParams();
    for (const key of ['searchUser', 'limit']) if (params.get(key)) keep.set(key, params.get(key) as string);
    const query = keep.toString();
    navigate(`${RANK_PAGES[next as RankKind].path}${query ? `?${query}` : ''}`);
  };
  return (
    <Stack data-testid="rank-page">
      <Group justify="space-between" align="end">
        <Title order={2}>{t(oi ? 'rank.oiTitle' : 'rank.acmTitle')}</Title>
        <Group gap="sm" align="end">
          <SegmentedControl
            aria-label={t('rank.type')}
            value={kind}
            onChange={switchTo}
            data={[{ value: 'acm', label: 'ACM' }, { value: 'oi', label: 'OI' }]}
          />
          <Form method="get" role="search">
            {params.get('limit') ? <input type="hidden" name="limit" value={params.get('limit') as string} /> : null}
            <TextInput name="searchUser" defaultValue={searchUser} placeholder={t('rank.search')} aria-label={t('rank.search')} w={220} data-testid="rank-search" />
          </Form>
        </Group>
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="rank-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>#</Table.Th>
                <Table.Th>{t('rank.user')}</Table.Th>
                <Table.Th>{t('rank.nickname')}</Table.Th>
                {oi ? <Table.Th>{t('rank.score')}</Table.Th> : null}
                <Table.Th>{t('rank.ac')}</Table.Th>
                <Table.Th>{t('rank.total')}</Table.Th>
                <Table.Th>{t('rank.acRate')}</Table.Th>
                <Table.Th>{t('rank.rating')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row: RankRow, i: number) => (
                <Table.Tr key={row.uid} data-testid="rank-row">
                  <Table.Td>{formatNumber(first + i + 1, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={row.avatar || undefined} size="sm" radius="xl" alt="" />
                      <UserChip username={row.username} uid={row.uid} role={row.authorRole} strong />
                      {row.titleName ? <Badge size="sm" color={row.titleColor || 'blue'}>{row.titleName}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{orEmpty(row.nickname)}</Table.Td>
                  {oi ? <Table.Td data-testid="rank-score">{formatNumber(row.score, locale)}</Table.Td> : null}
                  <Table.Td data-testid="rank-ac">{formatNumber(row.ac, locale)}</Table.Td>
                  <Table.Td data-testid="rank-total">{formatNumber(row.total, locale)}</Table.Td>
                  <Table.Td>{formatAcRate(row.ac, row.total)}</Table.Td>
                  <Table.Td data-testid="rank-rating">{formatNumber(row.rating, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? (
          <Stack align="center" gap={4} py="xl" data-testid="rank-empty">
            <Text fw={600}>{t(searchUser ? 'rank.noMatch' : 'rank.empty')}</Text>
            <Text size="sm" c="dimmed">{t(searchUser ? 'rank.noMatchHint' : 'rank.emptyHint')}</Text>
          </Stack>
        ) : null}
      </Card>
      <Pager total={page.total} current={page.current} size={page.size} limitParam="limit" />
    </Stack>
  );
}
