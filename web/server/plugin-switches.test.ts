import { definePlugin, defineRoute, type PluginManifest } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Issue 5 / 03 §5: each installed plugin has an enable switch on the admin switch page. The super
// admin's choice is stored (it survives a restart) and every web process follows it at once.

const ping = (id: string) =>
  defineRoute({ method: 'GET', path: `/api/${id}/ping`, summary: 'A route of the test plugin', tag: 'test', access: { auth: 'anon' }, handle: async () => ({ pong: id }) });
const base = definePlugin({ id: 'probe-base', name: 'Probe base', description: 'The plugin the other requires', api: [ping('probe-base')] });
const addon = definePlugin({ id: 'probe-addon', requires: ['probe-base'], api: [ping('probe-addon')] });
const PLUGINS: PluginManifest[] = [base, addon];
const ROOT_PASSWORD = 'root-pass-1';

const pingOf = async (t: TestSite, id: string) => {
  const res = await fetch(`${t.url}/api/${id}/ping?l=en-US`);
  return { status: res.status, body: await json(res) };
};
const info = async (t: TestSite, token: string) => json(await fetch(`${t.url}/api/admin/switch/info`, { headers: { authorization: token } }));
const update = (t: TestSite, token: string, body: unknown, lang = 'en-US') =>
  fetch(`${t.url}/api/admin/switch/update?l=${lang}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
const enabledOf = async (t: TestSite, token: string) =>
  Object.fromEntries(((await info(t, token)).data.plugins as Array<{ id: string; enabled: boolean }>).map((p) => [p.id, p.enabled]));

describe('plugin enable switches on the admin switch page', () => {
  let db: TestDatabase;
  let t: TestSite;
  let root: string;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    t = await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db, PLUGINS);
    root = (await login(t, 'root', ROOT_PASSWORD, '10.81.0.1')).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('lists the installed plugins with their state and requirements', async () => {
    const body = await info(t, root);
    expect(body.data.plugins).toEqual([
      { id: 'probe-base', name: 'Probe base', description: 'The plugin the other requires', enabled: true, requires: [] },
      { id: 'probe-addon', name: 'probe-addon', description: '', enabled: true, requires: ['probe-base'] },
    ]);
    // the other switches are still there
    expect(typeof body.data.openPublicJudge).toBe('boolean');
    expect((await pingOf(t, 'probe-addon')).body.data).toEqual({ pong: 'probe-addon' });
  });

  it('lets only the super admin see or change them', async () => {
    await createUser(t, 'plain-admin', 'plain-admin-pw', ['default_user', 'admin']);
    const admin = (await login(t, 'plain-admin', 'plain-admin-pw', '10.81.0.2')).token;
    expect((await fetch(`${t.url}/api/admin/switch/info`, { headers: { authorization: admin } })).status).toBe(403);
    expect((await update(t, admin, { plugins: { 'probe-addon': false } })).status).toBe(403);
    expect((await update(t, '', { plugins: { 'probe-addon': false } })).status).toBe(401);
    expect((await pingOf(t, 'probe-addon')).status).toBe(200);
  });

  it('refuses an unknown plugin id, in both languages, and changes nothing', async () => {
    const en = await update(t, root, { plugins: { 'no-such-plugin': false }, openPublicJudge: false });
    expect(en.status).toBe(400);
    expect((await json(en)).msg).toBe('No plugin with the id no-such-plugin is installed');
    const zh = await update(t, root, { plugins: { 'no-such-plugin': false } }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect((await json(zh)).msg).toBe('没有安装 id 为 no-such-plugin 的插件');
    expect((await info(t, root)).data.openPublicJudge).toBe(true);
    const notBoolean = await update(t, root, { plugins: { 'probe-addon': 'off' } });
    expect(notBoolean.status).toBe(400);
  });

  it('switching a plugin off answers its routes with No Access at once, and switches off what requires it', async () => {
    const res = await update(t, root, { plugins: { 'probe-base': false } });
    expect(res.status).toBe(200);
    expect((await json(res)).data.alsoDisabled).toEqual(['probe-addon']);
    for (const id of ['probe-base', 'probe-addon']) {
      const answer = await pingOf(t, id);
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toMatch(/^No Access/);
    }
    expect(await enabledOf(t, root)).toEqual({ 'probe-base': false, 'probe-addon': false });
  });

  it('refuses to switch a plugin on while a plugin it requires is off, naming it', async () => {
    const res = await update(t, root, { plugins: { 'probe-addon': true } });
    expect(res.status).toBe(400);
    expect((await json(res)).msg).toBe("Plugin 'probe-addon' requires probe-base, which is off: switch probe-base on first (or in the same request)");
    const zh = await update(t, root, { plugins: { 'probe-addon': true } }, 'zh-CN');
    expect((await json(zh)).msg).toContain('probe-base');
    expect((await pingOf(t, 'probe-addon')).status).toBe(403);
  });

  it('switches both on again in one request, and their routes answer at once', async () => {
    const res = await update(t, root, { plugins: { 'probe-addon': true, 'probe-base': true } });
    expect(res.status).toBe(200);
    expect((await pingOf(t, 'probe-base')).body.data).toEqual({ pong: 'probe-base' });
    expect((await pingOf(t, 'probe-addon')).body.data).toEqual({ pong: 'probe-addon' });
  });

  it('keeps the choice over a restart (a new site on the same database), over the plugins\' defaults', async () => {
    expect((await update(t, root, { plugins: { 'probe-addon': false } })).status).toBe(200);
    await t.close();
    t = await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db, PLUGINS);
    root = (await login(t, 'root', ROOT_PASSWORD, '10.81.0.3')).token;
    expect(await enabledOf(t, root)).toEqual({ 'probe-base': true, 'probe-addon': false });
    expect((await pingOf(t, 'probe-addon')).status).toBe(403);
    expect((await pingOf(t, 'probe-base')).status).toBe(200);
  });
});

describe('a plugin switched through one web process is followed by the other at once (Redis)', () => {
  let db: TestDatabase;
  let a: TestSite;
  let b: TestSite;
  let root: string;
  const WITHIN_MS = 1000;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const env = { ADMIN_PASSWORD: ROOT_PASSWORD, REDIS_URL: testUrls.redis() };
    a = await startTestSite(env, db, PLUGINS);
    b = await startTestSite(env, db, PLUGINS);
    root = (await login(a, 'root', ROOT_PASSWORD, '10.82.0.1')).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  async function untilB(id: string, status: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 3 * WITHIN_MS && (await pingOf(b, id)).status !== status) await new Promise((r) => setTimeout(r, 20));
    return Date.now() - started;
  }

  it('switches a plugin off and on through A; B answers No Access, then serves it, within a second', async () => {
    expect((await pingOf(b, 'probe-addon')).status).toBe(200);
    expect((await update(a, root, { plugins: { 'probe-addon': false } })).status).toBe(200);
    expect(await untilB('probe-addon', 403)).toBeLessThan(WITHIN_MS);
    expect((await pingOf(b, 'probe-addon')).body.msg).toMatch(/^No Access/);
    expect((await pingOf(b, 'probe-base')).status).toBe(200);
    expect((await update(a, root, { plugins: { 'probe-addon': true } })).status).toBe(200);
    expect(await untilB('probe-addon', 200)).toBeLessThan(WITHIN_MS);
    expect(b.site.plugins.isEnabled('probe-addon')).toBe(true);
  });
});

describe('the API description', () => {
  it('describes plugins as an optional object of switch/update', async () => {
    const t = await startTestSite({}, undefined, PLUGINS);
    try {
      const doc = await json(await fetch(`${t.url}/api/openapi.json`));
      const body = doc.paths['/api/admin/switch/update'].put.requestBody.content['application/json'].schema;
      expect(body.properties.plugins).toEqual({ type: 'object' });
      expect(body.required ?? []).not.toContain('plugins');
    } finally {
      await t.close();
    }
  });
});
