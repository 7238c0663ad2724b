import { SECRET_CHECK_LIMITS } from '@oj/core';
import { testUrls } from '../../../adapters/src/testing/service-urls';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import trainings from '../src/index';

// Guessing a private training's password (issue 18 item 7): register-training goes through the core's
// SecretCheckLimiter, per user and training and per address, on two web processes sharing Redis, with
// parallel guesses. Redis outlives the run and other suites share it: addresses and names are this run's.

jest.setTimeout(120_000);

const run = Math.random().toString(36).slice(2, 8);
const net = `10.88.${Math.floor(Math.random() * 250) + 1}`;
const WRONG = 'The training password is wrong, please enter it again';

describe('register-training behind the secret check limiter', () => {
  let a: TestSite;
  let b: TestSite;
  let tid: number;
  let other: number;
  const users: Record<string, Client> = {};

  beforeAll(async () => {
    a = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1' }, undefined, [trainings]);
    b = await startTestSite({ REDIS_URL: testUrls.redis(), TRUST_PROXY: '1' }, a.database, [trainings]);
    for (const name of ['boss', 'guesser', 'second', 'third', 'fourth', 'honest']) {
      await createUser(a, `${name}${run}`, 'secret-1', name === 'boss' ? ['root'] : undefined);
      users[name] = await login(a, `${name}${run}`, 'secret-1', `${net}.${Object.keys(users).length + 1}`);
    }
    const category = await call(a, users.boss, 'POST', '/api/admin/training/category', { name: 'Secret' });
    const make = async (title: string) => {
      const created = await call(a, users.boss, 'POST', '/api/admin/training', { training: { title, description: 'x', auth: 'Private', privatePwd: 'open-sesame' }, trainingCategory: { id: category.body.data.id } });
      expect(created.code).toBe(200);
      return created.body.data.id as number;
    };
    tid = await make('Locked');
    other = await make('Also locked');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A registration try on site `t` (a unless said). */
  const register = (who: Client, training: number, password: string, ip: string, lang = 'en-US', t = a) =>
    call(t, who, 'POST', `/api/register-training?l=${lang}`, { tid: training, password }, { 'x-forwarded-for': ip });

  it('checks 10 wrong passwords of one user for one training, parallel ones counted exactly, then answers 429 with Retry-After', async () => {
    const ip = `${net}.100`;
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => register(users.guesser, tid, `guess-${i}`, ip, 'en-US', i % 2 ? a : b)));
    expect(answers.filter((r) => r.code === 400).map((r) => r.body.msg)).toEqual(Array(SECRET_CHECK_LIMITS.perUserAndSubject.points).fill(WRONG));
    const limited = answers.filter((r) => r.code === 429);
    expect(limited).toHaveLength(25 - SECRET_CHECK_LIMITS.perUserAndSubject.points);
    for (const r of limited) {
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(SECRET_CHECK_LIMITS.perUserAndSubject.durationSeconds - 60);
      expect(r.body.msg).toBe(`Too many wrong tries, please try again in ${wait} seconds`);
    }
    // the right password is not even checked now; in both languages
    expect((await register(users.guesser, tid, 'open-sesame', ip)).code).toBe(429);
    expect((await register(users.guesser, tid, 'open-sesame', ip, 'zh-CN')).body.msg).toMatch(/^错误尝试次数过多，请 \d+ 秒后再试$/);
    // another training, and another user on this one, are counted apart
    expect((await register(users.guesser, other, 'nope', ip)).body.msg).toBe(WRONG);
    expect((await register(users.honest, tid, 'open-sesame', `${net}.101`)).code).toBe(200);
  });

  it('stops an address at 30 wrong passwords, whichever users and trainings, and counts a right one as nothing', async () => {
    const ip = `${net}.150`;
    // 3 users × 2 trainings × 6 wrong guesses = 36 in parallel from one address: 30 are checked
    const guesses = ['second', 'third', 'fourth'].flatMap((name) => [tid, other].flatMap((training) => Array.from({ length: 6 }, (_, i) => ({ who: users[name], training, password: `w${i}` }))));
    const answers = await Promise.all(guesses.map((g, i) => register(g.who, g.training, g.password, ip, 'en-US', i % 2 ? a : b)));
    expect(answers.filter((r) => r.body.msg === WRONG)).toHaveLength(SECRET_CHECK_LIMITS.perAddress.points);
    expect(answers.filter((r) => r.code === 429)).toHaveLength(guesses.length - SECRET_CHECK_LIMITS.perAddress.points);
    // the same users from another address go on; a right password there costs nothing
    expect((await register(users.second, tid, 'open-sesame', `${net}.151`)).code).toBe(200);
    expect((await register(users.third, tid, 'w-again', `${net}.151`)).body.msg).toBe(WRONG);
  });
});
