import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, siteDate, type Problem } from '@oj/core';
import { sqlOf } from '@oj/adapters';
import { call } from './testing/api-call.js';
import { createUser, login, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Rankings, the home figures and a user's profile figures, read from submissions judged by the
// embedded judge: ann solves 1000 and 1001, ben 1000 after a WA, cat 1001 after two WAs on 1000.

jest.setTimeout(300_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';
const OI_AC = readFileSync(join(__dirname, '../seed/problems/divisor-pairs/std/ac.cc'), 'utf8');
const CPP = 'C++ 17 With O2';

async function judged(t: TestSite, client: Client, pid: number, language: string, code: string): Promise<{ status: number; oiRankScore: number }> {
  const sent = await call(t, client, 'POST', '/api/submit-problem-judge', { pid, language, code });
  if (sent.code !== 200) throw new Error(`submit failed: ${sent.code} ${sent.body.msg}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { body } = await call(t, client, 'GET', `/api/get-submission-detail?submitId=${sent.body.data.submitId}`);
    const s = body.data.submission;
    if (![5, 6, 7, 9].includes(s.status)) return s;
    if (Date.now() > deadline) throw new Error(`submission still ${s.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls `read` until `ok` holds (a verdict's event lands just after the detail shows it). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const names = (records: Array<{ username: string }>) => records.map((r) => r.username);

describe('submission statistics, rankings and profile figures', () => {
  let t: TestSite;
  let ann: Client;
  let ben: Client;
  let cat: Client;
  let root: Client;
  let aplusb: Problem;
  let divisors: Problem;
  let oi: { aplusb: number; divisors: number };

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-submission-stats-test') });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    for (const name of ['ann', 'ben', 'cat', 'idle']) await createUser(t, name, 'secret1');
    await createUser(t, 'statroot', 'secret1', ['root']);
    [ann, ben, cat, root] = await Promise.all([
      login(t, 'ann', 'secret1', '10.1.0.1'), login(t, 'ben', 'secret1', '10.1.0.2'), login(t, 'cat', 'secret1', '10.1.0.3'), login(t, 'statroot', 'secret1', '10.1.0.4'),
    ]);
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    aplusb = (await problems.findByProblemId('1000')) as Problem;
    divisors = (await problems.findByProblemId('1001')) as Problem;
    const annAc = await judged(t, ann, aplusb.id, 'Python3', AC);
    const annOi = await judged(t, ann, divisors.id, CPP, OI_AC);
    expect([annAc.status, annOi.status]).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
    oi = { aplusb: annAc.oiRankScore, divisors: annOi.oiRankScore };
    expect((await judged(t, ben, aplusb.id, 'Python3', WA)).status).toBe(JudgeStatus.WRONG_ANSWER);
    await judged(t, ben, aplusb.id, 'Python3', AC);
    await judged(t, cat, aplusb.id, 'Python3', WA);
    await judged(t, cat, aplusb.id, 'Python3', WA);
    expect((await judged(t, cat, divisors.id, CPP, OI_AC)).status).toBe(JudgeStatus.ACCEPTED);
  });
  afterAll(() => t?.close());

  it('ranks ACM by solved desc then submissions asc, OI by score desc, only users who submitted', async () => {
    const acm = await call(t, undefined, 'GET', '/api/get-rank-list?type=0');
    expect(acm.body.data).toMatchObject({ total: 3, current: 1, size: 30 });
    expect(acm.body.data.records.map((r: { username: string; ac: number; total: number }) => [r.username, r.ac, r.total])).toEqual([['ann', 2, 2], ['ben', 1, 2], ['cat', 1, 3]]);
    expect(acm.body.data.records[0].score).toBeUndefined();
    expect(oi.divisors).toBeGreaterThan(oi.aplusb);
    const oiRank = await call(t, undefined, 'GET', '/api/get-rank-list?type=1');
    expect(oiRank.body.data.records.map((r: { username: string; score: number }) => [r.username, r.score])).toEqual([
      ['ann', oi.aplusb + oi.divisors], ['cat', oi.divisors], ['ben', oi.aplusb],
    ]);
    const paged = await call(t, undefined, 'GET', '/api/get-rank-list?type=0&limit=2&currentPage=2');
    expect([paged.body.data.total, names(paged.body.data.records)]).toEqual([3, ['cat']]);
  });

  it('searches by username or nickname fragment, wildcards taken literally', async () => {
    expect(names((await call(t, undefined, 'GET', '/api/get-rank-list?type=0&searchUser=BE')).body.data.records)).toEqual(['ben']);
    const none = await call(t, undefined, 'GET', `/api/get-rank-list?type=0&searchUser=${encodeURIComponent('%')}`);
    expect(none.body.data).toMatchObject({ total: 0, records: [] });
    expect(names((await call(t, undefined, 'GET', '/api/get-rank-list?type=1&searchUser=idle')).body.data.records)).toEqual([]);
  });

  it('gives the 7-day AC rank and today\'s submission counts', async () => {
    const rank = await call(t, undefined, 'GET', '/api/get-recent-seven-ac-rank');
    expect(rank.code).toBe(200);
    expect(rank.body.data.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([['ann', 2], ['ben', 1], ['cat', 1]]);
    expect(Object.keys(rank.body.data[0]).sort()).toEqual(['ac', 'authorRole', 'avatar', 'titleColor', 'titleName', 'uid', 'username']);
    const week = (await call(t, undefined, 'GET', '/api/get-last-week-submission-statistics')).body.data;
    expect(week.dateStr).toHaveLength(7);
    expect(week.dateStr[6]).toBe(siteDate(new Date()));
    expect(week.totalCountList).toEqual([0, 0, 0, 0, 0, 0, 7]);
    expect(week.acCountList).toEqual([0, 0, 0, 0, 0, 0, 4]);
  });

  it('shows a user\'s solved list, scores, difficulty counts and heatmap', async () => {
    const home = (await call(t, undefined, 'GET', '/api/get-user-home-info?username=ann')).body.data;
    expect(home).toMatchObject({ total: 2, solvedList: ['1000', '1001'], scoreList: [oi.aplusb, oi.divisors], solvedGroupByDifficulty: { 1: 1, 4: 1 } });
    const catHome = (await call(t, undefined, 'GET', '/api/get-user-home-info?username=cat')).body.data;
    expect(catHome).toMatchObject({ total: 3, solvedList: ['1001'], solvedGroupByDifficulty: { 4: 1 } });
    const heat = (await call(t, undefined, 'GET', '/api/get-user-calendar-heatmap?username=cat')).body.data;
    expect(heat).toEqual({ dataList: [{ date: siteDate(new Date()), count: 3 }], endDate: siteDate(new Date()) });
    const idle = (await call(t, undefined, 'GET', '/api/get-user-home-info?username=idle')).body.data;
    expect(idle).toMatchObject({ total: 0, solvedList: [], scoreList: [], solvedGroupByDifficulty: {} });
  });

  it('drops the cached ranks and the week chart after a verdict (the event, not the hour); forceRefresh recounts for admins only', async () => {
    const total = async () => (await call(t, undefined, 'GET', '/api/get-rank-list?type=0&searchUser=ben')).body.data.records[0].total;
    const week = async (client?: Client, force = false) => {
      const data = (await call(t, client, 'GET', `/api/get-last-week-submission-statistics${force ? '?forceRefresh=true' : ''}`)).body.data;
      return [data.totalCountList[6], data.acCountList[6]];
    };
    expect(await total()).toBe(2);
    expect(await week()).toEqual([7, 4]);
    await judged(t, ben, aplusb.id, 'Python3', WA);
    expect(await eventually(total, (n) => n === 3)).toBe(3);
    // the chart the home page reads follows the verdict at once, not after its hour in the cache
    expect(await eventually(week, ([n]) => n === 8)).toEqual([8, 4]);

    // a change no verdict announced (a database edit): the cached week stays, but an admin can recount it
    await sqlOf(t.site.infrastructure.database.orm).run(`update submission set status = ${JudgeStatus.ACCEPTED} where submit_id = (select max(submit_id) from submission)`);
    expect(await week(ben, true)).toEqual([8, 4]);
    expect(await week(root, true)).toEqual([8, 5]);
    // the recount is what everyone reads now
    expect(await week()).toEqual([8, 5]);
  });
});
