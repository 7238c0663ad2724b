import { inject, injectable } from 'inversify';
import { isAdminRole } from '../account/roles';
import type { SessionUser } from '../account/session-user';
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
/**
 * The week statistics are read again after every verdict (JudgedCache: 'submission.judged' in any process),
 * else at the latest after this long, or when an admin forces it.
 */
export const WEEK_STATISTICS_TTL_SECONDS = 3600;
/** The 7-day AC rank shows the top 10 and is re-read at most every minute (or after a verdict). */
export const RECENT_AC_RANK_SIZE = 10;
export const RECENT_AC_RANK_TTL_SECONDS = 60;

/** The home page's figures: last week's submissions per day and the 7-day AC rank. */
@injectable()
export class SubmissionStatsService {
  constructor(
    @inject(SUBMISSION_STATS) private readonly stats: SubmissionStats,
    @inject(JudgedCache) private readonly judged: JudgedCache,
  ) {}

  /** `forceRefresh` is honoured for admins only (anyone else could make every call a full count). */
  async lastWeek(forceRefresh: boolean, user: SessionUser | undefined): Promise<WeekStatistics> {
    const days = lastDays(WEEK_DAYS);
    // the key names today, so the window moves at midnight without waiting for a verdict or the hour
    const key = `week:${days[days.length - 1]}`;
    const fresh = forceRefresh && user !== undefined && isAdminRole(user.roles);
    return this.judged.remember(key, WEEK_STATISTICS_TTL_SECONDS, async () => {
      const counts = new Map((await this.stats.dailyCounts(days[0], siteTimeZone())).map((c) => [c.date, c]));
      return {
        dateStr: days,
        acCountList: days.map((d) => counts.get(d)?.ac ?? 0),
        totalCountList: days.map((d) => counts.get(d)?.total ?? 0),
      };
    }, fresh);
  }

  recentAcRank(): Promise<RecentAcRankRow[]> {
    return this.judged.remember('recent-ac-rank', RECENT_AC_RANK_TTL_SECONDS, () =>
      this.stats.recentAcRank(new Date(Date.now() - WEEK_DAYS * 24 * 3600 * 1000), RECENT_AC_RANK_SIZE),
    );
  }
}
