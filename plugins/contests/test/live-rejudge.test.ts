import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository, type Contest } from '../src/index';

// The rejudge page's flow (issue 21 item 4) with the embedded judge: wrong stored verdicts are judged again
// through the admin's rejudge-contest-problem (what the page's buttons call) and the new verdicts flow into the
// board, the problem's AC/Total, the balloon list with its first blood, and the scroll board's submissions.

jest.setTimeout(300_000);

const MIN = 60_000;
const AC_CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA_CODE = 'print(0)\n';

describe('rejudging a contest problem', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let root: Client;
  let author: Client;
  let alice: Client;
  let aplusb: Problem;
  let contest: Contest;
  const uid: Record<string, string> = {};
  let start: number;

  const insert = async (user: string, minute: number, status: number, code: string) => {
    await sql.run(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       values (?, 'A', ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, ?, ?, 'Python3')`,
      [aplusb.id, contest.id, contest.id, aplusb.id, uid[user], user, new Date(start + minute * MIN), status, code.length, code],
    );
  };
  const board = async () => (await call(t, author, 'POST', '/api/get-contest-rank', { cid: contest.id })).body.data;
  const table = (page: { records: Array<{ username: string; rank: number; ac: number; submissionInfo: Record<string, { isFirstAC: boolean; errorNum: number }> }> }) =>
    page.records.map((r) => [r.username, r.rank, r.ac, r.submissionInfo.A?.isFirstAC ?? false, r.submissionInfo.A?.errorNum ?? 0]);
  const balloons = async () =>
    (await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${contest.id}`)).body.data.records.map((r: { username: string; firstBlood: boolean }) => [r.username, r.firstBlood]);
  const eventually = async (check: () => Promise<void>) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        return await check();
      } catch (e) {
        if (Date.now() > deadline) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-contests-live-rejudge') }, undefined, [contests]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    sql = t.site.container.get(SQL_RUNNER);
    await createUser(t, 'rroot', 'secret1', ['root']);
    await createUser(t, 'rauthor', 'secret1', ['admin']);
    for (const name of ['alice', 'bob', 'carol']) await createUser(t, name, 'secret1');
    for (const name of ['rauthor', 'alice', 'bob', 'carol']) uid[name] = (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    [root, author, alice] = await Promise.all([login(t, 'rroot', 'secret1', '10.0.5.1'), login(t, 'rauthor', 'secret1', '10.0.5.2'), login(t, 'alice', 'secret1', '10.0.5.3')]);
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    start = Date.now() - 60 * MIN;
    contest = await t.site.container.get(ContestRepository).insert({
      title: 'Rejudged', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(start + 120 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: [],
      oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'rauthor', uid: uid.rauthor, gid: null,
    });
    await t.site.container.get(ContestProblemRepository).add(contest.id, aplusb.id, 'A', 'A + B', '#e64980');
    // stored verdicts a broken checker gave: alice's right code was 'WA', bob's wrong code 'AC' (first blood)
    await insert('alice', 10, -1, AC_CODE);
    await insert('bob', 20, 0, WA_CODE);
    await insert('carol', 30, 0, AC_CODE);
  });
  afterAll(() => t?.close());

  it('moves the board, AC/Total, the balloons and first blood to the new verdicts', async () => {
    expect(table(await board())).toEqual([['bob', 1, 1, true, 0], ['carol', 2, 1, false, 0], ['alice', 3, 0, false, 1]]);
    expect(await balloons()).toEqual([['carol', false], ['bob', true]]);
    // the page's table: AC/Total as the contest's admin reads them
    expect((await call(t, root, 'GET', `/api/get-contest-problem?cid=${contest.id}`)).body.data[0]).toMatchObject({ pid: aplusb.id, displayId: 'A', ac: 2, total: 3 });

    // the page's buttons call the admin route; only the super admin may
    expect((await call(t, author, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${contest.id}&pid=${aplusb.id}`)).code).toBe(403);
    const rejudged = await call(t, root, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${contest.id}&pid=${aplusb.id}`);
    expect(rejudged).toMatchObject({ code: 200, body: { msg: 'Rejudge successfully', data: { count: 3 } } });

    await eventually(async () => {
      const statuses = await sql.all<{ username: string; status: number }>('select username, status from submission where cid = ? order by submit_time', [contest.id]);
      expect(statuses.map((s) => [s.username, s.status])).toEqual([['alice', 0], ['bob', -1], ['carol', 0]]);
    });
    // the board follows the judge's events (no forceRefresh): alice now has first blood, bob a rejected try
    await eventually(async () => expect(table(await board())).toEqual([['alice', 1, 1, true, 0], ['carol', 2, 1, false, 0], ['bob', 3, 0, false, 1]]));
    expect(await balloons()).toEqual([['carol', false], ['alice', true]]);
    expect((await call(t, root, 'GET', `/api/get-contest-problem?cid=${contest.id}`)).body.data[0]).toMatchObject({ ac: 2, total: 3 });
    const scroll = (await call(t, author, 'GET', `/api/get-contest-scroll-board-submission?cid=${contest.id}`)).body.data;
    expect(scroll.map((s: { username: string; status: number }) => [s.username, s.status])).toEqual([['alice', 0], ['bob', -1], ['carol', 0]]);
    expect((await call(t, author, 'GET', `/api/get-contest-scroll-board-info?cid=${contest.id}`)).body.data).toMatchObject({ rankedTotal: 3, medals: { gold: 0, silver: 0, bronze: 0 } });
    // a user never sees the admin's tools
    expect((await call(t, alice, 'GET', `/api/get-contest-ac-info?cid=${contest.id}`)).code).toBe(403);
  });
});
