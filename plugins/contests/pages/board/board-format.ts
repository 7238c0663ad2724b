/** The board pages' types and pure helpers (no site imports: unit-tested as is). */
/**
 * One user's facts on one problem (02 §3 "Contest rank row" submissionInfo), as the board's answer and its
 * stream send it: only the fields that differ from their default (a missing `isAC` is false, `ACTime` null,
 * `errorNum` 0, …); a problem the row never tried has no cell. Read through `cellOf` for every field.
 */
export interface RankCell {
  isAC?: boolean;
  isFirstAC?: boolean;
  isAfterContest?: boolean;
  /** ACM: seconds from the start. */
  ACTime?: number | null;
  errorNum?: number;
  tryNum?: number;
  /** Tries without a visible result (sealed, or still judging): shown with a question mark (status -5). */
  pendingNum?: number;
  score?: number | null;
  time?: number | null;
}

/** A cell with every field (the defaults filled in). */
export type FullRankCell = Required<RankCell>;

/** A sent cell with its defaults filled in. */
export function cellOf(cell: RankCell): FullRankCell {
  return {
    isAC: cell.isAC ?? false, isFirstAC: cell.isFirstAC ?? false, isAfterContest: cell.isAfterContest ?? false, ACTime: cell.ACTime ?? null,
    errorNum: cell.errorNum ?? 0, tryNum: cell.tryNum ?? 0, pendingNum: cell.pendingNum ?? 0, score: cell.score ?? null, time: cell.time ?? null,
  };
}

export interface RankRow {
  rank: number;
  isStar: boolean;
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  showName: string;
  school: string;
  gender: string;
  avatar: string;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
  penalty: number;
  totalTime: number;
  totalScore: number;
  submissionInfo: Record<string, RankCell>;
  timeInfo: Record<string, number | null>;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
  /** A followed row pinned above the page. */
  concerned?: boolean;
}

export interface RankProblem {
  displayId: string;
  displayTitle: string;
  color?: string | null;
  fullScore?: number | null;
  /** The column's counts on this viewer's board: users accepted, users who tried (02 §2 ac/total). */
  ac?: number;
  total?: number;
}

export interface RankPage {
  records: RankRow[];
  total: number;
  current: number;
  size: number;
  problems: RankProblem[];
  sealed: boolean;
  type: 0 | 1;
  now: number;
  admin: boolean;
}

/** What the board's header reads of a contest (get-contest-info / get-contest-outsize-info). */
export interface BoardContest {
  id: number;
  title: string;
  type: 0 | 1;
  auth: number;
  status: -1 | 0 | 1;
  startTime: string;
  endTime: string;
  duration: number;
  now: number;
  count?: number;
  sealRank?: boolean;
  sealRankTime?: string | null;
  openRank?: boolean;
  gid?: number | null;
  author?: string;
}

export interface RankQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  removeStar?: boolean;
  containsEnd?: boolean;
  forceRefresh?: boolean;
  concernedList?: string[];
}

/** The scoreboard's page sizes (02 §9). */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const BOARD_DEFAULT_PAGE_SIZE = 50;
/** Auto refresh while the contest runs (02 §9). */
export const BOARD_REFRESH_MS = 30_000;

/** The size asked for in the URL, one of the board's sizes, else 50. */
export function boardLimitOf(url: URL): number {
  const limit = Number(url.searchParams.get('limit'));
  return (BOARD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : BOARD_DEFAULT_PAGE_SIZE;
}

/** Seconds as h:mm:ss (ACM times). */
export function clockOf(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
