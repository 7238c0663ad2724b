import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { AmqpJudgeQueue } from '../../../adapters/src/testing/judge-queue';
import { JUDGE_PROTOCOL_VERSION, JudgeStatus, type JudgeTask, type TaskDelivery } from '@oj/core';
import { freePort } from '../../../adapters/src/testing/free-port';
import { testUrls } from '../../../adapters/src/testing/service-urls';
import { collectEvents, type ReceivedEvent } from '../../../web/server/testing/event-stream';
import { json } from '../../../web/server/testing/http';
import { redisUrlOfItsOwn } from '../../../web/server/testing/redis-db';
import { WebProcess } from '../../../web/server/testing/web-process';

// Issue 21 item 5's two-process check: two built web processes (`npm run build`) on one PostgreSQL (a private
// database), one Redis and a RabbitMQ namespace of the run's own. The runner is the test: it takes the judge
// tasks from the queue and answers each with the verdict the test asks for (the runners' protocol, no
// sandbox), so the result is taken by whichever web process consumes it first; board streams open on BOTH
// processes must carry it within 10 s (so the one that did not take it heard of it through Redis), and both
// processes' get-contest-rank show it. Under the seal, a participant's stream carries the pending try and
// never the verdict, while the contest admin's stream carries it. A forceRefresh on one process rebuilds the
// other's board too (contest.board-rebuilt on the event bus).

const ROOT_PASSWORD = 'root-pass-1';
const PASSWORD = 'bt-pass-1';
const USERS = ['bt-ann', 'bt-bob'];
const MIN = 60_000;
const WITHIN_MS = 10_000;

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Received = ReceivedEvent<{ cid: number; mode?: string; rows?: Array<{ username: string; ac: number; penalty: number; submissionInfo: Record<string, { isAC?: boolean; errorNum?: number; pendingNum?: number; tryNum?: number }> }>; problems?: Array<{ displayId: string; ac: number; total: number }> }>;

/** An open board stream: the events as they arrive. */
class BoardStream {
  readonly events: Received[] = [];
  private readonly abort = new AbortController();
  readonly status: Promise<number>;

  constructor(base: string, cid: number, token: string) {
    this.status = fetch(`${base}/api/contest-board-events?cid=${cid}`, { headers: { authorization: token }, signal: this.abort.signal }).then((res) => {
      void this.read(res);
      return res.status;
    });
  }

  private read(res: Response): Promise<void> {
    return collectEvents(res, this.events);
  }

  async until(what: string, found: (e: Received) => boolean, ms = WITHIN_MS): Promise<Received> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = this.events.find(found);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`${what}: no such event within ${ms} ms (got ${JSON.stringify(this.events)})`);
      await sleep(20);
    }
  }

  close(): void {
    this.abort.abort();
  }
}

