import { Badge } from '@mantine/core';
import type { GroupAuth } from '../group-api';
import { useText } from '../use-text';

const AUTH_COLORS: Record<GroupAuth, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/** The group's auth tag (Public / Protected / Private). */
export function GroupAuthTag({ auth }: { auth: GroupAuth }) {
  const { t } = useText();
  return (
    <Badge color={AUTH_COLORS[auth] ?? 'gray'} variant="light" tt="none" data-testid="group-auth-tag">
      {t(`group.auth.${auth}`)}
    </Badge>
  );
}

/** The Hidden tag of a group that is not visible. */
export function HiddenTag({ visible }: { visible: boolean }) {
  const { t } = useText();
  return visible ? null : (
    <Badge color="gray" variant="filled" tt="none" data-testid="group-hidden-tag">
      {t('group.hidden')}
    </Badge>
  );
}
