import { Button, Card, Grid, Group, Loader, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, useRouteLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPastLastPage, Pager } from '../components/pager';
import { DifficultyBadge, DIFFICULTY_LEVELS, useDifficultyLabel } from '../components/problem/difficulty';
import { ALL_DIFFICULTIES, changedListParams, listQueryOf, parseTagIds, REMOTE_OJS, toggledTagParam } from '../components/problem/list-query';
import { MyStatus } from '../components/problem/my-status';
import { ALL_OJ, MINE_OJ, problemApi, type ProblemPage, type TagGroup } from '../components/problem/problem-api';
import { TagBadge } from '../components/problem/tag-badge';
import { TagPanel } from '../components/problem/tag-panel';
import { useQueryChange } from '../components/use-query-change';
import { formatAcRate } from '../format/format';
import type { loader as rootLoader } from '../root';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = listQueryOf(new URL(request.url).searchParams);
  const [list, tags, judges] = await Promise.all([problemApi.list(query), problemApi.tagsAndClassifications(query.oj), problemApi.remoteJudges()]);
  return {
    query,
    // the remote judges' tabs: the enabled judges only (and the one a link asks for)
    remoteOjs: REMOTE_OJS.filter((oj) => oj === query.oj || (judges.status === 200 && Array.isArray(judges.data) && judges.data.some((j) => j.oj === oj))),
    page: list.status === 200 && list.data ? list.data : ({ records: [], total: 0 } as ProblemPage),
    error: list.status === 200 ? undefined : list.msg,
    tags: tags.status === 200 && Array.isArray(tags.data) ? tags.data : ([] as TagGroup[]),
  };
}

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const config = (matches.find((m) => m.id === 'root')?.data as { config?: { name?: string } } | undefined)?.config;
  return [{ title: `Problems · ${config?.name ?? 'OJ'}` }];
};

