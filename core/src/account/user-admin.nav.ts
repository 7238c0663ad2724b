import type { AdminNavEntry } from '../plugin/plugin-manifest';

/** The admin menu's Users entry (03 §2, §6: super admin only), guarded by the ability its API checks. */
export const USER_ADMIN_NAV: readonly AdminNavEntry[] = [
  { id: 'user', path: '/admin/user', labelKey: 'adminNav.user', groupKey: 'adminNav.general', order: 20, can: ['manage', 'User'] },
];
