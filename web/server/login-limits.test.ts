import { ACCOUNT_LIMITS } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { call } from './testing/api-call.js';
import { createUser, solvedSliders } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The login's defences against guessing (issue 18) over HTTP, on two web processes sharing the real
// PostgreSQL and Redis: per address 20 failed logins in 15 minutes, then 429 with Retry-After; per account
// from 10 failures the slide puzzle on every try and a wait per address doubling from 1 s to 60 s; the
// site login and the admin login alike. Redis outlives the run and other suites share it: every address
// and username here is new to this run.

jest.setTimeout(120_000);

const run = Math.random().toString(36).slice(2, 8);
let nextNet = Math.floor(Math.random() * 200);
/** A /24 of addresses nobody else has used against this Redis. */
const network = () => {
  const net = `10.${(nextNet++ % 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  return (host: number) => `${net}.${host}`;
};
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('login limits on two web processes', () => {
  let a: TestSite;
  let b: TestSite;
  beforeAll(async () => {
    a = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    b = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, a.database);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A login try on site `t` (by turns a and b when not said). */
  const tryLogin = (t: TestSite, username: string, password: string, ip: string, extra: Record<string, unknown> = {}, path = '/api/login') =>
    call(t, undefined, 'POST', path, { username, password, ...extra }, from(ip));
  const user = async (name: string, password = 'right-pw-1', roles?: Parameters<typeof createUser>[3]) => {
    const username = `${name}${run}`;
    await createUser(a, username, password, roles);
    return username;
  };
  /** Brings an account to `failures` wrong passwords, one from each new address (no puzzle needed below 10). */
  const failFromMany = async (username: string, failures: number) => {
    const ip = network();
    const answers = await Promise.all(Array.from({ length: failures }, (_, i) => tryLogin(i % 2 ? b : a, username, 'wrong-pw-1', ip(i + 1))));
    expect(answers.map((r) => r.body.msg)).toEqual(Array(failures).fill('The username or password is wrong'));
  };

  it('answers the 21st failed login of an address 429 with Retry-After, on both processes, parallel tries counted exactly', async () => {
    const ip = network()(1);
    const names = Array.from({ length: 40 }, (_, i) => `nobody${i}${run}`);
    const answers = await Promise.all(names.map((name, i) => tryLogin(i % 2 ? b : a, name, 'wrong-pw-1', ip)));
    expect(answers.filter((r) => r.code === 400).map((r) => r.body.msg)).toEqual(Array(ACCOUNT_LIMITS.LOGIN_ADDRESS_FAILURES).fill('The username or password is wrong'));
    // refused while the 20 were still being checked: come back in a second, or, once they had failed, at the window's end
    expect(answers.filter((r) => r.code === 429)).toHaveLength(40 - ACCOUNT_LIMITS.LOGIN_ADDRESS_FAILURES);
    // the right password too, and the admin login; in both languages; another address is not touched
    const owner = await user('addr');
    const limited = await tryLogin(a, owner, 'right-pw-1', ip);
    const wait = Number(limited.headers.get('retry-after'));
    expect(limited.code).toBe(429);
    expect(wait).toBeGreaterThan(ACCOUNT_LIMITS.LOGIN_GUARD_WINDOW_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_LIMITS.LOGIN_GUARD_WINDOW_SECONDS);
    expect(limited.body).toMatchObject({ msg: `Too many failed logins from your network, please try again in ${wait} seconds`, data: { retryAfter: wait } });
    const admin = await tryLogin(b, 'root', 'root-pass-1', ip, {}, '/api/admin/login');
    expect(admin.code).toBe(429);
    expect(Number(admin.headers.get('retry-after'))).toBeGreaterThan(0);
    const zh = await call(a, undefined, 'POST', '/api/login?l=zh-CN', { username: owner, password: 'right-pw-1' }, from(ip));
    expect(zh.body.msg).toMatch(/^你的网络登录失败次数过多，请 \d+ 秒后再试$/);
    expect((await tryLogin(a, owner, 'right-pw-1', network()(1))).code).toBe(200);
  });

  it('does not count successful logins against the address: a room signing in at once waits a second at most', async () => {
    const ip = network()(1);
    const names = await Promise.all(Array.from({ length: 30 }, (_, i) => user(`room${i}`)));
    const answers = await Promise.all(names.map((name, i) => tryLogin(i % 2 ? b : a, name, 'right-pw-1', ip)));
    // 20 places: tries beyond them while the others are still being checked are told to come back in a second
    expect(answers.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.LOGIN_ADDRESS_FAILURES);
    const busy = answers.filter((r) => r.code !== 200);
    for (const r of busy) {
      expect([r.code, r.headers.get('retry-after'), r.body.msg]).toEqual([429, '1', 'Many logins from your network at this moment, please try again in 1 seconds']);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const again = await Promise.all(names.filter((_, i) => answers[i].code !== 200).map((name) => tryLogin(a, name, 'right-pw-1', ip)));
    expect(again.map((r) => r.code)).toEqual(busy.map(() => 200));
    expect((await tryLogin(a, names[0], 'wrong-pw-1', ip)).body.msg).toBe('The username or password is wrong');
  });

  it('guards an account after 10 failures from any addresses: the puzzle on every try, parallel guesses counted exactly', async () => {
    const victim = await user('victim');
    const ip = network();
    // 30 parallel guesses from 30 addresses: 10 are checked, the others meet the puzzle
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin(i % 2 ? b : a, victim, 'wrong-pw-1', ip(i + 1))));
    const msgs = answers.map((r) => r.body.msg);
    expect(msgs.filter((m) => m === 'The username or password is wrong')).toHaveLength(ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
    expect(msgs.filter((m) => m === 'Please complete the slide verification first')).toHaveLength(30 - ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
    for (const r of answers.filter((x) => x.body.msg !== 'The username or password is wrong')) expect(r.body.data.requireSlider).toBe(true);

    // the owner, from an address of their own that never failed: the puzzle, and no wait
    const home = ip(200);
    const bare = await tryLogin(a, victim, 'right-pw-1', home);
    expect([bare.code, bare.body.msg, bare.body.data.requireSlider]).toEqual([400, 'Please complete the slide verification first', true]);
    const forged = await tryLogin(a, victim, 'right-pw-1', home, { sliderPass: 'made-up' });
    expect(forged.body.msg).toBe('Please complete the slide verification first');
    const [pass] = await solvedSliders(a, [home]);
    expect((await tryLogin(b, victim, 'right-pw-1', home, { sliderPass: pass })).code).toBe(200);
    // success resets the account's counter (01 §4): no puzzle for the next try from anywhere
    const after = await tryLogin(a, victim, 'wrong-pw-1', ip(201));
    expect(after.body.data).toMatchObject({ failures: 1, requireSlider: false });
  });

  it('makes an address wait between tries of a guarded account, 1 s, 2 s, 4 s..., answering early tries 429 without checking', async () => {
    const victim = await user('delay');
    await failFromMany(victim, ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
    const ip = network()(1);
    const [p1, p2, p3, p4] = await solvedSliders(a, [ip, ip, ip, ip]);
    expect((await tryLogin(a, victim, 'wrong-pw-1', ip, { sliderPass: p1 })).body.msg).toBe('The username or password is wrong');
    const waits: number[] = [];
    for (const pass of [p2, p3, p4]) {
      // at once: too early, whatever the password; the pass is not used up
      const early = await tryLogin(b, victim, 'right-pw-1', ip, { sliderPass: pass });
      expect(early.code).toBe(429);
      const wait = Number(early.headers.get('retry-after'));
      waits.push(wait);
      expect(early.body).toMatchObject({ msg: `Too many failed logins for this account, please try again in ${wait} seconds`, data: { requireSlider: true, retryAfter: wait } });
      await new Promise((r) => setTimeout(r, wait * 1000 + 150));
      expect((await tryLogin(a, victim, 'wrong-pw-1', ip, { sliderPass: pass })).body.msg).toBe('The username or password is wrong');
    }
    expect(waits).toEqual([1, 2, 4]);
    const zh = await call(a, undefined, 'POST', '/api/login?l=zh-CN', { username: victim, password: 'wrong-pw-1' }, from(ip));
    expect(zh.body.msg).toBe('请先完成滑动验证');
  });

  it('lets one of parallel tries with solved puzzles through per turn, and waits at most 60 s', async () => {
    const victim = await user('cap');
    // 16 failures: the next turn of an address comes after the longest wait
    await failFromMany(victim, ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
    const ip = network();
    const six = await solvedSliders(a, Array.from({ length: 6 }, (_, i) => ip(100 + i)));
    const more = await Promise.all(six.map((pass, i) => tryLogin(a, victim, 'wrong-pw-1', ip(100 + i), { sliderPass: pass })));
    expect(more.map((r) => r.code)).toEqual(Array(6).fill(400));
    const racer = ip(1);
    const passes = await solvedSliders(a, [racer, racer, racer, racer]);
    const answers = await Promise.all(passes.map((pass, i) => tryLogin(i % 2 ? b : a, victim, 'wrong-pw-1', racer, { sliderPass: pass })));
    expect(answers.filter((r) => r.code === 400)).toHaveLength(1);
    const early = answers.filter((r) => r.code === 429);
    expect(early).toHaveLength(3);
    for (const r of early) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(ACCOUNT_LIMITS.LOGIN_DELAY_MAX_SECONDS - 5);
    for (const r of early) expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(ACCOUNT_LIMITS.LOGIN_DELAY_MAX_SECONDS);
  });

  it('guards the admin login the same way, sharing the counters with the site login', async () => {
    const admin = await user('adm', 'admin-pw-1', ['admin']);
    await failFromMany(admin, ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
    const ip = network()(1);
    const bare = await tryLogin(b, admin, 'admin-pw-1', ip, {}, '/api/admin/login');
    expect([bare.code, bare.body.msg, bare.body.data.requireSlider]).toEqual([400, 'Please complete the slide verification first', true]);
    const [p1, p2] = await solvedSliders(a, [ip, ip]);
    expect((await tryLogin(a, admin, 'wrong-pw-1', ip, { sliderPass: p1 }, '/api/admin/login')).body.msg).toBe('The username or password is wrong');
    const early = await tryLogin(b, admin, 'admin-pw-1', ip, { sliderPass: p2 }, '/api/admin/login');
    expect([early.code, early.headers.get('retry-after')]).toEqual([429, '1']);
    await new Promise((r) => setTimeout(r, 1150));
    const ok = await tryLogin(b, admin, 'admin-pw-1', ip, { sliderPass: p2 }, '/api/admin/login');
    expect(ok.code).toBe(200);
  });
});
