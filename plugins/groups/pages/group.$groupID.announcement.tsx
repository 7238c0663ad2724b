import { Button, Card, Group, Loader, Modal, Stack, Switch, Table, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { LocalDate, Markdown, PageNumbers } from '@oj/web/app/plugin-kit';
import { emptyPage, groupApi, type GroupAnnouncement, type Page } from './group-api';
import { useGroup } from './group-context';
import { GROUP_LIST_PAGE_SIZE, isGroupAdmin } from './group-rules';
import { pluginLoader } from './plugin-loader';
import { useRootData } from './root-data';
import { Confirm } from './ui/confirm';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

interface Draft {
  id?: number;
  title: string;
  content: string;
  status: 0 | 1;
}

/**
 * /group/:groupID/announcement (03 §2, group admins): the group's announcements with a create button, edit and
 * delete forms and the visible switch (status 0 visible, 1 hidden). Root edits and deletes any, an admin their own.
 */
export default function GroupAnnouncementAdmin() {
  const { t, i18n } = useText();
  const { group, role } = useGroup();
  const { user } = useRootData();
  const gid = group?.id ?? 0;
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Page<GroupAnnouncement>>(emptyPage());
  const [loading, setLoading] = useState(true);
  const [draft, setDraft] = useState<Draft>();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<GroupAnnouncement>();
  const load = useCallback(async () => {
    setLoading(true);
    const r = await groupApi.adminAnnouncements(gid, page, GROUP_LIST_PAGE_SIZE);
    setList(r.status === 200 && r.data ? r.data : emptyPage());
    setLoading(false);
  }, [gid, page]);
  useEffect(() => void load(), [load]);
  if (!group || !isGroupAdmin(role)) return null;
  const mayChange = (a: GroupAnnouncement) => role === 'root' || a.uid === user?.uid;

  const save = async (d: Draft) => {
    setShown(true);
    if (!d.title.trim() || !d.content.trim()) return;
    setBusy(true);
    const r = await groupApi.saveAnnouncement({ ...d, title: d.title.trim(), gid });
    setBusy(false);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: d.id ? t('group.updateSuccess') : t('group.postSuccess') });
    setDraft(undefined);
    void load();
  };
  const toggle = async (a: GroupAnnouncement, visible: boolean) => {
    const r = await groupApi.saveAnnouncement({ id: a.id, title: a.title, content: a.content, status: visible ? 0 : 1, gid });
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.updateSuccess') });
    void load();
  };
  const remove = async () => {
    const a = confirm;
    setConfirm(undefined);
    if (!a) return;
    const r = await groupApi.deleteAnnouncement(a.id);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.deleteSuccess') });
    void load();
  };

  return (
    <Stack data-testid="group-announcement-admin">
      <Card withBorder p={0}>
        <Group justify="space-between" p="sm">
          <Title order={4}>{t('group.tab.announcement')}</Title>
          <Button
            size="xs"
            onClick={() => {
              setShown(false);
              setDraft({ title: '', content: '', status: 0 });
            }}
            data-testid="group-announcement-create"
          >
            {t('group.announcement.create')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>ID</Table.Th>
                <Table.Th>{t('group.announcement.title')}</Table.Th>
                <Table.Th w={170}>{t('group.announcement.time')}</Table.Th>
                <Table.Th w={110}>{t('group.announcement.author')}</Table.Th>
                <Table.Th w={90}>{t('group.announcement.visible')}</Table.Th>
                <Table.Th w={150}>{t('group.announcement.option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.records.map((a) => (
                <Table.Tr key={a.id} data-testid="group-announcement-admin-row">
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>{a.title}</Table.Td>
                  <Table.Td>
                    <Text size="sm"><LocalDate value={a.gmtCreate} locale={i18n.language} /></Text>
                  </Table.Td>
                  <Table.Td>{a.username}</Table.Td>
                  <Table.Td>
                    <Switch checked={a.status === 0} disabled={!mayChange(a)} onChange={(e) => void toggle(a, e.currentTarget.checked)} aria-label={t('group.announcement.visible')} data-testid="group-announcement-visible" />
                  </Table.Td>
                  <Table.Td>
                    {mayChange(a) ? (
                      <Group gap={6}>
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => {
                            setShown(false);
                            setDraft({ id: a.id, title: a.title, content: a.content, status: a.status });
                          }}
                          data-testid="group-announcement-edit"
                        >
                          {t('group.announcement.edit')}
                        </Button>
                        <Button size="compact-xs" color="red" variant="light" onClick={() => setConfirm(a)} data-testid="group-announcement-delete">
                          {t('group.announcement.delete')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {loading ? <Loader size="sm" m="md" /> : list.records.length === 0 ? <Text ta="center" py="md" c="dimmed">{t('group.announcement.empty')}</Text> : null}
        {list.total > GROUP_LIST_PAGE_SIZE ? <Group justify="center" p="sm"><PageNumbers pages={Math.ceil(list.total / GROUP_LIST_PAGE_SIZE)} current={page} onChange={setPage} /></Group> : null}
      </Card>
      <Modal opened={draft !== undefined} onClose={() => setDraft(undefined)} size="xl" title={draft?.id ? t('group.announcement.edit') : t('group.announcement.create')}>
        {draft ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save(draft);
            }}
            data-testid="group-announcement-form"
          >
            <Stack>
              <TextInput label={t('group.announcement.title')} required value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} error={shown && !draft.title.trim() ? t('group.form.required') : undefined} data-testid="group-announcement-title" />
              <Tabs defaultValue="write" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="write">{t('group.announcement.content')}</Tabs.Tab>
                  <Tabs.Tab value="preview">Markdown</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="write" pt="xs">
                  <Textarea aria-label={t('group.announcement.content')} autosize minRows={8} value={draft.content} onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })} error={shown && !draft.content.trim() ? t('group.form.required') : undefined} data-testid="group-announcement-content-input" />
                </Tabs.Panel>
                <Tabs.Panel value="preview" pt="xs">
                  <Markdown source={draft.content} />
                </Tabs.Panel>
              </Tabs>
              <Switch label={t('group.announcement.visible')} checked={draft.status === 0} onChange={(e) => setDraft({ ...draft, status: e.currentTarget.checked ? 0 : 1 })} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(undefined)}>
                  {t('group.form.cancel')}
                </Button>
                <Button type="submit" loading={busy} data-testid="group-announcement-submit">
                  {t('group.form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
      <Confirm opened={confirm !== undefined} danger text={t('group.announcement.deleteConfirm')} onCancel={() => setConfirm(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
