import { api, type Envelope } from '@oj/web/app/plugin-kit';

/** The page's language (the server wrote it on <html>), so the server's messages match the page. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  return q.toString();
}

export const call = <T>(path: string, options: { method?: string; body?: unknown; quiet?: string } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

/** 02 §3: 0 ACM, 1 OI; 0 public, 1 private, 2 protected; -1 scheduled, 0 running, 1 ended. */
export type ContestType = 0 | 1;
export type ContestAuth = 0 | 1 | 2;
export type ContestStatus = -1 | 0 | 1;

export interface ContestRow {
  id: number;
  title: string;
  type: ContestType;
  auth: ContestAuth;
  status: ContestStatus;
  startTime: string;
  endTime: string;
  duration: number;
  openRank: boolean;
  author: string;
  gid: number | null;
  count: number;
  now: number;
}

/** A tab another plugin adds to the contest page (the contests.detailTabs extension point). */
export interface ExtraTab {
  id: string;
  path: string;
  labelKey: string;
  order: number;
}

export interface ContestInfo extends ContestRow {
  description: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  rankShowName: string;
  starAccount: string[];
  oiRankScoreType: 'Recent' | 'Highest';
  awardType: number;
  awardConfigList: Array<{ priority: number; name: string; background: string; color: string; num: number }>;
  openAccountLimit: boolean;
  visible: boolean;
  extraTabs?: ExtraTab[];
}

export interface ContestAccess {
  access: boolean;
  status: ContestStatus;
  admin: boolean;
  registered: boolean;
  see: boolean;
  enter: boolean;
  submit: boolean;
  accountAllowed: boolean;
  enterRefusal?: string;
  submitRefusal?: string;
}

export interface ContestProblem {
  id: number;
  cid: number;
  pid: number;
  problemId: string;
  displayId: string;
  displayTitle: string;
  color: string | null;
  type: number;
  /** null: '?' without the real-time permission (02 §4). */
  ac: number | null;
  total: number | null;
  myStatus: number;
  score: number | null;
}

export interface ContestSubmission {
  submitId: number;
  pid: number;
  displayId: string;
  title: string;
  uid: string;
  username: string;
  submitTime: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  judger?: string | null;
  isAfterContest: boolean;
  /** Made in a virtual run (issue 21 item 7). */
  isVirtual?: boolean;
}

export interface ContestAnnouncement {
  id: number;
  title: string;
  content: string;
  username: string;
  createdAt: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
}

export interface SubmissionFilter {
  onlyMine?: boolean;
  problemID?: string;
  status?: string;
  username?: string;
  containsEnd?: boolean;
  beforeContestSubmit?: boolean;
  currentPage?: number;
}

/** The contest calls of api-calls.tsv the user pages make. */
export const contestApi = {
  list: (q: { status?: string; type?: string; keyword?: string; currentPage?: number }) => call<Page<ContestRow>>(`/api/get-contest-list?${query(q)}`),
  info: (cid: number | string) => call<ContestInfo>(`/api/get-contest-info?${query({ cid })}`),
  access: (cid: number | string) => call<ContestAccess>(`/api/get-contest-access?${query({ cid })}`),
  register: (cid: number, password: string) => call<null>('/api/register-contest', { method: 'POST', body: { cid, password }, quiet: 'the password dialog shows the refusal under its field' }),
  problems: (cid: number | string, containsEnd = false) => call<ContestProblem[]>(`/api/get-contest-problem?${query({ cid, containsEnd })}`),
  problemDetail: <T>(cid: number | string, displayId: string) => call<T>(`/api/get-contest-problem-details?${query({ cid, displayId })}`),
  submissions: (cid: number | string, f: SubmissionFilter) => call<Page<ContestSubmission>>(`/api/contest-submissions?${query({ contestID: cid, ...f })}`),
  checkStatus: (cid: number, submitIds: number[]) => call<Record<string, ContestSubmission>>('/api/check-contest-submissions-status', { method: 'POST', body: { cid, submitIds } }),
  announcements: (cid: number | string) => call<Page<ContestAnnouncement>>(`/api/get-contest-announcement?${query({ cid, limit: 300 })}`),
  unreadAnnouncements: (cid: number, readAnnouncementList: number[]) => call<ContestAnnouncement[]>('/api/get-contest-not-read-announcement', { method: 'POST', body: { cid, readAnnouncementList } }),
};

/** What every contest tab loads: the contest, what the user may do, and the server clock's offset. */
export type LoadedContest = { contest: ContestInfo; access: ContestAccess | undefined; offset: number; error?: undefined } | { contest?: undefined; access?: undefined; offset: number; error: string };

export async function loadContest(cid: string): Promise<LoadedContest> {
  const info = await contestApi.info(cid);
  if (info.status !== 200 || !info.data) return { offset: 0, error: info.msg };
  const access = await contestApi.access(cid);
  return { contest: info.data, access: access.status === 200 && access.data ? access.data : undefined, offset: info.data.now - Date.now() };
}

/** Read announcement ids per user and contest in local storage (02 §3). */
export function readAnnouncements(uid: string | undefined, cid: number): number[] {
  if (typeof localStorage === 'undefined' || !uid) return [];
  try {
    const list = JSON.parse(localStorage.getItem(`contest-read-announcements:${uid}:${cid}`) ?? '[]');
    return Array.isArray(list) ? list.filter((n) => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function markAnnouncementsRead(uid: string | undefined, cid: number, ids: number[]): void {
  if (typeof localStorage === 'undefined' || !uid) return;
  const all = [...new Set([...readAnnouncements(uid, cid), ...ids])];
  localStorage.setItem(`contest-read-announcements:${uid}:${cid}`, JSON.stringify(all));
}
