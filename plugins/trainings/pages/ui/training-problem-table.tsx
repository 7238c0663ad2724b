import { Button, Card, NumberInput, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { RANK_MAX, RANK_MIN, type AdminTrainingProblem } from '../admin-training-api';
import { useText } from '../use-text';

/**
 * A training's problems for its admins (the site's /admin/training/:id/problems and a group's problem-admin
 * page): id, title, the rank (saved when the field is left, if changed) and remove. `onRank` saves a new rank.
 */
export function TrainingProblemTable({ problems, onRank, onRemove, rowTestId }: {
  problems: AdminTrainingProblem[];
  onRank(row: AdminTrainingProblem, rank: number): void;
  onRemove(row: AdminTrainingProblem): void;
  rowTestId: string;
}) {
  const { t } = useText();
  const [ranks, setRanks] = useState<Record<number, number>>({});
  const leave = (row: AdminTrainingProblem) => {
    const rank = ranks[row.pid];
    if (rank !== undefined && rank !== row.rank) onRank(row, rank);
  };
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>{t('adminTraining.problemId')}</Table.Th>
              <Table.Th>{t('adminTraining.problemTitle')}</Table.Th>
              <Table.Th w={160}>{t('adminTraining.problemRank')}</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((row) => (
              <Table.Tr key={row.pid} data-testid={rowTestId} data-problem-id={row.problemId}>
                <Table.Td>{row.problemId}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    min={RANK_MIN}
                    max={RANK_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    value={ranks[row.pid] ?? row.rank}
                    onChange={(v) => setRanks({ ...ranks, [row.pid]: Number(v) })}
                    onBlur={() => leave(row)}
                    aria-label={t('adminTraining.problemRank')}
                    data-testid="training-problem-rank"
                  />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" color="red" onClick={() => onRemove(row)} data-testid="training-problem-remove">
                    {t('adminTraining.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {problems.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed">
          {t('adminTraining.problemEmpty')}
        </Text>
      ) : null}
    </Card>
  );
}
