import type { AdminNavEntry } from '../plugin/plugin-manifest';

/** The admin menu's roles entry (03 §2 'Auth and role admin'; super admin), guarded by the ability its API checks. */
export const ROLE_ADMIN_NAV: readonly AdminNavEntry[] = [
  { id: 'role', path: '/admin/role', labelKey: 'adminNav.role', groupKey: 'adminNav.general', order: 25, can: ['read', 'Role'] },
];
