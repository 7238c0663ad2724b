import type { GroupAuth, GroupDraft, MemberAuth } from './group-api';

/** 03 §5, §9: the group form, the join application and the avatar, checked before sending (the server checks the same). */
export const GROUP_NAME = { min: 5, max: 25 } as const;
export const GROUP_SHORT_NAME = { min: 5, max: 10 } as const;
export const GROUP_BRIEF = { min: 5, max: 50 } as const;
export const GROUP_DESCRIPTION = { min: 5, max: 1000 } as const;
export const GROUP_CODE_LENGTH = 6;
export const APPLY_REASON = { min: 5, max: 100 } as const;

/** 03 §9 page sizes. */
export const GROUP_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_PAGE_SIZE = 15;
export const GROUP_ANNOUNCEMENT_PAGE_SIZE = 5;
export const GROUP_LIST_PAGE_SIZE = 10;
export const GROUP_RANK_PAGE_SIZE = 30;
/** 03 §9: the avatar is cropped to a 200×200 png. */
export const GROUP_AVATAR_PX = 200;

export const PUBLIC: GroupAuth = 1;
export const PRIVATE: GroupAuth = 3;

export type GroupField = 'name' | 'shortName' | 'brief' | 'description' | 'code' | 'auth';
/** What is wrong with a field: the message key (group.form.<what>) and its numbers. */
export interface FieldProblem {
  key: 'group.form.required' | 'group.form.length' | 'group.form.exactLength';
  min?: number;
  max?: number;
}

function lengthProblem(value: string, range: { min: number; max: number }): FieldProblem | undefined {
  const n = value.trim().length;
  if (n === 0) return { key: 'group.form.required' };
  if (n < range.min || n > range.max) return { key: 'group.form.length', ...range };
  return undefined;
}

/** 03 §5 group create and group setting: name 5–25, shortName 5–10, brief 5–50, code exactly 6 unless public, auth, description 5–1000. */
export function groupFormProblems(draft: GroupDraft): Partial<Record<GroupField, FieldProblem>> {
  const problems: Partial<Record<GroupField, FieldProblem>> = {};
  const check = (field: GroupField, problem: FieldProblem | undefined) => {
    if (problem) problems[field] = problem;
  };
  check('name', lengthProblem(draft.name, GROUP_NAME));
  check('shortName', lengthProblem(draft.shortName, GROUP_SHORT_NAME));
  check('brief', lengthProblem(draft.brief, GROUP_BRIEF));
  if (![1, 2, 3].includes(draft.auth)) check('auth', { key: 'group.form.required' });
  if (draft.auth !== PUBLIC) {
    const code = draft.code.trim();
    check('code', code.length === 0 ? { key: 'group.form.required' } : code.length !== GROUP_CODE_LENGTH ? { key: 'group.form.exactLength', min: GROUP_CODE_LENGTH } : undefined);
  }
  check('description', lengthProblem(draft.description, GROUP_DESCRIPTION));
  return problems;
}

/** 03 §5 apply to join: a private group needs the 6-character code; a non-public one a reason of 5–100 characters. */
export function joinProblems(auth: GroupAuth, code: string, reason: string): Partial<Record<'code' | 'reason', FieldProblem>> {
  const problems: Partial<Record<'code' | 'reason', FieldProblem>> = {};
  if (auth === PRIVATE) {
    const c = code.trim();
    if (!c) problems.code = { key: 'group.form.required' };
    else if (c.length !== GROUP_CODE_LENGTH) problems.code = { key: 'group.form.exactLength', min: GROUP_CODE_LENGTH };
  }
  if (auth !== PUBLIC) {
    const problem = lengthProblem(reason, APPLY_REASON);
    if (problem) problems.reason = problem;
  }
  return problems;
}

/** The contract's group role: root (member auth 5 or a site super admin), admin (4), member (3), else none. */
export type GroupRole = 'root' | 'admin' | 'member' | undefined;

export function roleOf(userAuth: number | null | undefined, superAdmin: boolean): GroupRole {
  if (superAdmin || userAuth === 5) return 'root';
  if (userAuth === 4) return 'admin';
  if (userAuth === 3) return 'member';
  return undefined;
}

export const isGroupAdmin = (role: GroupRole): boolean => role === 'admin' || role === 'root';

