import { randomBytes } from 'node:crypto';
import { AmqpJudgeQueue } from '@oj/adapters';
import { JUDGE_PROTOCOL_VERSION, JudgeRunnerRegistry, RUNNER_HEALTHY_WITHIN_MS, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type JudgeRunnerStatus, type Problem } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { HEARTBEAT_INTERVAL_MS, postHeartbeat } from '../../judge-runner/src/worker/heartbeat.js';
import { call } from './testing/api-call.js';
import { createUser, login } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The judging queue page's API on a site with remote runners (JUDGE_MODE=remote, its own AMQP namespace).
// Two runners beat their heart through the real heartbeat endpoint with the runner's own postHeartbeat, at
// the runner's interval; none takes tasks, so the 20 submissions stay Pending while the counts are read.

const SECRET = 'judge-queue-test-secret';
/** The registry marks a runner faulty two heartbeats (20 s) after its last one (judge-runner-registry.ts). */
const FAULTY_AFTER_MS = RUNNER_HEALTHY_WITHIN_MS;
const SUBMISSIONS = 20;
const REJUDGED = 5;

jest.setTimeout(180_000);

interface QueueView {
  classes: Array<{ priority: string; waiting: number; oldestWaitSeconds: number; judging: number }>;
  queueDepth: number;
  runners: Array<{ name: string; status: string; slots: number; busy: number; lastHeartbeatSeconds: number }>;
}

function runnerStatus(name: string): JudgeRunnerStatus {
  return { name, languages: [{ key: 'Python3', version: '3' }], unavailable: [], slots: 1, busy: 0, load: [0.1, 0.1, 0.1], version: '0.1.0' };
}

/** A runner's heartbeat loop as judge-runner/src/main.ts runs it; answers the time of the last beat. */
function beat(t: TestSite, name: string) {
  let last = 0;
  const once = async () => {
    await postHeartbeat(t.url, SECRET, runnerStatus(name));
    last = Date.now();
  };
  const timer = setInterval(() => void once().catch(() => undefined), HEARTBEAT_INTERVAL_MS);
  return { first: once(), stop: () => clearInterval(timer), lastBeat: () => last };
}

const queueView = async (t: TestSite): Promise<QueueView> => (await call(t, undefined, 'GET', '/api/get-judge-queue')).body.data;

describe('the judging queue page', () => {
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;
  let t: TestSite;
  let east: ReturnType<typeof beat>;
  let west: ReturnType<typeof beat>;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_SECRET: SECRET, AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    east = beat(t, 'runner-east');
    west = beat(t, 'runner-west');
    await Promise.all([east.first, west.first]);
  });

  afterAll(async () => {
    east?.stop();
    west?.stop();
    await t?.close();
    // the namespace's queues go once nothing uses them
    const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    await queue.destroy();
    await queue.close();
  });

  it('is empty before anything is submitted, for everyone', async () => {
    const res = await call(t, undefined, 'GET', '/api/get-judge-queue');
    expect(res.code).toBe(200);
    expect(res.body.data.classes).toEqual([
      { priority: 'contest', waiting: 0, oldestWaitSeconds: 0, judging: 0 },
      { priority: 'practice', waiting: 0, oldestWaitSeconds: 0, judging: 0 },
      { priority: 'rejudge', waiting: 0, oldestWaitSeconds: 0, judging: 0 },
    ]);
    expect(res.body.data.queueDepth).toBe(0);
  });

  it('counts 20 waiting submissions per priority, with the oldest wait and the queue depth', async () => {
    // two users: a captcha is asked after 20 submissions in 5 minutes per user
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await createUser(t, 'superroot', 'secret1', ['root']);
    const [alice, bob, root] = await Promise.all([login(t, 'alice', 'secret1'), login(t, 'bob', 'secret1', '10.0.0.2'), login(t, 'superroot', 'secret1', '10.0.0.3')]);
    const aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    const ids: number[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const res = await call(t, i % 2 ? bob : alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' });
      expect([res.code, res.body.msg]).toEqual([200, 'Submit code successfully']);
      ids.push(res.body.data.submitId);
    }
    for (const id of ids.slice(0, REJUDGED)) expect((await call(t, root, 'GET', `/api/admin/judge/rejudge?submitId=${id}`)).code).toBe(200);
    // the oldest practice submission has waited at least a second
    await new Promise((r) => setTimeout(r, 1100));

    const view = await queueView(t);
    expect(view.classes.map((c) => [c.priority, c.waiting, c.judging])).toEqual([['contest', 0, 0], ['practice', SUBMISSIONS - REJUDGED, 0], ['rejudge', REJUDGED, 0]]);
    const [, practice, rejudge] = view.classes;
    expect(practice.oldestWaitSeconds).toBeGreaterThanOrEqual(1);
    expect(rejudge.oldestWaitSeconds).toBeGreaterThanOrEqual(1);
    expect(practice.oldestWaitSeconds).toBeLessThan(120);
    // fair dispatch: one task per user and class at a time. Alice's and Bob's first practice submissions went
    // out; each rejudge (0–4) sent its user's first rejudge and the next practice submission in line (2, 3, 4,
    // 5, 6); a rejudged submission's first task stays on the queue beside its new one (the runner drops the
    // stale attempt): 2 + 2 + 5 tasks
    expect(view.queueDepth).toBe(9);
    expect(view.runners).toEqual([
      { name: 'runner-east', status: 'online', slots: 1, busy: 0, lastHeartbeatSeconds: expect.any(Number) },
      { name: 'runner-west', status: 'online', slots: 1, busy: 0, lastHeartbeatSeconds: expect.any(Number) },
    ]);
    // only public facts: no languages, load or versions
    expect(Object.keys(view.runners[0]).sort()).toEqual(['busy', 'lastHeartbeatSeconds', 'name', 'slots', 'status']);

    // a runner reports that it judges the newest (practice) submission: it leaves the waiting count for the judging one
    const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    try {
      const submissionId = String(ids[SUBMISSIONS - 1]);
      await queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, taskId: `t-${submissionId}`, submissionId, attempt: 1, judger: 'runner-east', kind: 'submission', type: 'judging', totalCases: 10 });
    } finally {
      await queue.close();
    }
    const deadline = Date.now() + 10_000;
    let practiceNow = (await queueView(t)).classes[1];
    while (practiceNow.judging !== 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      practiceNow = (await queueView(t)).classes[1];
    }
    expect([practiceNow.waiting, practiceNow.judging]).toEqual([SUBMISSIONS - REJUDGED - 1, 1]);
  });

  it('shows a runner that stopped beating as faulty once the registry counts it silent, the other online', async () => {
    west.stop();
    const stoppedAt = west.lastBeat();
    let view = await queueView(t);
    while (view.runners.find((r) => r.name === 'runner-west')?.status !== 'faulty') {
      expect(Date.now() - stoppedAt).toBeLessThan(FAULTY_AFTER_MS + HEARTBEAT_INTERVAL_MS);
      await new Promise((r) => setTimeout(r, 500));
      view = await queueView(t);
    }
    expect(Date.now() - stoppedAt).toBeGreaterThan(FAULTY_AFTER_MS);
    expect(view.runners.find((r) => r.name === 'runner-east')?.status).toBe('online');
    // the admin's judge view reads the same registry: one source
    const admin = await t.site.container.get(JudgeRunnerRegistry).list();
    expect(admin.map((r) => [r.name, r.healthy])).toEqual([['runner-east', true], ['runner-west', false]]);
  });
});
