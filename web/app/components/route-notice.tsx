import { notifications } from '@mantine/notifications';
import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/messages';

/** The query parameter a route guard adds to where it sends the visitor, naming why. */
export const NOTICE_PARAM = 'notice';

/** The reasons a guard may give, each with its message (both languages). */
export const ROUTE_NOTICES = {
  'no-discussion': 'discussion.noAccess',
  'plugin-off': 'shell.pluginOff',
  'login-first': 'auth.loginFirst',
} as const satisfies Record<string, MessageKey>;

export type RouteNotice = keyof typeof ROUTE_NOTICES;

/** Where a guard sends the visitor: `target` with the reason, which the shell shows as a warning. */
export function withNotice(target: string, notice: RouteNotice): string {
  return `${target}${target.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
}

/** The message key of a `?notice=` value, if it is one of ours (anything else is ignored). */
export function noticeKey(search: string): MessageKey | undefined {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  return value && Object.hasOwn(ROUTE_NOTICES, value) ? ROUTE_NOTICES[value as RouteNotice] : undefined;
}

/** Shows a guard's reason once as a warning toast, then drops it from the address (a reload does not repeat it). */
export function RouteNoticeToast() {
  const { search } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const key = noticeKey(search);
    if (!key) return;
    notifications.show({ color: 'yellow', message: t(key), id: `notice-${key}` });
    const url = new URL(window.location.href);
    url.searchParams.delete(NOTICE_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [search, t]);
  return null;
}
