import { ACCOUNT_LIMITS, WebsiteConfigService } from '@oj/core';
import { cacheOf, createUser, login, mailedCode } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

const post = (t: TestSite, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const get = (t: TestSite, path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });

describe('accounts over HTTP', () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
  });
  afterAll(() => t.close());

  it('registers with an e-mailed code, signs in, reads its roles, changes its profile but not its roles, and signs out', async () => {
    const ip = { 'x-forwarded-for': '10.1.0.1' };
    const sent = await get(t, '/api/get-register-code?email=ada@example.org&l=en-US', ip);
    expect(sent.status).toBe(200);
    const code = await mailedCode(t, 'ada@example.org');
    const registered = await post(t, '/api/register?l=en-US', { username: 'ada', password: 'lovelace1', email: 'ada@example.org', code }, ip);
    expect(await json(registered)).toMatchObject({ status: 200, msg: 'Thanks for registering, you can login now' });

    const loggedIn = await post(t, '/api/login', { username: 'ada', password: 'lovelace1' }, ip);
    expect(loggedIn.status).toBe(200);
    const token = loggedIn.headers.get('authorization') as string;
    expect(loggedIn.headers.get('set-cookie')).toMatch(/^oj_session=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await json(loggedIn)).data).toMatchObject({ username: 'ada', email: 'ada@example.org', roleList: ['default_user'] });

    const auth = await json(await get(t, '/api/get-user-auth-info', { authorization: token }));
    expect(auth.data.roles).toEqual(['default_user']);
    expect(auth.data.permissions).toEqual(expect.arrayContaining(['submit:Submission', 'update:Account']));

    const changed = await post(t, '/api/change-userInfo?l=en-US', { nickname: 'Ada', school: 'Analytical', roleList: ['root'], username: 'hacker', titleName: 'Boss' }, { authorization: token });
    expect(await json(changed)).toMatchObject({ status: 200, msg: 'Update Successfully', data: { username: 'ada', nickname: 'Ada', school: 'Analytical', titleName: '', roleList: ['default_user'] } });
    const again = await json(await get(t, '/api/get-user-auth-info', { authorization: token }));
    expect(again.data.roles).toEqual(['default_user']);

    const cookieSession = await get(t, '/api/get-user-auth-info', { cookie: `oj_session=${token}` });
    expect(cookieSession.status).toBe(200);
    expect((await get(t, '/api/logout', { authorization: token })).status).toBe(200);
    expect((await get(t, '/api/get-user-auth-info', { authorization: token })).status).toBe(401);
  });

  it('answers every bad register input in the spec words, in both languages', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ username: '', password: 'secret1', email: 'a@example.org', code: '123456' }, 'The username is required', '用户名不能为空'],
      [{ username: 'x'.repeat(21), password: 'secret1', email: 'a@example.org', code: '123456' }, 'The username can be at most 20 characters', '用户名最多 20 个字符'],
      [{ username: 'bob', password: '12345', email: 'a@example.org', code: '123456' }, 'The password must be 6 to 20 characters', '密码长度为 6 到 20 个字符'],
      [{ username: 'bob', password: 'x'.repeat(21), email: 'a@example.org', code: '123456' }, 'The password must be 6 to 20 characters', '密码长度为 6 到 20 个字符'],
      [{ username: 'bob', password: 'secret1', email: 'not-an-email', code: '123456' }, 'The e-mail format is incorrect', '邮箱格式不正确'],
      [{ username: 'bob', password: 'secret1', email: 'a@example.org', code: '12345' }, 'The verification code must be 6 digits', '验证码为 6 位数字'],
      [{ username: 'bob', password: 'secret1', email: 'a@example.org', code: '123456' }, 'The verification code is wrong or has expired', '验证码错误或已过期'],
    ];
    for (const [body, en, zh] of cases) {
      const enRes = await post(t, '/api/register?l=en-US', body);
      expect([enRes.status, (await json(enRes)).msg]).toEqual([400, en]);
      expect((await json(await post(t, '/api/register?l=zh-CN', body))).msg).toBe(zh);
    }
  });

  it('refuses a taken username or e-mail, and says which are taken', async () => {
    await createUser(t, 'taken', 'secret12');
    const flags = await json(await post(t, '/api/check-username-or-email', { username: 'TAKEN', email: 'nobody@example.org' }));
    expect(flags.data).toEqual({ username: true, email: false });
    await get(t, '/api/get-register-code?email=fresh@example.org', { 'x-forwarded-for': '10.1.0.2' });
    const code = await mailedCode(t, 'fresh@example.org');
    const res = await post(t, '/api/register?l=en-US', { username: 'Taken', password: 'secret12', email: 'fresh@example.org', code });
    expect([res.status, (await json(res)).msg]).toEqual([409, 'The username already exists']);
    const mail = await get(t, '/api/get-register-code?email=taken@example.org&l=en-US', { 'x-forwarded-for': '10.1.0.3' });
    expect([mail.status, (await json(mail)).msg]).toEqual([409, 'The e-mail already exists']);
  });

  it('blocks a second register code for 60 seconds', async () => {
    const ip = { 'x-forwarded-for': '10.1.0.4' };
    expect((await get(t, '/api/get-register-code?email=wait@example.org', ip)).status).toBe(200);
    const again = await get(t, '/api/get-register-code?email=wait@example.org&l=en-US', ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect((await json(again)).msg).toMatch(/^A code was just sent: please wait \d+ seconds before asking again$/);
  });

  it('obeys the website config register flag', async () => {
    const config = t.site.container.get(WebsiteConfigService);
    await config.update({ register: false });
    try {
      const res = await get(t, '/api/get-register-code?email=closed@example.org&l=en-US', { 'x-forwarded-for': '10.1.0.5' });
      expect([res.status, (await json(res)).msg]).toEqual([403, 'Sorry, registration is closed on this site']);
    } finally {
      await config.update({ register: true });
    }
  });

  it('resets a forgotten password with a captcha and an e-mailed code, once', async () => {
    await createUser(t, 'forgetful', 'oldpass1');
    const ip = { 'x-forwarded-for': '10.1.0.6' };
    const bad = await json(await get(t, '/api/captcha'));
    expect(bad.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrongCaptcha = await post(t, '/api/apply-reset-password?l=en-US', { email: 'forgetful@example.org', captcha: 'zzzz', captchaKey: bad.data.captchaKey }, ip);
    expect([wrongCaptcha.status, (await json(wrongCaptcha)).msg]).toEqual([400, 'The captcha is wrong or has expired, please try a new one']);

    const challenge = await json(await get(t, '/api/captcha'));
    const answer = await cacheOf(t).get<string>(`captcha:${challenge.data.captchaKey}`);
    const unknown = await post(t, '/api/apply-reset-password?l=en-US', { email: 'nobody@example.org', captcha: answer, captchaKey: challenge.data.captchaKey }, ip);
    expect((await json(unknown)).msg).toBe('The e-mail does not exist');

    const challenge2 = await json(await get(t, '/api/captcha'));
    const answer2 = await cacheOf(t).get<string>(`captcha:${challenge2.data.captchaKey}`);
    expect((await post(t, '/api/apply-reset-password', { email: 'forgetful@example.org', captcha: answer2, captchaKey: challenge2.data.captchaKey }, ip)).status).toBe(200);
    const code = await mailedCode(t, 'forgetful@example.org');
    const done = await post(t, '/api/reset-password?l=en-US', { username: 'forgetful', password: 'newpass1', code });
    expect(await json(done)).toMatchObject({ status: 200, msg: 'Your password has been reset' });
    const reused = await post(t, '/api/reset-password?l=en-US', { username: 'forgetful', password: 'newpass2', code });
    expect((await json(reused)).msg).toBe('The verification code is wrong or has expired');
    await login(t, 'forgetful', 'newpass1');
    const noUser = await post(t, '/api/reset-password?l=en-US', { username: 'ghost', password: 'newpass1', code: '123456' });
    expect((await json(noUser)).msg).toBe('The username does not exist');
  });

  it('changes password and e-mail only with the current password and a different new value', async () => {
    await createUser(t, 'changer', 'first-pw');
    const { token } = await login(t, 'changer', 'first-pw', '10.1.0.7');
    const h = { authorization: token, 'x-forwarded-for': '10.1.0.7' };
    const wrong = await post(t, '/api/change-password?l=en-US', { oldPassword: 'nope-nope', newPassword: 'second-pw' }, h);
    expect((await json(wrong)).msg).toBe('The current password is wrong');
    const same = await post(t, '/api/change-password?l=en-US', { oldPassword: 'first-pw', newPassword: 'first-pw' }, h);
    expect((await json(same)).msg).toBe('The new password must differ from the old one');
    const ok = await post(t, '/api/change-password?l=zh-CN', { oldPassword: 'first-pw', newPassword: 'second-pw' }, h);
    expect(await json(ok)).toMatchObject({ status: 200, msg: '修改成功' });

    const sameMail = await get(t, '/api/get-change-email-code?email=changer@example.org&l=en-US', h);
    expect((await json(sameMail)).msg).toBe('The new e-mail must differ from the old one');
    expect((await get(t, '/api/get-change-email-code?email=new-changer@example.org', h)).status).toBe(200);
    const code = await mailedCode(t, 'new-changer@example.org');
    const changed = await post(t, '/api/change-email?l=en-US', { password: 'second-pw', newEmail: 'new-changer@example.org', code }, h);
    expect(await json(changed)).toMatchObject({ status: 200, msg: 'Update Successfully', data: { email: 'new-changer@example.org' } });
  });

  it('requires the slide puzzle from the fifth failed login, checked on the server', async () => {
    await createUser(t, 'slider', 'right-pw');
    const ip = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 1; i <= ACCOUNT_LIMITS.SLIDER_AFTER_FAILURES; i++) {
      const res = await json(await post(t, '/api/login?l=en-US', { username: 'slider', password: 'wrong-pw' }, ip));
      expect(res).toMatchObject({ status: 400, msg: 'The username or password is wrong', data: { failures: i, requireSlider: i >= 5 } });
    }
    const blocked = await json(await post(t, '/api/login?l=en-US', { username: 'slider', password: 'right-pw' }, ip));
    expect(blocked).toMatchObject({ status: 400, msg: 'Please complete the slide verification first', data: { requireSlider: true } });

    const puzzle = (await json(await get(t, '/api/get-slider-captcha', ip))).data;
    expect(puzzle).toMatchObject({ width: 325, height: 100, accuracy: 3 });
    expect(puzzle.background).toMatch(/^data:image\/png;base64,/);
    const { x } = (await cacheOf(t).get<{ x: number }>(`slider:${puzzle.sliderKey}`)) as { x: number };
    const tooFast = await json(await post(t, '/api/verify-slider-captcha?l=en-US', { sliderKey: puzzle.sliderKey, x }, ip));
    expect(tooFast.msg).toBe('Speed too fast, may be machine operation, please verify again');

    const puzzle2 = (await json(await get(t, '/api/get-slider-captcha', ip))).data;
    const answer2 = (await cacheOf(t).get<{ x: number }>(`slider:${puzzle2.sliderKey}`)) as { x: number };
    await new Promise((r) => setTimeout(r, ACCOUNT_LIMITS.SLIDER_MIN_SOLVE_MS + 50));
    const off = await json(await post(t, '/api/verify-slider-captcha?l=en-US', { sliderKey: puzzle2.sliderKey, x: answer2.x + 4 }, ip));
    expect(off.msg).toBe('Verification failed, please try again');

    const puzzle3 = (await json(await get(t, '/api/get-slider-captcha', ip))).data;
    const answer3 = (await cacheOf(t).get<{ x: number }>(`slider:${puzzle3.sliderKey}`)) as { x: number };
    await new Promise((r) => setTimeout(r, ACCOUNT_LIMITS.SLIDER_MIN_SOLVE_MS + 50));
    const passed = await json(await post(t, '/api/verify-slider-captcha', { sliderKey: puzzle3.sliderKey, x: answer3.x - 3 }, ip));
    expect(passed.status).toBe(200);
    const reuse = await json(await post(t, '/api/verify-slider-captcha?l=en-US', { sliderKey: puzzle3.sliderKey, x: answer3.x }, ip));
    expect(reuse.msg).toBe('The verification has expired, please try again');
    const ok = await post(t, '/api/login', { username: 'slider', password: 'right-pw', sliderPass: passed.data.sliderPass }, ip);
    expect(ok.status).toBe(200);
    // success resets the counter
    expect((await json(await post(t, '/api/login', { username: 'slider', password: 'wrong-pw' }, ip))).data.failures).toBe(1);
  });

  it('survives 1,000 wrong passwords from one client: blocked, never 5xx, and the owner still signs in', async () => {
    await createUser(t, 'target', 'owner-pw');
    const attacker = { 'x-forwarded-for': '10.3.0.1' };
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(t, '/api/login', { username: 'target', password: 'guess-123' }, attacker)));
      for (const a of answers) {
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        await a.arrayBuffer();
      }
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(statuses.get(429)).toBeGreaterThan(900);
    expect((statuses.get(400) ?? 0) + (statuses.get(429) ?? 0)).toBe(1000);
    await login(t, 'target', 'owner-pw', '10.3.0.2');
  });

  it('refuses a cross-site POST made with the cookie', async () => {
    await createUser(t, 'victim', 'victim-pw');
    const { token } = await login(t, 'victim', 'victim-pw', '10.4.0.1');
    const evil = await post(t, '/api/change-userInfo?l=en-US', { nickname: 'pwned' }, { cookie: `oj_session=${token}`, origin: 'https://evil.example' });
    expect([evil.status, (await json(evil)).msg]).toEqual([403, 'Cross-site requests are not allowed']);
    const same = await post(t, '/api/change-userInfo', { nickname: 'fine' }, { cookie: `oj_session=${token}`, origin: t.url });
    expect(same.status).toBe(200);
  });

  it('lets the super admin end all sessions of a user', async () => {
    await createUser(t, 'many', 'many-pw1');
    const a = await login(t, 'many', 'many-pw1', '10.5.0.1');
    const b = await login(t, 'many', 'many-pw1', '10.5.0.2');
    const root = await login(t, 'root', 'root-pass-1', '10.5.0.3');
    const uid = (await json(await get(t, '/api/get-user-home-info?username=many'))).data.uid;
    const ended = await json(await post(t, '/api/admin/user/end-sessions', { uid }, { authorization: root.token }));
    expect(ended.data.ended).toBe(2);
    for (const c of [a, b]) expect((await get(t, '/api/get-user-auth-info', { authorization: c.token })).status).toBe(401);
  });
});

