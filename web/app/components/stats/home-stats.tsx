import { Avatar, Badge, Group, ScrollArea, Table } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/format';
import type { Envelope } from '../api';
import { WeekChart } from '../charts/week-chart';
import { UserChip } from '../user-chip';
import { statsApi, type RecentAcRankRow, type WeekStatistics } from './stats-api';
import { CardNote, HomeCard } from '../home/home-card';

/** The 7-day AC rank table is at most this tall before it scrolls (01 §9). */
const RECENT_AC_RANK_MAX_HEIGHT = 500;

/** One fetch after mount; undefined while loading, null when it failed. */
function useLoaded<T>(load: () => Promise<Envelope<T>>): T | null | undefined {
  const [value, setValue] = useState<T | null>();
  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (live) setValue(answer.status === 200 ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}

/** Home: submissions and AC per day of the last week (01 §2). */
export function WeekStatisticsCard() {
  const { t, i18n } = useTranslation();
  const week = useLoaded<WeekStatistics>(statsApi.lastWeek);
  const series = useMemo(
    () => (week ? { dates: week.dateStr, total: week.totalCountList, ac: week.acCountList, totalLabel: t('stats.weekTotal'), acLabel: t('stats.weekAc'), locale: i18n.language } : undefined),
    [week, t, i18n.language],
  );
  return (
    <HomeCard title={t('stats.week')} testId="week-statistics">
      {week === null ? <CardNote>{t('stats.loadFailed')}</CardNote> : null}
      {series ? <WeekChart series={series} /> : null}
    </HomeCard>
  );
}

/** Home: the 10 users with the most problems accepted in the last 7 days (01 §2). */
export function RecentAcRank() {
  const { t, i18n } = useTranslation();
  const rows = useLoaded<RecentAcRankRow[]>(statsApi.recentAcRank);
  return (
    <HomeCard title={t('stats.recentAcRank')} testId="recent-ac-rank">
      {rows === null ? <CardNote>{t('stats.loadFailed')}</CardNote> : null}
      {rows && rows.length === 0 ? <CardNote>{t('stats.noRecentAc')}</CardNote> : null}
      {rows && rows.length > 0 ? (
        <ScrollArea.Autosize mah={RECENT_AC_RANK_MAX_HEIGHT}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{t('stats.rankUser')}</Table.Th>
                <Table.Th w={60}>{t('stats.rankAc')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.uid} data-testid="recent-ac-rank-row">
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={row.avatar || undefined} size="sm" radius="xl" alt="" />
                      <UserChip username={row.username} uid={row.uid} role={row.authorRole} />
                      {row.titleName ? <Badge size="xs" color={row.titleColor || 'blue'}>{row.titleName}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatNumber(row.ac, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </HomeCard>
  );
}
