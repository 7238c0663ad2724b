import type { AdminNavEntry } from '@oj/core';

/**
 * The admin menu's entry of the group problem examine page (/admin/group-problem/apply, 03 §2): beside the
 * core's problem entries, for those who manage problems (the page's guard; the API checks the same).
 * The manifest adds `groupProblemAdminNav` to `adminNav` and `groupProblemAdminNavMessages` to `i18n`.
 */
export const groupProblemAdminNav: AdminNavEntry[] = [
  { id: 'group-problem-apply', path: '/admin/group-problem/apply', labelKey: 'adminNav.groupProblemApply', groupKey: 'adminNav.problem', order: 125, can: ['manage', 'Problem'] },
];

export const groupProblemAdminNavMessages = {
  'en-US': { 'adminNav.groupProblemApply': 'Group Problem Examine' },
  'zh-CN': { 'adminNav.groupProblemApply': '团队题目审核' },
};
