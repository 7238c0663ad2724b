import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE_PROTOCOL_VERSION, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type Problem, type SiteSwitches } from '@oj/core';
import { call, statusOf, verdictOf } from './testing/api-call.js';
import { createUser, login, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Fair judging (issue 18, docs/submissions.md "Fair judging"): the submit pace, the captcha trigger and the
// cap on waiting submissions hold under parallel requests; the queue gets one task per user and class at a
// time; and with the embedded judge, one user's sleeping programs do not hold another user's A+B.

jest.setTimeout(240_000);

const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
const AB_C = '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n';
const SLEEP_C = '#include <unistd.h>\nint main(void) { sleep(60); return 0; }\n';
let users = 0;

/** A fresh user signed in from an address of their own. */
async function newUser(t: TestSite, roles?: Parameters<typeof createUser>[3]): Promise<Client> {
  const name = `fair${++users}`;
  await createUser(t, name, 'secret1', roles);
  return login(t, name, 'secret1', `10.7.0.${users}`);
}

const submit = (t: TestSite, client: Client, pid: number, code = AB_PY, language = 'Python3') => call(t, client, 'POST', '/api/submit-problem-judge', { pid, language, code });

describe('submit limits under parallel requests, and fair dispatch (no runner: submissions stay waiting)', () => {
  let t: TestSite;
  let aplusb: Problem;
  const switches = (changes: Partial<SiteSwitches>) => t.site.container.get(SITE_SWITCHES_REPOSITORY).update(changes);

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' });
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
  });
  afterAll(() => t?.close());

  it('takes one of 8 parallel submits within the submit interval', async () => {
    await switches({ defaultSubmitInterval: 8, waitingSubmissionLimit: 0 });
    const user = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(t, user, aplusb.id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused.map((a) => a.code)).toEqual(Array(7).fill(429));
    expect(refused[0].body.msg).toMatch(/^You are submitting too fast/);
  });

  it('takes exactly the cap of 8 parallel submits, and says why in both languages', async () => {
    await switches({ defaultSubmitInterval: 0, waitingSubmissionLimit: 3 });
    const user = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(t, user, aplusb.id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 429).map((a) => a.body.msg)).toEqual(Array(5).fill('You have too many submissions waiting; wait for a verdict'));
    const zh = await fetch(`${t.url}/api/submit-problem-judge?l=zh-CN`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: user.token }, body: JSON.stringify({ pid: aplusb.id, language: 'Python3', code: AB_PY }),
    });
    expect([zh.status, ((await zh.json()) as { msg: string }).msg]).toEqual([429, '你等待评测的提交过多，请等待评测结果']);
  });

  it('asks for the captcha from the 21st of parallel submits within 5 minutes, not later', async () => {
    await switches({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    const user = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 26 }, () => submit(t, user, aplusb.id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(6);
    expect(refused.every((a) => a.code === 400 && a.body.data?.requireCaptcha === true)).toBe(true);
  });

  it('queues one task per user and class: a user’s next waits in the table until the one before it has a verdict', async () => {
    await switches({ defaultSubmitInterval: 0, waitingSubmissionLimit: 3 });
    const queue = t.site.infrastructure.judgeQueue;
    const before = (await queue.depth()).tasks;
    const flooder = await newUser(t);
    const other = await newUser(t);
    const flood = [];
    for (let i = 0; i < 3; i++) flood.push((await submit(t, flooder, aplusb.id)).body.data.submitId as number);
    const single = (await submit(t, other, aplusb.id)).body.data.submitId as number;
    // the flooder's first and the other user's only one are on the queue; the flooder's two others wait
    expect((await queue.depth()).tasks - before).toBe(2);
    // a runner's verdict on the flooder's first sends the second
    await queue.publishEvent({
      v: JUDGE_PROTOCOL_VERSION, taskId: `fair-${flood[0]}`, submissionId: String(flood[0]), attempt: 1, judger: 'test', kind: 'submission',
      type: 'done', status: JudgeStatus.WRONG_ANSWER, timeMs: 1, memoryKb: 1, cases: [],
    });
    for (let i = 0; i < 100 && (await queue.depth()).tasks - before < 3; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await queue.depth()).tasks - before).toBe(3);
    const rows = await call(t, flooder, 'POST', '/api/check-submissions-status', { submitIds: [...flood, single] });
    expect(rows.body.data[flood[0]].status).toBe(JudgeStatus.WRONG_ANSWER);
  });
});

describe('a flooder and another user on the embedded judge (one slot)', () => {
  let t: TestSite;
  let aplusb: Problem;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '1', JUDGE_WORK_DIR: join(tmpdir(), 'oj-fair-judging-test') });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 3 });
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    // 200 ms: a sleeping case is stopped by its wall limit W = max(2 × 200, 200 + 1000) = 1200 ms
    await t.site.infrastructure.database.orm.em.fork().getConnection().execute('update problem set time_limit = 200 where id = ?', [aplusb.id]);
  });
  afterAll(() => t?.close());

  it("judges another user's A+B within about one of the flooder's cases, before the flooder's second submission", async () => {
    const W = Math.max(2 * 200, 200 + 1000);
    const victim = await newUser(t);
    const flooder = await newUser(t);
    // the time a lone A+B takes here (compile and ten cases), with nothing else judging
    const soloStart = Date.now();
    const solo = (await submit(t, victim, aplusb.id, AB_C, 'C')).body.data.submitId as number;
    expect((await verdictOf(t, victim, solo)).status).toBe(JudgeStatus.ACCEPTED);
    const soloMs = Date.now() - soloStart;

    const flood: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await submit(t, flooder, aplusb.id, SLEEP_C, 'C');
      expect(res.code).toBe(200);
      flood.push(res.body.data.submitId);
    }
    expect((await submit(t, flooder, aplusb.id, SLEEP_C, 'C')).code).toBe(429);
    // the flooder's first is judging its ten sleeping cases (≈ 10 × W)
    for (let i = 0; i < 200 && (await statusOf(t, flooder, flood[0])) !== JudgeStatus.JUDGING; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await statusOf(t, flooder, flood[0])).toBe(JudgeStatus.JUDGING);

    const sent = Date.now();
    const mine = (await submit(t, victim, aplusb.id, AB_C, 'C')).body.data.submitId as number;
    const verdict = await verdictOf(t, victim, mine);
    const waited = Date.now() - sent;
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
    const flooderNow = (await call(t, flooder, 'POST', '/api/check-submissions-status', { submitIds: flood })).body.data;
    // the flooder's second had not started: it still waits for the first
    expect(flooderNow[flood[1]].status).toBe(JudgeStatus.PENDING);
    // compile + 2 × W, with a 3× margin for a loaded machine (the lone A+B stands for compile and its own cases)
    expect(waited).toBeLessThan(3 * (soloMs + 2 * W));
    // without turns it would wait for the rest of the flooder's ten cases
    expect(waited).toBeLessThan(10 * W);
    console.log(`fair judging: the other user's A+B took ${waited} ms behind the flooder (lone: ${soloMs} ms, W = ${W} ms)`);
    // each task's wait for a runner is on /metrics (the runner echoes enqueuedAt on 'compiling')
    const waits = await t.site.metrics.registry.getSingleMetricAsString('oj_judge_wait_seconds');
    expect(Number(/oj_judge_wait_seconds_count\{kind="submission"\} (\d+)/.exec(waits)?.[1])).toBeGreaterThanOrEqual(3);
  });
});
