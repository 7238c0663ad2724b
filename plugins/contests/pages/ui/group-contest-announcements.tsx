import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDelete, LocalDate, PageNumbers, send } from '@oj/web/app/plugin-kit';
import type { ContestAnnouncement } from './admin-contest/api';
import { emptyPage, GROUP_CONTEST_API, GROUP_CONTEST_PAGE_SIZE, useGroupCall, useGroupText, type GroupAdminContest, type Page } from './group-contest-api';

interface Draft {
  id?: number;
  title: string;
  content: string;
}

/** A group contest's announcements (03 §2 GroupContestAnnouncementList): list, create, edit, delete (group root or the contest's creator). */
export function GroupContestAnnouncements({ contest, onBack }: { contest: GroupAdminContest; onBack(): void }) {
  const { t, i18n } = useGroupText();
  const call = useGroupCall();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Page<ContestAnnouncement>>(emptyPage());
  const [draft, setDraft] = useState<Draft>();
  const [deleting, setDeleting] = useState<ContestAnnouncement>();
  const read = useCallback(async () => {
    const r = await send<Page<ContestAnnouncement>>(`${GROUP_CONTEST_API.announcements}?cid=${contest.id}&currentPage=${page}&limit=${GROUP_CONTEST_PAGE_SIZE}`);
    if (r.status === 200) setRows(r.data ?? emptyPage());
  }, [contest.id, page]);
  useEffect(() => void read(), [read]);
  const save = async () => {
    if (!draft || !draft.title.trim() || !draft.content.trim()) return;
    const r = await call(GROUP_CONTEST_API.announcement, { method: draft.id ? 'PUT' : 'POST', body: { cid: contest.id, announcement: { ...draft, title: draft.title.trim() } } });
    if (r.status === 200) {
      setDraft(undefined);
      void read();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${GROUP_CONTEST_API.announcement}?aid=${deleting.id}&cid=${contest.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) void read();
  };
  return (
    <Stack data-testid="group-contest-announcements">
      <Group justify="space-between">
        <Title order={3}>{t('adminContest.announcementTitle', { title: contest.title })}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={onBack}>{t('groupContest.back')}</Button>
          <Button onClick={() => setDraft({ title: '', content: '' })} data-testid="group-contest-announcement-create">{t('adminContest.announcementCreate')}</Button>
        </Group>
      </Group>
      <Card withBorder p={0}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('adminContest.id')}</Table.Th>
              <Table.Th>{t('adminContest.title')}</Table.Th>
              <Table.Th w={200}>{t('adminContest.author')} / {t('adminContest.createdAt')}</Table.Th>
              <Table.Th w={150}>{t('adminContest.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.records.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.id}</Table.Td>
                <Table.Td>{a.title}</Table.Td>
                <Table.Td>
                  <Text size="sm">{a.username}</Text>
                  <Text size="xs" c="dimmed"><LocalDate value={a.createdAt} locale={i18n.language} /></Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button size="xs" variant="light" onClick={() => setDraft({ id: a.id, title: a.title, content: a.content })}>{t('adminContest.edit')}</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(a)}>{t('adminContest.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.records.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('adminContest.empty')}</Text> : null}
      </Card>
      <PageNumbers pages={Math.max(1, Math.ceil(rows.total / GROUP_CONTEST_PAGE_SIZE))} current={page} onChange={setPage} />
      <Modal opened={draft !== undefined} onClose={() => setDraft(undefined)} title={draft?.id ? t('adminContest.edit') : t('adminContest.announcementCreate')} size="lg" centered>
        <Stack>
          <TextInput label={t('adminContest.title')} maxLength={255} required value={draft?.title ?? ''} onChange={(e) => { const title = e.currentTarget.value; setDraft((d) => (d ? { ...d, title } : d)); }}
            error={draft && !draft.title.trim() ? t('adminContest.required', { field: t('adminContest.title') }) : undefined} />
          <Textarea label={t('adminContest.announcementContent')} autosize minRows={6} required value={draft?.content ?? ''} onChange={(e) => { const content = e.currentTarget.value; setDraft((d) => (d ? { ...d, content } : d)); }}
            error={draft && !draft.content.trim() ? t('adminContest.required', { field: t('adminContest.announcementContent') }) : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(undefined)}>{t('adminContest.cancel')}</Button>
            <Button onClick={() => void save()} disabled={!draft?.title.trim() || !draft?.content.trim()}>{t('adminContest.save')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
