import { Anchor, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, LocalDate, pageSizeOf, requirePlugin, useAbility, useAdminCall, useQueryChange } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API } from './admin-training-api';
import { PLUGIN_ID, useRootData } from './root-data';
import type { Page, Training } from './training-api';
import { AuthTag, CategoryTag } from './ui/training-tags';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

type Row = Training & { status: boolean };

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
  const { t, i18n } = useText();
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
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={920}>
          <Table striped verticalSpacing="xs" data-testid="admin-training-table">
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
                <Table.Tr key={row.id} data-testid="admin-training-row">
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/training/${row.id}`} size="sm">
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
                        <Button size="xs" variant="light" component={Link} to={`/admin/training/${row.id}/edit`}>
                          {t('adminTraining.edit')}
                        </Button>
                        <Button size="xs" variant="light" color="teal" component={Link} to={`/admin/training/${row.id}/problems`} data-testid="training-problems">
                          {t('adminTraining.problems')}
                        </Button>
                        {mayDelete ? (
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)}>
                            {t('adminTraining.delete')}
                          </Button>
                        ) : null}
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed" data-testid="training-not-yours">
                        {t('adminTraining.notYours')}
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
      <AdminPager total={page.total} current={currentPage} size={limit} />
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
