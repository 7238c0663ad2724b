import { Anchor, Badge, Card, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useText } from './use-text';
import { LocalDate, Pager, pageOfUrl, requirePlugin, useLoginFirst, useQueryChange } from '@oj/web/app/plugin-kit';
import { TrainingProgress } from './ui/progress';
import { AuthTag, CategoryTag } from './ui/training-tags';
import { PLUGIN_ID, titleOf, TRAINING_PAGE_SIZE, useRootData } from './root-data';
import { TRAINING_AUTHS, trainingApi, type Page, type Training, type TrainingCategory, type TrainingListQuery } from './training-api';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

const ALL = '';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const url = new URL(request.url);
  const p = url.searchParams;
  // 02 §2: keyword, categoryId, auth, currentPage; 15 a page unless the super admin set another size (the server's)
  const query: TrainingListQuery = {
    keyword: p.get('keyword')?.trim() ?? '',
    categoryId: p.get('categoryId') ?? ALL,
    auth: p.get('auth') ?? ALL,
    currentPage: pageOfUrl(url, 'currentPage'),
  };
  const [list, categories] = await Promise.all([trainingApi.list(query), trainingApi.categories()]);
  return {
    query,
    page: list.status === 200 && list.data ? list.data : ({ records: [], total: 0 } as Page<Training>),
    error: list.status === 200 ? undefined : list.msg,
    categories: categories.status === 200 && Array.isArray(categories.data) ? categories.data : ([] as TrainingCategory[]),
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

export const meta: MetaFunction = ({ matches }) => titleOf('Training', matches);

/** /training: the training list of 02 §2 (filters by auth and category, progress for signed-in users). */
export default function TrainingList() {
  const { query, page, error, categories } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const { user } = useRootData();
  const signedIn = Boolean(user);
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  // 02 §2: a signed-out click warns and opens the login dialog
  const open = (training: Training) => {
    if (!signedIn) return loginFirst();
    navigate(`/training/${training.id}`);
  };

  return (
    <Stack data-testid="training-page">
      <Title order={2}>{t('training.listTitle')}</Title>
      <Card withBorder>
        <Stack gap="sm">
          <Group gap="sm" align="end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('training.auth')}
              </Text>
              <SegmentedControl
                aria-label={t('training.auth')}
                value={query.auth || 'All'}
                onChange={(value) => change({ auth: value === 'All' ? ALL : value })}
                data={['All', ...TRAINING_AUTHS].map((a) => ({ value: a, label: t(`training.auth.${a}`) }))}
                data-testid="auth-filter"
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
              <TextInput label={t('training.keyword')} placeholder={t('training.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="training-keyword" />
            </form>
          </Group>
          <Group gap={6} data-testid="category-filter">
            <Text size="sm" fw={500}>
              {t('training.category')}
            </Text>
            <Badge component="button" type="button" variant={query.categoryId ? 'outline' : 'filled'} color="gray" tt="none" style={{ cursor: 'pointer' }} onClick={() => change({ categoryId: ALL })}>
              {t('training.category.all')}
            </Badge>
            {categories.map((c) => (
              <Badge
                key={c.id}
                component="button"
                type="button"
                tt="none"
                color={c.color || 'gray'}
                variant={query.categoryId === String(c.id) ? 'filled' : 'outline'}
                style={{ cursor: 'pointer' }}
                onClick={() => change({ categoryId: String(c.id) })}
                aria-pressed={query.categoryId === String(c.id)}
              >
                {c.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Card>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={signedIn ? 920 : 760}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="training-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('training.number')}</Table.Th>
                <Table.Th>{t('training.title')}</Table.Th>
                <Table.Th w={90}>{t('training.auth')}</Table.Th>
                <Table.Th w={120}>{t('training.category')}</Table.Th>
                {signedIn ? <Table.Th w={170}>{t('training.progress')}</Table.Th> : null}
                <Table.Th w={90}>{t('training.problemCount')}</Table.Th>
                <Table.Th w={110}>{t('training.author')}</Table.Th>
                <Table.Th w={120}>{t('training.recentUpdate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} data-testid="training-row">
                  <Table.Td>{row.rank ?? row.id}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => open(row)} data-testid="training-link">
                      {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <AuthTag auth={row.auth} />
                  </Table.Td>
                  <Table.Td>
                    <CategoryTag name={row.categoryName} color={row.categoryColor} />
                  </Table.Td>
                  {signedIn ? (
                    <Table.Td>
                      <TrainingProgress acCount={row.acCount} problemCount={row.problemCount} />
                    </Table.Td>
                  ) : null}
                  <Table.Td>{row.problemCount}</Table.Td>
                  <Table.Td>
                    <Text component={Link} to={`/user-home?username=${encodeURIComponent(row.author)}`} size="sm" c="blue">
                      {row.author}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.gmtModified ? <LocalDate value={row.gmtModified} locale={i18n.language} style="date" /> : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? (
          <Text ta="center" py="xl" fw={600} data-testid="training-empty">
            {error ?? t('training.empty')}
          </Text>
        ) : null}
      </Card>
      <Pager total={page.total} current={query.currentPage} size={page.size ?? TRAINING_PAGE_SIZE} pageParam="currentPage" />
    </Stack>
  );
}
