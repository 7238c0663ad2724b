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
  return (await res.json()) as Envelope<T>;
}
