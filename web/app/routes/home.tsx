import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Pager, pageOfUrl } from '../components/pager';
import { RecentProblems, TodoProblems } from '../components/problem/home-widgets';
import { RecentAcRank, WeekStatisticsCard } from '../components/stats/home-stats';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageOfUrl(new URL(request.url), ANNOUNCEMENT_PAGE_PARAM);
  const [config, announcements, carousel] = await Promise.all([context.services.websiteConfig(), context.services.announcements(page), context.services.carousel()]);
  return { config, announcements, carousel, locale: context.request.locale, signedIn: Boolean(context.request.user) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? data.config.name : 'OJ' },
  { name: 'description', content: data?.config.description ?? '' },
];

/** The announcements' page number in the URL (the home page may page other lists later). */
const ANNOUNCEMENT_PAGE_PARAM = 'announcementPage';

/** Carousel height (01 §9): 440 px, 200 px under 768 px. */
const CAROUSEL_HEIGHT = { base: 200, sm: 440 };

/**
 * The home page: carousel, announcements, last week's statistics, the latest updated problems, the 7-day AC
 * rank and (signed in) the to-do list; recent contests arrive with their feature.
 */
export default function Home() {
  const { config, announcements, carousel, locale, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack>
      <div>
        <Text c="dimmed">{t('home.welcome')}</Text>
        <Title order={1} data-testid="site-name">{config.name}</Title>
        <Text mt="sm">{config.description}</Text>
      </div>
      {carousel.length > 0 ? (
        <Image src={carousel[0].url} h={CAROUSEL_HEIGHT} fit="cover" radius="md" alt="" data-testid="carousel-image" />
      ) : null}
      <Card withBorder data-testid="announcements">
        <Title order={2} size="h3" mb="sm">{t('home.announcements')}</Title>
        {announcements.records.length === 0 ? <Text c="dimmed">{t('home.noAnnouncements')}</Text> : null}
        <Stack gap="xs">
          {announcements.records.map((a) => (
            <div key={a.id}>
              <Text fw={600}>{a.title}</Text>
              <Text size="sm" c="dimmed">{new Date(a.gmtCreate).toLocaleDateString(locale)} · {a.username}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{a.content}</Text>
            </div>
          ))}
        </Stack>
        {announcements.total > 0 ? (
          <Stack mt="sm">
            <Pager total={announcements.total} current={announcements.current} size={announcements.size} pageParam={ANNOUNCEMENT_PAGE_PARAM} />
          </Stack>
        ) : null}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <WeekStatisticsCard />
        <RecentAcRank />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: signedIn ? 2 : 1 }}>
        <RecentProblems />
        {signedIn ? <TodoProblems /> : null}
      </SimpleGrid>
    </Stack>
  );
}
