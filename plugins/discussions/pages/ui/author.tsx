import { Anchor, Avatar, Badge, Group } from '@mantine/core';
import { Link } from '@remix-run/react';
import { roleBadge } from '../discussion-api';

/** An author as cards and comments show one: avatar, name linking to the user's home, SPA/ADM badge, title (02 §2, §6). */
export function Author({ name, avatar, role, titleName, titleColor, size = 'sm' }: { name: string; avatar?: string | null; role?: string | null; titleName?: string | null; titleColor?: string | null; size?: 'xs' | 'sm' }) {
  const badge = roleBadge(role);
  return (
    <Group gap={6} wrap="nowrap" data-testid="author">
      <Avatar src={avatar || null} alt="" size={size === 'xs' ? 20 : 26} radius="xl">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Anchor component={Link} to={`/user-home?username=${encodeURIComponent(name)}`} size={size} fw={600}>
        {name}
      </Anchor>
      {badge ? (
        <Badge size="xs" color={badge === 'SPA' ? 'red' : 'orange'} variant="filled" data-testid="role-badge">
          {badge}
        </Badge>
      ) : null}
      {titleName ? (
        <Badge size="xs" variant="light" color={titleColor || 'gray'} tt="none">
          {titleName}
        </Badge>
      ) : null}
    </Group>
  );
}
