import { hashToken } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Item 18 of issue 18: POST /api/admin/dashboard/get-sessions, the dashboard's recent sessions as a call of
// its own, on the real PostgreSQL: who may call it, whose sessions each admin sees, paging, and that no row
// carries anything that could open a session.

const PATH = '/api/admin/dashboard/get-sessions';

describe('the dashboard\'s recent sessions (get-sessions)', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let problemAdmin: Client;
  let user: Client;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    await createUser(t, 'sess-admin', 'admin-pw-1', ['admin']);
    await createUser(t, 'sess-padmin', 'padmin-pw-1', ['problem_admin']);
    await createUser(t, 'sess-user', 'user-pw-1');
    root = await login(t, 'root', 'root-pass-1', '10.61.0.1');
    admin = await login(t, 'sess-admin', 'admin-pw-1', '10.61.0.2');
    problemAdmin = await login(t, 'sess-padmin', 'padmin-pw-1', '10.61.0.3');
    user = await login(t, 'sess-user', 'user-pw-1', '10.61.0.4');
    // a second session of the admin, later, from another address
    await login(t, 'sess-admin', 'admin-pw-1', '10.61.0.5');
  });
  afterAll(() => t.close());

  it('is for the admin roles only: 401 for a guest, 403 for a user', async () => {
    expect((await call(t, undefined, 'POST', PATH)).code).toBe(401);
    const refused = await call(t, user, 'POST', PATH);
    expect(refused.code).toBe(403);
    expect(refused.body.status).toBe(403);
  });

  it('shows the super admin every live session, newest first, with user, address, browser and time', async () => {
    const { code, body } = await call(t, root, 'POST', PATH);
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ total: 5, current: 1, size: 10 });
    const rows = body.data.records;
    expect(rows.map((r: { username: string; ip: string }) => `${r.username}@${r.ip}`)).toEqual([
      'sess-admin@10.61.0.5', 'sess-user@10.61.0.4', 'sess-padmin@10.61.0.3', 'sess-admin@10.61.0.2', 'root@10.61.0.1',
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['current', 'gmtCreate', 'ip', 'uid', 'userAgent', 'username']);
    expect(rows[0].userAgent).toBe('node');
    expect(Date.parse(rows[0].gmtCreate)).toBeGreaterThan(Date.now() - 60_000);
    // the caller's own session is marked, and nothing in the answer could open one
    expect(rows.filter((r: { current: boolean }) => r.current).map((r: { username: string }) => r.username)).toEqual(['root']);
    const text = JSON.stringify(body);
    for (const token of [root, admin, problemAdmin, user].map((c) => c.token)) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashToken(token));
    }
  });

  it('shows an admin and a problem admin their own sessions only', async () => {
    const mine = await call(t, admin, 'POST', PATH);
    expect(mine.code).toBe(200);
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.records.map((r: { ip: string; current: boolean }) => [r.ip, r.current])).toEqual([['10.61.0.5', false], ['10.61.0.2', true]]);
    const theirs = await call(t, problemAdmin, 'POST', PATH);
    expect(theirs.body.data.records.map((r: { username: string }) => r.username)).toEqual(['sess-padmin']);
  });

  it('pages with currentPage and limit like every list, and leaves ended sessions out', async () => {
    const second = await call(t, root, 'POST', `${PATH}?currentPage=2&limit=2`);
    expect(second.body.data).toMatchObject({ total: 5, current: 2, size: 2 });
    expect(second.body.data.records.map((r: { username: string }) => r.username)).toEqual(['sess-padmin', 'sess-admin']);
    expect(await call(t, root, 'POST', `${PATH}?limit=0`)).toMatchObject({ code: 400, body: { msg: 'limit is too small' } });
    expect((await call(t, root, 'POST', `${PATH}?currentPage=x`)).code).toBe(400);
    expect((await call(t, user, 'GET', '/api/logout')).code).toBe(200);
    const after = await call(t, root, 'POST', PATH);
    expect(after.body.data.total).toBe(4);
    expect(after.body.data.records.some((r: { username: string }) => r.username === 'sess-user')).toBe(false);
  });

  it('leaves the sessions out of get-dashboard-info (one call for one list)', async () => {
    const { body } = await call(t, admin, 'GET', '/api/admin/dashboard/get-dashboard-info');
    expect(body.data).toEqual({ userNum: 4, todayJudgeNum: 0, runnerNum: 0 });
  });
});
