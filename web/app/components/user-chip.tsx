import { Anchor, Badge, Group, type AnchorProps } from '@mantine/core';
import type { AuthorRole } from '@oj/core';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** The badge of each author role (01 §6): its letters, its colour (white text keeps AA contrast) and its title. */
const BADGES: Record<AuthorRole, { mark: string; color: string; title: 'user.roleRoot' | 'user.roleAdmin' }> = {
  root: { mark: 'SPA', color: 'red.9', title: 'user.roleRoot' },
  admin: { mark: 'ADM', color: 'blue.9', title: 'user.roleAdmin' },
};

/** The SPA / ADM badge alone (nothing for other roles). */
export function RoleBadge({ role }: { role: AuthorRole | null | undefined }) {
  const { t } = useTranslation();
  if (!role) return null;
  const badge = BADGES[role];
  return (
    <Badge size="xs" radius="sm" variant="filled" color={badge.color} title={t(badge.title)} data-testid="role-badge" data-role={role} style={{ flexShrink: 0 }}>
      {badge.mark}
    </Badge>
  );
}

/**
 * An author as the site shows one: the name linking to their home page (01 §2 /user-home?uid&username)
 * and, beside it, 'SPA' for the super admin or 'ADM' for an admin (01 §6). The server says which
 * (`authorRole`), so other roles never reach the page.
 */
export function UserChip({ username, uid, role, ...props }: { username: string; uid?: string; role?: AuthorRole | null } & Omit<AnchorProps, 'children'>) {
  const query = uid ? `uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(username)}` : `username=${encodeURIComponent(username)}`;
  return (
    <Group gap={4} wrap="nowrap" data-testid="user-chip" data-username={username}>
      <Anchor component={Link} to={`/user-home?${query}`} size="sm" truncate="end" {...props}>
        {username}
      </Anchor>
      <RoleBadge role={role} />
    </Group>
  );
}
