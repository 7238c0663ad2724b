import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePluginTranslation, useAdminCall } from '@oj/web/app/plugin-kit';
import { ratingPageMessages } from './messages';

/** The contest's rating settings as GET/PUT /api/admin/contest/rating answer them. */
interface RatingSettings {
  cid: number;
  rated: boolean;
  resultsFinal: boolean;
  computedAt: string | null;
}

export const CONTEST_RATING_API = '/api/admin/contest/rating';

/**
 * Beside the contest form on the edit page: the rated flag and the "results are final" mark. Each switch saves
 * at once (PUT), and the server recomputes the ratings when that changes what is due.
 */
export function ContestRatingCard({ cid }: { cid: number }) {
  const { t } = usePluginTranslation(ratingPageMessages);
  const call = useAdminCall();
  const [settings, setSettings] = useState<RatingSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void call<RatingSettings>(`${CONTEST_RATING_API}?cid=${cid}`).then((r) => {
      if (live && r.status === 200) setSettings(r.data);
    });
    return () => {
      live = false;
    };
  }, [call, cid]);
  const save = async (change: Partial<Pick<RatingSettings, 'rated' | 'resultsFinal'>>) => {
    setBusy(true);
    const r = await call<RatingSettings>(CONTEST_RATING_API, { method: 'PUT', body: { cid, ...change } });
    setBusy(false);
    if (r.status === 200) setSettings(r.data);
  };
  if (!settings) return null;
  return (
    <Card withBorder data-testid="contest-rating-card">
      <Stack gap="xs">
        <Title order={3} size="h5">{t('contestRating.title')}</Title>
        <Switch label={t('contestRating.rated')} description={t('contestRating.ratedHint')} checked={settings.rated} disabled={busy} onChange={(e) => void save({ rated: e.currentTarget.checked })} data-testid="contest-rated-switch" />
        <Switch label={t('contestRating.resultsFinal')} description={t('contestRating.resultsFinalHint')} checked={settings.resultsFinal} disabled={busy || !settings.rated} onChange={(e) => void save({ resultsFinal: e.currentTarget.checked })} data-testid="contest-results-final-switch" />
        <Text size="sm" c="dimmed" data-testid="contest-rating-computed">
          {settings.computedAt ? t('contestRating.computedAt', { time: new Date(settings.computedAt).toLocaleString() }) : t('contestRating.notComputed')}
        </Text>
      </Stack>
    </Card>
  );
}
