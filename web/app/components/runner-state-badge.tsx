import { Badge } from '@mantine/core';
import type { RunnerState } from '@oj/core';
import { useTranslation } from 'react-i18next';

/** The colours of a judge runner's state, and of a service's up/down on /developer. */
export const STATE_COLOR: Record<RunnerState | 'up' | 'down', string> = { up: 'teal.9', down: 'red.9', online: 'teal.9', faulty: 'red.9', offline: 'gray.7' };

/** A judge runner's state as /judge-queue and /developer show it. */
export function RunnerStateBadge({ state, testId }: { state: RunnerState; testId: string }) {
  const { t } = useTranslation();
  return <Badge color={STATE_COLOR[state]} variant="filled" style={{ minWidth: 'max-content' }} data-testid={testId}>{t(`judgeQueue.state.${state}`)}</Badge>;
}
