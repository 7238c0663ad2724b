import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/messages';
import { LOGIN_PARAM } from './auth-dialog';
import { ERROR_NOTIFICATION_ID, ERROR_TOAST_ID } from './failure-notice';

/** The query parameter a route guard adds to where it sends the visitor, naming why. */
export const NOTICE_PARAM = 'notice';

/** The reasons a guard may give, and what a finished step says where it lands, each with its message (both languages). */
export const ROUTE_NOTICES = {
  'no-discussion': 'discussion.noAccess',
  'no-group-discussion': 'discussion.noGroupAccess',
  'plugin-off': 'shell.pluginOff',
  'login-first': 'auth.loginFirst',
  'password-reset': 'auth.passwordReset',
} as const satisfies Record<string, MessageKey>;

/** Notices that report a success (green); the others are warnings. */
const SUCCESS_NOTICES: ReadonlySet<string> = new Set<RouteNotice>(['password-reset']);

export type RouteNotice = keyof typeof ROUTE_NOTICES;

/** Where a guard sends the visitor: `target` with the reason, which the shell shows as a warning. */
export function withNotice(target: string, notice: RouteNotice): string {
  return `${target}${target.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
}

/** The query parameter naming the switched-off plugin of a 'plugin-off' notice (its own 'No Access' words). */
export const PLUGIN_PARAM = 'plugin';

/** Where a switched-off plugin's pages send the visitor: home, with that plugin's 'No Access'. */
export function pluginOffPath(pluginId: string): string {
  return `${withNotice('/home', 'plugin-off')}&${PLUGIN_PARAM}=${encodeURIComponent(pluginId)}`;
}

/**
 * The words of a `?notice=`: a switched-off plugin's own 'No Access' when the address names a plugin the
 * page knows (`offMessages`, already in the page's language), else the notice's message key.
 */
export function noticeText(search: string, offMessages: Readonly<Record<string, string>>, t: (key: MessageKey) => string): string | undefined {
  const key = noticeKey(search);
  if (!key) return undefined;
  const params = new URLSearchParams(search);
  const plugin = params.get(PLUGIN_PARAM);
  if (params.get(NOTICE_PARAM) === 'plugin-off' && plugin && Object.hasOwn(offMessages, plugin)) return offMessages[plugin];
  return t(key);
}

/** The message key of a `?notice=` value, if it is one of ours (anything else is ignored). */
export function noticeKey(search: string): MessageKey | undefined {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  return value && Object.hasOwn(ROUTE_NOTICES, value) ? ROUTE_NOTICES[value as RouteNotice] : undefined;
}

/** The query parameters that ask for something once, on arrival: a guard's reason, and the login dialog. */
const ARRIVAL_PARAMS = [NOTICE_PARAM, LOGIN_PARAM];

/**
 * The search without the arrival parameters, or undefined when it has none. Left in the address they would
 * be asked for again: on a reload, and on every in-app move that keeps the query (a pager's page change).
 */
export function withoutArrivalParams(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!ARRIVAL_PARAMS.some((name) => params.has(name))) return undefined;
  // the plugin named by a 'plugin-off' notice goes with it; a page's own `plugin` parameter stays
  if (params.get(NOTICE_PARAM) === 'plugin-off') params.delete(PLUGIN_PARAM);
  for (const name of ARRIVAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Shows a guard's reason once as a warning toast (a finished step's as a success), then drops it and the login dialog's parameter from the
 * address (the dialog has opened by then: AuthDialogProvider reads it). The warning takes the place of an
 * error shown just before: after a 401 on a login-only page the guard's 'Please login first' is the one
 * message, not a second one beside the 401's.
 */
export function RouteNoticeToast({ offMessages }: { offMessages: Readonly<Record<string, string>> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { search } = location;
  useEffect(() => {
    const key = noticeKey(search);
    const text = noticeText(search, offMessages, t);
    if (key && text) {
      notifications.hide(ERROR_TOAST_ID);
      notifications.hide(ERROR_NOTIFICATION_ID);
      const success = SUCCESS_NOTICES.has(new URLSearchParams(search).get(NOTICE_PARAM) ?? '');
      notifications.show({ color: success ? 'green' : 'yellow', message: text, id: `notice-${key}` });
    }
    const rest = withoutArrivalParams(search);
    // through the router, not history.replaceState: the router's own location must lose them too
    if (rest !== undefined) navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true, preventScrollReset: true, state: location.state });
    // once per address: the other values are read as they are then
  }, [search]);
  return null;
}
