import { login, mailedCode } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The site switch registerWithoutEmailCode (our deviation from 01 §5, docs/operations.md): off by default,
// the e-mailed code is required; on, registering needs no code and sends no mail.

const send = (t: TestSite, method: string, path: string, token: string | undefined, body?: unknown, ip = '10.90.0.9') =>
  fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('registering without an e-mail code (site switch, default off)', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.90.0.1')).token;
  });
  afterAll(() => t?.close());

  const register = (body: Record<string, unknown>, lang = 'en-US', ip?: string) => send(t, 'POST', `/api/register?l=${lang}`, undefined, { password: 'secret1', ...body }, ip);
  const publicConfig = async () => (await json(await send(t, 'GET', '/api/get-website-config', undefined))).data;
  const setSwitch = (on: boolean) => send(t, 'PUT', '/api/admin/switch/update', root, { registerWithoutEmailCode: on });

  it('is off by default: the switch page shows it, the page is told, and the code is required', async () => {
    expect((await json(await send(t, 'GET', '/api/admin/switch/info', root))).data.registerWithoutEmailCode).toBe(false);
    expect((await publicConfig()).registerWithoutEmailCode).toBe(false);
    const noCode = await register({ username: 'nocode', email: 'nocode@example.org' });
    expect([noCode.status, (await json(noCode)).msg]).toEqual([400, 'The verification code is required']);
    const empty = await register({ username: 'nocode', email: 'nocode@example.org', code: '' }, 'zh-CN');
    expect([empty.status, (await json(empty)).msg]).toEqual([400, '验证码不能为空']);
    const wrong = await register({ username: 'nocode', email: 'nocode@example.org', code: '12345' });
    expect([wrong.status, (await json(wrong)).msg]).toEqual([400, 'The verification code must be 6 digits']);
    // with the mailed code it works, as 01 §5 says
    expect((await send(t, 'GET', '/api/get-register-code?email=withcode@example.org', undefined)).status).toBe(200);
    const ok = await register({ username: 'withcode', email: 'withcode@example.org', code: await mailedCode(t, 'withcode@example.org') });
    expect(ok.status).toBe(200);
    await login(t, 'withcode', 'secret1', '10.90.0.2');
  });

  it('on: registering needs no code and sends no mail, and the page is told at once', async () => {
    expect((await setSwitch(true)).status).toBe(200);
    expect((await publicConfig()).registerWithoutEmailCode).toBe(true);
    const kept = await t.site.infrastructure.outbox.latest(100);
    const res = await register({ username: 'free', email: 'free@example.org' });
    expect([res.status, (await json(res)).msg]).toEqual([200, 'Thanks for registering, you can login now']);
    await login(t, 'free', 'secret1', '10.90.0.3');
    // a code sent anyway (the spec's client sends an empty one) is ignored
    expect((await register({ username: 'free2', email: 'free2@example.org', code: '' }, 'en-US', '10.90.0.8')).status).toBe(200);
    // asking for a code is refused, in both languages: no mail leaves
    const ask = await send(t, 'GET', '/api/get-register-code?l=en-US&email=someone@example.org', undefined);
    expect([ask.status, (await json(ask)).msg]).toEqual([400, 'Registering on this site needs no e-mail code: register without one']);
    const askZh = await send(t, 'GET', '/api/get-register-code?email=someone@example.org', undefined);
    expect((await json(askZh)).msg).toBe('本站注册无需邮箱验证码，请直接注册');
    expect(await t.site.infrastructure.outbox.latest(100)).toEqual(kept);
    // the other rules stay: a taken username or address is refused
    const taken = await register({ username: 'free', email: 'other@example.org' }, 'en-US', '10.90.0.7');
    expect(taken.status).toBe(409);
  });

  it('off again: the code is required again', async () => {
    expect((await setSwitch(false)).status).toBe(200);
    expect((await publicConfig()).registerWithoutEmailCode).toBe(false);
    const res = await register({ username: 'late', email: 'late@example.org' }, 'en-US', '10.90.0.6');
    expect([res.status, (await json(res)).msg]).toEqual([400, 'The verification code is required']);
  });

  it('is the super admin\'s switch only, and checked like the others', async () => {
    expect((await send(t, 'PUT', '/api/admin/switch/update', undefined, { registerWithoutEmailCode: true })).status).toBe(401);
    const bad = await send(t, 'PUT', '/api/admin/switch/update?l=en-US', root, { registerWithoutEmailCode: 'yes' });
    expect([bad.status, (await json(bad)).msg]).toEqual([400, 'registerWithoutEmailCode must be true or false']);
    expect((await publicConfig()).registerWithoutEmailCode).toBe(false);
  });
});
