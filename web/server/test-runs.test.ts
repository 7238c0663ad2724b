import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE_PROTOCOL_VERSION, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, TEST_RUN_RATE_LIMIT, TestRunService, USER_REPOSITORY, type JudgeEvent, type Problem } from '@oj/core';
import { call } from './testing/api-call.js';
import { cacheOf, createUser, login, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Test runs (01 §4 "Test run") with the embedded judge on the seeded A+B: the user's input, the
// expected output given or taken from a sample, the verdict and output read back by the key.

jest.setTimeout(240_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const CRASH = 'import sys\nsys.exit(3)\n';

/** Polls every 200 ms until the run leaves Pending, Compiling and Judging. */
async function resultOf(t: TestSite, client: Client, key: string): Promise<Record<string, unknown> & { status: number }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { code, body } = await call(t, client, 'GET', `/api/get-test-judge-result?testJudgeKey=${key}`);
    expect(code).toBe(200);
    if (![5, 6, 7].includes(body.data.status)) return body.data;
    if (Date.now() > deadline) throw new Error(`test run ${key} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('test runs', () => {
  let t: TestSite;
  let alice: Client;
  let bob: Client;
  let carol: Client;
  let aplusb: Problem;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-test-runs-test') });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await createUser(t, 'carol', 'secret1');
    [alice, bob, carol] = await Promise.all([login(t, 'alice', 'secret1'), login(t, 'bob', 'secret1', '10.0.0.2'), login(t, 'carol', 'secret1', '10.0.0.3')]);
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
  });
  afterAll(() => t?.close());

  const run = (client: Client | undefined, body: Record<string, unknown>) =>
    call(t, client, 'POST', '/api/submit-problem-test-judge', { pid: aplusb.id, type: 'public', language: 'Python3', code: AC, ...body });

  it('judges custom input against the given expected output, and shows the output', async () => {
    const ok = await run(alice, { userInput: '20 22\n', expectedOutput: '42\n' });
    expect(ok.code).toBe(200);
    expect(typeof ok.body.data).toBe('string');
    const wrong = await run(alice, { userInput: '20 22\n', expectedOutput: '41\n' });
    const [a, w] = [await resultOf(t, alice, ok.body.data), await resultOf(t, alice, wrong.body.data)];
    expect(a).toMatchObject({ status: JudgeStatus.ACCEPTED, userInput: '20 22\n', expectedOutput: '42\n', userOutput: '42\n', problemJudgeMode: 'default' });
    expect(typeof a.time).toBe('number');
    expect(typeof a.memory).toBe('number');
    expect(a.sampleIndex).toBeUndefined();
    expect(w).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, expectedOutput: '41\n', userOutput: '42\n' });
  });

  it("takes the expected output from the sample whose input it is, and names the sample", async () => {
    const sample = await run(alice, { userInput: '1 2   \n\n', expectedOutput: '' });
    const r = await resultOf(t, alice, sample.body.data);
    expect(r).toMatchObject({ status: JudgeStatus.ACCEPTED, sampleIndex: 1, userOutput: '3\n' });
    expect(String(r.expectedOutput).trim()).toBe('3');
    // a run that fails the sample names no sample
    const failed = await resultOf(t, alice, (await run(alice, { code: 'print(4)\n', userInput: '1 2' })).body.data);
    expect(failed.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(String(failed.expectedOutput).trim()).toBe('3');
    expect(failed.sampleIndex).toBeUndefined();
  });

  it('accepts a clean run without an expected output, with nothing to compare', async () => {
    const r = await resultOf(t, alice, (await run(alice, { userInput: '5 6' })).body.data);
    expect(r).toMatchObject({ status: JudgeStatus.ACCEPTED, expectedOutput: null, userOutput: '11\n' });
  });

  it('shows why a crashing program failed', async () => {
    const r = await resultOf(t, bob, (await run(bob, { code: CRASH, userInput: '1 1', expectedOutput: '2' })).body.data);
    expect(r.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(String(r.stderr)).toMatch(/3/);
  });

  it('refuses what 01 §5 refuses, and keeps each run to its owner', async () => {
    const long = await run(bob, { userInput: 'x'.repeat(1001) });
    expect([long.code, long.body.msg]).toEqual([400, 'The test input can be at most 1000 characters']);
    const guest = await run(undefined, { userInput: '1 2' });
    expect(guest.code).toBe(401);
    expect((await call(t, undefined, 'GET', '/api/get-test-judge-result?testJudgeKey=abc')).code).toBe(401);
    const lang = await run(bob, { language: 'Brainfuck', userInput: '1 2' });
    expect(lang.code).toBe(400);
    const contest = await run(bob, { type: 'contest', userInput: '1 2' });
    expect(contest.code).toBe(404);
    const mine = await run(bob, { userInput: '1 2' });
    const other = await call(t, alice, 'GET', `/api/get-test-judge-result?testJudgeKey=${mine.body.data}`);
    expect([other.code, other.body.msg]).toEqual([404, 'The test run does not exist or has expired']);
    expect((await call(t, bob, 'GET', '/api/get-test-judge-result?testJudgeKey=nosuchkey')).code).toBe(404);
    await resultOf(t, bob, mine.body.data);
  });

  it('ends an abandoned run in System Error, never moves a finished run back, and drops unknown keys', async () => {
    const uid = (await t.site.container.get(USER_REPOSITORY).findByUsername('bob'))!.uid;
    const base = { v: JUDGE_PROTOCOL_VERSION, taskId: 't', attempt: 1, judger: 'test', kind: 'test-run' as const };
    // a run the runner never took: stored as submit stores it, then given up by the queue
    await cacheOf(t).set('test-run:stuck', { uid, status: JudgeStatus.PENDING, time: null, memory: null, stderr: null, userInput: '1 2', expectedOutput: null, userOutput: null, problemJudgeMode: 'default' }, 60);
    const service = t.site.container.get(TestRunService);
    await service.onEvent({ ...base, submissionId: 'test-run:stuck', type: 'abandoned', reason: 'delivery-limit' } as JudgeEvent);
    await service.onEvent({ ...base, submissionId: 'test-run:stuck', type: 'judging', totalCases: 1 } as JudgeEvent);
    const r = await call(t, bob, 'GET', '/api/get-test-judge-result?testJudgeKey=stuck');
    expect(r.body.data).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, stderr: expect.stringContaining('delivery-limit') });
    await service.onEvent({ ...base, submissionId: 'test-run:gone', type: 'compiling' } as JudgeEvent);
    expect(await cacheOf(t).get('test-run:gone')).toBeUndefined();
  });

  it('answers 429 with the wait past the pace limit', async () => {
    const keys: string[] = [];
    for (let i = 0; i < TEST_RUN_RATE_LIMIT.points; i++) {
      const ok = await run(carol, { userInput: `${i} 1` });
      expect(ok.code).toBe(200);
      keys.push(ok.body.data);
    }
    const early = await run(carol, { userInput: '1 1' });
    expect(early.code).toBe(429);
    expect(early.body.msg).toMatch(/wait \d+ s/);
    for (const key of keys) await resultOf(t, carol, key);
  });
});