describe('the contest board across two web processes', () => {
  const database = `oj_boardtwo_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;
  const folders: string[] = [];
  const urlOf = (name: string) => Object.assign(new URL(testUrls.database()), { pathname: `/${name}`, search: '' }).toString();
  let pg: PgClient;
  let a: WebProcess;
  let b: WebProcess;
  let root: string;
  const tokens: Record<string, string> = {};
  let pid: number;
  const streams: BoardStream[] = [];

  async function login(base: string, username: string, password: string): Promise<string> {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (res.status !== 200) throw new Error(`login of ${username}: ${res.status}`);
    return res.headers.get('authorization') as string;
  }

  async function api(base: string, token: string | undefined, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const parsed = await json(res);
    return { status: res.status, body: parsed };
  }

  async function contest(title: string, seal: boolean): Promise<number> {
    const now = Date.now();
    const created = await api(a.base, root, 'POST', '/api/admin/contest', {
      title, description: 'Two processes', type: 0, auth: 0, startTime: new Date(now - 60 * MIN).toISOString(), endTime: new Date(now + 240 * MIN).toISOString(),
      sealRank: seal, sealRankTime: seal ? new Date(now - 30 * MIN).toISOString() : null, autoRealRank: true, openRank: true,
    });
    expect(created.status).toBe(200);
    const cid = created.body.data.id as number;
    expect((await api(a.base, root, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' })).status).toBe(200);
    return cid;
  }

  async function submit(base: string, token: string, cid: number): Promise<number> {
    const res = await api(base, token, 'POST', '/api/submit-problem-judge?l=en-US', { pid, cid, language: 'Python3', code: 'print(3)\n' });
    if (res.status !== 200) throw new Error(`submit: ${res.status} ${res.body.msg}`);
    return res.body.data.submitId as number;
  }

  /** The runner's part: the task of `submitId` answered with `status` (a 'done' event on the results queue). */
  const tasks = new Map<string, TaskDelivery>();
  let queue: AmqpJudgeQueue;
  const judge = async (submitId: number, status: number) => {
    const deadline = Date.now() + WITHIN_MS;
    while (!tasks.has(String(submitId))) {
      if (Date.now() > deadline) throw new Error(`the task of ${submitId} never reached the queue`);
      await sleep(20);
    }
    const delivery = tasks.get(String(submitId)) as TaskDelivery;
    const task: JudgeTask = delivery.task;
    await queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'done', taskId: task.taskId, submissionId: task.submissionId, attempt: task.attempt, judger: 'bt-runner', kind: task.kind, status, timeMs: 12, memoryKb: 1024, cases: [] });
    await delivery.ack();
  };
  const rankOn = async (base: string, token: string, cid: number) => (await api(base, token, 'POST', '/api/get-contest-rank', { cid })).body.data;
  const open = async (base: string, cid: number, token: string) => {
    const stream = new BoardStream(base, cid, token);
    streams.push(stream);
    expect(await stream.status).toBe(200);
    // the hub has taken what this viewer sees before the test goes on
    await sleep(300);
    return stream;
  };

  beforeAll(async () => {
    const admin = new PgClient({ connectionString: urlOf('postgres') });
    await admin.connect();
    const nowS = Math.floor(Date.now() / 1000);
    for (const { datname } of (await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'oj_boardtwo_%'`)).rows) {
      if (nowS - Number(/^oj_boardtwo_(\d+)_/.exec(datname)?.[1] ?? nowS) > 3_600) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    await admin.query(`create database ${database}`);
    await admin.end();
    pg = new PgClient({ connectionString: urlOf(database) });
    await pg.connect();
    const env = {
      DATABASE_URL: urlOf(database), REDIS_URL: redisUrlOfItsOwn(), AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace,
      JUDGE_MODE: 'remote', JUDGE_SECRET: 'board-two-secret', ADMIN_PASSWORD: ROOT_PASSWORD, SEED_PROBLEMS: 'true', LOG_LEVEL: 'warn',
    };
    const processes: WebProcess[] = [];
    for (const name of ['board-a', 'board-b']) {
      const dataDir = await mkdtemp(join(tmpdir(), `oj-${name}-`));
      folders.push(dataDir);
      processes.push(new WebProcess(name, await freePort(), { ...env, DATA_DIR: dataDir }));
    }
    [a, b] = processes;
    // the first migrates and makes root; the second finds it done
    await a.start();
    await b.start();
    root = await login(a.base, 'root', ROOT_PASSWORD);
    expect((await api(a.base, root, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0, waitingSubmissionLimit: 0 })).status).toBe(200);
    expect((await api(a.base, root, 'POST', '/api/admin/user/insert-batch-user', { users: USERS.map((u) => [u, PASSWORD, `${u}@example.org`]) })).status).toBe(200);
    for (const u of USERS) tokens[u] = await login(b.base, u, PASSWORD);
    pid = Number((await pg.query<{ id: string }>("select id from problem where problem_id = '1000'")).rows[0].id);
    queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    await queue.consumeTasks(async (delivery) => void tasks.set(delivery.task.submissionId, delivery), { prefetch: 50 });
  }, 180_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await pg?.end();
    queue ??= await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    await queue.destroy();
    await queue.close();
    const admin = new PgClient({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
  }, 60_000);

  it("carries a runner's verdict, taken by either process, to the boards and open streams of both within 10 s", async () => {
    const cid = await contest('Live board', false);
    const ann = tokens['bt-ann'];
    const watching = [await open(a.base, cid, tokens['bt-bob']), await open(b.base, cid, tokens['bt-bob'])];
    // submitted through B: the pending try reaches A's stream too
    const submitId = await submit(b.base, ann, cid);
    for (const w of watching) await w.until('the pending try', (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.submissionInfo.A?.pendingNum === 1));
    const judgedAt = Date.now();
    await judge(submitId, JudgeStatus.WRONG_ANSWER);
    for (const w of watching) {
      const wrong = await w.until('the wrong answer', (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.submissionInfo.A?.errorNum === 1));
      expect(wrong.at - judgedAt).toBeLessThan(WITHIN_MS);
    }

    const second = await submit(a.base, ann, cid);
    const acceptedAt = Date.now();
    await judge(second, JudgeStatus.ACCEPTED);
    for (const w of watching) {
      const accepted = await w.until('the accepted one', (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.ac === 1));
      expect(accepted.at - acceptedAt).toBeLessThan(WITHIN_MS);
      const row = accepted.data.rows?.find((r) => r.username === 'bt-ann');
      // the event's cells are compact like the page's (board-wire.ts): no default fields
      expect(row?.submissionInfo.A).toEqual({ isAC: true, isFirstAC: true, ACTime: expect.any(Number), errorNum: 1, tryNum: 2 });
      expect(accepted.data.problems).toEqual([{ displayId: 'A', ac: 1, total: 1 }]);
    }
    // both processes' board pages agree (each cache took the verdicts from the event bus)
    for (const base of [a.base, b.base]) {
      const page = await rankOn(base, tokens['bt-bob'], cid);
      expect(page.records.map((r: { username: string; ac: number; penalty: number }) => [r.username, r.ac])).toEqual([['bt-ann', 1]]);
    }
  });

  it('under the seal gives a participant only the pending try, and the contest admin the verdict', async () => {
    const cid = await contest('Sealed live board', true);
    const participant = await open(b.base, cid, tokens['bt-bob']);
    const admin = await open(a.base, cid, root);
    const submitId = await submit(a.base, tokens['bt-ann'], cid);
    const pending = await participant.until('the pending try on B', (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.submissionInfo.A?.pendingNum === 1));
    expect(pending.data.mode).toBe('sealed');
    await judge(submitId, JudgeStatus.ACCEPTED);
    const verdict = await admin.until("the verdict on the admin's stream", (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.ac === 1));
    expect(verdict.data.mode).toBe('real');
    // well after the admin's stream had it: the participant's stream still shows nothing of it
    await sleep(1500);
    const leaked = participant.events.filter((e) => e.data.rows?.some((r) => r.ac > 0 || Object.values(r.submissionInfo).some((c) => c.isAC || (c.errorNum ?? 0) > 0)));
    expect(leaked).toEqual([]);
    // its one board event: the pending try, and the column's counts without the verdict (tried 1, solved 0)
    expect(participant.events.filter((e) => e.event === 'board').map((e) => e.data.problems)).toEqual([[{ displayId: 'A', ac: 0, total: 1 }]]);
    // nor does the participant's board page
    const page = await rankOn(b.base, tokens['bt-bob'], cid);
    expect(page.sealed).toBe(true);
    expect(page.records[0].submissionInfo.A).toEqual({ pendingNum: 1, tryNum: 1 });
  });

  it("takes a forceRefresh made on one process to the other's board and open stream", async () => {
    const cid = await contest('Rebuilt board', false);
    const watching = await open(b.base, cid, tokens['bt-bob']);
    expect((await rankOn(b.base, tokens['bt-bob'], cid)).records).toEqual([]);
    // an accepted row written behind the board's back (no event): neither process's cached board knows it
    const [{ uid }] = (await pg.query<{ uid: string }>("select uid from user_info where username = 'bt-ann'")).rows;
    await pg.query(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       values ($1, 'A', $2, (select id from contest_problem where cid = $2 and pid = $1), $3, 'bt-ann', $4, $5, 1, 'x', 'Python3')`,
      [pid, cid, uid, new Date(Date.now() - 10 * MIN), JudgeStatus.ACCEPTED],
    );
    expect((await rankOn(b.base, tokens['bt-bob'], cid)).records).toEqual([]);
    // the contest admin's forceRefresh on A reads A's copy again and tells B (the event bus) to drop its own
    const refreshedAt = Date.now();
    expect((await api(a.base, root, 'POST', '/api/get-contest-rank', { cid, forceRefresh: true })).body.data.records.map((r: { username: string }) => r.username)).toEqual(['bt-ann']);
    const pushed = await watching.until("the rebuilt row on B's stream", (e) => e.event === 'board' && !!e.data.rows?.some((r) => r.username === 'bt-ann' && r.ac === 1));
    expect(pushed.at - refreshedAt).toBeLessThan(WITHIN_MS);
    expect(pushed.data.problems).toEqual([{ displayId: 'A', ac: 1, total: 1 }]);
    expect((await rankOn(b.base, tokens['bt-bob'], cid)).records.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([['bt-ann', 1]]);
  });

  it('opens streams only for those who may read the board', async () => {
    const cid = await contest('Closed to guests', false);
    const guest = await fetch(`${b.base}/api/contest-board-events?cid=${cid}`);
    expect(guest.status).toBe(401);
    await guest.body?.cancel();
    const missing = await fetch(`${b.base}/api/contest-board-events?cid=999999`, { headers: { authorization: tokens['bt-bob'] } });
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
});
