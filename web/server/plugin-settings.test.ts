import { definePlugin, defineRoute, PluginSettings } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Issue 9: a plugin's settings (its manifest's `settings`) are set by the super admin through the switch
// page's API; the plugin's code reads them with PluginSettings.get. Saved values survive a restart and
// reach every web process at once.

const ID = 'probe-settings';
const probe = definePlugin({
  id: ID,
  settings: [
    { key: 'pageSize', labelKey: 'probe.pageSize', type: 'integer', default: 30, min: 5, max: 100 },
    { key: 'guests', labelKey: 'probe.guests', type: 'boolean', default: false },
    { key: 'motto', labelKey: 'probe.motto', type: 'string', default: 'hello', maxLength: 10 },
  ],
  i18n: { 'en-US': { 'probe.pageSize': 'Page size', 'probe.guests': 'Guests', 'probe.motto': 'Motto' }, 'zh-CN': { 'probe.pageSize': '每页数量', 'probe.guests': '访客', 'probe.motto': '格言' } },
  api: [defineRoute({ method: 'GET', path: `/api/${ID}/now`, summary: 'What the plugin reads now', tag: 'test', access: { auth: 'anon' }, handle: ({ get }) => get(PluginSettings).get(ID) })],
});
const ROOT_PASSWORD = 'root-pass-1';

const readNow = async (t: TestSite) => (await json(await fetch(`${t.url}/api/${ID}/now`))).data;
const info = async (t: TestSite, token: string, lang = 'en-US') => json(await fetch(`${t.url}/api/admin/switch/info?l=${lang}`, { headers: { authorization: token } }));
const update = async (t: TestSite, token: string, body: unknown, lang = 'en-US') => {
  const res = await fetch(`${t.url}/api/admin/switch/update?l=${lang}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
  return { status: res.status, body: await json(res) };
};

describe('plugin settings on the admin switch page', () => {
  let db: TestDatabase;
  let t: TestSite;
  let root: string;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    t = await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db, [probe]);
    root = (await login(t, 'root', ROOT_PASSWORD, '10.83.0.1')).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('lists each plugin\'s settings with labels in the reader\'s language, defaults and values', async () => {
    const en = await info(t, root);
    expect(en.data.pluginSettings[ID]).toEqual([
      { key: 'pageSize', labelKey: 'probe.pageSize', label: 'Page size', description: '', type: 'integer', default: 30, min: 5, max: 100, value: 30 },
      { key: 'guests', labelKey: 'probe.guests', label: 'Guests', description: '', type: 'boolean', default: false, value: false },
      { key: 'motto', labelKey: 'probe.motto', label: 'Motto', description: '', type: 'string', default: 'hello', maxLength: 10, value: 'hello' },
    ]);
    expect((await info(t, root, 'zh-CN')).data.pluginSettings[ID][0].label).toBe('每页数量');
    expect(await readNow(t)).toEqual({ pageSize: 30, guests: false, motto: 'hello' });
  });

  it('saves settings, and the plugin reads the new values at once', async () => {
    const saved = await update(t, root, { pluginSettings: { [ID]: { pageSize: 50, guests: true } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pluginSettings[ID].map((s: { value: unknown }) => s.value)).toEqual([50, true, 'hello']);
    expect(await readNow(t)).toEqual({ pageSize: 50, guests: true, motto: 'hello' });
  });

  it('refuses a wrong type, a value out of range, an unknown key or plugin with 400 naming it, saving nothing', async () => {
    const wrongType = await update(t, root, { pluginSettings: { [ID]: { pageSize: 'many', motto: 'ok' } } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe(`The setting ${ID}.pageSize must be an integer`);
    expect(wrongType.body.data.problems).toEqual([{ field: `${ID}.pageSize`, msg: `The setting ${ID}.pageSize must be an integer` }]);
    const range = await update(t, root, { pluginSettings: { [ID]: { pageSize: 500 } } }, 'zh-CN');
    expect(range).toMatchObject({ status: 400, body: { msg: `设置项 ${ID}.pageSize 必须是 5 到 100 之间的整数` } });
    expect((await update(t, root, { pluginSettings: { [ID]: { guests: 'yes' } } })).body.msg).toBe(`The setting ${ID}.guests must be true or false`);
    expect((await update(t, root, { pluginSettings: { [ID]: { motto: 'far too long for it' } } })).body.msg).toBe(`The setting ${ID}.motto can not exceed 10 characters`);
    expect((await update(t, root, { pluginSettings: { [ID]: { colour: 'red' } } })).body.msg).toBe(`Plugin '${ID}' has no setting colour`);
    expect((await update(t, root, { pluginSettings: { nope: {} } })).body.msg).toBe('No plugin with the id nope is installed');
    expect((await update(t, root, { pluginSettings: [] })).status).toBe(400);
    // a refused setting leaves the other switches sent with it as they were
    expect((await update(t, root, { pluginSettings: { [ID]: { pageSize: 0 } }, openPublicJudge: false })).status).toBe(400);
    expect((await info(t, root)).data.openPublicJudge).toBe(true);
    expect(await readNow(t)).toEqual({ pageSize: 50, guests: true, motto: 'hello' });
  });

  it('lets only the super admin read or save them', async () => {
    await createUser(t, 'settings-admin', 'settings-admin-pw', ['default_user', 'admin']);
    const admin = (await login(t, 'settings-admin', 'settings-admin-pw', '10.83.0.2')).token;
    expect((await update(t, admin, { pluginSettings: { [ID]: { pageSize: 10 } } })).status).toBe(403);
    expect((await update(t, '', { pluginSettings: { [ID]: { pageSize: 10 } } })).status).toBe(401);
    expect((await readNow(t)).pageSize).toBe(50);
  });

  it('keeps the saved values over a restart', async () => {
    await t.close();
    t = await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db, [probe]);
    expect(await readNow(t)).toEqual({ pageSize: 50, guests: true, motto: 'hello' });
  });
});

describe('plugin settings saved through one web process reach the other at once (Redis)', () => {
  let db: TestDatabase;
  let a: TestSite;
  let b: TestSite;
  const WITHIN_MS = 1000;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const env = { ADMIN_PASSWORD: ROOT_PASSWORD, REDIS_URL: testUrls.redis() };
    a = await startTestSite(env, db, [probe]);
    b = await startTestSite(env, db, [probe]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('saves through A; B reads the new value within a second', async () => {
    const root = (await login(a, 'root', ROOT_PASSWORD, '10.84.0.1')).token;
    expect((await readNow(b)).pageSize).toBe(30);
    expect((await update(a, root, { pluginSettings: { [ID]: { pageSize: 75 } } })).status).toBe(200);
    const started = Date.now();
    while (Date.now() - started < 3 * WITHIN_MS && (await readNow(b)).pageSize !== 75) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(await readNow(b)).toEqual({ pageSize: 75, guests: false, motto: 'hello' });
  });
});
