import { CACHE, PASSWORD_HASHER, USER_REPOSITORY, type Cache, type RoleName } from '@oj/core';
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

export async function login(t: TestSite, username: string, password: string, ip = '10.0.0.1'): Promise<Client> {
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
