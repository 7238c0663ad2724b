import { Button, Group, Modal, Stack, Switch, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { AdminPager, currentPageOf, pageSizeOf } from '../admin/admin-pager';
import { ConfirmDelete } from '../admin/confirm-delete';
import { LocalDate } from '../components/local-date';

interface Announcement {
  id: number;
  title: string;
  content: string;
  username: string;
  /** 0 visible, 1 hidden */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}
interface AnnouncementPage {
  records: Announcement[];
  total: number;
  current: number;
  size: number;
}

const VISIBLE = 0;
const HIDDEN = 1;
const TITLE_MAX = 255;
const CONTENT_MAX = 65535;

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadAdmin<AnnouncementPage>(`/api/admin/announcement?currentPage=${currentPageOf(request.url)}&limit=${pageSizeOf(request.url)}`);
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

type Draft = { id?: number; title: string; content: string; status: number };

/** /admin/announcement (super admin): the site's announcements: list, create, edit, delete, visible. */
export default function AnnouncementAdmin() {
  const page = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Announcement>();
  const [busy, setBusy] = useState(false);

  const open = (d: Draft) => {
    setErrors({});
    setDraft(d);
  };
  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const r = await call('/api/admin/announcement', { method: draft.id === undefined ? 'POST' : 'PUT', body: draft });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setDraft(undefined);
      revalidator.revalidate();
    }
  };
  const setVisible = async (a: Announcement, visible: boolean) => {
    const r = await call('/api/admin/announcement', { method: 'PUT', body: { id: a.id, title: a.title, content: a.content, status: visible ? VISIBLE : HIDDEN } });
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`/api/admin/announcement?aid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <Button onClick={() => open({ title: '', content: '', status: VISIBLE })} data-testid="announcement-create">{t('admin.create')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid="announcement-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('admin.field.title')}</Table.Th>
              <Table.Th>{t('admin.field.author')}</Table.Th>
              <Table.Th>{t('admin.field.created')}</Table.Th>
              <Table.Th>{t('admin.field.visible')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((a) => (
              <Table.Tr key={a.id} data-testid="announcement-row">
                <Table.Td>{a.id}</Table.Td>
                <Table.Td>{a.title}</Table.Td>
                <Table.Td>{a.username}</Table.Td>
                <Table.Td><LocalDate value={a.gmtCreate} locale={i18n.language} /></Table.Td>
                <Table.Td>
                  <Switch checked={a.status === VISIBLE} onChange={(e) => void setVisible(a, e.currentTarget.checked)} aria-label={`${t('admin.field.visible')}: ${a.title}`} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => open({ id: a.id, title: a.title, content: a.content, status: a.status })}>{t('admin.edit')}</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(a)}>{t('admin.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.records.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}
      <AdminPager total={page.total} current={page.current} size={page.size} />

      <Modal opened={draft !== undefined} onClose={() => setDraft(undefined)} title={draft?.id === undefined ? t('admin.create') : t('admin.edit')} size="lg" centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        {draft ? (
          <Stack>
            <TextInput label={t('admin.field.title')} value={draft.title} maxLength={TITLE_MAX} error={errors.title} required data-testid="announcement-title"
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
            <Textarea label={t('admin.field.content')} value={draft.content} maxLength={CONTENT_MAX} error={errors.content} required autosize minRows={6} data-testid="announcement-content"
              onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })} />
            <Switch label={t('admin.field.visible')} checked={draft.status === VISIBLE} onChange={(e) => setDraft({ ...draft, status: e.currentTarget.checked ? VISIBLE : HIDDEN })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(undefined)}>{t('admin.cancel')}</Button>
              <Button onClick={() => void save()} loading={busy} data-testid="announcement-save">{t('admin.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
