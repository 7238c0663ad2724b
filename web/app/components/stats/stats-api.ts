import type { AuthorRole } from '@oj/core';
import { api, type Envelope } from '../api';
import { pageLocale } from '../../i18n/page-text';

/** `get-last-week-submission-statistics`: one entry a day, oldest first. */
export interface WeekStatistics {
  dateStr: string[];
  acCountList: number[];
  totalCountList: number[];
}

/** 01 §3 "Recent AC rank row". */
export interface RecentAcRankRow {
  uid: string;
  username: string;
  avatar: string;
  ac: number;
  titleName: string;
  titleColor: string;
  /** 01 §6: the SPA / ADM badge beside the name. */
  authorRole: AuthorRole | null;
}

export interface Heatmap {
  dataList: Array<{ date: string; count: number }>;
  endDate: string;
}

/** `get-user-rating-history`: the current rating and the rated contests, oldest first. */
export interface RatingHistory {
  uid: string;
  rating: number | null;
  history: Array<{ cid: number; title: string; endTime: string; rank: number; oldRating: number; newRating: number }>;
}

const call = <T>(path: string): Promise<Envelope<T>> => api<T>(path, { locale: pageLocale() });

/** The figures the home and user-home pages load after they are shown. */
export const statsApi = {
  lastWeek: () => call<WeekStatistics>('/api/get-last-week-submission-statistics'),
  recentAcRank: () => call<RecentAcRankRow[]>('/api/get-recent-seven-ac-rank'),
  heatmap: (uid: string) => call<Heatmap>(`/api/get-user-calendar-heatmap?uid=${encodeURIComponent(uid)}`),
  ratingHistory: (uid: string) => call<RatingHistory>(`/api/get-user-rating-history?uid=${encodeURIComponent(uid)}`),
};
