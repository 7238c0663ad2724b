import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqlOf } from '@oj/adapters';
import { CASE_MESSAGE_KEEP, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type Problem } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { call, verdictOf } from './testing/api-call.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// What a case result tells beyond its status (01 §3 judge case, §6): the start of the program's output
// and the checker's message, to the owner and admins only, and the authors' SPA / ADM badges of the rows.
// The embedded judge runs the seed's special-judge problem 1002 (split n into two positive parts).

jest.setTimeout(240_000);

// two numbers, neither positive: the checker says 'wrong answer 0 and 0 are not both positive'
const ZEROES = 'print(0, 0)\n';
// a long line before the answer: the stored output is an excerpt, the checker's message stays whole
const LONG = `print('9' * 5000)\n`;

describe('case details and author badges', () => {
  let t: TestSite;
  let alice: Client;
  let bob: Client;
  let keeper: Client;
  let boss: Client;
  let split: Problem;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-case-details-test') });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await createUser(t, 'keeper', 'secret1', ['admin']);
    await createUser(t, 'boss', 'secret1', ['root']);
    [alice, bob, keeper, boss] = await Promise.all([login(t, 'alice', 'secret1'), login(t, 'bob', 'secret1', '10.0.0.2'), login(t, 'keeper', 'secret1', '10.0.0.3'), login(t, 'boss', 'secret1', '10.0.0.4')]);
    split = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1002')) as Problem;
  });
  afterAll(() => t?.close());

  const openCaseResult = (open: boolean) => sqlOf(t.site.infrastructure.database.orm).run('update problem set open_case_result = ? where id = ?', [open, split.id]);
  const submit = async (who: Client, code: string) => {
    const answer = await call(t, who, 'POST', '/api/submit-problem-judge', { pid: split.id, language: 'Python3', code });
    expect(answer.code).toBe(200);
    return answer.body.data.submitId as number;
  };
  const casesOf = async (who: Client, submitId: number) => (await call(t, who, 'GET', `/api/get-all-case-result?submitId=${submitId}`)).body.data;

  it("shows a Wrong Answer case's checker message and output to its owner, not to another user; with case results closed only admins read them", async () => {
    const id = await submit(alice, ZEROES);
    expect((await verdictOf(t, alice, id)).status).toBe(JudgeStatus.WRONG_ANSWER);

    const own = await casesOf(alice, id);
    expect(own.judgeCaseList[0]).toMatchObject({ caseId: 1, status: JudgeStatus.WRONG_ANSWER, message: 'wrong answer 0 and 0 are not both positive', userOutput: '0 0\n' });
    const other = await casesOf(bob, id);
    expect(other.judgeCaseList[0]).toMatchObject({ caseId: 1, status: JudgeStatus.WRONG_ANSWER, message: null, userOutput: null });
    expect(other.judgeCaseList).toHaveLength(own.judgeCaseList.length);

    await openCaseResult(false);
    try {
      expect(await casesOf(alice, id)).toBeNull();
      expect(await casesOf(bob, id)).toBeNull();
      expect((await casesOf(keeper, id)).judgeCaseList[0]).toMatchObject({ message: 'wrong answer 0 and 0 are not both positive', userOutput: '0 0\n' });
    } finally {
      await openCaseResult(true);
    }
  });

  it('keeps only the start of a long output, and nothing for an Accepted case', async () => {
    const id = await submit(alice, LONG);
    await verdictOf(t, alice, id);
    const [first] = (await casesOf(alice, id)).judgeCaseList;
    expect(first.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(first.userOutput).toBe('9'.repeat(1000));
    expect(first.message.length).toBeLessThanOrEqual(CASE_MESSAGE_KEEP);

    const ac = await submit(alice, 'n = int(input())\nprint(1, n - 1)\n');
    expect((await verdictOf(t, alice, ac)).status).toBe(JudgeStatus.ACCEPTED);
    const cases = (await casesOf(alice, ac)).judgeCaseList as Array<{ userOutput: string | null; message: string | null; score: number | null }>;
    expect(cases.every((c) => c.userOutput === null)).toBe(true);
    // an ACM problem's cases pass or fail: no score (the page then shows no score column), never 0
    expect(split.type).toBe(0);
    expect(cases.map((c) => c.score)).toEqual(cases.map(() => null));
  });

  it('stores an output holding NUL (a text column refuses it, and with it the whole verdict): NUL shows as U+FFFD', async () => {
    const id = await submit(alice, 'import sys\nsys.stdout.write("0\\x000\\n")\n');
    // the checker may call it wrong or badly presented; what matters is that it was stored
    expect([JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR]).toContain((await verdictOf(t, alice, id)).status);
    const [first] = (await casesOf(alice, id)).judgeCaseList;
    expect(first.userOutput).toBe('0\ufffd0\n');
    // the verdicts after it are not held up behind it
    const next = await submit(alice, ZEROES);
    expect((await verdictOf(t, alice, next)).status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it("marks the authors' rows: SPA for root, ADM for an admin, nothing for a user, in the list, the status check and the detail", async () => {
    const ids = { boss: await submit(boss, ZEROES), keeper: await submit(keeper, ZEROES), bob: await submit(bob, ZEROES) };
    const list = (await call(t, undefined, 'GET', `/api/get-submission-list?problemID=1002&completeProblemID=true&limit=50`)).body.data.records as Array<{ submitId: number; authorRole: string | null }>;
    const roleOf = (id: number) => list.find((r) => r.submitId === id)?.authorRole;
    expect([roleOf(ids.boss), roleOf(ids.keeper), roleOf(ids.bob)]).toEqual(['root', 'admin', null]);
    const checked = (await call(t, undefined, 'POST', '/api/check-submissions-status', { submitIds: Object.values(ids) })).body.data;
    expect([checked[ids.boss].authorRole, checked[ids.keeper].authorRole, checked[ids.bob].authorRole]).toEqual(['root', 'admin', null]);
    expect((await call(t, alice, 'GET', `/api/get-submission-detail?submitId=${ids.keeper}`)).body.data.submission.authorRole).toBe('admin');
    for (const id of Object.values(ids)) await verdictOf(t, alice, id);
  });
});
