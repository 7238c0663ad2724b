import { randomBytes } from 'node:crypto';
import { SITE_SWITCHES_REPOSITORY, SQL_RUNNER, USER_REPOSITORY, type PluginManifest } from '@oj/core';
import type { TestDatabase } from '../../../adapters/src/testing/test-database';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite, type TestSiteOptions } from '../../../web/server/testing/test-site';
import { remoteJudgesPlugin } from '../src/index';
import { enableSetting, hostSetting } from '../src/remote-judges.settings';

/** The remote judges' pace in tests: no wait between requests, quick polls (the judges' own data stays as it is). */
export const FAST_TUNING = { minIntervalMs: () => 0, firstPollMs: 100, maxPollMs: 300, accountRetryMs: 50 };

/** The plugin as the tests run it: the fast pace. */
export function testPlugin(): PluginManifest {
  return remoteJudgesPlugin({ tuning: FAST_TUNING });
}

/** A site with the remote judges' plugin, a super admin and a user, and a key to seal passwords with. */
export interface RemoteSite {
  t: TestSite;
  root: Client;
  user: Client;
  /** The SECRETS_KEY the site was started with. */
  secretsKey: string;
}

/** How to start a remote site: settings on top (AMQP_URL, REMOTE_JUDGE_ACCOUNTS, SECRETS_KEY...), the plugins, a shared database. */
export interface RemoteSiteOptions {
  env?: Record<string, string>;
  plugins?: PluginManifest[];
  /** A database to share with other sites (a restart); a fresh one of its own when absent. */
  database?: TestDatabase;
  site?: TestSiteOptions;
}

/** Starts the site; its users are made on the first start of a database, signed in on every one. */
export async function startRemoteSite(options: RemoteSiteOptions = {}): Promise<RemoteSite> {
  const secretsKey = options.env?.SECRETS_KEY ?? randomBytes(32).toString('hex');
  const t = await startTestSite({ ...options.env, SECRETS_KEY: secretsKey }, options.database, options.plugins ?? [testPlugin()], options.site);
  if (!(await t.site.container.get(USER_REPOSITORY).findByUsername('rroot'))) {
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    await createUser(t, 'rroot', 'secret1', ['root']);
    await createUser(t, 'ruser', 'secret1');
  }
  const [root, user] = await Promise.all([login(t, 'rroot', 'secret1', '10.9.0.1'), login(t, 'ruser', 'secret1', '10.9.0.2')]);
  return { t, root, user, secretsKey };
}

/** Switches a judge on at `host` (the replay server) through the switch page's plugin settings. */
export async function enableJudge(s: RemoteSite, key: string, host: string, extra: Record<string, unknown> = {}): Promise<void> {
  const answer = await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { [enableSetting(key)]: true, [hostSetting(key)]: host, ...extra } } });
  if (answer.code !== 200) throw new Error(`enabling ${key}: ${answer.code} ${answer.body.msg}`);
}

/** Sets a pool's switch-page accounts (`prefix`: hdu, cf, poj, atcoder, spoj, libreoj). */
export async function setAccounts(s: RemoteSite, prefix: string, accounts: Array<[string, string]>): Promise<void> {
  const answer = await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { [`${prefix}UsernameList`]: accounts.map((a) => a[0]), [`${prefix}PasswordList`]: accounts.map((a) => a[1]) });
  if (answer.code !== 200) throw new Error(`accounts of ${prefix}: ${answer.code} ${answer.body.msg}`);
}

/** The pool's accounts as stored: who holds each now (null: free). */
export async function leases(s: RemoteSite, judge: string): Promise<Array<{ username: string; leased_by: string | null }>> {
  return s.t.site.container.get(SQL_RUNNER).all('select username, leased_by from remote_judge_account where judge = ? order by id', [judge]);
}

/** Polls until `check` holds (every 100 ms, at most `ms`). */
export async function eventually<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
