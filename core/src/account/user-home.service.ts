import { inject, injectable } from 'inversify';
import { NotFound } from '../shared/errors';
import { AVATAR_PATH, type Gender, type User } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';
import { SESSION_REPOSITORY, type SessionRepository } from './session.repository';

/** A user's public profile (`get-user-home-info`): what anyone may see of them. */
export interface UserHomeInfo {
  uid: string;
  username: string;
  nickname: string;
  gender: Gender;
  avatar: string;
  school: string;
  signature: string;
  github: string;
  blog: string;
  titleName: string;
  titleColor: string;
  /** Submissions, solved problems and scores: filled by the submissions feature; none exist yet. */
  total: number;
  solvedList: string[];
  scoreList: number[];
  solvedGroupByDifficulty: Record<string, number>;
  /** Contest rating: none until contests exist. */
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
  ) {}

  async find(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<User> {
    const uid = by.uid ?? (by.username ? undefined : viewer?.uid);
    const user = uid ? await this.users.findByUid(uid) : by.username ? await this.users.findByUsername(by.username) : undefined;
    if (!user) throw new NotFound('account.userNotFound');
    return user;
  }

  async homeInfo(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<UserHomeInfo> {
    const user = await this.find(by, viewer);
    const [last] = await this.sessions.recent(1, user.uid);
    return {
      uid: user.uid,
      username: user.username,
      nickname: user.nickname,
      gender: user.gender,
      avatar: user.avatar ? `${AVATAR_PATH}${user.avatar}` : '',
      school: user.school,
      signature: user.signature,
      github: user.github,
      blog: user.blog,
      titleName: user.titleName,
      titleColor: user.titleColor,
      total: 0,
      solvedList: [],
      scoreList: [],
      solvedGroupByDifficulty: {},
      rating: null,
      recentLoginTime: last ? last.createdAt.toISOString() : null,
      gmtCreate: user.gmtCreate.toISOString(),
    };
  }

  /** The last-year heatmap (`get-user-calendar-heatmap`): submissions per day; none exist yet. */
  async heatmap(by: { uid?: string; username?: string }, viewer?: { uid: string }): Promise<{ dataList: Array<{ date: string; count: number }>; endDate: string }> {
    await this.find(by, viewer);
    return { dataList: [], endDate: new Date().toISOString().slice(0, 10) };
  }
}
