import { api, type Envelope } from '@oj/web/app/plugin-kit';

/** The plugin's id, as the loaders name it to requirePlugin. */
export const GROUPS_PLUGIN_ID = 'groups';

/** The calls of the group problem, submission and examine pages (api-calls.tsv, area group and admin/group-problem). */
export const GROUP_PROBLEM_API = {
  groupDetail: '/api/get-group-detail',
  list: '/api/group/get-problem-list',
  adminList: '/api/group/get-admin-problem-list',
  problem: '/api/group/problem',
  cases: '/api/group/get-problem-cases',
  tags: '/api/group/get-all-problem-tags',
  compileSpj: '/api/group/compile-spj',
  compileInteractive: '/api/group/compile-interactive',
  changeAuth: '/api/group/change-problem-auth',
  applyPublic: '/api/group/apply-public',
  uploadTestcase: '/api/file/upload-testcase-zip',
  downloadTestcase: '/api/file/download-testcase',
  detail: '/api/get-problem-detail',
  userStatus: '/api/get-user-problem-status',
  examineList: '/api/admin/group-problem/list',
  changeProgress: '/api/admin/group-problem/change-progress',
} as const;

/** 03 §9: group lists and admin lists show 10 a page. */
export const GROUP_PROBLEM_PAGE_SIZE = 10;

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

/** A tab of the group page as get-group-detail answers it (the enabled plugins' tabs the viewer sees). */
export interface GroupTabView {
  id: string;
  path: string;
  labelKey: string;
  order: number;
}

/** The group's role of the viewer (CONTRACT "Group roles"): root also for a super admin; null for none. */
export type GroupRole = 'root' | 'admin' | 'member' | null;

/** What the problem pages read of get-group-detail. */
export interface GroupInfo {
  id: number;
  name: string;
  shortName: string;
  owner: string;
  uid: string;
  auth: number;
  visible: boolean;
  userAuth: number;
  role: GroupRole;
  tabs: GroupTabView[];
}

/** A group with the viewer's role, or why it could not be read. */
export interface LoadedGroup {
  group?: GroupInfo;
  error?: string;
}

export async function loadGroup(groupID: string): Promise<LoadedGroup> {
  const answer = await call<GroupInfo>(`${GROUP_PROBLEM_API.groupDetail}?${query({ gid: groupID })}`);
  return answer.status === 200 && answer.data ? { group: answer.data } : { error: answer.msg };
}

/** A tag on a row. */
export interface RowTag {
  id: number;
  name: string;
  color: string;
}

/** A row of the Problem tab's user list (03 §2): the problem's counters and tags. */
export interface GroupProblemRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  ac: number;
  total: number;
  tags?: RowTag[];
}

/** A row of the Problem tab's admin list and of the examine list (03 §3 group problem). */
export interface GroupAdminProblemRow {
  id?: number;
  pid?: number;
  problemId: string;
  title: string;
  author: string;
  uid?: string | null;
  auth: number;
  gid: number | null;
  /** null none, 1 applying, 2 public, 3 refused (03 §3). */
  applyPublicProgress: number | null;
  gmtCreate?: string;
  gmtModified?: string;
  modifiedUser?: string | null;
}

export const pidOfRow = (row: { id?: number; pid?: number }): number => (row.pid ?? row.id) as number;

export interface Page<T> {
  records: T[];
  total: number;
}

const emptyPage = <T>(): Page<T> => ({ records: [], total: 0 });

/** A page of a list call, or the server's message. */
export async function loadPage<T>(path: string): Promise<{ page: Page<T>; error?: string }> {
  const answer = await call<Page<T>>(path);
  return answer.status === 200 && answer.data ? { page: { records: answer.data.records ?? [], total: answer.data.total ?? 0 } } : { page: emptyPage<T>(), error: answer.msg };
}

export const groupProblemApi = {
  list: (gid: number, currentPage: number) => loadPage<GroupProblemRow>(`${GROUP_PROBLEM_API.list}?${query({ gid, currentPage, limit: GROUP_PROBLEM_PAGE_SIZE })}`),
  adminList: (gid: number, currentPage: number) => loadPage<GroupAdminProblemRow>(`${GROUP_PROBLEM_API.adminList}?${query({ gid, currentPage, limit: GROUP_PROBLEM_PAGE_SIZE })}`),
  /** The viewer's mark on each row (pid → status; -10 never submitted). */
  statuses: (gid: number, pidList: number[]) =>
    call<Record<string, { status: number; score: number | null }>>(GROUP_PROBLEM_API.userStatus, { method: 'POST', body: { pidList, isContestProblemList: false, gid }, quiet: 'the marks are a decoration: the list shows without them' }),
  remove: (pid: number) => call<null>(`${GROUP_PROBLEM_API.problem}?${query({ pid })}`, { method: 'DELETE' }),
  changeAuth: (pid: number, auth: number) => call<null>(`${GROUP_PROBLEM_API.changeAuth}?${query({ pid, auth })}`, { method: 'PUT' }),
  applyPublic: (pid: number, isApplied: boolean) => call<null>(`${GROUP_PROBLEM_API.applyPublic}?${query({ pid, isApplied })}`, { method: 'PUT' }),
  detail: <T>(problemId: string, gid: number | string) => call<T>(`${GROUP_PROBLEM_API.detail}?${query({ problemId, gid })}`),
  examineList: (q: { currentPage: number; keyword: string; gid: string }) =>
    loadPage<GroupAdminProblemRow & { groupName?: string | null }>(`${GROUP_PROBLEM_API.examineList}?${query({ currentPage: q.currentPage, limit: GROUP_PROBLEM_PAGE_SIZE, keyword: q.keyword, gid: q.gid })}`),
  changeProgress: (pid: number, progress: number) => call<null>(GROUP_PROBLEM_API.changeProgress, { method: 'PUT', body: { pid, progress } }),
};
