/**
 * The roles of spec 01 §3 and 03 §3: four names the pages know (root, admin, problem_admin, user) and
 * the numeric roles 1000–1008, whose restrictions (no submit, no discussion post, muted) are CASL
 * rules in account.abilities.ts. Stored by id; shown by name.
 */
export interface RoleInfo {
  id: number;
  /** Stored and sent name. */
  role: RoleName;
  description: string;
}

export const RoleId = {
  ROOT: 1000,
  ADMIN: 1001,
  DEFAULT_USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSSION_POST: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_POST: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
} as const;

export type RoleName =
  | 'root'
  | 'admin'
  | 'default_user'
  | 'no_submit_user'
  | 'no_discuss_user'
  | 'mute_user'
  | 'no_submit_no_discuss_user'
  | 'no_submit_mute_user'
  | 'problem_admin';

export const ROLES: readonly RoleInfo[] = [
  { id: RoleId.ROOT, role: 'root', description: 'Super admin: everything, including users, announcements, notices, configuration and switches' },
  { id: RoleId.ADMIN, role: 'admin', description: 'Ordinary admin: the admin area except the super-admin pages' },
  { id: RoleId.DEFAULT_USER, role: 'default_user', description: 'User: submit, test-run, discuss, comment' },
  { id: RoleId.NO_SUBMIT, role: 'no_submit_user', description: 'User who may not submit or test-run' },
  { id: RoleId.NO_DISCUSSION_POST, role: 'no_discuss_user', description: 'User who may not post discussions' },
  { id: RoleId.MUTED, role: 'mute_user', description: 'Muted user: no discussions, comments or replies' },
  { id: RoleId.NO_SUBMIT_NO_POST, role: 'no_submit_no_discuss_user', description: 'User who may neither submit nor post discussions' },
  { id: RoleId.NO_SUBMIT_MUTED, role: 'no_submit_mute_user', description: 'Muted user who may not submit either' },
  { id: RoleId.PROBLEM_ADMIN, role: 'problem_admin', description: 'Problem admin: problems, tags, trainings and contests in the admin area' },
];

const BY_NAME = new Map(ROLES.map((r) => [r.role, r]));
const BY_ID = new Map(ROLES.map((r) => [r.id, r]));

export function roleByName(name: string): RoleInfo | undefined {
  return BY_NAME.get(name as RoleName);
}

export function roleById(id: number): RoleInfo | undefined {
  return BY_ID.get(id);
}

/** Roles that open the admin area (01 §6). */
export const ADMIN_AREA_ROLES: readonly RoleName[] = ['root', 'admin', 'problem_admin'];
/** Roles of the super-admin-only pages and actions (user, announcement, notice, conf, switch, rejudge). */
export const SUPER_ADMIN_ROLES: readonly RoleName[] = ['root'];

export function isAdminRole(roles: readonly string[]): boolean {
  return roles.some((r) => (ADMIN_AREA_ROLES as readonly string[]).includes(r));
}

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('root');
}

/**
 * The roles an author's name carries a badge for (01 §6 "Badges beside authors: SPA for root, ADM for
 * admin"), strongest first; a problem admin or an ordinary user shows none, as on HOJ.
 */
export const AUTHOR_ROLES = ['root', 'admin'] as const satisfies readonly RoleName[];
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/** The badge an author with these roles carries, or null. */
export function authorRoleOf(roles: readonly string[]): AuthorRole | null {
  return AUTHOR_ROLES.find((r) => roles.includes(r)) ?? null;
}
