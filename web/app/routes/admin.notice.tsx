import { Badge, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { AdminPager, currentPageOf, pageSizeOf } from '../admin/admin-pager';
import { ConfirmDelete } from '../admin/confirm-delete';
import { LocalDate } from '../components/local-date';
import { useQueryChange } from '../components/use-query-change';

/** Recipients (03 §3): every user, one designated user, the admins. */
const TYPES = ['All', 'Single', 'Admin'] as const;
type NoticeType = (typeof TYPES)[number];
const TITLE_MAX = 255;
const CONTENT_MAX = 65535;

interface SysNotice {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  recipientId: string | null;
  recipientUsername: string | null;
  /** pushed to the recipients' message centre */
  state: boolean;
  adminUsername: string | null;
  gmtCreate: string;
}
interface NoticePage {
  records: SysNotice[];
  total: number;
  current: number;
  size: number;
}

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => {
  const type = new URL(request.url).searchParams.get('type');
  const filter = type && (TYPES as readonly string[]).includes(type) ? `&type=${type}` : '';
  return loadAdmin<NoticePage>(`/api/admin/msg/notice?currentPage=${currentPageOf(request.url)}&limit=${pageSizeOf(request.url)}${filter}`);
};
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

type Draft = { id?: number; title: string; content: string; type: NoticeType; recipientId: string; pushed: boolean };

/** /admin/notice (super admin): system notices: list, create, edit, delete; pushed hourly to their recipients. */
export default function NoticeAdmin() {
  const page = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<SysNotice>();
  const [busy, setBusy] = useState(false);
  const typeLabel = (type: string) => t(`admin.notice.type.${type}`);

  const open = (d: Draft) => {
    setErrors({});
    setDraft(d);
  };
  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const body = { id: draft.id, title: draft.title, content: draft.content, type: draft.type, recipientId: draft.type === 'Single' ? draft.recipientId : null };
    const r = await call('/api/admin/msg/notice', { method: draft.id === undefined ? 'POST' : 'PUT', body });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setDraft(undefined);
      revalidator.revalidate();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`/api/admin/msg/notice?id=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };
  const change = useQueryChange({ resetPage: 'currentPage', removePage: true });
  const filter = (type: string | null) => change({ type });

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <Group>
          <Select aria-label={t('admin.notice.recipients')} placeholder={t('admin.notice.allTypes')} clearable value={params.get('type')} onChange={filter} w={180} data-testid="notice-filter"
            data={TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
          <Button onClick={() => open({ title: '', content: '', type: 'All', recipientId: '', pushed: false })} data-testid="notice-create">{t('admin.create')}</Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">{t('admin.notice.help')}</Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder data-testid="notice-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('admin.field.title')}</Table.Th>
              <Table.Th>{t('admin.notice.recipients')}</Table.Th>
              <Table.Th>{t('admin.notice.pushed')}</Table.Th>
              <Table.Th>{t('admin.field.author')}</Table.Th>
              <Table.Th>{t('admin.field.created')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((n) => (
              <Table.Tr key={n.id} data-testid="notice-row">
                <Table.Td>{n.id}</Table.Td>
                <Table.Td>{n.title}</Table.Td>
                <Table.Td>{typeLabel(n.type)}{n.type === 'Single' ? `: ${n.recipientUsername ?? n.recipientId ?? ''}` : ''}</Table.Td>
                <Table.Td><Badge color={n.state ? 'green' : 'gray'} variant="light">{n.state ? t('admin.notice.pushedYes') : t('admin.notice.pushedNo')}</Badge></Table.Td>
                <Table.Td>{n.adminUsername ?? ''}</Table.Td>
                <Table.Td><LocalDate value={n.gmtCreate} locale={i18n.language} /></Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => open({ id: n.id, title: n.title, content: n.content, type: n.type, recipientId: n.recipientUsername ?? n.recipientId ?? '', pushed: n.state })}>{t('admin.edit')}</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(n)}>{t('admin.delete')}</Button>
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
            <TextInput label={t('admin.field.title')} value={draft.title} maxLength={TITLE_MAX} error={errors.title} required data-testid="notice-title"
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
            <Textarea label={t('admin.field.content')} value={draft.content} maxLength={CONTENT_MAX} error={errors.content} required autosize minRows={6} data-testid="notice-content"
              onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })} />
            <div>
              <Text size="sm" fw={500} mb={4}>{t('admin.notice.recipients')}</Text>
              {/* once pushed, the recipients are fixed (the server answers 409) */}
              <SegmentedControl value={draft.type} disabled={draft.pushed} onChange={(v) => setDraft({ ...draft, type: v as NoticeType })} data-testid="notice-type"
                data={TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
              {errors.type ? <Text c="red" size="xs">{errors.type}</Text> : null}
            </div>
            {draft.type === 'Single' ? (
              <TextInput label={t('admin.notice.recipient')} description={t('admin.notice.recipientHelp')} value={draft.recipientId} disabled={draft.pushed} error={errors.recipientId} required data-testid="notice-recipient"
                onChange={(e) => setDraft({ ...draft, recipientId: e.currentTarget.value })} />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(undefined)}>{t('admin.cancel')}</Button>
              <Button onClick={() => void save()} loading={busy} data-testid="notice-save">{t('admin.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
