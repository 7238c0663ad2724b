import { api, type Envelope } from '@oj/web/app/plugin-kit';
import type { BoardContest, RankPage, RankProblem, RankQuery } from './board-format';

export * from './board-format';

/** The page's language (the server wrote it on <html>), so the server's messages match the page. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

const call = <T>(path: string, options: { method?: string; body?: unknown; quiet?: string } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

export const boardApi = {
  /** get-contest-rank (inside the contest) or get-contest-outside-scoreboard (public). `quiet`: an auto refresh shows no toast when it fails. */
  rank: (query: RankQuery, outside: boolean, quiet?: string) =>
    call<RankPage>(outside ? '/api/get-contest-outside-scoreboard' : '/api/get-contest-rank', { method: 'POST', body: query, quiet }),
  info: (cid: string | number) => call<BoardContest>(`/api/get-contest-info?cid=${encodeURIComponent(String(cid))}`),
  outsideInfo: (cid: string | number) => call<{ contest: BoardContest; problemList: RankProblem[] }>(`/api/get-contest-outsize-info?cid=${encodeURIComponent(String(cid))}`),
  downloadUrl: (query: { cid: number; removeStar?: boolean; containEnd?: boolean }) =>
    `/api/file/download-contest-rank?${new URLSearchParams({ cid: String(query.cid), removeStar: String(Boolean(query.removeStar)), containEnd: String(Boolean(query.containEnd)) })}`,
};
