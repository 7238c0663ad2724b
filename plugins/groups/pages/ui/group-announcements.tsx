import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { LocalDate, Markdown, PageNumbers } from '@oj/web/app/plugin-kit';
import { emptyPage, groupApi, type GroupAnnouncement, type Page } from '../group-api';
import { GROUP_ANNOUNCEMENT_PAGE_SIZE } from '../group-rules';
import { useText } from '../use-text';

/** The group's announcements on its Home (03 §2: members and super admins; 5 a page; a click shows one with Back; Refresh). */
export function GroupAnnouncements({ gid }: { gid: number }) {
  const { t, i18n } = useText();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Page<GroupAnnouncement>>(emptyPage());
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<GroupAnnouncement>();
  const load = useCallback(async () => {
    setLoading(true);
    const r = await groupApi.announcements(gid, page, GROUP_ANNOUNCEMENT_PAGE_SIZE);
    setList(r.status === 200 && r.data ? r.data : emptyPage());
    setLoading(false);
  }, [gid, page]);
  useEffect(() => void load(), [load]);

  return (
    <Card withBorder data-testid="group-announcements">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{open ? open.title : t('group.announcements')}</Title>
          <Group gap="xs">
            {open ? (
              <Button size="xs" variant="default" onClick={() => setOpen(undefined)} data-testid="group-announcement-back">
                {t('group.announcement.back')}
              </Button>
            ) : null}
            <Button size="xs" variant="light" onClick={() => void load()} data-testid="group-announcement-refresh">
              {t('group.refresh')}
            </Button>
          </Group>
        </Group>
        {open ? (
          <Markdown source={open.content} testId="group-announcement-content" />
        ) : loading ? (
          <Loader size="sm" />
        ) : list.records.length === 0 ? (
          <Text c="dimmed" ta="center">{t('group.announcement.empty')}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {list.records.map((a) => (
                <Table.Tr key={a.id} data-testid="group-announcement-row">
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setOpen(a)} fw={600} size="sm">
                      {a.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td w={130}>
                    <Text size="sm" c="dimmed">
                      <LocalDate value={a.gmtCreate} locale={i18n.language} style="date" />
                    </Text>
                  </Table.Td>
                  <Table.Td w={110}>
                    <Text size="sm">{a.username}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {!open && list.total > GROUP_ANNOUNCEMENT_PAGE_SIZE ? <PageNumbers pages={Math.ceil(list.total / GROUP_ANNOUNCEMENT_PAGE_SIZE)} current={page} onChange={setPage} /> : null}
      </Stack>
    </Card>
  );
}