/** /problem: the problem bank with the filters of 01 §2, the tags panel and the random pick. */
export default function ProblemList() {
  const { query, page, error, tags, remoteOjs } = useLoaderData<typeof clientLoader>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(root?.user);
  const { t } = useTranslation();
  const difficultyLabel = useDifficultyLabel();
  const navigate = useNavigate();
  const changeQuery = useQueryChange({ preventScrollReset: true });
  const [keyword, setKeyword] = useState(query.keyword);
  // back/forward and the reset button change the URL: the box follows it
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const [picking, setPicking] = useState(false);

  const change = (changes: Parameters<typeof changedListParams>[1]) => changeQuery((base) => changedListParams(base, changes));
  // from the tags of the address the page is going to: a second tag clicked while the first loads keeps it
  const toggleTag = (id: number) => changeQuery((base) => changedListParams(base, { tagId: toggledTagParam(parseTagIds(base.get('tagId')), id) }));
  const random = async () => {
    setPicking(true);
    const answer = await problemApi.random();
    setPicking(false);
    // a failure was shown by api()
    if (answer.status !== 200 || !answer.data?.problemId) return;
    notifications.show({ color: 'green', message: t('problem.goodLuck') });
    navigate(`/problem/${encodeURIComponent(answer.data.problemId)}`);
  };

  return (
    <Grid data-testid="problem-page">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack>
          <Group justify="space-between" align="end">
            <Title order={2}>{t('problem.listTitle')}</Title>
            <Button variant="light" onClick={random} loading={picking} data-testid="random-problem">{t('problem.random')}</Button>
          </Group>
          <Card withBorder>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t('problem.oj')}
                value={query.oj}
                onChange={(oj) => change({ oj })}
                data={[{ value: ALL_OJ, label: t('problem.oj.all') }, { value: MINE_OJ, label: t('problem.oj.mine') }, ...remoteOjs.map((oj) => ({ value: oj, label: oj }))]}
                style={{ overflowX: 'auto' }}
                data-testid="oj-filter"
              />
              <Group gap="sm" align="end" wrap="wrap">
                <Select
                  label={t('problem.difficulty')}
                  w={170}
                  allowDeselect={false}
                  value={query.difficulty}
                  onChange={(difficulty) => difficulty && change({ difficulty: difficulty === ALL_DIFFICULTIES ? '' : difficulty })}
                  data={[{ value: ALL_DIFFICULTIES, label: t('problem.difficulty.all') }, ...DIFFICULTY_LEVELS.map((d) => ({ value: String(d), label: difficultyLabel(d) }))]}
                  data-testid="difficulty-filter"
                />
                <form
                  role="search"
                  onSubmit={(event) => {
                    event.preventDefault();
                    change({ keyword: keyword.trim() });
                  }}
                  style={{ flex: 1, minWidth: 200 }}
                >
                  <TextInput label={t('problem.keyword')} placeholder={t('problem.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="keyword-filter" />
                </form>
                <Button
                  variant="default"
                  onClick={() => {
                    setKeyword('');
                    changeQuery((base) => new URLSearchParams({ oj: listQueryOf(base).oj, currentPage: '1' }));
                  }}
                  data-testid="filter-reset"
                >
                  {t('problem.resetFilters')}
                </Button>
              </Group>
              {query.tagIds.length > 0 ? (
                <Group gap={6} data-testid="selected-tags">
                  <Text size="sm" c="dimmed">{t('problem.selectedTags')}</Text>
                  {query.tagIds.map((id) => {
                    const tag = tags.flatMap((g) => g.tagList).find((x) => x.id === id);
                    return (
                      <TagBadge key={id} tag={tag ?? { id, name: `#${id}`, color: '' }} selected style={{ cursor: 'pointer' }} component="button" type="button" onClick={() => toggleTag(id)}>
                        {tag?.name ?? `#${id}`} ×
                      </TagBadge>
                    );
                  })}
                </Group>
              ) : null}
            </Stack>
          </Card>
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="problem-table">
                <Table.Thead>
                  <Table.Tr>
                    {signedIn ? <Table.Th w={40} aria-label={t('problem.myStatus')} /> : null}
                    <Table.Th w={110}>{t('problem.id')}</Table.Th>
                    <Table.Th>{t('problem.title')}</Table.Th>
                    <Table.Th w={110}>{t('problem.difficulty')}</Table.Th>
                    <Table.Th w={90}>{t('problem.total')}</Table.Th>
                    <Table.Th w={100}>{t('problem.acRate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.records.map((row) => (
                    <Table.Tr key={row.pid} data-testid="problem-row">
                      {signedIn ? <Table.Td><MyStatus status={row.myStatus} /></Table.Td> : null}
                      <Table.Td>{row.problemId}</Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <Text component={Link} to={`/problem/${encodeURIComponent(row.problemId)}`} fw={600} c="blue" size="sm" data-testid="problem-link">{row.title}</Text>
                          {row.tags?.length ? (
                            <Group gap={4}>
                              {row.tags.map((tag) => <TagBadge key={tag.id} tag={tag} size="xs" />)}
                            </Group>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td><DifficultyBadge difficulty={row.difficulty} /></Table.Td>
                      <Table.Td>{row.total}</Table.Td>
                      <Table.Td data-testid="ac-rate">{formatAcRate(row.ac, row.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {page.records.length === 0 && !isPastLastPage(page.total, query.currentPage, query.limit) ? (
              <Stack align="center" gap={4} py="xl" data-testid="problem-empty">
                <Text fw={600}>{error ?? t('problem.empty')}</Text>
                {error ? null : <Text size="sm" c="dimmed">{t('problem.emptyHint')}</Text>}
              </Stack>
            ) : null}
          </Card>
          <Pager total={page.total} current={query.currentPage} size={query.limit} pageParam="currentPage" limitParam="limit" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <TagPanel groups={tags} selected={query.tagIds} onToggle={toggleTag} />
      </Grid.Col>
    </Grid>
  );
}
