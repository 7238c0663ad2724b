import { Anchor, Badge, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, loadAdmin, LocalDate, pageSizeOf, requirePlugin, useAdminCall, useQueryChange } from '@oj/web/app/plugin-kit';
import { ADMIN_CONTEST_API, PLUGIN_ID, STATUS_COLOR, type AdminContest, type AdminMenuEntry, type Page } from './ui/admin-contest/api';
import { DownloadAc } from './ui/admin-contest/download-ac';
import { useText } from './ui/admin-contest/text';

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
  const page = await loadAdmin<Page<AdminContest> & { adminMenu?: AdminMenuEntry[] }>(`${ADMIN_CONTEST_API.list}?${q}`);
  return { page: page ?? { records: [], total: 0 }, adminMenu: page?.adminMenu ?? [], keyword, currentPage, limit };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/**
 * /admin/contest: 10 a page with the size selector (03 §9); every admin sees every contest, and the
 * visible switch, edit, problems, announcements, AC download and delete are on for the contests they
 * created (all for the super admin), 03 §6.
 */
export default function ContestAdminList() {
  const { page, adminMenu, keyword: loaded, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const change = useQueryChange({ resetPage: 'currentPage' });
  const [keyword, setKeyword] = useState(loaded);
  useEffect(() => setKeyword(loaded), [loaded]);
  const [deleting, setDeleting] = useState<AdminContest>();
  const [downloading, setDownloading] = useState<AdminContest>();

  const setVisible = async (row: AdminContest, visible: boolean) => {
    const r = await call(`${ADMIN_CONTEST_API.visible}?${new URLSearchParams({ cid: String(row.id), visible: String(visible) })}`, { method: 'PUT' });
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${ADMIN_CONTEST_API.contest}?cid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="admin-contest-list">
      <Group justify="space-between">
        <Title order={2}>{t('adminContest.list')}</Title>
        <Button component={Link} to="/admin/contest/create" data-testid="contest-create">{t('adminContest.create')}</Button>
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ keyword: keyword.trim() });
        }}
      >
        <TextInput placeholder={t('adminContest.keywordHint')} aria-label={t('adminContest.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} maw={360} />
      </form>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={1000}>
          <Table striped verticalSpacing="xs" data-testid="admin-contest-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('adminContest.id')}</Table.Th>
                <Table.Th>{t('adminContest.title')}</Table.Th>
                <Table.Th w={80}>{t('adminContest.type')}</Table.Th>
                <Table.Th w={90}>{t('adminContest.auth')}</Table.Th>
                <Table.Th w={120}>{t('adminContest.status')}</Table.Th>
                <Table.Th w={80}>{t('adminContest.visible')}</Table.Th>
                <Table.Th w={170}>{t('adminContest.author')} / {t('adminContest.startTime')}</Table.Th>
                <Table.Th w={360}>{t('adminContest.option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} data-testid="admin-contest-row">
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/contest/${row.id}`} size="sm">{row.title}</Anchor>
                  </Table.Td>
                  <Table.Td>{t(`adminContest.type.${row.type}`)}</Table.Td>
                  <Table.Td>{t(`adminContest.auth.${row.auth}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[row.status]} variant="light" style={{ overflow: 'visible' }}>{t(`adminContest.status.${row.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Switch checked={row.visible} disabled={!row.canManage} onChange={(e) => void setVisible(row, e.currentTarget.checked)} aria-label={t('adminContest.visible')} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.author}</Text>
                    <Text size="xs" c="dimmed"><LocalDate value={row.startTime} locale={i18n.language} /></Text>
                  </Table.Td>
                  <Table.Td>
                    {row.canManage ? (
                      <Group gap={4}>
                        <Button size="xs" variant="light" component={Link} to={`/admin/contest/${row.id}/edit`}>{t('adminContest.edit')}</Button>
                        <Button size="xs" variant="light" color="teal" component={Link} to={`/admin/contest/${row.id}/problems`} data-testid="contest-problems">{t('adminContest.problems')}</Button>
                        <Button size="xs" variant="light" color="grape" component={Link} to={`/admin/contest/${row.id}/announcement`}>{t('adminContest.announcements')}</Button>
                        <Button size="xs" variant="light" color="orange" onClick={() => setDownloading(row)}>{t('adminContest.downloadAc')}</Button>
                        {adminMenu.map((entry) => (
                          <Button key={entry.id} size="xs" variant="light" color="gray" component={Link} to={entry.path.replace(':cid', String(row.id))}>{t(entry.labelKey)}</Button>
                        ))}
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)}>{t('adminContest.delete')}</Button>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed" data-testid="contest-not-yours">{t('adminContest.notYours')}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('adminContest.empty')}</Text> : null}
      </Card>
      <AdminPager total={page.total} current={currentPage} size={limit} />
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
      <DownloadAc contest={downloading} onClose={() => setDownloading(undefined)} />
    </Stack>
  );
}
