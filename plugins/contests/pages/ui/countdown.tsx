import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useText } from '../use-text';
import { countdownOf, formatSpan } from '../contest-clock';

/**
 * 02 §2: the countdown that ticks each second and the time slider, on the server's clock (`offset` = server
 * minus browser). When the status changes on the clock `onStatusChange` runs (the page reloads what opened).
 */
export function Countdown({ contest, offset, onStatusChange }: { contest: { startTime: string; endTime: string }; offset: number; onStatusChange?: (status: -1 | 0 | 1) => void }) {
  const { t } = useText();
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const { status, left, percent } = countdownOf(contest, now);
  const [seen, setSeen] = useState(status);
  useEffect(() => {
    if (status !== seen) {
      setSeen(status);
      onStatusChange?.(status);
    }
  }, [status, seen, onStatusChange]);
  const label = status === -1 ? t('contest.countdown.before', { time: formatSpan(left) }) : status === 0 ? t('contest.countdown.running', { time: formatSpan(left) }) : t('contest.countdown.ended');
  return (
    <Stack gap={4} data-testid="contest-clock">
      <Progress value={percent} color={status === 0 ? 'green' : status === -1 ? 'blue' : 'gray'} aria-label="time" data-testid="contest-slider" data-percent={Math.round(percent)} />
      <Group justify="center">
        <Text fw={600} c={status === 0 ? 'green' : status === -1 ? 'blue' : 'dimmed'} data-testid="contest-countdown" data-status={status}>
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
