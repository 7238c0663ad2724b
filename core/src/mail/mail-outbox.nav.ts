import type { AdminNavEntry } from '../plugin/plugin-manifest';

/**
 * The admin menu's outbox entry (our addition: the mails kept without an SMTP relay), beside the website
 * config and its SMTP settings, guarded by the same ability as its API (super admin).
 */
export const MAIL_OUTBOX_NAV: readonly AdminNavEntry[] = [
  { id: 'outbox', path: '/admin/outbox', labelKey: 'adminNav.outbox', groupKey: 'adminNav.general', order: 52, can: ['manage', 'Config'] },
];
