/** The `/api` envelope. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** Calls the site's API from the page (same origin: the session cookie goes along). */
export async function api<T>(path: string, options: { method?: string; body?: unknown; locale?: string } = {}): Promise<Envelope<T>> {
  const url = options.locale ? `${path}${path.includes('?') ? '&' : '?'}l=${options.locale}` : path;
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
  const envelope = (await res.json()) as Envelope<T>;
  // 401: the session is gone; the shell clears the user and opens the login dialog (01 §8)
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: envelope.msg }));
  return envelope;
}

/** Raised on the window when a call answers 401. */
export const UNAUTHORIZED_EVENT = 'oj:unauthorized';

/** Tabs of this site tell each other about sign-in and sign-out over this channel. */
export const SESSION_CHANNEL = 'oj-session';

/** Tells the other tabs the session changed (they reload, or go home after a sign-out). */
export function announceSession(change: 'signed-in' | 'signed-out'): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(change);
  channel.close();
}
