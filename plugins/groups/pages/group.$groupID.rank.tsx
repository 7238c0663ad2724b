import { Anchor, Avatar, Badge, Card, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { PageNumbers, pageOfUrl, useQueryChange } from '@oj/web/app/plugin-kit';
import { emptyPage, groupApi, type GroupRankRow, type Page } from './group-api';
import { useGroup } from './group-context';
import { GROUP_RANK_PAGE_SIZE } from './group-rules';
import { pluginLoader } from './plugin-loader';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

/** /group/:groupID/rank (03 §2): ACM (default) or OI over the group's problems, a user search, 30 a page; rank, user (avatar, title), nickname, AC/total or score, rating. */
export default function GroupRank() {
  const { t } = useText();
  const { group } = useGroup();
  const [params] = useSearchParams();
  const type = params.get('type') === '1' ? 1 : 0;
  const searchUser = params.get('searchUser') ?? '';
  const page = pageOfUrl(new URL(`http://x/?${params.toString()}`), 'page');
  const [search, setSearch] = useState(searchUser);
  const [list, setList] = useState<Page<GroupRankRow>>(emptyPage());
  const [loading, setLoading] = useState(true);
  const gid = group?.id ?? 0;
  useEffect(() => {
    let live = true;
    setLoading(true);
    void groupApi.rank({ gid, type, currentPage: page, limit: GROUP_RANK_PAGE_SIZE, searchUser }).then((r) => {
      if (!live) return;
      setList(r.status === 200 && r.data ? r.data : emptyPage());
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [gid, type, page, searchUser]);
  // a change other than the page's starts again at the first page (no `page`)
  const change = useQueryChange({ resetPage: 'page', removePage: true, preventScrollReset: true });

  return (
    <Card withBorder p={0} data-testid="group-rank">
      <Group justify="space-between" p="sm">
        <SegmentedControl value={String(type)} onChange={(v) => change({ type: v === '1' ? '1' : '' })} data={[{ value: '0', label: t('group.rank.acm') }, { value: '1', label: t('group.rank.oi') }]} data-testid="group-rank-type" />
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            change({ searchUser: search.trim() });
          }}
        >
          <TextInput placeholder={t('group.rank.searchUser')} aria-label={t('group.rank.searchUser')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="group-rank-search" />
        </form>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" data-testid="group-rank-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('group.rank.rank')}</Table.Th>
              <Table.Th>{t('group.rank.user')}</Table.Th>
              <Table.Th>{t('group.rank.nickname')}</Table.Th>
              <Table.Th w={120}>{type === 0 ? t('group.rank.acTotal') : t('group.rank.score')}</Table.Th>
              <Table.Th w={90}>{t('group.rank.rating')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.records.map((row, i) => (
              <Table.Tr key={row.uid} data-testid="group-rank-row">
                <Table.Td>{(page - 1) * GROUP_RANK_PAGE_SIZE + i + 1}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={row.avatar || undefined} size={28} radius="xl" alt={row.username} />
                    <Anchor component={Link} to={`/user-home?username=${encodeURIComponent(row.username)}`} size="sm">
                      {row.username}
                    </Anchor>
                    {row.titleName ? (
                      <Badge size="xs" color={row.titleColor || 'blue'} tt="none">
                        {row.titleName}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{row.nickname}</Table.Td>
                <Table.Td>{type === 0 ? `${row.ac ?? 0} / ${row.total ?? 0}` : (row.score ?? 0)}</Table.Td>
                <Table.Td>{row.rating ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading ? <Loader size="sm" m="md" /> : list.records.length === 0 ? <Text ta="center" py="md" c="dimmed">{t('group.rank.empty')}</Text> : null}
      {list.total > GROUP_RANK_PAGE_SIZE ? (
        <Stack align="center" p="sm">
          <PageNumbers pages={Math.ceil(list.total / GROUP_RANK_PAGE_SIZE)} current={page} onChange={(p) => change({ page: String(p) })} />
        </Stack>
      ) : null}
    </Card>
  );
}
