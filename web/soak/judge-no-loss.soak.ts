import { randomBytes } from 'node:crypto';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqlOf } from '@oj/adapters';
import { EVENT_BUS, IN_PROGRESS_STATUSES, JUDGE_QUEUE, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type JudgeQueue, type Problem } from '@oj/core';
import { PrivateRabbitMq } from '../../adapters/src/testing/private-rabbitmq.js';
import { PrivateRedis } from '../../adapters/src/testing/private-redis.js';
import { createUser, login, type Client } from '../server/testing/accounts.js';
import { json } from '../server/testing/http.js';
import { startTestSite, type TestSite } from '../server/testing/test-site.js';
import { compareLedger } from './ledger-recount.js';
import { seedRunnerCache } from './runner-cache.js';
import { RunnerProcess } from '../server/testing/runner-process.js';

// The "no loss" checks of the submissions issue (`npm run soak:judge`, a CI step of its own): a remote
// runner SIGKILLed at random moments while it judges, RabbitMQ restarted during a burst, and a poison
// task. Private RabbitMQ and Redis on free ports; two built runners (`npm run build:backend`), killed in
// turn, so one judges while the other restarts (a restart alone takes seconds on a busy machine).

/** Runner kills in the first check (SOAK_KILLS for a shorter try), and submissions made per kill (KILLS × PER_KILL in all). */
const KILLS = Number(process.env.SOAK_KILLS ?? 50);
const PER_KILL = 2;
/** The submit API asks for a captcha after 20 submissions in 5 minutes per user: the stream is spread. */
const USERS = 6;
const BURST = 24;
const SECRET = 'soak-judge-secret';
const RUNNERS = ['soak-a', 'soak-b'];
const SETTLE_MS = 240_000;

jest.setTimeout(600_000);

/** A+B programs and the verdict each must end with (System Error only when the queue gave up on it). */
const PROGRAMS: Array<{ language: string; code: string; expected: number }> = [
  { language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)\n', expected: JudgeStatus.ACCEPTED },
  { language: 'C++', code: '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }\n', expected: JudgeStatus.ACCEPTED },
  { language: 'Python3', code: 'print(0)\n', expected: JudgeStatus.WRONG_ANSWER },
  { language: 'C++', code: 'int main( {\n', expected: JudgeStatus.COMPILE_ERROR },
  // a short busy loop, well inside the limit
  { language: 'Python3', code: 'import time\nt = time.time()\nwhile time.time() - t < 0.05: pass\na, b = map(int, input().split())\nprint(a + b)\n', expected: JudgeStatus.ACCEPTED },
  // loops for ever on the first case (1 2) only, so it costs one time limit
  { language: 'C++', code: '#include <cstdio>\nint main() { volatile long long a, b; scanf("%lld %lld", &a, &b); while (a + b == 3) {} printf("%lld\\n", a + b); }\n', expected: JudgeStatus.TIME_LIMIT_EXCEEDED },
  { language: 'Python3', code: 'import sys\nsys.exit(3)\n', expected: JudgeStatus.RUNTIME_ERROR },
  { language: 'C++', code: '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a - b); }\n', expected: JudgeStatus.WRONG_ANSWER },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const GAVE_UP = 'The judge gave up on this submission:';

async function eventually<T>(what: string, check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(250);
  }
}

