import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heatmap } from '../charts/heatmap';
import { statsApi, type Heatmap as HeatmapPayload } from './stats-api';

/** The calendar starts a year before its last day. */
function yearBefore(endDate: string): string {
  const [y, m, d] = endDate.split('-').map(Number);
  return new Date(Date.UTC(y - 1, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** User home: the last year's submissions per day (`get-user-calendar-heatmap`), loaded after the page. */
export function UserHeatmap({ uid, locale }: { uid: string; locale: string }) {
  const { t } = useTranslation();
  const [payload, setPayload] = useState<HeatmapPayload | null>();
  useEffect(() => {
    let live = true;
    void statsApi.heatmap(uid).then((answer) => {
      if (live) setPayload(answer.status === 200 ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [uid]);
  const data = useMemo(
    () => payload && {
      points: payload.dataList,
      startDate: yearBefore(payload.endDate),
      endDate: payload.endDate,
      locale,
      tip: (date: string, count: number) => t('userHome.heatmapTip', { date, count }),
    },
    [payload, locale, t],
  );
  if (payload === null) return <Text c="dimmed" size="sm">{t('stats.loadFailed')}</Text>;
  return data ? <Heatmap data={data} /> : null;
}
