import type { Catalogue } from '../i18n/locale';
import type { AdminNavEntry } from '../plugin/plugin-manifest';

/**
 * The core's entries of the admin menu (03 §2). Each page's guard is its entry's ability, the same one
 * the API routes behind the page check; plugins add their own entries (`adminNav` in the manifest).
 * Users and the other admin screens join when their features exist.
 */
export const CORE_ADMIN_NAV: readonly AdminNavEntry[] = [
  { id: 'dashboard', path: '/admin/dashboard', labelKey: 'adminNav.dashboard', groupKey: 'adminNav.general', order: 10 },
  { id: 'announcement', path: '/admin/announcement', labelKey: 'adminNav.announcement', groupKey: 'adminNav.general', order: 30, can: ['manage', 'Announcement'] },
  { id: 'notice', path: '/admin/notice', labelKey: 'adminNav.notice', groupKey: 'adminNav.general', order: 40, can: ['manage', 'Notice'] },
  { id: 'conf', path: '/admin/conf', labelKey: 'adminNav.conf', groupKey: 'adminNav.general', order: 50, can: ['manage', 'Config'] },
  { id: 'carousel', path: '/admin/carousel', labelKey: 'adminNav.carousel', groupKey: 'adminNav.general', order: 55, can: ['manage', 'Carousel'] },
  { id: 'switch', path: '/admin/switch', labelKey: 'adminNav.switch', groupKey: 'adminNav.general', order: 60, can: ['manage', 'Switch'] },
  { id: 'language', path: '/admin/language', labelKey: 'adminNav.language', groupKey: 'adminNav.judging', order: 70, can: ['manage', 'Language'] },
  // the runners' view is every admin's, like its API (get-judge-service-info)
  { id: 'judge', path: '/admin/judge', labelKey: 'adminNav.judge', groupKey: 'adminNav.judging', order: 80 },
  // the problem editor (/admin/problem/edit/{problemId}) has no entry of its own: its API routes check 'Problem'
  { id: 'problems', path: '/admin/problems', labelKey: 'adminNav.problems', groupKey: 'adminNav.problem', order: 100, can: ['manage', 'Problem'] },
  { id: 'problem-create', path: '/admin/problem/create', labelKey: 'adminNav.problemCreate', groupKey: 'adminNav.problem', order: 110, can: ['manage', 'Problem'] },
  { id: 'problem-tag', path: '/admin/problem/tag', labelKey: 'adminNav.problemTag', groupKey: 'adminNav.problem', order: 120, can: ['manage', 'Tag'] },
  { id: 'problem-batch', path: '/admin/problem/batch-operation', labelKey: 'adminNav.problemBatch', groupKey: 'adminNav.problem', order: 130, can: ['manage', 'Problem'] },
];

/** Where the admin app starts (`/admin` and `/admin/` redirect here). */
export const ADMIN_HOME_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** The entry that governs an admin path: the longest entry path equal to it or a folder above it. */
export function adminNavEntryFor(entries: readonly AdminNavEntry[], pathname: string): AdminNavEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: AdminNavEntry | undefined;
  for (const entry of entries) {
    if ((path === entry.path || path.startsWith(`${entry.path}/`)) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** The menu in order: entries sorted by `order`, groups in the order of their first entry. */
export function adminMenuGroups(entries: readonly AdminNavEntry[]): Array<{ groupKey: string; entries: AdminNavEntry[] }> {
  const groups = new Map<string, AdminNavEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
    const group = groups.get(entry.groupKey) ?? [];
    group.push(entry);
    groups.set(entry.groupKey, group);
  }
  return [...groups].map(([groupKey, list]) => ({ groupKey, entries: list }));
}

export const adminNavMessages: Catalogue = {
  'en-US': {
    'adminNav.general': 'General',
    'adminNav.dashboard': 'Dashboard',
    'adminNav.announcement': 'Announcements',
    'adminNav.notice': 'System notices',
    'adminNav.conf': 'Website config',
    'adminNav.carousel': 'Home carousel',
    'adminNav.switch': 'Switches',
    'adminNav.judging': 'Judging',
    'adminNav.judge': 'Judge runners',
    'adminNav.language': 'Languages',
    'adminNav.problem': 'Problems',
    'adminNav.problems': 'Problem list',
    'adminNav.problemCreate': 'Create problem',
    'adminNav.problemTag': 'Tags',
    'adminNav.problemBatch': 'Batch operation',
  },
  'zh-CN': {
    'adminNav.general': '常规',
    'adminNav.dashboard': '仪表盘',
    'adminNav.announcement': '公告管理',
    'adminNav.notice': '系统通知',
    'adminNav.conf': '网站配置',
    'adminNav.carousel': '首页轮播图',
    'adminNav.switch': '系统开关',
    'adminNav.judging': '评测',
    'adminNav.judge': '评测机',
    'adminNav.language': '语言管理',
    'adminNav.problem': '题目',
    'adminNav.problems': '题目列表',
    'adminNav.problemCreate': '创建题目',
    'adminNav.problemTag': '标签管理',
    'adminNav.problemBatch': '批量操作',
  },
};
