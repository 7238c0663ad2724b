import { Anchor, Badge, Button, Card, Group, Switch, Table, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { ConfirmDelete, LocalDate } from '@oj/web/app/plugin-kit';
import { STATUS_COLOR } from './admin-contest/api';
import { DownloadAc } from './admin-contest/download-ac';
import { GROUP_CONTEST_API, useGroupCall, useGroupText, type GroupAdminContest } from './group-contest-api';

/**
 * The group's contest admin table (03 §2, §6): id, title, type, auth, status, the visible switch (disabled
 * unless the viewer is the group root or the contest's creator), info (start, end, created, creator) and the
 * option buttons (edit, problems, announcements, download AC submissions, delete) for the same people.
 */
export function GroupContestAdminTable({ rows, onEdit, onProblems, onAnnouncements, onChanged }: {
  rows: GroupAdminContest[];
  onEdit(row: GroupAdminContest): void;
  onProblems(row: GroupAdminContest): void;
  onAnnouncements(row: GroupAdminContest): void;
  onChanged(): void;
}) {
  const { t, i18n } = useGroupText();
  const call = useGroupCall();
  const [deleting, setDeleting] = useState<GroupAdminContest>();
  const [downloading, setDownloading] = useState<GroupAdminContest>();
  const setVisible = async (row: GroupAdminContest, visible: boolean) => {
    const r = await call(`${GROUP_CONTEST_API.visible}?${new URLSearchParams({ cid: String(row.id), visible: String(visible) })}`, { method: 'PUT' });
    if (r.status === 200) onChanged();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${GROUP_CONTEST_API.contest}?cid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) onChanged();
  };
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="xs" data-testid="group-contest-admin-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('adminContest.id')}</Table.Th>
              <Table.Th>{t('adminContest.title')}</Table.Th>
              <Table.Th w={70}>{t('adminContest.type')}</Table.Th>
              <Table.Th w={90}>{t('adminContest.auth')}</Table.Th>
              <Table.Th w={100}>{t('adminContest.status')}</Table.Th>
              <Table.Th w={80}>{t('adminContest.visible')}</Table.Th>
              <Table.Th w={220}>{t('adminContest.startTime')} / {t('adminContest.endTime')} / {t('adminContest.author')}</Table.Th>
              <Table.Th w={300}>{t('adminContest.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="group-contest-admin-row">
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
                  <Switch checked={row.visible} disabled={!row.canManage} onChange={(e) => void setVisible(row, e.currentTarget.checked)} aria-label={t('adminContest.visible')} data-testid="group-contest-visible" />
                </Table.Td>
                <Table.Td>
                  <Text size="xs"><LocalDate value={row.startTime} locale={i18n.language} /></Text>
                  <Text size="xs"><LocalDate value={row.endTime} locale={i18n.language} /></Text>
                  <Text size="xs" c="dimmed">{row.author}</Text>
                </Table.Td>
                <Table.Td>
                  {row.canManage ? (
                    <Group gap={4}>
                      <Button size="xs" variant="light" onClick={() => onEdit(row)} data-testid="group-contest-edit">{t('adminContest.edit')}</Button>
                      <Button size="xs" variant="light" color="teal" onClick={() => onProblems(row)} data-testid="group-contest-problems">{t('adminContest.problems')}</Button>
                      <Button size="xs" variant="light" color="grape" onClick={() => onAnnouncements(row)}>{t('adminContest.announcements')}</Button>
                      <Button size="xs" variant="light" color="orange" onClick={() => setDownloading(row)}>{t('adminContest.downloadAc')}</Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)}>{t('adminContest.delete')}</Button>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed" data-testid="group-contest-not-yours">{t('groupContest.notYours')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('adminContest.empty')}</Text> : null}
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.title ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
      <DownloadAc contest={downloading} onClose={() => setDownloading(undefined)} />
    </Card>
  );
}
