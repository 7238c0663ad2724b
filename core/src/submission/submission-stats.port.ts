import type { ServiceIdentifier } from 'inversify';
import type { AuthorRole } from '../account/roles';
import type { RankRow, RankType } from '../rank/rank.model';
import type { PageRequest } from '../shared/paging';

/** 01 §3 "Recent AC rank row". */
export interface RecentAcRankRow {
  uid: string;
  username: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  ac: number;
  /** The user's badge beside the name (01 §6: SPA root, ADM admin), or null. */
  authorRole: AuthorRole | null;
}

/** Submissions made (any status) and Accepted on one day of the site's time zone, as 'YYYY-MM-DD'. */
export interface DailyCount {
  date: string;
  total: number;
  ac: number;
}

/** What a user's profile shows of their judging outside contests. */
export interface UserFigures {
  /** Judged submissions (user_record.submissions). */
  total: number;
  /** Display ids of the solved public problems, sorted. */
  solvedList: string[];
  /** The best OI rank score of each public problem with a score, in solvedList's order of display id. */
  scoreList: number[];
  /** Solved public problems per difficulty level (the key is the level, 0–9). */
  solvedByDifficulty: Record<string, number>;
}

/**
 * Read-only figures over judged submissions outside contests (cid = 0): the site rankings, the 7-day AC
 * rank, daily counts and a user's profile figures. Days are cut in `timeZone` (an IANA name).
 */
export interface SubmissionStats {
  /** A ranking page of users with at least one judged submission; `search` matches username or nickname. */
  rankPage(type: RankType, search: string | undefined, page: PageRequest): Promise<{ rows: RankRow[]; total: number }>;
  /** Users by distinct problems Accepted since `since`, most first. */
  recentAcRank(since: Date, limit: number): Promise<RecentAcRankRow[]>;
  /** Per day from the date `from` ('YYYY-MM-DD') on, only days with a submission; `uid` narrows to one user. */
  dailyCounts(from: string, timeZone: string, uid?: string): Promise<DailyCount[]>;
  userFigures(uid: string): Promise<UserFigures>;
}

export const SUBMISSION_STATS: ServiceIdentifier<SubmissionStats> = Symbol.for('oj.SubmissionStats');
