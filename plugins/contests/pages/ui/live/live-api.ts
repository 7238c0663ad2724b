import { api, type Envelope } from '@oj/web/app/plugin-kit';
import { query, type Page } from '../../contest-api';

/** The page's language, so the server's messages match it. */
const locale = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);
const call = <T>(path: string, options: { method?: string; body?: unknown; changesState?: boolean; quiet?: string } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: locale() });

/** 02 §3 "Print record". */
export interface PrintRecord {
  id: number;
  username: string;
  realname: string;
  gmtCreate: string;
  status: 0 | 1;
}

/** 02 §3 "ACM AC info". */
export interface AcInfoRecord {
  id: number;
  cid: number;
  submitTime: string;
  displayId: string;
  firstBlood: boolean;
  username: string;
  realname: string;
  checked: boolean;
}

export interface ScrollBoardInfo {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  sealRankTime: string | null;
  status: -1 | 0 | 1;
  now: number;
  problemList: Array<{ displayId: string; displayTitle: string; color: string | null }>;
  starUserList: string[];
  rankedTotal: number;
  medals: { gold: number; silver: number; bronze: number };
}

export interface ScrollBoardSubmission {
  submitId: number;
  uid: string;
  username: string;
  showName: string;
  realname: string;
  school: string;
  displayId: string;
  status: number;
  submitTime: number;
  time: number;
  isStar: boolean;
}

/** The refresh of the admin helper and the print admin (02 §9). */
export const LIVE_REFRESH_MS = 10_000;
export const PRINT_PAGE_SIZE = 15;
export const AC_INFO_PAGE_SIZE = 20;
/** 02 §5, as the server checks it (trimmed length). */
export const PRINT_MIN = 50;

/** The live-contest calls of api-calls.tsv. */
export const liveApi = {
  submitPrint: (cid: number, content: string) => call<null>('/api/submit-print-text', { method: 'POST', body: { cid, content } }),
  prints: (cid: number, currentPage: number, quiet?: string) => call<Page<PrintRecord>>(`/api/get-contest-print?${query({ cid, currentPage, limit: PRINT_PAGE_SIZE })}`, { quiet }),
  markPrinted: (cid: number, id: number) => call<null>(`/api/check-contest-print-status?${query({ id, cid })}`, { method: 'PUT', changesState: true }),
  printDownloadUrl: (id: number) => `/api/file/download-contest-print-text?${query({ id })}`,
  acInfo: (cid: number, currentPage: number, quiet?: string) => call<Page<AcInfoRecord>>(`/api/get-contest-ac-info?${query({ cid, currentPage, limit: AC_INFO_PAGE_SIZE })}`, { quiet }),
  checkAcInfo: (cid: number, id: number, checked: boolean) => call<null>('/api/check-contest-ac-info', { method: 'PUT', body: { cid, id, checked }, changesState: true }),
  scrollInfo: (cid: number | string, quiet?: string) => call<ScrollBoardInfo>(`/api/get-contest-scroll-board-info?${query({ cid })}`, { quiet }),
  scrollSubmissions: (cid: number | string, removeStar: boolean, quiet?: string) => call<ScrollBoardSubmission[]>(`/api/get-contest-scroll-board-submission?${query({ cid, removeStar })}`, { quiet }),
  rejudgeProblem: (cid: number, pid: number) => call<{ count: number }>(`/api/admin/judge/rejudge-contest-problem?${query({ cid, pid })}`, { changesState: true }),
};

/** The /scrollBoard address the configuration's Start opens (02 §2: cid, removeStar and medals[] as query). */
export const scrollBoardUrl = (cid: number, removeStar: boolean, medals: readonly [number, number, number]) =>
  `/scrollBoard?${query({ cid, removeStar })}&${medals.map((m) => `medals[]=${m}`).join('&')}`;

/** The medal counts of a /scrollBoard address (`medals[]` three times, or `medals`); undefined when not given. */
export function medalsOfUrl(params: URLSearchParams): { gold: number; silver: number; bronze: number } | undefined {
  const list = [...params.getAll('medals[]'), ...params.getAll('medals')].map((v) => Math.max(0, Math.floor(Number(v))));
  if (list.length < 3 || list.some((n) => !Number.isFinite(n))) return undefined;
  return { gold: list[0], silver: list[1], bronze: list[2] };
}
