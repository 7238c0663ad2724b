import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useLoaderData, useParams, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { ConfirmDelete, Pager, pageOfUrl, useAbility, useGroupRole } from '@oj/web/app/plugin-kit';
import { GROUP_TRAINING_PAGE_SIZE, groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import { useRootData } from './root-data';
import type { Page } from './training-api';
import { TrainingAdminTable, type TrainingAdminRow as Row } from './ui/training-admin-table';
import { groupTrainingPaths } from './ui/training-paths';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const gid = params.groupID ?? '';
  const url = new URL(request.url);
  const currentPage = pageOfUrl(url, 'currentPage');
  const limit = Number(url.searchParams.get('limit')) || GROUP_TRAINING_PAGE_SIZE;
  const list = await groupTrainingApi.adminList(gid, currentPage, limit);
  return {
    currentPage,
    limit,
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
  const { page, error, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  const { t } = useText();
  const { user } = useRootData();
  const ability = useAbility();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<Row>();
  const paths = groupTrainingPaths(groupID);
  // the group root (a site super admin is one) acts on every row, by the role the groups layout loaded
  const root = useGroupRole() === 'root' || ability.can('manage', 'all');
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
      <TrainingAdminTable
        rows={page.records}
        links={{ training: paths.training, edit: (id) => `${paths.training(id)}/edit`, problems: (id) => `${paths.training(id)}/problem-admin` }}
        mayManage={mayManage}
        mayDelete
        notYours={t('groupTraining.notYours')}
        onStatus={(row, status) => void setStatus(row, status)}
        onDelete={setDeleting}
        testIds={{ table: 'group-training-admin-table', row: 'group-training-admin-row', problems: 'group-training-problems' }}
      />
      <Pager total={page.total} current={currentPage} size={page.size ?? limit} pageParam="currentPage" limitParam="limit" />
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
