import { inject, injectable } from 'inversify';
import { NotFound } from '../shared/errors';
import { AVATAR_PATH, type Gender, type User } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';
import { SESSION_REPOSITORY, type SessionRepository } from './session.repository';
import { lastDays, siteTimeZone } from '../submission/site-time-zone';
import { SUBMISSION_STATS, type SubmissionStats } from '../submission/submission-stats.port';
import { Ratings } from '../rank/rating-provider';

/** The heatmap covers the last year (01 §9). */
export const HEATMAP_DAYS = 366;

/** A user's public profile (`get-user-home-info`): what anyone may see of them. */
export interface UserHomeInfo {
  uid: string;
  username: string;
  nickname: string;
  gender: Gender;
  avatar: string;
  school: string;
  /** Markdown (01 §3); the page holds it to the user allow-list unless `trustedMarkdown`. */
  signature: string;
  /** The owner is root or admin (02 §6): their markdown is not held to the stricter user allow-list. */
  trustedMarkdown: boolean;
  github: string;
  blog: string;
  titleName: string;
  titleColor: string;
  /** Judged submissions outside contests. */
  total: number;
  /** Display ids of the solved public problems, sorted. */
  solvedList: string[];
  /** The best OI rank score of each public problem the user scored on; their sum is the OI ranking's score. */
  scoreList: number[];
  /** Solved public problems per difficulty level ('0'–'9' → count). */
  solvedGroupByDifficulty: Record<string, number>;
  /** Contest rating through the ratingProvider point (the contests plugin); null without a rated contest. */
  rating: number | null;
  recentLoginTime: string | null;
  gmtCreate: string;
}

/** Reads public profiles by uid or username. */
@injectable()
export class UserHomeService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(SUBMISSION_STATS) private readonly stats: SubmissionStats,
    @inject(Ratings) private readonly ratings: Ratings,
  ) {}

  async find(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<User> {
    const uid = by.uid ?? (by.username ? undefined : viewer?.uid);
    const user = uid ? await this.users.findByUid(uid) : by.username ? await this.users.findByUsername(by.username) : undefined;
    if (!user) throw new NotFound('account.userNotFound');
    return user;
  }

  async homeInfo(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<UserHomeInfo> {
    const user = await this.find(by, viewer);
    const [[last], figures, rating] = await Promise.all([this.sessions.recent(1, user.uid), this.stats.userFigures(user.uid), this.ratings.one(user.uid)]);
    return {
      uid: user.uid,
      username: user.username,
      nickname: user.nickname,
      gender: user.gender,
      avatar: user.avatar ? `${AVATAR_PATH}${user.avatar}` : '',
      school: user.school,
      signature: user.signature,
      trustedMarkdown: user.roles.includes('root') || user.roles.includes('admin'),
      github: user.github,
      blog: user.blog,
      titleName: user.titleName,
      titleColor: user.titleColor,
      total: figures.total,
      solvedList: figures.solvedList,
      scoreList: figures.scoreList,
      solvedGroupByDifficulty: figures.solvedByDifficulty,
      rating,
      recentLoginTime: last ? last.createdAt.toISOString() : null,
      gmtCreate: user.gmtCreate.toISOString(),
    };
  }

  /** The last-year heatmap (`get-user-calendar-heatmap`): submissions made outside contests per day (days without any left out). */
  async heatmap(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<{ dataList: Array<{ date: string; count: number }>; endDate: string }> {
    const user = await this.find(by, viewer);
    const days = lastDays(HEATMAP_DAYS);
    const counts = await this.stats.dailyCounts(days[0], siteTimeZone(), user.uid);
    return { dataList: counts.map((c) => ({ date: c.date, count: c.total })), endDate: days[days.length - 1] };
  }
}