describe('the other account rules, in both languages', () => {
  let t: TestSite;
  let token: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1' });
    await createUser(t, 'rules', 'rules-pw1');
    token = (await login(t, 'rules', 'rules-pw1', '10.12.0.1')).token;
  });
  afterAll(() => t.close());

  const cases: Array<[string, string, unknown, string, string]> = [
    ['POST', '/api/apply-reset-password', { email: 'rules@example.org', captcha: '', captchaKey: 'k' }, 'The captcha must be 1 to 8 characters', '图形验证码长度为 1 到 8 个字符'],
    ['POST', '/api/apply-reset-password', { email: 'rules@example.org', captcha: '123456789', captchaKey: 'k' }, 'The captcha must be 1 to 8 characters', '图形验证码长度为 1 到 8 个字符'],
    ['POST', '/api/apply-reset-password', { email: 'nope', captcha: 'abcd', captchaKey: 'k' }, 'The e-mail format is incorrect', '邮箱格式不正确'],
    ['POST', '/api/reset-password', { username: 'ghost', password: 'newpass1', code: '123456' }, 'The username does not exist', '用户名不存在'],
    ['POST', '/api/reset-password', { username: 'rules', password: '123', code: '123456' }, 'The password must be 6 to 20 characters', '密码长度为 6 到 20 个字符'],
    ['POST', '/api/change-password', { oldPassword: '', newPassword: 'whatever1' }, 'The password is required', '密码不能为空'],
    ['POST', '/api/change-password', { oldPassword: 'wrong-pw1', newPassword: 'whatever1' }, 'The current password is wrong', '当前密码错误'],
    ['POST', '/api/change-password', { oldPassword: 'rules-pw1', newPassword: 'rules-pw1' }, 'The new password must differ from the old one', '新密码不能与旧密码相同'],
    ['POST', '/api/change-email', { password: 'rules-pw1', newEmail: '', code: '123456' }, 'The e-mail is required', '邮箱不能为空'],
    ['POST', '/api/change-email', { password: 'rules-pw1', newEmail: 'rules@example.org', code: '123456' }, 'The new e-mail must differ from the old one', '新邮箱不能与旧邮箱相同'],
    ['POST', '/api/change-userInfo', { mobile: 'call me' }, 'The mobile number is invalid', '手机号不正确'],
    ['POST', '/api/change-userInfo', { nickname: 'n'.repeat(21) }, 'The nickname can be at most 20 characters', '昵称最多 20 个字符'],
    ['POST', '/api/change-userInfo', { gender: 'robot' }, 'The gender must be male, female or secrecy', '性别只能是男、女或保密'],
  ];

  it.each(cases)('%s %s %j', async (method, path, body, en, zh) => {
    for (const [lang, expected] of [['en-US', en], ['zh-CN', zh]]) {
      const res = await fetch(`${t.url}${path}?l=${lang}`, { method, headers: { 'content-type': 'application/json', authorization: token, 'x-forwarded-for': `10.12.1.${lang.length}` }, body: JSON.stringify(body) });
      expect([res.status, (await json(res)).msg]).toEqual([400, expected]);
    }
  });

  it("says 'Update Successfully' in both languages", async () => {
    for (const [lang, expected] of [['en-US', 'Update Successfully'], ['zh-CN', '修改成功']]) {
      const res = await fetch(`${t.url}/api/change-userInfo?l=${lang}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ school: lang }) });
      expect((await json(res)).msg).toBe(expected);
    }
  });
});
