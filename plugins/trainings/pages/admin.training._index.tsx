import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, pageSizeOf, requirePlugin, useAbility, useAdminCall, useQueryChange } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API } from './admin-training-api';
import { PLUGIN_ID, useRootData } from './root-data';
import type { Page } from './training-api';
import { TrainingAdminTable, type TrainingAdminRow as Row } from './ui/training-admin-table';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  const currentPage = currentPageOf(request.url);
  const limit = pageSizeOf(request.url);
  const q = new URLSearchParams({ currentPage: String(currentPage), limit: String(limit), ...(keyword ? { keyword } : {}) });
  const page = await loadAdmin<Page<Row>>(`${ADMIN_TRAINING_API.list}?${q}`);
  return { page: page ?? { records: [], total: 0 }, keyword, currentPage, limit };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/**
 * /admin/training: 10 a page with the size selector; visible switch, edit, problems, delete. Every admin
 * sees every training (as HOJ's list); the actions are on for the trainings they authored (all for the super admin).
 */
export default function TrainingAdminList() {
  const { page, keyword: loaded, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const change = useQueryChange({ resetPage: 'currentPage' });
  const [keyword, setKeyword] = useState(loaded);
  useEffect(() => setKeyword(loaded), [loaded]);
  const [deleting, setDeleting] = useState<Row>();
  const ability = useAbility();
  const { user } = useRootData();
  // the server's per-author rule: someone else's training needs the super admin
  const mayManage = (row: Row) => ability.can('manage', 'OthersTraining') || row.author === user?.username;
  const mayDelete = ability.can('delete', 'Training');

  const setStatus = async (row: Row, status: boolean) => {
    const q = new URLSearchParams({ tid: String(row.id), author: row.author, status: String(status) });
    const r = await call(`${ADMIN_TRAINING_API.status}?${q}`, { method: 'PUT' });
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${ADMIN_TRAINING_API.training}?tid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="admin-training-list">
      <Group justify="space-between">
        <Title order={2}>{t('adminTraining.list')}</Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/admin/training/category">
            {t('adminTraining.categoryTitle')}
          </Button>
          <Button component={Link} to="/admin/training/create" data-testid="training-create">
            {t('adminTraining.create')}
          </Button>
        </Group>
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ keyword: keyword.trim() });
        }}
      >
        <TextInput placeholder={t('adminTraining.keywordHint')} aria-label={t('adminTraining.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} maw={360} />
      </form>
      <TrainingAdminTable
        rows={page.records}
        links={{ training: (id) => `/training/${id}`, edit: (id) => `/admin/training/${id}/edit`, problems: (id) => `/admin/training/${id}/problems` }}
        mayManage={mayManage}
        mayDelete={mayDelete}
        notYours={t('adminTraining.notYours')}
        onStatus={(row, status) => void setStatus(row, status)}
        onDelete={setDeleting}
        testIds={{ table: 'admin-training-table', row: 'admin-training-row', problems: 'training-problems' }}
      />
      <AdminPager total={page.total} current={currentPage} size={limit} />
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
