import { Badge, Tooltip } from '@mantine/core';
import { useText } from '../use-text';
import type { ContestAuth, ContestStatus, ContestType } from '../contest-api';
import { LockIcon, TrophyIcon } from './icons';

const STATUS_COLOURS: Record<string, string> = { '-1': 'blue', '0': 'green', '1': 'gray' };
const AUTH_COLOURS: Record<string, string> = { '0': 'teal', '1': 'red', '2': 'orange' };

/** 02 §2: the status tag of a card and of the header. */
export function StatusBadge({ status }: { status: ContestStatus }) {
  const { t } = useText();
  return (
    <Badge color={STATUS_COLOURS[String(status)]} variant="light" data-testid="contest-status" data-status={status}>
      {t(`contest.status.${status}`)}
    </Badge>
  );
}

/** The auth tag with its tooltip (red lock for private, orange for protected). */
export function AuthBadge({ auth }: { auth: ContestAuth }) {
  const { t } = useText();
  return (
    <Tooltip label={t(`contest.auth.tip.${auth}`)}>
      <Badge color={AUTH_COLOURS[String(auth)]} variant={auth === 0 ? 'outline' : 'filled'} data-testid="contest-auth" data-auth={auth}>
        {auth === 0 ? null : <LockIcon />}
        {t(`contest.auth.${auth}`)}
      </Badge>
    </Tooltip>
  );
}

/** The rule type (trophy, ACM or OI). */
export function TypeBadge({ type }: { type: ContestType }) {
  const { t } = useText();
  return (
    <Badge color={type === 0 ? 'yellow' : 'grape'} variant="outline" data-testid="contest-type" data-type={type}>
      <TrophyIcon size={12} />
      {t(`contest.type.${type}`)}
    </Badge>
  );
}
