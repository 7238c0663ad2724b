import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingChart, type RatingPoint } from '../charts/rating-chart';
import { formatNumber } from '../../format/format';
import { statsApi } from './stats-api';

/** User home: the rating after each rated contest (`get-user-rating-history`), loaded after the page. */
export function UserRating({ uid, locale }: { uid: string; locale: string }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<RatingPoint[] | null>();
  useEffect(() => {
    let live = true;
    void statsApi.ratingHistory(uid).then((answer) => {
      if (live) setPoints(answer.status === 200 ? answer.data.history : null);
    });
    return () => {
      live = false;
    };
  }, [uid]);
  const series = useMemo(
    () => points && {
      points,
      locale,
      ratingLabel: t('userHome.rating'),
      tip: (p: RatingPoint) => {
        const delta = p.newRating - p.oldRating;
        return t('userHome.ratingTip', { title: p.title, rank: formatNumber(p.rank, locale), rating: formatNumber(p.newRating, locale), delta: `${delta >= 0 ? '+' : ''}${delta}` });
      },
    },
    [points, locale, t],
  );
  if (points === null) return <Text c="dimmed" size="sm">{t('stats.loadFailed')}</Text>;
  if (points && points.length === 0) return <Text c="dimmed" size="sm" data-testid="rating-none">{t('userHome.noRating')}</Text>;
  return series ? <RatingChart series={series} /> : null;
}
