import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@remix-run/react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import { formatDuration } from '../contest-clock';
import { AuthBadge, StatusBadge, TypeBadge } from './contest-tags';
import type { GroupContestRow } from './group-contest-api';
import { useGroupText } from './group-contest-api';
import { TrophyIcon } from './icons';

/**
 * The group's contests as the public list shows its cards (03 §2 Contest tab): trophy by rule type, the title
 * to the contest's own /contest/:cid pages, lock by auth, start, duration, rule, auth, participants when not
 * public, the outside scoreboard (openRank and not scheduled) and the status tag.
 */
export function GroupContestCards({ rows }: { rows: GroupContestRow[] }) {
  const { t, i18n } = useGroupText();
  const navigate = useNavigate();
  const board = (c: GroupContestRow) => navigate(`/contest/${c.type === 0 ? 'acm' : 'oi'}-scoreboard/${c.id}`);
  if (rows.length === 0) {
    return (
      <Text ta="center" py="xl" fw={600} data-testid="group-contest-empty">
        {t('contest.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="group-contest-cards">
      {rows.map((row) => (
        <Card key={row.id} withBorder data-testid="group-contest-card" data-contest-id={row.id} style={{ borderLeft: `4px solid var(--mantine-color-${row.status === 0 ? 'green' : row.status === -1 ? 'blue' : 'gray'}-6)` }}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/contest/${row.id}`} fw={700} size="lg" data-testid="group-contest-link">
                <TrophyIcon color={row.type === 0 ? '#f59f00' : '#ae3ec9'} />
                {row.title}
              </Anchor>
              <StatusBadge status={row.status} />
            </Group>
            <Group gap="xs" wrap="wrap">
              <TypeBadge type={row.type} />
              <AuthBadge auth={row.auth} />
              {row.visible ? null : <Badge color="gray">{t('groupContest.hidden')}</Badge>}
              {row.auth !== 0 ? (
                <Text size="sm" c="dimmed">
                  {t('contest.participants', { count: row.count })}
                </Text>
              ) : null}
            </Group>
            <Text size="sm">
              {t('contest.startTime')}: <LocalDate value={row.startTime} locale={i18n.language} />
            </Text>
            <Group justify="space-between">
              <Text size="sm">
                {t('contest.duration')}: {formatDuration(row.duration)}
              </Text>
              <Button size="xs" variant="light" disabled={!row.openRank || row.status === -1} onClick={() => board(row)}>
                {t('contest.outsideBoard')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