describe('judging loses nothing', () => {
  let redis: PrivateRedis;
  let rabbit: PrivateRabbitMq;
  let t: TestSite;
  let fleet: RunnerProcess[];
  let aplusb: Problem;
  const judged = new Map<number, number>();
  const report: string[] = [];

  const sql = () => sqlOf(t.site.infrastructure.database.orm);

  async function clients(prefix: string, count: number): Promise<Client[]> {
    const made: Client[] = [];
    for (let i = 0; i < count; i++) {
      await createUser(t, `${prefix}${i}`, 'secret1');
      made.push(await login(t, `${prefix}${i}`, 'secret1', `10.${prefix.length}.${i}.1`));
    }
    return made;
  }

  async function submit(client: Client, pid: number, program: { language: string; code: string }): Promise<number> {
    const res = await fetch(`${t.url}/api/submit-problem-judge?l=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: client.token },
      body: JSON.stringify({ pid, language: program.language, code: program.code }),
    });
    const body = await json(res);
    if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${body.msg}`);
    return body.data.submitId;
  }

  async function rows(ids: readonly number[]): Promise<Array<{ submit_id: number; status: number; error_message: string | null; version: number }>> {
    const found = await sql().all<{ submit_id: string; status: number; error_message: string | null; version: number }>(
      `select submit_id, status, error_message, version from submission where submit_id in (${ids.map(() => '?').join(', ')}) order by submit_id`,
      [...ids],
    );
    return found.map((r) => ({ ...r, submit_id: Number(r.submit_id) }));
  }

  const allFinal = (ids: readonly number[]) => async () => (await rows(ids)).every((r) => !IN_PROGRESS_STATUSES.includes(r.status));

  /** Submissions the runner named `judger` is compiling or judging now. */
  async function inJudging(judger: string): Promise<number> {
    const [row] = await sql().all<{ n: string }>(`select count(*) as n from submission where judger = ? and status in (${JudgeStatus.COMPILING}, ${JudgeStatus.JUDGING})`, [judger]);
    return Number(row.n);
  }

  beforeAll(async () => {
    [redis, rabbit] = await Promise.all([PrivateRedis.start(), PrivateRabbitMq.start()]);
    t = await startTestSite({ AMQP_URL: rabbit.url, REDIS_URL: redis.url, JUDGE_SECRET: SECRET, SEED_PROBLEMS: 'true' });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    t.site.container.get(EVENT_BUS).subscribe('submission.judged', ({ payload }) => void judged.set(payload.submitId, (judged.get(payload.submitId) ?? 0) + 1));
    // work folders kept between runs: the languages' self-test results are cached by toolchain version
    const workDir = (name: string) => join(tmpdir(), `oj-soak-runner-${name}`);
    fleet = RUNNERS.map((name) => new RunnerProcess(name, { AMQP_URL: rabbit.url, SITE_URL: t.url, JUDGE_SECRET: SECRET, JUDGE_NAME: name, JUDGE_SLOTS: '1', JUDGE_WORK_DIR: workDir(name), DATA_DIR: workDir(name) }));
    await seedRunnerCache(join(tmpdir(), 'oj-remote-runner-test', 'cache'), join(workDir(fleet[0].name), 'cache'));
    report.push(`first runner start: ${await fleet[0].start()} ms`);
    // its precompiled headers, built once before the kills (a runner killed while building one starts it over)
    const waited = Date.now();
    await eventually('the precompiled headers built', async () => (await fleet[0].idle()) && (await sleep(1_000), await fleet[0].idle()), 300_000);
    report.push(`precompiled headers built in ${Date.now() - waited} ms more`);
    const cache = join(workDir(fleet[0].name), 'cache');
    // the others share its cache (self-test results, headers: written by rename, so sharing is safe)
    for (const runner of fleet.slice(1)) {
      await rm(join(workDir(runner.name), 'cache'), { recursive: true, force: true });
      await mkdir(workDir(runner.name), { recursive: true });
      await symlink(cache, join(workDir(runner.name), 'cache'));
      await runner.start();
    }
  }, 420_000);

  afterAll(async () => {
    await Promise.all((fleet ?? []).map((r) => r.stop()));
    await t?.close();
    await Promise.all([redis?.stop(), rabbit?.stop()]);
    // eslint-disable-next-line no-console
    console.log(`judge no-loss soak:\n  ${report.join('\n  ')}`);
  }, 120_000);

  it(`gives every submission one final verdict while the runner is SIGKILLed ${KILLS} times`, async () => {
    const started = Date.now();
    const users = await clients('kill', USERS);
    const ids: number[] = [];
    const expected = new Map<number, number>();
    let hits = 0;
    const restarts: number[] = [];
    const restarting = new Map<RunnerProcess, Promise<number>>();
    for (let kill = 0; kill < KILLS; kill++) {
      for (let i = 0; i < PER_KILL; i++) {
        const n = ids.length;
        const program = PROGRAMS[n % PROGRAMS.length];
        const id = await submit(users[n % USERS], aplusb.id, program);
        ids.push(id);
        expected.set(id, program.expected);
      }
      // in turn; a random moment, mostly while it holds a task: wait (bounded) until it judges something
      const runner = fleet[kill % fleet.length];
      const back = restarting.get(runner);
      if (back) restarts.push(await back);
      await eventually('a task in judging', async () => (await inJudging(runner.name)) > 0, 3_000).catch(() => undefined);
      await sleep(Math.random() * 1_500);
      if ((await inJudging(runner.name)) > 0) hits++;
      await runner.kill();
      const restart = runner.start();
      restart.catch(() => undefined); // awaited on its next turn
      restarting.set(runner, restart);
    }
    for (const back of restarting.values()) restarts.push(await back);
    await eventually('every submission final', allFinal(ids), SETTLE_MS);
    const final = await rows(ids);
    const gaveUp = final.filter((r) => r.status === JudgeStatus.SYSTEM_ERROR);
    // a task whose runner died with it 5 times is dead-lettered: System Error with the queue's reason, by design
    for (const r of gaveUp) expect(r.error_message).toMatch(new RegExp(`^${GAVE_UP} gave up after 5 deliveries`));
    expect(final.filter((r) => r.status !== JudgeStatus.SYSTEM_ERROR).map((r) => [r.submit_id, r.status])).toEqual(
      final.filter((r) => r.status !== JudgeStatus.SYSTEM_ERROR).map((r) => [r.submit_id, expected.get(r.submit_id)]),
    );
    // one 'submission.judged' per submission: a verdict reported twice (killed after 'done', before the ack) applied once
    await eventually('every judged event delivered', async () => ids.every((id) => judged.has(id)), 10_000);
    expect(ids.filter((id) => judged.get(id) !== 1).map((id) => [id, judged.get(id)])).toEqual([]);
    const uids = (await sql().all<{ uid: string }>(`select distinct uid from submission where submit_id in (${ids.join(', ')})`)).map((r) => r.uid);
    const ledger = await compareLedger(t.site.infrastructure.database, aplusb.id, uids);
    expect(ledger.counters.stored).toEqual(ledger.counters.recounted);
    expect(ledger.userProblems.stored).toEqual(ledger.userProblems.recounted);
    expect(ledger.userRecords.stored).toEqual(ledger.userRecords.recounted);
    const reattempted = final.filter((r) => r.version !== 1).length;
    expect(reattempted).toBe(0);
    restarts.sort((a, b) => a - b);
    report.push(
      `runner kills: ${KILLS} (${hits} while a submission was compiling or judging), submissions: ${ids.length}, ` +
        `System Error after 5 deliveries: ${gaveUp.length}, counters ${JSON.stringify(ledger.counters.stored)}, ` +
        `runner restart median ${restarts[restarts.length >> 1]} ms, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });

  it('judges every submission of a burst during which RabbitMQ is stopped and started again', async () => {
    const started = Date.now();
    const users = await clients('burst', 4);
    const ids: number[] = [];
    const send = async (count: number) => {
      for (let i = 0; i < count; i++) ids.push(await submit(users[ids.length % users.length], aplusb.id, PROGRAMS[ids.length % 2]));
    };
    await send(BURST / 3);
    await rabbit.halt();
    // the row is its own outbox: the submit still succeeds, the sweeper publishes once the broker is back
    await send(BURST / 3);
    await rabbit.resume();
    await send(BURST / 3);
    await eventually('every burst submission final', allFinal(ids), SETTLE_MS);
    const final = await rows(ids);
    expect(final.map((r) => r.status)).toEqual(ids.map(() => JudgeStatus.ACCEPTED));
    expect(ids.filter((id) => judged.get(id) !== 1)).toEqual([]);
    report.push(`broker restart during a burst: ${ids.length} submissions (${BURST / 3} while it was down), all Accepted, ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it('dead-letters a poison task and shows its submission as System Error with the reason', async () => {
    const [user] = await clients('poison', 1);
    // a problem whose stored test data version names a file the site does not have: every runner retries it
    const poisoned = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1001')) as Problem;
    const missing = randomBytes(32).toString('hex');
    await sql().run('update problem set case_version = ? where id = ?', [missing, poisoned.id]);
    const id = await submit(user, poisoned.id, PROGRAMS[0]);
    const detail = await eventually('System Error', async () => {
      const res = await fetch(`${t.url}/api/get-submission-detail?submitId=${id}&l=en-US`, { headers: { authorization: user.token } });
      const s = (await json(res)).data.submission;
      return s.status === JudgeStatus.SYSTEM_ERROR && s;
    }, 120_000);
    expect(detail.errorMessage).toBe(`${GAVE_UP} gave up after 5 deliveries`);
    const dead = await t.site.container.get<JudgeQueue>(JUDGE_QUEUE).peekDeadLetters(1_000);
    expect(dead.filter((d) => d.task.submissionId === String(id))).toEqual([
      { task: expect.objectContaining({ submissionId: String(id), problem: expect.objectContaining({ dataVersion: missing }) }), reason: 'gave up after 5 deliveries' },
    ]);
    expect(judged.get(id)).toBe(1);
    report.push(`poison task: dead-lettered, submission ${id} System Error "${detail.errorMessage}"`);
  });
});
