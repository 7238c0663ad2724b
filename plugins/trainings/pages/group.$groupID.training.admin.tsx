import { Alert, Anchor, Button, Card, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Link, useLoaderData, useParams, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { api, ConfirmDelete, LocalDate, Pager, pageOfUrl, useAbility } from '@oj/web/app/plugin-kit';
import { GROUP_TRAINING_PAGE_SIZE, groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import { useRootData } from './root-data';
import type { Page, Training } from './training-api';
import { groupTrainingPaths } from './ui/training-paths';
import { AuthTag, CategoryTag } from './ui/training-tags';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

type Row = Training & { status: boolean };

/** 03 §3: member auth 5 is the group root. */
const GROUP_ROOT_AUTH = 5;

/** The user's member auth in the group (the groups plugin's get-group-auth), when it answers one. */
async function memberAuth(gid: string): Promise<number | undefined> {
  const r = await api<unknown>(`/api/get-group-auth?gid=${encodeURIComponent(gid)}`, { quiet: 'only decides which rows show their actions' });
  const data = r.data as number | { auth?: number } | null;
  return r.status !== 200 ? undefined : typeof data === 'number' ? data : (data?.auth ?? undefined);
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const gid = params.groupID ?? '';
  const url = new URL(request.url);
  const currentPage = pageOfUrl(url, 'currentPage');
  const limit = Number(url.searchParams.get('limit')) || GROUP_TRAINING_PAGE_SIZE;
  const [list, auth] = await Promise.all([groupTrainingApi.adminList(gid, currentPage, limit), memberAuth(gid)]);
  return {
    currentPage,
    limit,
    auth,
    page: list.status === 200 && list.data ? (list.data as Page<Row>) : ({ records: [], total: 0 } as Page<Row>),
    error: list.status === 200 ? undefined : list.msg,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/**
 * /group/:groupID/training/admin (03 §2 Training Admin): every training of the group with the visible switch,
 * edit, problems and delete — the group root on any, a group admin on the ones they authored (03 §6).
 */
export default function GroupTrainingAdmin() {
  const { page, error, currentPage, limit, auth } = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  const { t, i18n } = useText();
  const { user } = useRootData();
  const ability = useAbility();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<Row>();
  const paths = groupTrainingPaths(groupID);
  const root = auth === GROUP_ROOT_AUTH || ability.can('manage', 'all');
  const mayManage = (row: Row) => root || row.author === user?.username;

  const setStatus = async (row: Row, status: boolean) => {
    if ((await groupTrainingApi.setStatus(row.id, status)).status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await groupTrainingApi.remove(deleting.id);
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="group-training-admin-list">
      <Group justify="space-between">
        <Title order={3}>{t('groupTraining.adminTitle')}</Title>
        <Group gap="xs">
          <Button size="xs" component={Link} to={`${paths.list}/create`} data-testid="group-training-create">
            {t('groupTraining.create')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={paths.list}>
            {t('groupTraining.cancelAdmin')}
          </Button>
        </Group>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={920}>
          <Table striped verticalSpacing="xs" data-testid="group-training-admin-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('adminTraining.id')}</Table.Th>
                <Table.Th w={80}>{t('adminTraining.rank')}</Table.Th>
                <Table.Th>{t('adminTraining.title')}</Table.Th>
                <Table.Th w={90}>{t('adminTraining.auth')}</Table.Th>
                <Table.Th w={120}>{t('adminTraining.category')}</Table.Th>
                <Table.Th w={80}>{t('adminTraining.visible')}</Table.Th>
                <Table.Th w={160}>
                  {t('adminTraining.author')} / {t('adminTraining.modified')}
                </Table.Th>
                <Table.Th w={270}>{t('adminTraining.option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} data-testid="group-training-admin-row">
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.training(row.id)} size="sm">
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
                    <Switch checked={row.status} disabled={!mayManage(row)} onChange={(e) => void setStatus(row, e.currentTarget.checked)} aria-label={t('adminTraining.visible')} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.author}</Text>
                    <Text size="xs" c="dimmed">
                      {row.gmtModified ? <LocalDate value={row.gmtModified} locale={i18n.language} /> : null}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {mayManage(row) ? (
                      <Group gap={4}>
                        <Button size="xs" variant="light" component={Link} to={`${paths.training(row.id)}/edit`}>
                          {t('adminTraining.edit')}
                        </Button>
                        <Button size="xs" variant="light" color="teal" component={Link} to={`${paths.training(row.id)}/problem-admin`} data-testid="group-training-problems">
                          {t('adminTraining.problems')}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)}>
                          {t('adminTraining.delete')}
                        </Button>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('groupTraining.notYours')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            {t('adminTraining.empty')}
          </Text>
        ) : null}
      </Card>
      <Pager total={page.total} current={currentPage} size={page.size ?? limit} pageParam="currentPage" limitParam="limit" />
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
