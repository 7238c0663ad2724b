import { Badge, Button, Checkbox, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdmin, useAdminCall } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { ADMIN_PAGE_SIZE } from '../admin/admin-pager';
import { ConfirmDelete } from '../admin/confirm-delete';
import { USER_API, UserStatus, type AdminUserRow, type UserPage } from '../admin/user/user-api';
import { UserEditDialog } from '../admin/user/user-edit-dialog';
import { UserGenerate } from '../admin/user/user-generate';
import { UserImport } from '../admin/user/user-import';
import { limitOfUrl, pageOfUrl, Pager } from '../components/pager';
import { LocalDate } from '../components/local-date';
import { useQueryChange } from '../components/use-query-change';

/** The list's query from the page's URL, in the tsv's names: limit, currentPage, onlyAdmin, keyword. */
function queryOf(url: URL): string {
  const q = new URLSearchParams({ currentPage: String(pageOfUrl(url, 'currentPage')), limit: String(limitOfUrl(url, ADMIN_PAGE_SIZE)) });
  const keyword = url.searchParams.get('keyword');
  if (keyword) q.set('keyword', keyword);
  if (url.searchParams.get('onlyAdmin') === 'true') q.set('onlyAdmin', 'true');
  return q.toString();
}

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => loadAdmin<UserPage>(`${USER_API.list}?${queryOf(new URL(request.url))}`);
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/user (super admin, 03 §2): users with search, admins-only, edit, delete; import CSV; generate accounts. */
export default function UserAdmin() {
  const page = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUserRow>();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setKeyword(params.get('keyword') ?? ''), [params]);
  // a new page of rows starts with nothing selected
  useEffect(() => setSelected([]), [page]);

  const change = useQueryChange({ resetPage: 'currentPage' });
  const filter = (key: string, value: string | null) => change({ [key]: value });
  const askDelete = () => {
    if (selected.length === 0) notifications.show({ color: 'yellow', message: t('adminUser.selectionEmpty') });
    else setConfirming(true);
  };
  const remove = async () => {
    setConfirming(false);
    const r = await call(USER_API.delete, { method: 'DELETE', body: { ids: selected } });
    if (r.status === 200) revalidator.revalidate();
  };
  const allSelected = page.records.length > 0 && page.records.every((u) => selected.includes(u.uid));
  const toggle = (uid: string, on: boolean) => setSelected(on ? [...selected, uid] : selected.filter((s) => s !== uid));

  return (
    <Stack>
      <AdminPageTitle />
      <Group justify="space-between">
        <Group>
          <form onSubmit={(e) => { e.preventDefault(); filter('keyword', keyword.trim() || null); }}>
            <Group gap="xs">
              <TextInput aria-label={t('adminUser.search')} placeholder={t('adminUser.search')} value={keyword} w={320} data-testid="user-search"
                onChange={(e) => setKeyword(e.currentTarget.value)} />
              <Button type="submit" variant="light">{t('adminUser.searchButton')}</Button>
            </Group>
          </form>
          <Switch label={t('adminUser.onlyAdmin')} checked={params.get('onlyAdmin') === 'true'} data-testid="user-only-admin"
            onChange={(e) => filter('onlyAdmin', e.currentTarget.checked ? 'true' : null)} />
        </Group>
        <Button color="red" variant="light" onClick={askDelete} data-testid="user-delete-selected">{t('adminUser.deleteSelected')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="user-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Checkbox aria-label={t('adminUser.selectAll')} checked={allSelected} onChange={(e) => setSelected(e.currentTarget.checked ? page.records.map((u) => u.uid) : [])} /></Table.Th>
              <Table.Th>{t('adminUser.username')}</Table.Th>
              <Table.Th>{t('adminUser.realname')}</Table.Th>
              <Table.Th>{t('adminUser.email')}</Table.Th>
              <Table.Th>{t('adminUser.role')}</Table.Th>
              <Table.Th>{t('adminUser.status')}</Table.Th>
              <Table.Th>{t('adminUser.created')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((u) => (
              <Table.Tr key={u.uid} data-testid="user-row">
                <Table.Td><Checkbox aria-label={t('adminUser.selectOne', { username: u.username })} checked={selected.includes(u.uid)} onChange={(e) => toggle(u.uid, e.currentTarget.checked)} /></Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid="user-row-username">{u.username}</Text>
                  {u.titleName ? <Badge size="xs" variant="filled" color={u.titleColor || undefined}>{u.titleName}</Badge> : null}
                </Table.Td>
                <Table.Td>{u.realname}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td data-testid="user-row-role">{u.type === null ? '' : t(`adminUser.role.${u.type}`)}</Table.Td>
                <Table.Td>
                  {/* dark shades: the light variant's small text misses the 4.5:1 contrast */}
                  <Badge color={u.status === UserStatus.DISABLED ? 'red.9' : 'teal.9'} variant="filled">{t(`adminUser.status.${u.status}`)}</Badge>
                </Table.Td>
                <Table.Td><LocalDate value={u.gmtCreate} locale={i18n.language} /></Table.Td>
                <Table.Td><Button size="xs" variant="light" onClick={() => setEditing(u)} data-testid="user-edit-open">{t('admin.edit')}</Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.records.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}
      <Pager total={page.total} current={page.current} size={page.size} pageParam="currentPage" limitParam="limit" />

      <UserImport onImported={() => revalidator.revalidate()} />
      <UserGenerate onGenerated={() => revalidator.revalidate()} />

      <UserEditDialog user={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); revalidator.revalidate(); }} />
      <ConfirmDelete opened={confirming} what={t('adminUser.selected', { count: selected.length })} onCancel={() => setConfirming(false)} onConfirm={() => void remove()} />
    </Stack>
  );
}
