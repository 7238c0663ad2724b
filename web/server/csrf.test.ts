import { definePlugin, defineRoute } from '@oj/core';
import { coreMigrations } from '@oj/migrations';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The spec has GET routes that change state (resubmit, admin/judge/*, delete-md-img). A link or an image
// on another site makes the browser send the session cookie with such a GET (SameSite=Lax allows
// top-level navigations), so those routes accept only the Authorization header or the CSRF token.

let changes = 0;
const probe = definePlugin({
  id: 'csrf-probe',
  migrations: [{ name: '0001-probe', up: ['create table csrf_probe (id serial primary key)'] }],
  api: [
    defineRoute({
      method: 'GET', path: '/api/csrf-probe/resubmit', summary: 'A state-changing GET for the test', tag: 'test',
      access: { auth: 'login' }, changesState: true,
      handle: async () => ({ changes: ++changes }),
    }),
  ],
});

describe('state-changing GET routes and cross-site requests', () => {
  let t: TestSite;
  let token: string;
  let csrfToken: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1' }, undefined, [probe]);
    await createUser(t, 'clicker', 'clicker-pw');
    token = (await login(t, 'clicker', 'clicker-pw', '10.7.0.1')).token;
    csrfToken = (await json(await fetch(`${t.url}/api/get-user-auth-info`, { headers: { authorization: token } }))).data.csrfToken;
  });
  afterAll(() => t.close());

  it('does nothing when a cross-site link or form sends only the cookie', async () => {
    const before = changes;
    const link = await fetch(`${t.url}/api/csrf-probe/resubmit?l=en-US`, { headers: { cookie: `oj_session=${token}`, referer: 'https://evil.example/page' } });
    expect([link.status, (await json(link)).msg]).toEqual([403, 'This request must carry the Authorization header or a CSRF token']);
    const forged = await fetch(`${t.url}/api/csrf-probe/resubmit?csrf=guess`, { headers: { cookie: `oj_session=${token}` } });
    expect(forged.status).toBe(403);
    expect(changes).toBe(before);
  });

  it('runs with the Authorization header, or with the cookie and the CSRF token', async () => {
    const before = changes;
    expect((await fetch(`${t.url}/api/csrf-probe/resubmit`, { headers: { authorization: token } })).status).toBe(200);
    expect((await fetch(`${t.url}/api/csrf-probe/resubmit`, { headers: { cookie: `oj_session=${token}`, 'x-csrf-token': csrfToken } })).status).toBe(200);
    expect(changes).toBe(before + 2);
  });

  it("runs the plugin's migrations after the core's", async () => {
    const rows = await t.site.infrastructure.database.orm.em.fork().getConnection().execute<Array<{ owner: string; name: string }>>('select owner, name from oj_migrations order by seq');
    expect(rows.map((r) => `${r.owner}/${r.name}`)).toEqual([...coreMigrations.map((m) => `core/${m.name}`), 'csrf-probe/0001-probe']);
  });

  it('refuses a cross-site login form', async () => {
    const res = await fetch(`${t.url}/api/login?l=en-US`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: JSON.stringify({ username: 'clicker', password: 'clicker-pw' }) });
    expect([res.status, (await json(res)).msg]).toEqual([403, 'Cross-site requests are not allowed']);
  });

  it('takes the host from X-Forwarded-Host behind a trusted proxy (TRUST_PROXY=1), and only that', async () => {
    const login = (origin: string, forwardedHost: string) =>
      fetch(`${t.url}/api/login?l=en-US`, { method: 'POST', headers: { 'content-type': 'application/json', origin, 'x-forwarded-host': forwardedHost }, body: JSON.stringify({ username: 'clicker', password: 'clicker-pw' }) });
    expect((await login('https://oj.example.org', 'oj.example.org')).status).toBe(200);
    // the nearest proxy's value counts: a client's own value in front of it does not
    expect((await login('https://evil.example', 'evil.example, oj.example.org')).status).toBe(403);
  });
});
