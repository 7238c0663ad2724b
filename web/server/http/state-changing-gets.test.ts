import { definePlugin, defineRoute, SPEC_STATE_CHANGING_GETS, unguardedStateChangingGets, type PluginManifest } from '@oj/core';
import { createUser, login } from '../testing/accounts.js';
import { json } from '../testing/http.js';
import { installedPlugins } from '../testing/installed-plugins.js';
import { startTestSite, type TestSite } from '../testing/test-site.js';

// Issue 18 item 9: every GET of the spec that changes something (SPEC_STATE_CHANGING_GETS), and every such
// GET a plugin declares, is mounted with `changesState`, so a link on another site cannot trigger it with
// the session cookie alone. This holds the site as it runs: the core's routes and every installed plugin's.
// And the Origin check believes X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).

describe('state-changing GET routes', () => {
  let t: TestSite;
  let plugins: PluginManifest[];
  let token: string;

  beforeAll(async () => {
    plugins = await installedPlugins();
    t = await startTestSite({}, undefined, plugins);
    await createUser(t, 'csrf-root', 'csrf-pw-1', ['root']);
    token = (await login(t, 'csrf-root', 'csrf-pw-1')).token;
  });
  afterAll(() => t?.close());

  it('mounts every listed GET with changesState (the core\'s and every plugin\'s)', () => {
    const extra = plugins.flatMap((p) => p.stateChangingGets ?? []);
    expect(unguardedStateChangingGets(t.site.routes.map((m) => m.route), extra)).toEqual([]);
    // the list reaches what is mounted today: logouts, codes, judge actions, md images, generated accounts, the remote imports (bank and trainings)
    const mounted = new Set(t.site.routes.filter((m) => m.route.method === 'GET').map((m) => m.route.path));
    // (the trainings' import only where the trainings plugin is installed: CI also runs this without plugins)
    const trainings = plugins.some((p) => p.id === 'trainings') ? ['/api/admin/training/import-remote-oj-problem'] : [];
    const contests = plugins.some((p) => p.id === 'contests') ? ['/api/admin/contest/import-remote-oj-problem', '/api/admin/judge/rejudge-contest-problem'] : [];
    const discussions = plugins.some((p) => p.id === 'discussions') ? ['/api/comment-like', '/api/discussion-like'] : [];
    expect(SPEC_STATE_CHANGING_GETS.filter((g) => mounted.has(g.path)).map((g) => g.path).sort()).toEqual([
      '/api/admin/judge/cancel-judge', '/api/admin/judge/manual-judge', '/api/admin/judge/rejudge', '/api/admin/logout',
      '/api/admin/problem/import-remote-oj-problem', ...trainings, ...contests, ...discussions, '/api/file/delete-md-img', '/api/file/generate-user-excel',
      '/api/get-change-email-code', '/api/get-register-code', '/api/logout', '/api/resubmit',
      // the message centre's lists mark what they return read (core: mounted with or without plugins)
      '/api/msg/comment', '/api/msg/like', '/api/msg/mine', '/api/msg/reply', '/api/msg/sys',
    ].sort());
  });

  it('refuses each of them with the session cookie alone, and the session stays', async () => {
    const listed = new Set([...SPEC_STATE_CHANGING_GETS.map((g) => g.path), ...plugins.flatMap((p) => p.stateChangingGets ?? [])]);
    const paths = t.site.routes.filter((m) => m.route.method === 'GET' && listed.has(m.route.path)).map((m) => m.route.path);
    for (const path of paths) {
      const res = await fetch(`${t.url}${path}?l=en-US`, { headers: { cookie: `oj_session=${token}` } });
      expect([path, res.status, (await json(res)).msg]).toEqual([path, 403, 'This request must carry the Authorization header or a CSRF token']);
    }
    expect((await fetch(`${t.url}/api/get-user-auth-info`, { headers: { authorization: token } })).status).toBe(200);
  });

  it('ends the session with the CSRF token', async () => {
    const other = await login(t, 'csrf-root', 'csrf-pw-1', '10.0.0.2');
    const csrf = (await json(await fetch(`${t.url}/api/get-user-auth-info`, { headers: { authorization: other.token } }))).data.csrfToken as string;
    expect((await fetch(`${t.url}/api/logout`, { headers: { cookie: `oj_session=${other.token}`, 'x-csrf-token': csrf } })).status).toBe(200);
    expect((await fetch(`${t.url}/api/get-user-auth-info`, { headers: { authorization: other.token } })).status).toBe(401);
  });

  it('refuses a plugin that declares a listed GET without changesState', () => {
    const route = (path: string) => defineRoute({ method: 'GET', path, summary: 'x', tag: 'test', access: { auth: 'login' }, handle: () => null });
    expect(() => definePlugin({ id: 'likes', api: [route('/api/discussion-like')] })).toThrow("plugin 'likes': GET /api/discussion-like change state and must be declared with changesState");
    expect(() => definePlugin({ id: 'own', api: [route('/api/own/clear')], stateChangingGets: ['/api/own/clear'] })).toThrow(/GET \/api\/own\/clear/);
    expect(() => definePlugin({ id: 'own', api: [{ ...route('/api/own/clear'), changesState: true }], stateChangingGets: ['/api/own/clear'] })).not.toThrow();
  });

  it('does not believe X-Forwarded-Host without a trusted proxy (TRUST_PROXY=0)', async () => {
    const forged = await fetch(`${t.url}/api/login?l=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ username: 'csrf-root', password: 'csrf-pw-1' }),
    });
    expect([forged.status, (await json(forged)).msg]).toEqual([403, 'Cross-site requests are not allowed']);
  });
});
