import { notifications } from '@mantine/notifications';
import { redirect, useNavigate } from '@remix-run/react';
import { useCallback } from 'react';
import { failedEnvelope, reported, UNAUTHORIZED_EVENT, type Envelope } from '../components/api';
import { csrfHeader } from '../components/csrf';
import { createI18n, DEFAULT_LOCALE, type Locale } from '../i18n/i18n';

/** Where an admin call's refusal leads (01 §8): 401 to the admin login, 403 back to the admin home. */
export const ADMIN_LOGIN = '/admin/login';
export const ADMIN_HOME = '/admin';

export function refusalTarget(status: number): string | undefined {
  if (status === 401) return ADMIN_LOGIN;
  if (status === 403) return ADMIN_HOME;
  return undefined;
}

/** One field's message of a 400 answer (`data.problems`), by field name. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(result: Envelope): FieldErrors {
  const problems = (result.data as { problems?: Array<{ field: string; msg: string }> } | null)?.problems ?? [];
  return Object.fromEntries(problems.map((p) => [p.field, p.msg]));
}

/** The page's language (the server chose it and wrote it on <html>), so server messages match it. */
function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  form?: FormData;
  /** Why this call's failure is not shown here (the caller shows it in place), as `api()`'s `quiet`. */
  quiet?: string;
  /** A GET that changes something (the admin logout, a judge action, ...): it carries the session's CSRF token. */
  changesState?: boolean;
}

/**
 * Calls an `/api` route from the admin app; an answer that is not the envelope becomes the spec's generic
 * error. Every failure is shown once from here (01 §8: a toast, and a notification on desktop widths).
 */
export async function send<T>(path: string, options: SendOptions = {}): Promise<Envelope<T>> {
  const locale = pageLocale();
  const url = locale ? `${path}${path.includes('?') ? '&' : '?'}l=${locale}` : path;
  const headers: Record<string, string> = options.body === undefined ? {} : { 'content-type': 'application/json' };
  let res: Response;
  try {
    if (options.changesState) Object.assign(headers, await csrfHeader());
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
    });
  } catch {
    // no answer at all (01 §8: network error)
    return reported({ status: 0, msg: createI18n((locale ?? DEFAULT_LOCALE) as Locale).t('admin.networkError'), data: null as T }, { quiet: options.quiet });
  }
  const envelope = await res.json().then(
    (body: unknown) => (body && typeof body === 'object' && 'status' in body ? (body as Envelope<T>) : failedEnvelope<T>(res.status, 'request.serverError')),
    () => failedEnvelope<T>(res.status, res.status === 404 ? 'request.notFound' : 'request.serverError'),
  );
  // 401: the session ended; the other tabs are told (SessionSync), this one leaves for the admin login
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: envelope.msg }));
  return reported({ ...envelope, status: res.status }, { quiet: options.quiet });
}

/**
 * Reads an admin route for a page's clientLoader (a GET, or a read the spec makes a POST such as
 * `get-sessions`): the data, or a redirect on 401/403 (`send` showed the server's message); other failures
 * go to the admin layout's error view.
 */
export async function loadAdmin<T>(path: string, options: SendOptions = {}): Promise<T> {
  const result = await send<T>(path, options);
  if (result.status === 200) return result.data;
  const target = refusalTarget(result.status);
  if (target) throw redirect(target);
  throw new Error(result.msg);
}

/**
 * A function that calls an admin route from an event handler: a change that succeeds shows the server's
 * message as a green toast (a failure was shown by `send`), and 401/403 leave for the admin login or home.
 */
export function useAdminCall() {
  const navigate = useNavigate();
  return useCallback(
    async <T = unknown>(path: string, options: SendOptions = {}): Promise<Envelope<T>> => {
      const result = await send<T>(path, options);
      if (result.status === 200 && (options.method ?? 'GET') !== 'GET') notifications.show({ color: 'green', message: result.msg });
      const target = refusalTarget(result.status);
      if (target) navigate(target);
      return result;
    },
    [navigate],
  );
}
