import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository, type Contest } from '../src/index';

// The board fed by the real submit path and the embedded judge (no rows written by hand): submissions made in
// the contest reach the cached board through the core's own verdict events; the seal for a user, the
// admin and a guest on the outside scoreboard.

jest.setTimeout(300_000);

const MIN = 60_000;
const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';
const CE = 'def f(:\n    pass\n';

describe('the board with the judge', () => {
  let t: TestSite;
  let author: Client;
  let alice: Client;
  let bob: Client;
  let aplusb: Problem;
  let contest: Contest;

  const submit = async (client: Client, code: string): Promise<number> => {
    const res = await call(t, client, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, cid: contest.id, language: 'Python3', code });
    expect(res.code).toBe(200);
    return res.body.data.submitId;
  };
  const board = async (client: Client | undefined, path = '/api/get-contest-rank') => (await call(t, client, 'POST', path, { cid: contest.id })).body.data;
  /** The verdict is announced right after it is stored: the board may take a few ms longer than the submission's own status. */
  const eventually = async (check: () => Promise<void>) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        return await check();
      } catch (e) {
        if (Date.now() > deadline) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const row = (page: { records: Array<{ username: string }> }, username: string) => page.records.find((r) => r.username === username) as unknown as { rank: number; ac: number; submissionInfo: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-contests-b-test') }, undefined, [contests]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'jauthor', 'secret1', ['admin']);
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    [author, alice, bob] = await Promise.all([login(t, 'jauthor', 'secret1', '10.0.3.1'), login(t, 'alice', 'secret1', '10.0.3.2'), login(t, 'bob', 'secret1', '10.0.3.3')]);
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    const [{ uid }] = await t.site.container.get(SQL_RUNNER).all<{ uid: string }>("select uid from user_info where username = 'jauthor'", []);
    contest = await t.site.container.get(ContestRepository).insert({
      title: 'Judged board', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(Date.now() - 60 * MIN).toISOString(), endTime: new Date(Date.now() + 60 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: [],
      oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'jauthor', uid, gid: null,
    });
    await t.site.container.get(ContestProblemRepository).add(contest.id, aplusb.id, 'A', 'A + B', '#ff0000');
  });
  afterAll(() => t?.close());

  it('counts judged submissions made in the contest: AC, a rejected try, a compile error left out, first blood', async () => {
    // the board is read (and cached) before anything is submitted: what follows reaches it through events
    expect((await board(alice)).records).toEqual([]);
    expect((await verdictOf(t, bob, await submit(bob, WA))).status).toBe(JudgeStatus.WRONG_ANSWER);
    expect((await verdictOf(t, bob, await submit(bob, CE))).status).toBe(JudgeStatus.COMPILE_ERROR);
    expect((await verdictOf(t, alice, await submit(alice, AC))).status).toBe(JudgeStatus.ACCEPTED);
    await eventually(async () => {
      const page = await board(alice);
      expect(page.records.map((r: { username: string; rank: number; ac: number }) => [r.username, r.rank, r.ac])).toEqual([['alice', 1, 1], ['bob', 2, 0]]);
      expect(row(page, 'alice').submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: true, tryNum: 1 });
      expect(row(page, 'alice').submissionInfo.A).not.toHaveProperty('errorNum');
      expect(row(page, 'bob').submissionInfo.A).toEqual({ errorNum: 1, tryNum: 1 });
    });
  });

  it('after the seal a new AC is pending to users and guests and counts for the admin', async () => {
    const repo = t.site.container.get(ContestRepository);
    const { id: _id, createdAt: _c, updatedAt: _u, duration: _d, ...draft } = contest;
    // sealed from now: alice's accepted submission is before it, bob's next one after
    await repo.update(contest.id, { ...draft, sealRank: true, sealRankTime: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 50));
    expect((await verdictOf(t, bob, await submit(bob, AC))).status).toBe(JudgeStatus.ACCEPTED);
    await eventually(async () => {
      const admin = await board(author);
      expect(admin.sealed).toBe(false);
      expect(row(admin, 'bob')).toMatchObject({ rank: 2, ac: 1, submissionInfo: { A: { isAC: true, errorNum: 1, tryNum: 2 } } });
      expect(row(admin, 'bob').submissionInfo.A).not.toHaveProperty('isFirstAC');
    });
    const user = await board(alice);
    expect(user.sealed).toBe(true);
    expect(row(user, 'bob')).toMatchObject({ rank: 2, ac: 0, submissionInfo: { A: { errorNum: 1, pendingNum: 1, tryNum: 2 } } });
    expect(row(user, 'bob').submissionInfo.A).not.toHaveProperty('isAC');
    const guest = await board(undefined, '/api/get-contest-outside-scoreboard');
    expect(guest.records).toEqual(user.records);
  });
});
