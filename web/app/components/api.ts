import { pageText } from '../i18n/page-text';
import { csrfHeader } from './csrf';
import { reportFailure } from './failure-notice';

/** The `/api` envelope. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** A request without an answer after this long is given up (01 §9). */
export const REQUEST_TIMEOUT_MS = 90_000;
/** The status of an envelope made in the page when no answer came (timeout or no connection). */
export const NO_RESPONSE = 0;

/** The envelope a page shows for a call that got no usable answer (01 §8). */
export function failedEnvelope<T>(status: number, key: 'request.timeout' | 'request.network' | 'request.notFound' | 'request.serverError'): Envelope<T> {
  return { status, msg: pageText(key), data: null as T };
}

/** What a thrown fetch means: a timeout, or no connection to the server. */
export function noResponseKey(error: unknown): 'request.timeout' | 'request.network' {
  // by name, not instanceof: a DOMException is not an Error everywhere
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'request.timeout' : 'request.network';
}

export interface ApiOptions {
  method?: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  form?: FormData;
  /** The language of the server's messages (`?l=`). */
  locale?: string;
  timeoutMs?: number;
  /** A GET that changes something (logout, resubmit, ...): it carries the session's CSRF token. */
  changesState?: boolean;
  /**
   * Why this call's failure is not shown (background polling, a check whose answer the page shows beside a
   * field, ...). Without it every non-200 answer is shown as 01 §8 says; with it the caller alone decides.
   */
  quiet?: string;
}

/**
 * Calls the site's API from the page (same origin: the session cookie goes along). Never throws: a
 * timeout (90 s), a lost connection or an answer that is not the envelope become an envelope with the
 * spec's message ('request timed out...', 'abnormal link with server...', 'server error, please refresh again').
 * Every answer whose status is not 200 is shown once from here (01 §8: a toast, and a notification on
 * desktop widths) unless the call is `quiet`; callers show only what succeeded.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const url = options.locale ? `${path}${path.includes('?') ? '&' : '?'}l=${options.locale}` : path;
  let res: Response;
  try {
    const headers: Record<string, string> = options.body === undefined ? {} : { 'content-type': 'application/json' };
    if (options.changesState) Object.assign(headers, await csrfHeader());
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return reported(failedEnvelope(NO_RESPONSE, noResponseKey(error)), options);
  }
  const envelope = await res.json().then(
    (body: unknown) => (body && typeof body === 'object' && 'status' in body ? (body as Envelope<T>) : failedEnvelope<T>(res.status, 'request.serverError')),
    () => failedEnvelope<T>(res.status, res.status === 404 ? 'request.notFound' : 'request.serverError'),
  );
  // 401: the session is gone; the shell clears the user and opens the login dialog (01 §8)
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: envelope.msg }));
  // 403: the user's roles may have changed; the shell reads the roles again (01 §8)
  if (res.status === 403 && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(FORBIDDEN_EVENT, { detail: envelope.msg }));
  return reported(envelope, options);
}

/**
 * Shows a failed answer (01 §8): a status field that is not 200 (a missing one is ignored) shows the
 * server's message, or the spec's fallback when it has none. Answers the envelope unchanged.
 */
export function reported<T>(envelope: Envelope<T>, options: { quiet?: string } = {}): Envelope<T> {
  if (options.quiet || envelope.status === undefined || envelope.status === null || envelope.status === 200) return envelope;
  reportFailure(envelope.msg || pageText(envelope.status === 404 ? 'request.notFound' : 'request.serverError'));
  return envelope;
}

/** Raised on the window when a call answers 401. */
export const UNAUTHORIZED_EVENT = 'oj:unauthorized';

/** Raised on the window when a call answers 403; `detail` is the server's message. */
export const FORBIDDEN_EVENT = 'oj:forbidden';
