import { ACCOUNT_LIMITS, CACHE, PASSWORD_HASHER, USER_REPOSITORY, type Cache, type RoleName } from '@oj/core';
import type { TestSite } from './test-site.js';
import { json } from './http.js';

/** A signed-in test client: the token it got at login. */
export interface Client {
  token: string;
  username: string;
}

/** Creates a user directly (no e-mail round trip) with the given roles. */
export async function createUser(t: TestSite, username: string, password: string, roles: RoleName[] = ['default_user']): Promise<void> {
  const hasher = t.site.container.get(PASSWORD_HASHER);
  await t.site.container.get(USER_REPOSITORY).create({ username, email: `${username}@example.org`, passwordHash: await hasher.hash(password), roles });
}

export async function login(t: Pick<TestSite, 'url'>, username: string, password: string, ip = '10.0.0.1'): Promise<Client> {
  const res = await fetch(`${t.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ username, password }) });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${body.msg}`);
  return { token: res.headers.get('authorization') as string, username };
}

/** The newest code mailed to `to` (the test site has no SMTP relay: mail goes to the outbox). */
export async function mailedCode(t: TestSite, to: string): Promise<string> {
  const [mail] = await t.site.infrastructure.outbox.latest(1, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Reads a value the server keeps for itself (a captcha's answer) from the real cache. */
export function cacheOf(t: TestSite): Cache {
  return t.site.container.get(CACHE);
}

/**
 * Solves slide puzzles as a person would, one per address given (the pass is bound to the address that
 * asked; a site with TRUST_PROXY takes it from X-Forwarded-For): reads each answer from the cache, waits
 * out the too-fast limit once for all, and answers the one-use sliderPasses.
 */
export async function solvedSliders(t: TestSite, ips: string[]): Promise<string[]> {
  const puzzles = await Promise.all(
    ips.map(async (ip) => {
      const res = await fetch(`${t.url}/api/get-slider-captcha`, { headers: { 'x-forwarded-for': ip } });
      const { sliderKey } = (await json(res)).data as { sliderKey: string };
      const stored = await cacheOf(t).get<{ x: number }>(`slider:${sliderKey}`);
      if (!stored) throw new Error(`no slide puzzle kept for ${ip}`);
      return { ip, sliderKey, x: stored.x };
    }),
  );
  await new Promise((r) => setTimeout(r, ACCOUNT_LIMITS.SLIDER_MIN_SOLVE_MS + 50));
  return Promise.all(
    puzzles.map(async ({ ip, sliderKey, x }) => {
      const res = await fetch(`${t.url}/api/verify-slider-captcha`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ sliderKey, x }) });
      const body = await json(res);
      if (res.status !== 200) throw new Error(`the slide puzzle of ${ip} was refused: ${body.msg}`);
      return body.data.sliderPass as string;
    }),
  );
}
