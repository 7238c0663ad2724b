import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import { clockOf, type BoardContest } from './board-api';
import { useBoardText } from './use-board-text';

const STATUS_COLOR: Record<string, string> = { '-1': 'yellow', '0': 'green', '1': 'red' };

/** The server's clock, ticking each second from the `now` the contest came with (02 §2: the countdown ticks each second). */
function useServerNow(serverNow: number): number {
  const [offset] = useState(() => serverNow - Date.now());
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

/**
 * The outside scoreboard's header (02 §2 "Contest scoreboard"): title, rule type, status, start and end, the
 * time bar and the countdown (inside the contest, the contest's shell shows them).
 */
export function ContestBoardHeader({ contest, locale }: { contest: BoardContest; locale: string }) {
  const { t } = useBoardText();
  const now = useServerNow(contest.now);
  const start = new Date(contest.startTime).getTime();
  const end = new Date(contest.endTime).getTime();
  const status = now < start ? -1 : now < end ? 0 : 1;
  const progress = end > start ? Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100)) : 100;
  return (
    <Stack gap="sm">
      <Card withBorder data-testid="board-header">
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Title order={2} data-testid="board-contest-title">
              {contest.title}
            </Title>
            <Badge color={contest.type === 1 ? 'grape' : 'blue'} data-testid="board-contest-type">
              {t(`contest.board.type.${contest.type}`)}
            </Badge>
            <Badge color={STATUS_COLOR[String(status)]} variant="light" data-testid="board-contest-status">
              {t(`contest.board.status.${status}`)}
            </Badge>
            {contest.count ? (
              <Text size="sm" c="dimmed">
                {t('contest.board.participants', { count: contest.count })}
              </Text>
            ) : null}
          </Group>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('contest.board.start')}: <LocalDate value={contest.startTime} locale={locale} />
            </Text>
            <Text size="sm">
              {t('contest.board.end')}: <LocalDate value={contest.endTime} locale={locale} />
            </Text>
            <Text size="sm" fw={600} data-testid="board-countdown">
              {status === -1 ? t('contest.board.startsIn', { time: clockOf((start - now) / 1000) }) : status === 0 ? t('contest.board.remaining', { time: clockOf((end - now) / 1000) }) : null}
            </Text>
          </Group>
          <Progress value={progress} color={STATUS_COLOR[String(status)]} size="sm" aria-label="time" />
        </Stack>
      </Card>
    </Stack>
  );
}
