import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { LocalDate } from '../local-date';
import { useLoginFirst } from '../login-first';
import { CardNote, HomeCard } from './home-card';

/** The plugins that fill this slot, by the calls of api-calls.tsv; the home page imports neither. */
export const RECENT_CONTEST_SOURCES = [
  { plugin: 'contests', path: '/api/get-recent-contest', external: false },
  { plugin: 'remote-judges', path: '/api/get-recent-other-contest', external: true },
] as const;

/** A recent contest of our own site (`id`) or of another judge (`oj`, `url`), as those calls answer. */
interface RecentContest {
  id?: number;
  oj?: string;
  url?: string;
  title: string;
  startTime?: string;
  beginTime?: string;
}

/**
 * Home: recent contests of this site and of other judges (01 §2). The contests and remote-judge plugins
 * answer the calls; while neither is enabled the card shows its empty state and asks nothing. A click
 * while signed out says 'Please login first' and opens the login dialog.
 */
export function RecentContests({ enabledPlugins, signedIn, locale }: { enabledPlugins: readonly string[]; signedIn: boolean; locale: string }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [items, setItems] = useState<RecentContest[]>([]);
  const sources = RECENT_CONTEST_SOURCES.filter((s) => enabledPlugins.includes(s.plugin));
  const key = sources.map((s) => s.plugin).join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(
      RECENT_CONTEST_SOURCES.filter((s) => key.split(',').includes(s.plugin)).map(async (s) => {
        const answer = await api<RecentContest[]>(s.path, { quiet: 'a home widget: its empty state says enough' });
        return answer.status === 200 && Array.isArray(answer.data) ? answer.data : [];
      }),
    ).then((lists) => live && setItems(lists.flat()));
    return () => {
      live = false;
    };
  }, [key]);
  const open = (c: RecentContest) => {
    if (!signedIn) {
      loginFirst();
      return;
    }
    if (c.url) window.open(c.url, '_blank', 'noopener');
    else if (c.id !== undefined) navigate(`/contest/${c.id}`);
  };
  return (
    <HomeCard title={t('home.recentContests')} testId="recent-contests">
      {items.length === 0 ? <CardNote>{t('home.noRecentContests')}</CardNote> : null}
      <Stack gap={6}>
        {items.map((c, i) => (
          <Group key={`${c.oj ?? 'own'}-${c.id ?? c.url ?? i}`} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(c)} data-testid="recent-contest">
              {c.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              {c.oj ? <Badge size="xs" variant="light">{c.oj}</Badge> : null}
              <Text size="xs" c="dimmed"><LocalDate value={c.startTime ?? c.beginTime} locale={locale} /></Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
}
