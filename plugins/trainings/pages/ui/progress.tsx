import { Group, Progress, Text } from '@mantine/core';
import { progressPercent } from '../progress-percent';

/** The percentage bar of the training list and details (signed-in users only). */
export function TrainingProgress({ acCount, problemCount, w }: { acCount: number | null | undefined; problemCount: number | null | undefined; w?: number | string }) {
  const percent = progressPercent(acCount, problemCount);
  return (
    <Group gap={6} wrap="nowrap" w={w} data-testid="training-progress" data-percent={percent}>
      <Progress value={percent} color={percent >= 100 ? 'green' : 'blue'} style={{ flex: 1, minWidth: 60 }} aria-label={`${percent}%`} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{`${percent}%`}</Text>
    </Group>
  );
}
