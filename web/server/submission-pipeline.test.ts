import {
  EmbeddedRequeue,
  EVENT_BUS,
  JUDGE_PROTOCOL_VERSION,
  JUDGE_QUEUE,
  JudgeStatus,
  PROBLEM_REPOSITORY,
  SITE_SWITCHES_REPOSITORY,
  SUBMISSION_REPOSITORY,
  USER_REPOSITORY,
  SubmissionOutboxJob,
  AdminJudgeService,
  type JudgeEvent,
  type JudgeQueue,
  type JudgeTask,
  type Problem,
} from '@oj/core';
import { cacheOf, createUser, login, type Client } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The pipeline's promises without a runner: this test plays the runner on the site's real queue, so it
// can send duplicated, stale and out-of-order events, take the queue away, and restart the site.

async function post(t: TestSite, client: Client, path: string, body: unknown) {
  const res = await fetch(`${t.url}${path}?l=en-US`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: client.token }, body: JSON.stringify(body) });
  return { code: res.status, body: await json(res) };
}

/** Takes the waiting tasks off the queue (acknowledged: this test answers them itself). */
async function takeTasks(queue: JudgeQueue, count: number): Promise<JudgeTask[]> {
  const tasks: JudgeTask[] = [];
  const consumer = await queue.consumeTasks(async (d) => {
    tasks.push(d.task);
    await d.ack();
  }, { prefetch: 10 });
  for (let i = 0; i < 100 && tasks.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  await consumer.cancel();
  return tasks;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not within 5 s`);
}

describe('the judging pipeline', () => {
  let t: TestSite;
  let alice: Client;
  let aplusb: Problem;
  const judged: number[] = [];

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    await createUser(t, 'alice', 'secret1');
    alice = await login(t, 'alice', 'secret1');
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    t.site.container.get(EVENT_BUS).subscribe('submission.judged', ({ payload }) => void judged.push(payload.submitId));
  });
  afterAll(() => t?.close());

  const queue = () => t.site.container.get<JudgeQueue>(JUDGE_QUEUE);
  const row = async (id: number) => (await t.site.container.get(SUBMISSION_REPOSITORY).find(id))!;
  const problem = async () => (await t.site.container.get(PROBLEM_REPOSITORY).find(aplusb.id))!;
  const done = (task: JudgeTask, status: number, extra: Partial<JudgeEvent> = {}): JudgeEvent =>
    ({ v: JUDGE_PROTOCOL_VERSION, type: 'done', taskId: task.taskId, submissionId: task.submissionId, attempt: task.attempt, judger: 'test-runner', kind: 'submission', status, timeMs: 12, memoryKb: 3000, cases: [{ caseId: 1, status, timeMs: 12, memoryKb: 3000 }], ...extra }) as JudgeEvent;

  it('publishes a task with the problem as stored, and applies a duplicated result once', async () => {
    const before = await problem();
    const { body } = await post(t, alice, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(3)' });
    const [task] = await takeTasks(queue(), 1);
    expect(task).toMatchObject({ kind: 'submission', submissionId: String(body.data.submitId), attempt: 1, language: 'Python3', code: 'print(3)', problem: { pid: aplusb.id, dataVersion: aplusb.caseVersion } });
    // the factors the site applies to the language travel with the task (01 §9: Python3 × 2)
    expect(task.problem?.limits).toEqual({ timeLimitMs: aplusb.timeLimit, memoryLimitMb: aplusb.memoryLimit, stackLimitMb: aplusb.stackLimit, timeFactor: 2, memoryFactor: 2 });
    expect(task.priority).toBe('practice');
    expect((await row(body.data.submitId)).queuedAt).not.toBeNull();
    await queue().publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'compiling', taskId: task.taskId, submissionId: task.submissionId, attempt: 1, judger: 'test-runner', kind: 'submission' });
    await until('compiling', async () => (await row(body.data.submitId)).status === JudgeStatus.COMPILING);
    await queue().publishEvent(done(task, JudgeStatus.WRONG_ANSWER));
    await queue().publishEvent(done(task, JudgeStatus.WRONG_ANSWER));
    // a late 'judging' must not move a finished submission back
    await queue().publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'judging', taskId: task.taskId, submissionId: task.submissionId, attempt: 1, judger: 'test-runner', kind: 'submission', totalCases: 10 });
    await until('judged', async () => (await row(body.data.submitId)).status === JudgeStatus.WRONG_ANSWER);
    await new Promise((r) => setTimeout(r, 300));
    const after = await problem();
    expect({ total: after.total - before.total, wa: after.wa - before.wa }).toEqual({ total: 1, wa: 1 });
    expect(judged.filter((id) => id === body.data.submitId)).toHaveLength(1);
    expect((await row(body.data.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('ignores the result of an earlier attempt after a rejudge', async () => {
    const { body } = await post(t, alice, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(4)' });
    const [first] = await takeTasks(queue(), 1);
    await t.site.container.get(AdminJudgeService).rejudge(body.data.submitId);
    const [second] = await takeTasks(queue(), 1);
    expect(second.attempt).toBe(2);
    await queue().publishEvent(done(first, JudgeStatus.ACCEPTED));
    await new Promise((r) => setTimeout(r, 300));
    expect((await row(body.data.submitId)).status).toBe(JudgeStatus.PENDING);
    await queue().publishEvent(done(second, JudgeStatus.TIME_LIMIT_EXCEEDED));
    await until('judged', async () => (await row(body.data.submitId)).status === JudgeStatus.TIME_LIMIT_EXCEEDED);
  });

  it('ends a task the queue gave up on in System Error with the reason', async () => {
    const { body } = await post(t, alice, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(5)' });
    const [task] = await takeTasks(queue(), 1);
    await queue().publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'abandoned', taskId: task.taskId, submissionId: task.submissionId, attempt: 1, judger: 'queue', kind: 'submission', reason: 'gave up after 5 deliveries' });
    await until('system error', async () => (await row(body.data.submitId)).status === JudgeStatus.SYSTEM_ERROR);
    expect((await row(body.data.submitId)).errorMessage).toBe('The judge gave up on this submission: gave up after 5 deliveries');
  });

  it('keeps a submission whose task could not be published, and the outbox sweeper publishes it', async () => {
    const q = queue();
    const enqueue = q.enqueue.bind(q);
    q.enqueue = async () => {
      throw new Error('queue unavailable (test)');
    };
    let submitId: number;
    try {
      const { code, body } = await post(t, alice, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(6)' });
      expect(code).toBe(200);
      submitId = body.data.submitId;
      expect((await row(submitId)).queuedAt).toBeNull();
    } finally {
      q.enqueue = enqueue;
    }
    // the sweeper waits a grace period before it publishes what the submit path may still be publishing
    await new Promise((r) => setTimeout(r, 5_200));
    // (the site's own scheduler may have swept first: either way the task is on the queue now)
    await t.site.container.get(SubmissionOutboxJob).runOnce();
    const [task] = await takeTasks(queue(), 1);
    expect(task.submissionId).toBe(String(submitId));
    expect((await row(submitId)).queuedAt).not.toBeNull();
  });

  it('re-queues every unfinished submission with a new attempt when an embedded site starts', async () => {
    // a user of their own: alice's submission of the test before is still unfinished, and fair dispatch
    // would keep hers behind it
    await createUser(t, 'erin', 'secret1');
    const erin = await login(t, 'erin', 'secret1', '10.0.0.5');
    const { body } = await post(t, erin, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(7)' });
    await takeTasks(queue(), 1); // lost, as an in-process queue is lost with its process
    const requeued = await t.site.container.get(EmbeddedRequeue).run();
    // erin's (and, in the whole suite, alice's): one unfinished submission each, so each is first in its line
    expect(requeued).toBeGreaterThanOrEqual(1);
    const tasks = await takeTasks(queue(), requeued);
    const mine = tasks.find((x) => x.submissionId === String(body.data.submitId));
    expect(mine?.attempt).toBe(2);
    expect((await row(body.data.submitId)).status).toBe(JudgeStatus.PENDING);
  });

  it('answers ids beyond the database range as bad input, not a server error', async () => {
    const detail = await fetch(`${t.url}/api/get-submission-detail?submitId=100000000000000000000&l=en-US`, { headers: { authorization: alice.token } });
    expect([detail.status, (await json(detail)).msg]).toEqual([400, 'submitId must be a whole number']);
    expect((await post(t, alice, '/api/submit-problem-judge', { pid: 1e20, language: 'Python3', code: 'print(1)' })).code).toBe(400);
    expect((await post(t, alice, '/api/check-submissions-status', { submitIds: [1e20] })).code).toBe(400);
  });

  it('asks for a captcha once a user made 20 submissions in 5 minutes, and takes the submission with it', async () => {
    await createUser(t, 'scripted', 'secret1');
    const bot = await login(t, 'scripted', 'secret1', '10.0.0.5');
    for (let i = 0; i < 20; i++) expect((await post(t, bot, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: `print(${i})` })).code).toBe(200);
    const asked = await post(t, bot, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(20)' });
    expect([asked.code, asked.body.msg, asked.body.data]).toEqual([400, 'Many submissions in a short time: please enter the captcha to submit', { requireCaptcha: true }]);
    const { captchaKey } = (await json(await fetch(`${t.url}/api/captcha`))).data;
    const wrong = await post(t, bot, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(20)', captchaKey, captcha: 'nope' });
    expect(wrong.code).toBe(400);
    const fresh = (await json(await fetch(`${t.url}/api/captcha`))).data.captchaKey;
    const answer = await cacheOf(t).get<string>(`captcha:${fresh}`);
    const solved = await post(t, bot, '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(20)', captchaKey: fresh, captcha: answer });
    expect(solved.code).toBe(200);
    await takeTasks(queue(), 21);
  });

  it('hides contest submissions from the public list and rejudges a problem within one context', async () => {
    const repo = t.site.container.get(SUBMISSION_REPOSITORY);
    const contest = await repo.create({ pid: aplusb.id, displayPid: 'A', cid: 7, cpid: 1, gid: null, tid: null, uid: (await t.site.container.get(USER_REPOSITORY).findByUsername('alice'))!.uid, username: 'alice', code: 'print(8)', language: 'Python3', ip: '', isRemote: false, priority: 'contest', status: JudgeStatus.PENDING });
    const list = await json(await fetch(`${t.url}/api/get-submission-list?username=alice&limit=100`));
    expect(list.data.records.map((r: { submitId: number }) => r.submitId)).not.toContain(contest.submitId);
    const status = await post(t, alice, '/api/check-submissions-status', { submitIds: [contest.submitId] });
    expect(status.body.data).toEqual({});
    // a contest submission's code stays with its owner, shared or not (01 §6), and its owner cannot share it
    await repo.setShare(contest.submitId, true);
    await createUser(t, 'outsider', 'secret1');
    const outsider = await login(t, 'outsider', 'secret1', '10.0.0.6');
    const seen = await fetch(`${t.url}/api/get-submission-detail?submitId=${contest.submitId}`, { headers: { authorization: outsider.token } });
    expect((await json(seen)).data.submission).toMatchObject({ codeVisible: false, code: '' });
    const own = await fetch(`${t.url}/api/get-submission-detail?submitId=${contest.submitId}`, { headers: { authorization: alice.token } });
    expect((await json(own)).data.submission).toMatchObject({ codeVisible: true, code: 'print(8)' });
    const share = await fetch(`${t.url}/api/submission`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: alice.token }, body: JSON.stringify({ submitId: contest.submitId, share: false }) });
    expect(share.status).toBe(403);
    const count = await t.site.container.get(AdminJudgeService).rejudgeProblem(aplusb.id, { cid: 7 });
    expect(count).toBe(1);
    const [task] = await takeTasks(queue(), 1);
    expect(task).toMatchObject({ submissionId: String(contest.submitId), attempt: 2 });
  });
});
