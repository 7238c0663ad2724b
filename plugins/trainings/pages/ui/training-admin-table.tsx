import { Anchor, Button, Card, Group, Switch, Table, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import type { Training } from '../training-api';
import { useText } from '../use-text';
import { AuthTag, CategoryTag } from './training-tags';

/** A row of the admin lists: the training and its visible switch. */
export type TrainingAdminRow = Training & { status: boolean };

/**
 * The trainings' admin table (03 §2, §6) of the site's /admin/training and a group's training admin page: id,
 * rank, title, auth, category, the visible switch, author and date, and edit / problems / delete for the rows
 * this user manages (`mayManage`; the others say `notYours`). Each page gives its links and test ids.
 */
export function TrainingAdminTable({ rows, links, mayManage, mayDelete, notYours, onStatus, onDelete, testIds }: {
  rows: TrainingAdminRow[];
  links: { training(id: number): string; edit(id: number): string; problems(id: number): string };
  mayManage(row: TrainingAdminRow): boolean;
  mayDelete: boolean;
  notYours: string;
  onStatus(row: TrainingAdminRow, status: boolean): void;
  onDelete(row: TrainingAdminRow): void;
  testIds: { table: string; row: string; problems: string };
}) {
  const { t, i18n } = useText();
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={920}>
        <Table striped verticalSpacing="xs" data-testid={testIds.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('adminTraining.id')}</Table.Th>
              <Table.Th w={80}>{t('adminTraining.rank')}</Table.Th>
              <Table.Th>{t('adminTraining.title')}</Table.Th>
              <Table.Th w={90}>{t('adminTraining.auth')}</Table.Th>
              <Table.Th w={120}>{t('adminTraining.category')}</Table.Th>
              <Table.Th w={80}>{t('adminTraining.visible')}</Table.Th>
              <Table.Th w={160}>
                {t('adminTraining.author')} / {t('adminTraining.modified')}
              </Table.Th>
              <Table.Th w={270}>{t('adminTraining.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={testIds.row}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={links.training(row.id)} size="sm">
                    {row.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <AuthTag auth={row.auth} />
                </Table.Td>
                <Table.Td>
                  <CategoryTag name={row.categoryName} color={row.categoryColor} />
                </Table.Td>
                <Table.Td>
                  <Switch checked={row.status} disabled={!mayManage(row)} onChange={(e) => onStatus(row, e.currentTarget.checked)} aria-label={t('adminTraining.visible')} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.author}</Text>
                  <Text size="xs" c="dimmed">
                    {row.gmtModified ? <LocalDate value={row.gmtModified} locale={i18n.language} /> : null}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {mayManage(row) ? (
                    <Group gap={4}>
                      <Button size="xs" variant="light" component={Link} to={links.edit(row.id)}>
                        {t('adminTraining.edit')}
                      </Button>
                      <Button size="xs" variant="light" color="teal" component={Link} to={links.problems(row.id)} data-testid={testIds.problems}>
                        {t('adminTraining.problems')}
                      </Button>
                      {mayDelete ? (
                        <Button size="xs" variant="light" color="red" onClick={() => onDelete(row)}>
                          {t('adminTraining.delete')}
                        </Button>
                      ) : null}
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed" data-testid="training-not-yours">
                      {notYours}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed">
          {t('adminTraining.empty')}
        </Text>
      ) : null}
    </Card>
  );
}
