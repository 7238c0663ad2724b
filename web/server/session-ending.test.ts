import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { call } from './testing/api-call.js';
import { cacheOf, createUser, login, mailedCode, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Sessions after a password changes (issue 18 item 8), on two web processes sharing the real PostgreSQL
// and Redis (where sessions are cached): a change of one's own password ends the other sessions and keeps
// the current one; a password reset and an admin's new password end them all. An ended session is refused
// at once on both processes, though each had it cached.

jest.setTimeout(60_000);

const run = Math.random().toString(36).slice(2, 8);
/** Addresses of this run only (Redis outlives it, and other suites share it). */
const ip = (n: number) => `10.77.${Math.floor(Math.random() * 250) + 1}.${n}`;

describe('sessions after a password change, on two web processes', () => {
  let a: TestSite;
  let b: TestSite;
  let root: Client;
  beforeAll(async () => {
    a = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    b = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, a.database);
    root = await login(a, 'root', 'root-pass-1', ip(1));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const authInfo = (t: TestSite, c: Client) => call(t, c, 'GET', '/api/get-user-auth-info');
  /** Three sessions of a new user, each used once on both processes (so both have them cached). */
  async function threeSessions(name: string, password: string): Promise<{ username: string; sessions: Client[] }> {
    const username = `${name}${run}`;
    await createUser(a, username, password);
    const sessions = [await login(a, username, password, ip(2)), await login(b, username, password, ip(3)), await login(a, username, password, ip(4))];
    for (const s of sessions) for (const t of [a, b]) expect((await authInfo(t, s)).code).toBe(200);
    return { username, sessions };
  }
  const uidOf = async (username: string) => (await call(a, undefined, 'GET', `/api/get-user-home-info?username=${username}`)).body.data.uid as string;

  it('ends every other session when users change their own password, and keeps the one they changed it in', async () => {
    const { username, sessions: [current, ...others] } = await threeSessions('self', 'old-pass-1');
    const changed = await call(b, current, 'POST', '/api/change-password', { oldPassword: 'old-pass-1', newPassword: 'new-pass-1' });
    expect(changed).toMatchObject({ code: 200, body: { msg: 'Update Successfully' } });
    for (const t of [a, b]) {
      for (const other of others) expect((await authInfo(t, other)).code).toBe(401);
      expect((await authInfo(t, current)).code).toBe(200);
    }
    // the current session goes on working for what it is used for
    expect((await call(a, current, 'POST', '/api/change-userInfo', { nickname: 'Still here' })).code).toBe(200);
    await expect(login(b, username, 'old-pass-1', ip(5))).rejects.toThrow(/400/);
    await login(b, username, 'new-pass-1', ip(5));
  });

  it('ends every session of the account on a password reset with the e-mailed code', async () => {
    const { username, sessions } = await threeSessions('reset', 'old-pass-2');
    const challenge = await call(a, undefined, 'GET', '/api/captcha');
    const answer = await cacheOf(a).get<string>(`captcha:${challenge.body.data.captchaKey}`);
    const applied = await call(b, undefined, 'POST', '/api/apply-reset-password', { email: `${username}@example.org`, captcha: answer, captchaKey: challenge.body.data.captchaKey }, { 'x-forwarded-for': ip(6) });
    expect(applied.code).toBe(200);
    const code = await mailedCode(a, `${username}@example.org`);
    expect((await call(a, undefined, 'POST', '/api/reset-password', { username, password: 'new-pass-2', code })).body.msg).toBe('Your password has been reset');
    for (const t of [a, b]) for (const s of sessions) expect((await authInfo(t, s)).code).toBe(401);
    await login(b, username, 'new-pass-2', ip(7));
  });

  it("ends every session of the user when an admin sets a new password on the user's page", async () => {
    const { username, sessions } = await threeSessions('admset', 'old-pass-3');
    const uid = await uidOf(username);
    const edit = { uid, username, email: `${username}@example.org`, realname: '', type: 1002, status: 0, titleName: '', titleColor: '', setNewPwd: true, password: 'new-pass-3' };
    expect((await call(b, root, 'PUT', '/api/admin/user/edit-user', edit)).code).toBe(200);
    for (const t of [a, b]) for (const s of sessions) expect((await authInfo(t, s)).code).toBe(401);
    // the admin's own session is not touched
    expect((await authInfo(a, root)).code).toBe(200);
    await login(a, username, 'new-pass-3', ip(8));
  });
});
