import { Anchor, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { AdminContestProblem } from './api';
import { useText } from './text';

/**
 * A contest's problems for its admins (the site's /admin/contest/:id/problems and a group's contest tab):
 * display id, display title (a link into the contest), problem id, balloon colour, and Edit / Remove with the
 * page's own buttons (`formLink`: the problem form, between them; `extra`: after them).
 */
export function ContestProblemTable({ contestId, rows, onEdit, onRemove, formLink, extra, testIds }: {
  contestId: number;
  rows: AdminContestProblem[];
  onEdit(p: AdminContestProblem): void;
  onRemove(p: AdminContestProblem): void;
  formLink?(p: AdminContestProblem): string;
  extra?(p: AdminContestProblem): ReactNode;
  testIds: { table?: string; row: string };
}) {
  const { t } = useText();
  return (
    <Card withBorder p={0}>
      <Table striped verticalSpacing="xs" data-testid={testIds.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>{t('adminContest.displayId')}</Table.Th>
            <Table.Th>{t('adminContest.displayTitle')}</Table.Th>
            <Table.Th w={150}>{t('adminContest.problemId')}</Table.Th>
            <Table.Th w={100}>{t('adminContest.balloon')}</Table.Th>
            <Table.Th w={formLink || extra ? 300 : 180}>{t('adminContest.option')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id} data-testid={testIds.row}>
              <Table.Td>{p.displayId}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/contest/${contestId}/problem/${encodeURIComponent(p.displayId)}`} size="sm">{p.displayTitle}</Anchor>
              </Table.Td>
              <Table.Td>{p.problemId}</Table.Td>
              <Table.Td>{p.color ? <Badge color={p.color} variant="filled">{p.color}</Badge> : null}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button size="xs" variant="light" onClick={() => onEdit(p)}>{t('adminContest.edit')}</Button>
                  {formLink ? <Button size="xs" variant="light" component={Link} to={formLink(p)}>{t('adminContest.problemForm')}</Button> : null}
                  <Button size="xs" variant="light" color="red" onClick={() => onRemove(p)}>{t('adminContest.remove')}</Button>
                  {extra?.(p)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('adminContest.empty')}</Text> : null}
    </Card>
  );
}
