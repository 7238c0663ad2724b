import { inject, injectable } from 'inversify';
import { isAdminRole } from '../account/roles';
import type { SessionUser } from '../account/session-user';
import { CACHE, type Cache } from '../cache/cache.port';
import { JudgedCache } from './judged-cache';
import { lastDays, siteTimeZone } from './site-time-zone';
import { SUBMISSION_STATS, type RecentAcRankRow, type SubmissionStats } from './submission-stats.port';

/** HOJ's shape of `get-last-week-submission-statistics`: three lists, one entry a day, oldest first. */
export interface WeekStatistics {
  dateStr: string[];
  acCountList: number[];
  totalCountList: number[];
}

/** The home statistics cover the last 7 days (01 §9). */
export const WEEK_DAYS = 7;
/** The week statistics are recomputed at most hourly unless an admin forces it. */
export const WEEK_STATISTICS_TTL_SECONDS = 3600;
/** The 7-day AC rank shows the top 10 and is re-read at most every minute (or after a verdict). */
export const RECENT_AC_RANK_SIZE = 10;
export const RECENT_AC_RANK_TTL_SECONDS = 60;

/** The home page's figures: last week's submissions per day and the 7-day AC rank. */
@injectable()
export class SubmissionStatsService {
  constructor(
    @inject(SUBMISSION_STATS) private readonly stats: SubmissionStats,
    @inject(CACHE) private readonly cache: Cache,
    @inject(JudgedCache) private readonly judged: JudgedCache,
  ) {}

  /** `forceRefresh` is honoured for admins only (anyone else could make every call a full count). */
  async lastWeek(forceRefresh: boolean, user: SessionUser | undefined): Promise<WeekStatistics> {
    const days = lastDays(WEEK_DAYS);
    // the key names today, so the window moves at midnight without waiting for the hour
    const key = `submission-stats:week:${days[days.length - 1]}`;
    if (!(forceRefresh && user && isAdminRole(user.roles))) {
      const cached = await this.cache.get<WeekStatistics>(key);
      if (cached) return cached;
    }
    const counts = new Map((await this.stats.dailyCounts(days[0], siteTimeZone())).map((c) => [c.date, c]));
    const week = {
      dateStr: days,
      acCountList: days.map((d) => counts.get(d)?.ac ?? 0),
      totalCountList: days.map((d) => counts.get(d)?.total ?? 0),
    };
    await this.cache.set(key, week, WEEK_STATISTICS_TTL_SECONDS);
    return week;
  }

  recentAcRank(): Promise<RecentAcRankRow[]> {
    return this.judged.remember('recent-ac-rank', RECENT_AC_RANK_TTL_SECONDS, () =>
      this.stats.recentAcRank(new Date(Date.now() - WEEK_DAYS * 24 * 3600 * 1000), RECENT_AC_RANK_SIZE),
    );
  }
}
