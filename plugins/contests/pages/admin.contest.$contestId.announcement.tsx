import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, AdminPager, ConfirmDelete, currentPageOf, fieldErrorsOf, loadAdmin, LocalDate, pageSizeOf, requirePlugin, useAdminCall, type FieldErrors } from '@oj/web/app/plugin-kit';
import { ADMIN_CONTEST_API, PLUGIN_ID, type AdminContest, type ContestAnnouncement, type Page } from './ui/admin-contest/api';
import { useText } from './ui/admin-contest/text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = encodeURIComponent(params.contestId ?? '');
  const currentPage = currentPageOf(request.url);
  const limit = pageSizeOf(request.url);
  const [contest, page] = await Promise.all([
    loadAdmin<AdminContest>(`${ADMIN_CONTEST_API.contest}?cid=${cid}`),
    loadAdmin<Page<ContestAnnouncement>>(`${ADMIN_CONTEST_API.announcement}?cid=${cid}&currentPage=${currentPage}&limit=${limit}`),
  ]);
  return { contest, page: page ?? { records: [], total: 0 }, currentPage, limit };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

type Editing = { id?: number; title: string; content: string };

/** /admin/contest/:contestId/announcement: the contest's announcements, newest first; create, edit, delete. */
export default function ContestAnnouncementAdmin() {
  const { contest, page, currentPage, limit } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<ContestAnnouncement>();
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async () => {
    if (!editing) return;
    const r = await call(ADMIN_CONTEST_API.announcement, { method: editing.id ? 'PUT' : 'POST', body: { cid: contest.id, announcement: editing } });
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setEditing(undefined);
      revalidator.revalidate();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${ADMIN_CONTEST_API.announcement}?aid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="admin-contest-announcements">
      <Group justify="space-between">
        <Title order={2}>{t('adminContest.announcementTitle', { title: contest.title })}</Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/admin/contest">{t('adminContest.back')}</Button>
          <Button onClick={() => { setErrors({}); setEditing({ title: '', content: '' }); }} data-testid="contest-announcement-create">{t('adminContest.announcementCreate')}</Button>
        </Group>
      </Group>
      <Card withBorder p={0}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('adminContest.id')}</Table.Th>
              <Table.Th>{t('adminContest.title')}</Table.Th>
              <Table.Th w={180}>{t('adminContest.author')} / {t('adminContest.createdAt')}</Table.Th>
              <Table.Th w={170}>{t('adminContest.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((a) => (
              <Table.Tr key={a.id} data-testid="admin-contest-announcement-row">
                <Table.Td>{a.id}</Table.Td>
                <Table.Td>{a.title}</Table.Td>
                <Table.Td>
                  <Text size="sm">{a.username}</Text>
                  <Text size="xs" c="dimmed"><LocalDate value={a.createdAt} locale={i18n.language} /></Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button size="xs" variant="light" onClick={() => { setErrors({}); setEditing({ id: a.id, title: a.title, content: a.content }); }}>{t('adminContest.edit')}</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(a)}>{t('adminContest.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {page.records.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('adminContest.empty')}</Text> : null}
      </Card>
      <AdminPager total={page.total} current={currentPage} size={limit} />
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing?.id ? t('adminContest.edit') : t('adminContest.announcementCreate')} size="lg" centered>
        <Stack>
          <TextInput label={t('adminContest.title')} maxLength={255} value={editing?.title ?? ''} onChange={(e) => { const title = e.currentTarget.value; setEditing((d) => d && { ...d, title }); }} error={errors.title} required data-testid="contest-announcement-title" />
          <Textarea label={t('adminContest.announcementContent')} autosize minRows={6} value={editing?.content ?? ''} onChange={(e) => { const content = e.currentTarget.value; setEditing((d) => d && { ...d, content }); }} error={errors.content} required data-testid="contest-announcement-content" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(undefined)}>{t('adminContest.cancel')}</Button>
            <Button onClick={() => void save()}>{t('adminContest.save')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
