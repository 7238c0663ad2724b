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

const call = <T>(path: string, options: { method?: string; body?: unknown; form?: FormData; quiet?: string } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

/** 03 §3: 1 public, 2 protected, 3 private. */
export type GroupAuth = 1 | 2 | 3;
export const GROUP_AUTHS: readonly GroupAuth[] = [1, 2, 3];

/** 03 §3 member auth: 1 applying, 2 refused, 3 general member, 4 group admin, 5 group root. */
export type MemberAuth = 1 | 2 | 3 | 4 | 5;
export const MEMBER_AUTHS: readonly MemberAuth[] = [1, 2, 3, 4, 5];

/** A group card (03 §3 Group). */
export interface GroupRow {
  id: number;
  avatar?: string | null;
  name: string;
  shortName: string;
  brief: string;
  owner: string;
  uid?: string;
  auth: GroupAuth;
  visible: boolean;
  status?: number;
  memberCount?: number;
  gmtCreate: string;
}

/** A tab of /group/:groupID (built-in, or added by trainings, contests, discussions through `groups.tabs`). */
export interface GroupTabInfo {
  id: string;
  path: string;
  labelKey: string;
  /** The label in the request's language, when the server sends it (a contributing plugin's catalogue is the server's). */
  label?: string;
  order: number;
}

/** What get-group-detail answers: the group, its tabs and the viewer's state (the code only for the group root). */
export interface GroupDetail extends GroupRow {
  description?: string | null;
  code?: string | null;
  tabs?: GroupTabInfo[];
  /** The viewer's member auth (0 or absent: none). */
  userAuth?: number | null;
  /** The viewer's group role (root also for a super admin), null for none. */
  role?: 'root' | 'admin' | 'member' | null;
}

export interface GroupMember {
  id: number;
  uid: string;
  gid: number;
  username: string;
  auth: MemberAuth;
  reason?: string | null;
  gmtCreate: string;
  gmtModified?: string | null;
  gmtModify?: string | null;
}

/** 03 §3 Group announcement: status 0 visible, 1 hidden. */
export interface GroupAnnouncement {
  id: number;
  title: string;
  content: string;
  status: 0 | 1;
  uid?: string;
  username?: string;
  gid: number;
  gmtCreate: string;
  gmtModified?: string;
}

/** 03 §3 Group rank row. */
export interface GroupRankRow {
  uid: string;
  username: string;
  avatar?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  nickname?: string | null;
  ac?: number;
  total?: number;
  score?: number;
  rating?: number | null;
}

export interface Page<T> {
  records: T[];
  total: number;
  size?: number;
}

/** The group fields the create dialog and the setting form send (03 §5). */
export interface GroupDraft {
  id?: number;
  avatar?: string | null;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: GroupAuth;
  code: string;
  visible: boolean;
}

export interface GroupListQuery {
  keyword: string;
  auth: string;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0 });

/** The group calls (api-calls.tsv, area `group`; `upload-group-avatar`). */
export const groupApi = {
  list: (q: GroupListQuery) => call<Page<GroupRow>>(`/api/get-group-list?${query({ ...q, onlyMine: q.onlyMine || undefined })}`),
  detail: (gid: number | string) => call<GroupDetail>(`/api/get-group-detail?${query({ gid })}`),
  /** The viewer's member auth in the group (0 or null: none). */
  auth: (gid: number | string) => call<number | { auth: number } | null>(`/api/get-group-auth?${query({ gid })}`, { quiet: 'the layout shows the join control instead' }),
  /** Whether the viewer may open the group's content tabs. */
  access: (gid: number | string) => call<boolean | { access: boolean }>(`/api/get-group-access?${query({ gid })}`, { quiet: 'the layout disables the tabs instead' }),
  create: (draft: GroupDraft) => call<GroupDetail>('/api/group', { method: 'POST', body: bodyOf(draft) }),
  update: (draft: GroupDraft) => call<GroupDetail>('/api/group', { method: 'PUT', body: bodyOf(draft) }),
  disband: (gid: number) => call<null>(`/api/group?${query({ gid })}`, { method: 'DELETE' }),
  join: (gid: number, code: string, reason: string) => call<null>('/api/group/member', { method: 'POST', body: { gid, code: code || undefined, reason: reason || undefined } }),
  exit: (gid: number) => call<null>(`/api/group/member/exit?${query({ gid })}`, { method: 'DELETE' }),
  members: (gid: number, currentPage: number, limit: number) => call<Page<GroupMember>>(`/api/group/get-member-list?${query({ gid, currentPage, limit })}`),
  applies: (gid: number, currentPage: number, limit: number) => call<Page<GroupMember>>(`/api/group/get-apply-list?${query({ gid, currentPage, limit })}`),
  updateMember: (member: Pick<GroupMember, 'id' | 'gid' | 'uid' | 'auth' | 'reason'>) => call<null>('/api/group/member', { method: 'PUT', body: member }),
  deleteMember: (gid: number, uid: string) => call<null>(`/api/group/member?${query({ uid, gid })}`, { method: 'DELETE' }),
  announcements: (gid: number, currentPage: number, limit: number) => call<Page<GroupAnnouncement>>(`/api/group/get-announcement-list?${query({ gid, currentPage, limit })}`),
  adminAnnouncements: (gid: number, currentPage: number, limit: number) => call<Page<GroupAnnouncement>>(`/api/group/get-admin-announcement-list?${query({ gid, currentPage, limit })}`),
  saveAnnouncement: (a: { id?: number; title: string; content: string; status: 0 | 1; gid: number }) => call<GroupAnnouncement>('/api/group/announcement', { method: a.id ? 'PUT' : 'POST', body: a }),
  deleteAnnouncement: (aid: number) => call<null>(`/api/group/announcement?${query({ aid })}`, { method: 'DELETE' }),
  rank: (q: { gid: number; type: 0 | 1; currentPage: number; limit: number; searchUser: string }) => call<Page<GroupRankRow>>(`/api/get-group-rank-list?${query(q)}`),
  uploadAvatar: (gid: number, png: Blob) => {
    const form = new FormData();
    form.append('image', png, 'avatar.png');
    form.append('gid', String(gid));
    return call<GroupDetail>(`/api/file/upload-group-avatar?${query({ gid })}`, { method: 'POST', form });
  },
};

/** The body of POST/PUT /api/group: the code only when the group is not public. */
function bodyOf(draft: GroupDraft) {
  const { code, ...rest } = draft;
  return { ...rest, name: draft.name.trim(), shortName: draft.shortName.trim(), brief: draft.brief.trim(), code: draft.auth === 1 ? null : code.trim() };
}

/** get-group-access answers a boolean (or `{ access }`). */
export const accessOf = (data: boolean | { access: boolean } | null | undefined): boolean => (typeof data === 'boolean' ? data : Boolean(data?.access));