/** 03 §4 the join control: Apply (0), Applying (1, disabled), Refused (2); members get Exit; the owner and super admins Disband. */
export interface JoinControl {
  apply: 'apply' | 'applying' | 'refused' | undefined;
  exit: boolean;
  disband: boolean;
}

export function joinControlOf(userAuth: number | null | undefined, isOwner: boolean, superAdmin: boolean): JoinControl {
  const auth = userAuth ?? 0;
  const apply = auth === 1 ? 'applying' : auth === 2 ? 'refused' : auth >= 3 ? undefined : 'apply';
  return { apply, exit: auth >= 3 && !isOwner, disband: isOwner || superAdmin };
}

/**
 * 03 §6 member role select: a viewer who is neither super admin nor the owner cannot change a member whose
 * auth is at or above their own, nor choose a level at or above their own.
 */
export function memberSelect(viewer: { auth: number; owner: boolean; superAdmin: boolean }, member: { auth: number; uid: string }, ownerUid: string | undefined): { disabled: boolean; option(auth: MemberAuth): boolean } {
  const free = viewer.superAdmin || viewer.owner;
  // the owner's own row stays root: kicking or demoting the owner is the disband's business
  const disabled = member.uid === ownerUid || (!free && (viewer.auth < 4 || member.auth >= viewer.auth));
  // nobody is made group root: the owner's 5 is never given (no transfer)
  return { disabled, option: (auth) => auth !== 5 && (free || auth < viewer.auth) };
}

/** 03 §6 delete member: shown to the owner, or when the member's auth is below the viewer's; never for oneself or the owner. */
export function mayDeleteMember(viewer: { uid: string; auth: number; owner: boolean; superAdmin: boolean }, member: { uid: string; auth: number }, ownerUid: string | undefined): boolean {
  if (member.uid === viewer.uid || member.uid === ownerUid) return false;
  return viewer.owner || viewer.superAdmin || (viewer.auth >= 4 && member.auth < viewer.auth);
}

/** The tab a /group/:groupID/… path belongs to: its first segment (detail routes map back to their list tab, 03 §2). */
export function tabOfPath(rest: string, tabs: ReadonlyArray<{ id: string; path: string }>): string {
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  if (!first) return 'home';
  const alias: Record<string, string> = { 'submission-detail': 'submission', 'discussion-detail': 'discussion' };
  const tab = tabs.find((t) => t.path === first) ?? tabs.find((t) => t.id === (alias[first] ?? first));
  return tab?.id ?? first;
}

/** 03 §2: submission, problem-detail and training sub-pages use the full width; the other tabs a main column and the side card. */
export function fullWidth(rest: string): boolean {
  const parts = rest.split('/').filter(Boolean);
  return ['status', 'submission', 'submission-detail'].includes(parts[0] ?? '') || (['problem', 'training'].includes(parts[0] ?? '') && parts.length > 1);
}

/** The built-in tabs (contract: home 10, problem 20, submission 50, member 70, announcement 80, setting 90, rank 100), for a detail that names none. */
export const BUILT_IN_TABS = [
  { id: 'home', path: '', labelKey: 'group.tab.home', order: 10 },
  { id: 'problem', path: 'problem', labelKey: 'group.tab.problem', order: 20 },
  { id: 'submission', path: 'status', labelKey: 'group.tab.submission', order: 50 },
  { id: 'member', path: 'member', labelKey: 'group.tab.member', order: 70 },
  { id: 'announcement', path: 'announcement', labelKey: 'group.tab.announcement', order: 80 },
  { id: 'setting', path: 'setting', labelKey: 'group.tab.setting', order: 90 },
  { id: 'rank', path: 'rank', labelKey: 'group.tab.rank', order: 100 },
] as const;

/** 03 §2: which tabs show and which are disabled for the viewer (Announcement for group admins, Setting for root; all but Home, Announcement and Setting disabled for non-members). */
export function visibleTabs<T extends { id: string; order: number }>(tabs: readonly T[], role: GroupRole): Array<T & { disabled: boolean }> {
  return [...tabs]
    .sort((a, b) => a.order - b.order)
    .filter((t) => (t.id === 'announcement' ? isGroupAdmin(role) : t.id === 'setting' ? role === 'root' : true))
    .map((t) => ({ ...t, disabled: !role && !['home', 'announcement', 'setting'].includes(t.id) }));
}

/** A name shortened for the side card (the full one in a tooltip). */
export function shortened(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}
