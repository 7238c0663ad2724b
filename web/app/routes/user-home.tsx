import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../components/markdown/markdown';
import { ProfileLinks } from '../components/profile-links';
import { DifficultyBadge, useDifficultyLabel } from '../components/problem/difficulty';
import { SlicePie } from '../components/charts/status-pie';
import { difficultySlices } from '../components/stats/difficulty-slices';
import { UserHeatmap } from '../components/stats/user-heatmap';
import { UserRating } from '../components/stats/user-rating';
import { LocalDate } from '../components/local-date';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import type { NotFoundData } from '../components/page-error';
import { formatNumber } from '../format/format';

interface HomeInfo {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  school: string;
  signature: string;
  /** Root or admin: their signature is not held to the user allow-list (02 §6). */
  trustedMarkdown: boolean;
  github: string;
  blog: string;
  titleName: string;
  titleColor: string;
  total: number;
  solvedList: string[];
  /** The best OI rank score per scored public problem: the profile's score is their sum. */
  scoreList: number[];
  /** Difficulty level ('0'–'9') → solved count. */
  solvedGroupByDifficulty: Record<string, number>;
  rating: number | null;
  recentLoginTime: string | null;
}

/**
 * Without uid or username the page is the visitor's own (the user menu's link, 01 §2): a signed-in user goes
 * to theirs, a guest is asked to log in first (01 §8). A user who does not exist is the site's 404 page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of ['uid', 'username']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  if (query.size === 0) {
    const me = context.request.user;
    if (!me) throw redirect(LOGIN_FIRST_PATH);
    throw redirect(`/user-home?${new URLSearchParams({ uid: me.uid, username: me.username }).toString()}`);
  }
  const info = await context.services.userHome(query.toString(), context.request.locale);
  if (info.status === 404) throw data<NotFoundData>({ msg: info.msg }, { status: 404 });
  return { info, locale: context.request.locale };
}

export { PageError as ErrorBoundary } from '../components/page-error';

/** /user-home?uid&username: a user's profile, solved problems, difficulty statistics and last-year heatmap. */
export default function UserHome() {
  const { info, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const difficultyLabel = useDifficultyLabel();
  const solvedByDifficulty = info.status === 200 ? (info.data as HomeInfo).solvedGroupByDifficulty : undefined;
  // the same slices while the data is the same: a new list would make the chart draw itself again
  const slices = useMemo(() => difficultySlices(solvedByDifficulty ?? {}, difficultyLabel), [solvedByDifficulty, difficultyLabel]);
  if (info.status !== 200) return <Text data-testid="user-home-missing">{info.msg}</Text>;
  const user = info.data as HomeInfo;
  return (
    <Stack maw={880}>
      <Group>
        <Avatar src={user.avatar || undefined} size={80} radius={80} alt={user.username} />
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} data-testid="user-home-name">{user.username}</Title>
            {user.titleName ? <Badge color={user.titleColor || 'blue'}>{user.titleName}</Badge> : null}
          </Group>
          <Text c="dimmed">{user.nickname || user.school}</Text>
          {/* the signature is markdown (01 §3): an ordinary user's through the user allow-list, as their posts are (02 §6) */}
          {user.signature ? <Markdown source={user.signature} userContent={!user.trustedMarkdown} testId="user-home-signature" /> : null}
          <ProfileLinks github={user.github ?? ''} blog={user.blog ?? ''} />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Card withBorder><Text c="dimmed" size="sm">{t('userHome.solved')}</Text><Text fw={700} data-testid="user-home-solved">{formatNumber(user.solvedList.length, locale)}</Text></Card>
        <Card withBorder><Text c="dimmed" size="sm">{t('userHome.submissions')}</Text><Text fw={700} data-testid="user-home-total">{formatNumber(user.total, locale)}</Text></Card>
        <Card withBorder><Text c="dimmed" size="sm">{t('userHome.score')}</Text><Text fw={700} data-testid="user-home-score">{formatNumber(user.scoreList.reduce((sum, s) => sum + s, 0), locale)}</Text></Card>
        <Card withBorder><Text c="dimmed" size="sm">{t('userHome.rating')}</Text><Text fw={700} data-testid="user-home-rating">{formatNumber(user.rating, locale)}</Text></Card>
        <Card withBorder><Text c="dimmed" size="sm">{t('userHome.recentLogin')}</Text><Text fw={700}><LocalDate value={user.recentLoginTime} locale={locale} testId="user-home-recent-login" /></Text></Card>
      </SimpleGrid>
      <Card withBorder data-testid="user-home-heatmap">
        <Title order={3} size="h5" mb="xs">{t('userHome.heatmap')}</Title>
        <UserHeatmap uid={user.uid} locale={locale} />
      </Card>
      <Card withBorder data-testid="user-home-rating-history">
        <Title order={3} size="h5" mb="xs">{t('userHome.ratingHistory')}</Title>
        <UserRating uid={user.uid} locale={locale} />
      </Card>
      <Card withBorder data-testid="user-home-difficulty">
        <Title order={3} size="h5" mb="xs">{t('userHome.byDifficulty')}</Title>
        {Object.keys(user.solvedGroupByDifficulty).length === 0 ? <Text c="dimmed" size="sm">{t('userHome.noSolved')}</Text> : (
          // ECharts, loaded with the chart (not with the page); the counts stay readable as text below it
          <SlicePie slices={slices} height={260} testId="difficulty-pie" />
        )}
        <Group gap="sm">
          {Object.entries(user.solvedGroupByDifficulty).map(([level, count]) => (
            <Group key={level} gap={4}><DifficultyBadge difficulty={Number(level)} /><Text size="sm" fw={600}>{formatNumber(count, locale)}</Text></Group>
          ))}
        </Group>
      </Card>
      <Card withBorder data-testid="user-home-solved-list">
        <Title order={3} size="h5" mb="xs">{t('userHome.solvedProblems')}</Title>
        {user.solvedList.length === 0 ? <Text c="dimmed" size="sm">{t('userHome.noSolved')}</Text> : null}
        <Group gap="xs">
          {user.solvedList.map((id) => (
            <Text key={id} component={Link} to={`/problem/${encodeURIComponent(id)}`} size="sm" c="blue">{id}</Text>
          ))}
        </Group>
      </Card>
    </Stack>
  );
}
