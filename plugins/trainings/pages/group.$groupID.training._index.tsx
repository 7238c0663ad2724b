import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Link, useLoaderData, useNavigate, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { LocalDate, Pager, pageOfUrl, useGroupRole } from '@oj/web/app/plugin-kit';
import { GROUP_TRAINING_PAGE_SIZE, groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import type { Page, Training } from './training-api';
import { TrainingProgress } from './ui/progress';
import { groupTrainingPaths } from './ui/training-paths';
import { AuthTag, CategoryTag } from './ui/training-tags';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const gid = params.groupID ?? '';
  const url = new URL(request.url);
  const currentPage = pageOfUrl(url, 'currentPage');
  const limit = Number(url.searchParams.get('limit')) || GROUP_TRAINING_PAGE_SIZE;
  const list = await groupTrainingApi.list(gid, currentPage, limit);
  return {
    currentPage,
    limit,
    page: list.status === 200 && list.data ? list.data : ({ records: [], total: 0 } as Page<Training>),
    error: list.status === 200 ? undefined : list.msg,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/**
 * /group/:groupID/training (03 §2 Training tab): number (rank), title, auth, category, progress, problem count,
 * author, recent update; 10 a page, selectable. Group admins get Create and Training Admin.
 */
export default function GroupTrainingList() {
  const { page, error, currentPage, limit } = useLoaderData<typeof clientLoader>();
  // Create and Training Admin for the group's admins, by the role the groups layout loaded
  const role = useGroupRole();
  const admin = role === 'admin' || role === 'root';
  const { groupID = '' } = useParams();
  const { t, i18n } = useText();
  const navigate = useNavigate();
  const paths = groupTrainingPaths(groupID);
  return (
    <Stack data-testid="group-training-page">
      {admin ? (
        <Group justify="flex-end" data-testid="group-training-admin-buttons">
          <Button size="xs" component={Link} to={`${paths.list}/create`} data-testid="group-training-create">
            {t('groupTraining.create')}
          </Button>
          <Button size="xs" variant="light" component={Link} to={`${paths.list}/admin`} data-testid="group-training-admin">
            {t('groupTraining.admin')}
          </Button>
        </Group>
      ) : null}
      {error ? <Alert color="red">{error}</Alert> : null}
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="group-training-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('training.number')}</Table.Th>
                <Table.Th>{t('training.title')}</Table.Th>
                <Table.Th w={90}>{t('training.auth')}</Table.Th>
                <Table.Th w={120}>{t('training.category')}</Table.Th>
                <Table.Th w={170}>{t('training.progress')}</Table.Th>
                <Table.Th w={90}>{t('training.problemCount')}</Table.Th>
                <Table.Th w={110}>{t('training.author')}</Table.Th>
                <Table.Th w={120}>{t('training.recentUpdate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} onClick={() => navigate(paths.training(row.id))} style={{ cursor: 'pointer' }} data-testid="group-training-row">
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.training(row.id)} fw={600} size="sm" data-testid="group-training-link">
                      {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <AuthTag auth={row.auth} />
                  </Table.Td>
                  <Table.Td>
                    <CategoryTag name={row.categoryName} color={row.categoryColor} />
                  </Table.Td>
                  <Table.Td>
                    <TrainingProgress acCount={row.acCount} problemCount={row.problemCount} />
                  </Table.Td>
                  <Table.Td>{row.problemCount}</Table.Td>
                  <Table.Td>
                    <Text component={Link} to={`/user-home?username=${encodeURIComponent(row.author)}`} size="sm" c="blue" onClick={(e) => e.stopPropagation()}>
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
          <Text ta="center" py="xl" fw={600} data-testid="group-training-empty">
            {t('training.empty')}
          </Text>
        ) : null}
      </Card>
      <Pager total={page.total} current={currentPage} size={page.size ?? limit} pageParam="currentPage" limitParam="limit" />
    </Stack>
  );
}
