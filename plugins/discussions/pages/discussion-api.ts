import { api, type Envelope } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, type CommentList, type Discussion, type DiscussionCategory, type DiscussionDetail, type DiscussionDraft, type DiscussionPage, type Reply, type ReplyDraft } from '../src/discussion.model';

export * from '../src/discussion.model';

/** The page's language (the server wrote it on <html>), so the server's messages match the page. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  return q.toString();
}

type Options = { method?: string; body?: unknown; quiet?: string; changesState?: boolean };
const call = <T>(path: string, options: Options = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

/** GET /api/get-discussion-list's filters (api-calls.tsv): `cid` is the category, `pid` a problem or `training_<id>`. */
export interface DiscussionListQuery {
  currentPage: number;
  limit?: number;
  cid?: string;
  pid?: string;
  onlyMine?: boolean;
  keyword?: string;
  admin?: boolean;
}

/** Where comments hang: a discussion, or a contest's Q&A (one comments component for both, 02 §2). */
export type CommentSource = { did: number; cid?: undefined } | { cid: number; did?: undefined };

/** The discussion calls of api-calls.tsv (area discussion, and /api/admin/discussion*). */
export const discussionApi = {
  categories: () => call<DiscussionCategory[]>('/api/discussion-category'),
  saveCategories: (list: Array<{ id?: number; name: string }>) => call<DiscussionCategory[]>('/api/discussion-category', { method: 'POST', body: { categories: list } }),
  list: (q: DiscussionListQuery) => call<DiscussionPage>(`/api/get-discussion-list?${query({ ...q })}`),
  detail: (did: number | string) => call<DiscussionDetail>(`/api/get-discussion-detail?${query({ did })}`),
  create: (draft: DiscussionDraft) => call<Discussion>('/api/discussion', { method: 'POST', body: draft }),
  update: (draft: DiscussionDraft) => call<Discussion>('/api/discussion', { method: 'PUT', body: draft }),
  remove: (did: number) => call<null>(`/api/discussion?${query({ did })}`, { method: 'DELETE' }),
  // a GET that changes state (the hardening list): it carries the session's CSRF token
  like: (did: number, toLike: boolean) => call<null>(`/api/discussion-like?${query({ did, toLike })}`, { changesState: true }),
  report: (did: number, content: string) => call<null>('/api/discussion-report', { method: 'POST', body: { did, content } }),
  comments: (source: CommentSource, currentPage: number) => call<CommentList>(`/api/comments?${query({ ...source, currentPage })}`),
  comment: (source: CommentSource, content: string) => call<unknown>('/api/comment', { method: 'POST', body: { ...source, content } }),
  removeComment: (id: number, source: CommentSource) => call<null>('/api/comment', { method: 'DELETE', body: { id, ...source } }),
  likeComment: (cid: number, toLike: boolean, source: CommentSource) =>
    call<null>(`/api/comment-like?${query({ cid, toLike, sourceId: source.did ?? source.cid, sourceType: source.did !== undefined ? 'Discussion' : 'Contest' })}`, { changesState: true }),
  replies: (commentId: number, cid?: number) => call<Reply[]>(`/api/reply?${query({ commentId, cid })}`),
  reply: (draft: ReplyDraft & { cid?: number }) => call<Reply>('/api/reply', { method: 'POST', body: draft }),
  removeReply: (reply: { id: number; commentId: number }, source: CommentSource) => call<null>('/api/reply', { method: 'DELETE', body: { reply, did: source.did, cid: source.cid } }),
  contestAccess: (cid: number | string) => call<{ access: boolean; admin: boolean }>(`/api/get-contest-access?${query({ cid })}`, { quiet: 'the Q&A page reads who moderates; a refusal shows with the comments' }),
  contestInfo: (cid: number | string) => call<{ id: number; title: string; extraTabs?: Array<{ id: string; path: string; labelKey: string }> }>(`/api/get-contest-info?${query({ cid })}`),
};

/** A group discussion as PUT /api/group/discussion takes it: the group admins' hide/show besides the author's fields. */
export type GroupDiscussionDraft = DiscussionDraft & { gid: number; status?: 0 | 1 };

/** The group discussion calls of api-calls.tsv (area group, 03 §7 Discussions). */
export const groupDiscussionApi = {
  list: (gid: number, currentPage: number, pid?: string) => call<DiscussionPage>(`/api/group/get-discussion-list?${query({ gid, pid, currentPage, limit: DISCUSSION_LIMITS.listPageSize })}`),
  adminList: (gid: number, currentPage: number) => call<DiscussionPage>(`/api/group/get-admin-discussion-list?${query({ gid, currentPage, limit: DISCUSSION_LIMITS.adminPageSize })}`),
  create: (draft: GroupDiscussionDraft) => call<{ id: number }>('/api/group/discussion', { method: 'POST', body: draft }),
  update: (draft: GroupDiscussionDraft) => call<Discussion>('/api/group/discussion', { method: 'PUT', body: draft }),
  /** The group admins' pin and hide/show (PUT without the text fields). */
  moderate: (change: { id: number; gid: number; topPriority?: boolean; status?: 0 | 1 }) => call<Discussion>('/api/group/discussion', { method: 'PUT', body: change }),
  remove: (did: number) => call<null>(`/api/group/discussion?${query({ did })}`, { method: 'DELETE' }),
};

/** The admin calls (03 Discussion admin with reports). */
export const discussionAdminApi = {
  list: (currentPage: number, keyword: string) => `/api/get-discussion-list?${query({ currentPage, keyword, admin: true, limit: 10 })}`,
  update: '/api/admin/discussion',
  remove: '/api/admin/discussion',
  reports: (currentPage: number) => `/api/admin/discussion-report?${query({ currentPage, limit: 10 })}`,
  report: '/api/admin/discussion-report',
};

export { isUserContent, problemHref, roleBadge } from './discussion-rules';
