import type { CaseResultPayload, JudgeStatus, Page, SubmissionDetailView, SubmissionRowView } from '@oj/core';
import { api, type Envelope } from '../api';
import { pageLocale } from '../../i18n/page-text';

export type SubmissionRow = SubmissionRowView;
export type SubmissionDetail = SubmissionDetailView;
export type CaseResult = CaseResultPayload;

type Status = typeof JudgeStatus;
/**
 * The statuses a super admin may set by hand (01 §4; core's MANUAL_STATUSES, checked in the test): the
 * page bundle takes only types from @oj/core.
 */
export const MANUAL_STATUSES: readonly number[] = [0, -1, -3, 1, 2, 3, 4, 8, 10] satisfies Array<
  Status['ACCEPTED' | 'WRONG_ANSWER' | 'PRESENTATION_ERROR' | 'TIME_LIMIT_EXCEEDED' | 'MEMORY_LIMIT_EXCEEDED' | 'RUNTIME_ERROR' | 'SYSTEM_ERROR' | 'PARTIAL_ACCEPTED' | 'SUBMITTED_FAILED']
>;
/** Submitted Failed: the status a click resubmits (01 §4). */
export const SUBMITTED_FAILED: Status['SUBMITTED_FAILED'] = 10;
/** Compile Error: nothing ran, so the detail shows the compiler's message and no cases. */
export const COMPILE_ERROR: Status['COMPILE_ERROR'] = -2;

const call = <T>(path: string, options: { method?: string; body?: unknown; changesState?: boolean } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

/** A state-changing GET (resubmit, the admin judge actions): it carries the session's CSRF token (docs/api.md). */
function changeByGet<T>(path: string, params: Record<string, string | number>): Promise<Envelope<T>> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return call<T>(`${path}?${search.toString()}`, { changesState: true });
}

/** The /status query (01 §2) as the list call takes it. */
export interface StatusQuery {
  onlyMine: boolean;
  status: string;
  username: string;
  problemID: string;
  completeProblemID: boolean;
  currentPage: number;
  limit: number;
  /** A group's submissions only (its Submission tab). */
  gid?: number;
}

export const submissionApi = {
  list: (q: StatusQuery) => {
    const search = new URLSearchParams({ currentPage: String(q.currentPage), limit: String(q.limit) });
    if (q.onlyMine) search.set('onlyMine', 'true');
    if (q.status) search.set('status', q.status);
    if (q.username && !q.onlyMine) search.set('username', q.username);
    if (q.problemID) search.set('problemID', q.problemID);
    if (q.completeProblemID) search.set('completeProblemID', 'true');
    if (q.gid) search.set('gid', String(q.gid));
    return call<Page<SubmissionRow>>(`/api/get-submission-list?${search.toString()}`);
  },
  /** The full current rows (judger included) of some submissions, by id. */
  rows: (submitIds: number[]) => call<Record<string, SubmissionRow> | null>('/api/check-submissions-status', { method: 'POST', body: { submitIds } }),
  detail: (submitId: number) => call<SubmissionDetail>(`/api/get-submission-detail?submitId=${submitId}`),
  cases: (submitId: number) => call<CaseResult | null>(`/api/get-all-case-result?submitId=${submitId}`),
  share: (submitId: number, share: boolean) => call<{ share: boolean }>('/api/submission', { method: 'PUT', body: { submitId, share } }),
  resubmit: (submitId: number) => changeByGet<SubmissionRow>('/api/resubmit', { submitId }),
  rejudge: (submitId: number) => changeByGet<SubmissionRow>('/api/admin/judge/rejudge', { submitId }),
  manualJudge: (submitId: number, status: number, score: number | undefined) =>
    changeByGet<SubmissionRow>('/api/admin/judge/manual-judge', score === undefined ? { submitId, status } : { submitId, status, score }),
  cancel: (submitId: number) => changeByGet<SubmissionRow>('/api/admin/judge/cancel-judge', { submitId }),
};
