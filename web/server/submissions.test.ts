import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type Problem } from '@oj/core';
import { call, verdictOf } from './testing/api-call.js';
import { createUser, login, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The main path with the embedded judge: submit → queue → runner → verdict, with the counters, the
// user's marks and the visibility rules of 01 §6. The sample problems are the site's seed.

jest.setTimeout(240_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';

describe('submitting and judging', () => {
  let t: TestSite;
  let alice: Client;
  let bob: Client;
  let root: Client;
  let aplusb: Problem;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-submissions-test') });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await createUser(t, 'nosubmit', 'secret1', ['no_submit_user']);
    await createUser(t, 'superroot', 'secret1', ['root']);
    [alice, bob, root] = await Promise.all([login(t, 'alice', 'secret1'), login(t, 'bob', 'secret1', '10.0.0.2'), login(t, 'superroot', 'secret1', '10.0.0.3')]);
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
  });
  afterAll(() => t?.close());

  it('judges an Accepted and a Wrong Answer, moves the counters once each and marks the problem', async () => {
    const ok = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: AC });
    expect(ok.code).toBe(200);
    expect(ok.body.msg).toBe('Submit code successfully');
    expect(ok.body.data).toMatchObject({ status: JudgeStatus.PENDING, username: 'alice', displayPid: '1000' });
    expect(ok.body.data.code).toBeUndefined();
    const wrong = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: WA });
    const [a, w] = [await verdictOf(t, alice, ok.body.data.submitId), await verdictOf(t, alice, wrong.body.data.submitId)];
    expect(a).toMatchObject({ status: JudgeStatus.ACCEPTED, code: AC, codeVisible: true });
    expect(w.status).toBe(JudgeStatus.WRONG_ANSWER);
    const problem = (await t.site.container.get(PROBLEM_REPOSITORY).find(aplusb.id)) as Problem;
    expect({ total: problem.total, ac: problem.ac, wa: problem.wa }).toEqual({ total: 2, ac: 1, wa: 1 });
    const marks = await call(t, alice, 'POST', '/api/get-user-problem-status', { pidList: [aplusb.id], isContestProblemList: false });
    expect(marks.body.data[aplusb.id]).toMatchObject({ status: JudgeStatus.ACCEPTED });
    const cases = await call(t, alice, 'GET', `/api/get-all-case-result?submitId=${ok.body.data.submitId}`);
    expect(cases.body.data.judgeCaseList).toHaveLength(10);
    expect(cases.body.data.judgeCaseList[0]).toMatchObject({ caseId: 1, status: 0 });
    const last = await call(t, alice, 'GET', `/api/get-last-ac-code?pid=${aplusb.id}`);
    expect(last.body.data).toEqual({ code: AC, language: 'Python3' });
    // the admin dashboard counts today's submissions (this suite's first two)
    expect((await call(t, root, 'GET', '/api/admin/dashboard/get-dashboard-info')).body.data.todayJudgeNum).toBe(2);
  });

  it('scores an OI problem by subtask and leaves an ACM problem without a score', async () => {
    const divisors = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1001')) as Problem;
    const code = readFileSync(join(__dirname, '..', 'seed', 'problems', 'divisor-pairs', 'std', 'ac.cc'), 'utf8');
    await createUser(t, 'carol', 'secret1');
    const carol = await login(t, 'carol', 'secret1', '10.0.0.4');
    const sent = await call(t, carol, 'POST', '/api/submit-problem-judge', { pid: divisors.id, language: 'C++ 17 With O2', code });
    expect((await verdictOf(t, carol, sent.body.data.submitId))).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100 });
    const cases = (await call(t, carol, 'GET', `/api/get-all-case-result?submitId=${sent.body.data.submitId}`)).body.data;
    expect(cases.judgeCaseMode).toBe('subtask_lowest');
    const groups = cases.subTaskJudgeCaseVoList as Array<{ score: number; ac: number; total: number }>;
    // the groups' scores add up to the submission's, as the runner scored them
    expect(groups.reduce((sum, g) => sum + g.score, 0)).toBe(100);
    expect(groups.every((g) => g.ac === g.total)).toBe(true);
    const acm = (await call(t, alice, 'GET', '/api/get-submission-list?onlyMine=true')).body.data.records;
    expect(acm.every((r: { score: number | null }) => r.score === null)).toBe(true);
  });

  it('refuses what 01 §5 refuses, in its words', async () => {
    const empty = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: '  \n ' });
    expect([empty.code, empty.body.msg]).toEqual([400, 'Code can not be empty']);
    const long = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'x'.repeat(65_536) });
    expect([long.code, long.body.msg]).toEqual([400, 'Code Length can not exceed 65535']);
    const lang = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Brainfuck', code: AC });
    expect(lang.code).toBe(400);
    const guest = await call(t, undefined, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: AC });
    expect(guest.code).toBe(401);
    const blocked = await login(t, 'nosubmit', 'secret1', '10.0.0.9');
    expect((await call(t, blocked, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: AC })).code).toBe(403);
  });

  it('answers 429 with the wait when a user submits within the interval', async () => {
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 60 });
    try {
      const first = await call(t, bob, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: WA });
      expect(first.code).toBe(200);
      const early = await call(t, bob, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: WA });
      expect(early.code).toBe(429);
      expect(early.body.msg).toMatch(/wait (59|60) s/);
      await verdictOf(t, bob, first.body.data.submitId);
    } finally {
      await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    }
  });

  it('shows code only to whom 01 §6 allows, and only the owner may share', async () => {
    const list = await call(t, undefined, 'GET', '/api/get-submission-list?username=alice');
    expect(list.body.data.records.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.records[0].code).toBeUndefined();
    const id = list.body.data.records.find((r: { status: number }) => r.status === 0).submitId;
    expect((await call(t, bob, 'GET', `/api/get-submission-detail?submitId=${id}`)).body.data.submission).toMatchObject({ code: '', codeVisible: false });
    expect((await call(t, root, 'GET', `/api/get-submission-detail?submitId=${id}`)).body.data.submission.codeVisible).toBe(true);
    expect((await call(t, bob, 'PUT', '/api/submission', { submitId: id, share: true })).code).toBe(403);
    // the tsv sends the whole row: only share is read
    const shared = await call(t, alice, 'PUT', '/api/submission', { submitId: id, share: true, status: 4, score: 1, uid: 'someone-else' });
    expect(shared.code).toBe(200);
    const after = (await call(t, bob, 'GET', `/api/get-submission-detail?submitId=${id}`)).body.data.submission;
    expect(after).toMatchObject({ codeVisible: true, code: AC, status: 0, username: 'alice' });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ hideNonContestSubmissionCode: true });
    expect((await call(t, bob, 'GET', `/api/get-submission-detail?submitId=${id}`)).body.data.submission.codeVisible).toBe(false);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ hideNonContestSubmissionCode: false });
    expect((await call(t, undefined, 'GET', `/api/get-submission-detail?submitId=${id}`)).code).toBe(401);
    const mine = await call(t, undefined, 'GET', '/api/get-submission-list?onlyMine=true');
    expect([mine.code, mine.body.msg]).toEqual([401, 'Please login first']);
  });

  it('lets only the super admin rejudge, judge by hand and cancel, with the counters following', async () => {
    const list = await call(t, alice, 'GET', '/api/get-submission-list?onlyMine=true');
    const wa = list.body.data.records.find((r: { status: number }) => r.status === JudgeStatus.WRONG_ANSWER);
    // a state-changing GET needs the Authorization header: the test client sends it
    expect((await call(t, alice, 'GET', `/api/admin/judge/rejudge?submitId=${wa.submitId}`)).code).toBe(403);
    const manual = await call(t, root, 'GET', `/api/admin/judge/manual-judge?submitId=${wa.submitId}&status=0&score=100`);
    expect(manual.code).toBe(200);
    let problem = (await t.site.container.get(PROBLEM_REPOSITORY).find(aplusb.id)) as Problem;
    const before = { ac: problem.ac, wa: problem.wa, total: problem.total };
    const bad = await call(t, root, 'GET', `/api/admin/judge/manual-judge?submitId=${wa.submitId}&status=5`);
    expect(bad.code).toBe(400);
    const rejudged = await call(t, root, 'GET', `/api/admin/judge/rejudge?submitId=${wa.submitId}`);
    expect([rejudged.code, rejudged.body.msg]).toEqual([200, 'Rejudge successfully']);
    expect((await verdictOf(t, alice, wa.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
    problem = (await t.site.container.get(PROBLEM_REPOSITORY).find(aplusb.id)) as Problem;
    expect({ ac: problem.ac, wa: problem.wa, total: problem.total }).toEqual({ ac: before.ac - 1, wa: before.wa + 1, total: before.total });
    const cancelled = await call(t, root, 'GET', `/api/admin/judge/cancel-judge?submitId=${wa.submitId}`);
    expect([cancelled.code, cancelled.body.msg, cancelled.body.data.status, cancelled.body.data.isManual]).toEqual([200, 'Cancel Successfully', JudgeStatus.CANCELLED, true]);
  });
});
