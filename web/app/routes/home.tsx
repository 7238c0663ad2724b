import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../components/home/announcement-list';
import { HomeCarousel } from '../components/home/home-carousel';
import { RecentContests } from '../components/home/recent-contests';
import { RemoteJudges } from '../components/home/remote-judges';
import { pageOfUrl } from '../components/pager';
import { RecentProblems, TodoProblems } from '../components/problem/home-widgets';
import { RecentAcRank, WeekStatisticsCard } from '../components/stats/home-stats';
import { CardRow, homeClasses } from '../components/home/home-card';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageOfUrl(new URL(request.url), ANNOUNCEMENT_PAGE_PARAM);
  const [config, announcements, carousel] = await Promise.all([context.services.websiteConfig(), context.services.announcements(page), context.services.carousel()]);
  return { config, announcements, carousel, locale: context.request.locale, signedIn: context.request.signedIn, plugins: context.services.plugins(context.request.locale).enabled };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? data.config.name : 'OJ' },
  { name: 'description', content: data?.config.description ?? '' },
];

/** The announcements' page number in the URL (the home page may page other lists later). */
const ANNOUNCEMENT_PAGE_PARAM = 'announcementPage';

/**
 * The home page (01 §2): carousel, announcements, last week's statistics, the 7-day AC rank, the latest
 * updated problems, recent contests (filled by the contests and remote-judge plugins), (signed in) the to-do
 * list, and the supported remote judges. It imports no plugin: a slot no plugin fills shows its empty state.
 */
export default function Home() {
  const { config, announcements, carousel, locale, signedIn, plugins } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={homeClasses.page}>
      <div>
        <p className={homeClasses.welcome}>{t('home.welcome')}</p>
        <h1 className={homeClasses.siteName} data-testid="site-name">{config.name}</h1>
        <p className={homeClasses.description}>{config.description}</p>
      </div>
      <HomeCarousel items={carousel} />
      <AnnouncementList page={announcements} locale={locale} pageParam={ANNOUNCEMENT_PAGE_PARAM} />
      <CardRow>
        <WeekStatisticsCard />
        <RecentAcRank />
      </CardRow>
      <CardRow>
        <RecentProblems />
        <RecentContests enabledPlugins={plugins} signedIn={signedIn} locale={locale} />
      </CardRow>
      <CardRow columns={signedIn ? 2 : 1}>
        {signedIn ? <TodoProblems /> : null}
        <RemoteJudges enabledPlugins={plugins} locale={locale} />
      </CardRow>
    </div>
  );
}
