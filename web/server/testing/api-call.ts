import type { Client } from './accounts.js';
import { json } from './http.js';
import type { TestSite } from './test-site.js';

/** Statuses still on their way to a verdict (01 §3): Pending, Compiling, Judging, Submitting. */
const IN_PROGRESS = [5, 6, 7, 9];

/**
 * One API call as `client` (anonymous without one), in English; answers the HTTP code, the parsed envelope
 * and the answer's headers. `headers` go along (an `x-forwarded-for` of a site with TRUST_PROXY, `?l=` is English unless the path says).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call(t: Pick<TestSite, 'url'>, client: Client | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ code: number; body: any; headers: Response['headers'] }> {
  const res = await fetch(`${t.url}${path}${/[?&]l=/.test(path) ? '' : `${path.includes('?') ? '&' : '?'}l=en-US`}`, {
    method,
    headers: { 'content-type': 'application/json', ...(client ? { authorization: client.token } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { code: res.status, body: await json(res), headers: res.headers };
}

/** Polls a submission's detail every 200 ms until it has its verdict; answers the submission. */
export async function verdictOf(t: Pick<TestSite, 'url'>, client: Client, submitId: number, timeoutMs = 90_000): Promise<{ status: number; time: number; [k: string]: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call(t, client, 'GET', `/api/get-submission-detail?submitId=${submitId}`);
    const s = body.data.submission;
    if (!IN_PROGRESS.includes(s.status)) return s;
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${s.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A submission's status now, as its owner reads it. */
export async function statusOf(t: Pick<TestSite, 'url'>, client: Client, submitId: number): Promise<number> {
  const { body } = await call(t, client, 'GET', `/api/get-submission-detail?submitId=${submitId}`);
  return body.data.submission.status;
}
