import type { AuthorRole } from '@oj/core';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import classes from './user-chip.module.css';

/** The badge of each author role (01 §6): its letters and its title. */
const BADGES: Record<AuthorRole, { mark: string; title: 'user.roleRoot' | 'user.roleAdmin' }> = {
  root: { mark: 'SPA', title: 'user.roleRoot' },
  admin: { mark: 'ADM', title: 'user.roleAdmin' },
};

/** The SPA / ADM badge alone (nothing for other roles). */
export function RoleBadge({ role }: { role: AuthorRole | null | undefined }) {
  return role ? <Badge role={role} /> : null;
}

// its own component: the translation hook runs only for the few names that carry a badge
function Badge({ role }: { role: AuthorRole }) {
  const { t } = useTranslation();
  const badge = BADGES[role];
  return (
    <span className={`${classes.badge} ${classes[role]}`} title={t(badge.title)} data-testid="role-badge" data-role={role}>
      {badge.mark}
    </span>
  );
}

/**
 * An author as the site shows one: the name linking to their home page (01 §2 /user-home?uid&username)
 * and, beside it, 'SPA' for the super admin or 'ADM' for an admin (01 §6). The server says which
 * (`authorRole`), so other roles never reach the page. `strong` marks the viewer's own rows.
 */
export function UserChip({ username, uid, role, strong, maxWidth }: { username: string; uid?: string; role?: AuthorRole | null; strong?: boolean; maxWidth?: number }) {
  const query = uid ? `uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(username)}` : `username=${encodeURIComponent(username)}`;
  return (
    <span className={classes.chip} style={maxWidth ? { maxWidth } : undefined} data-testid="user-chip" data-username={username}>
      <Link to={`/user-home?${query}`} className={strong ? `${classes.name} ${classes.strong}` : classes.name} title={username}>
        {username}
      </Link>
      <RoleBadge role={role} />
    </span>
  );
}
