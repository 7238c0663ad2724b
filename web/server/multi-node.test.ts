import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { AmqpJudgeQueue } from '@oj/adapters';
import { IN_PROGRESS_STATUSES, JudgeStatus } from '@oj/core';
import { freePort } from '../../adapters/src/testing/free-port.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { seedRunnerCache } from '../soak/runner-cache.js';
import { json } from './testing/http.js';
import { startNginx, type NginxProxy } from './testing/nginx-proxy.js';
import { redisUrlOfItsOwn } from './testing/redis-db.js';
import { RunnerProcess } from './testing/runner-process.js';
import { WebProcess } from './testing/web-process.js';

// Issue 24's multi-node check, as deployed (deploy/, docs/operations.md): the reference nginx site
// (deploy/nginx/oj.conf) on a free loopback port in front of two built web processes (`npm run build`), each
// with a data folder of its own as separate hosts would have, and two built runners with work folders of their
// own that reach the site through nginx; a private database on the machine's PostgreSQL, a Redis database and a
// RabbitMQ namespace of the run's own.

const SECRET = 'multi-node-test-secret';
const ROOT_PASSWORD = 'root-pass-1';
const USERS = ['mn-ann', 'mn-bob', 'mn-cat', 'mn-dan'];
const PASSWORD = 'mn-pass-1';
/** A first runner start self-tests every language (RunnerProcess waits up to 5 minutes). */
const START_TIMEOUT_MS = 420_000;
const JUDGED_WITHIN_MS = 120_000;
/** The stream during which a web process is killed: submissions and list reads, one round every STREAM_GAP_MS. */
const STREAM_ROUNDS = 14;
const KILL_AT_ROUND = 4;
const STREAM_GAP_MS = 150;

/** Cases of the run's own: the runners keep test data by content between runs, and must fetch this run's. */
const RUN_NUMBER = 1 + Math.floor(Math.random() * 1e9);
const CASES = [1, 20, 300, 4000].map((b) => [`${RUN_NUMBER} ${b}`, `${RUN_NUMBER + b}`]);
const FPS = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2"><item>
<title><![CDATA[Multi-node A+B]]></title>
<time_limit unit="s"><![CDATA[2]]></time_limit>
<memory_limit unit="mb"><![CDATA[256]]></memory_limit>
<description><![CDATA[<p>Print a+b.</p>]]></description>
<input><![CDATA[<p>a b</p>]]></input>
<output><![CDATA[<p>a+b</p>]]></output>
<sample_input><![CDATA[1 2]]></sample_input>
<sample_output><![CDATA[3]]></sample_output>
${CASES.map(([i, o]) => `<test_input><![CDATA[${i}\n]]></test_input>\n<test_output><![CDATA[${o}\n]]></test_output>`).join('\n')}
</item></fps>
`;
const FAST = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** About 2 s of judging (4 cases of 0.5 s asleep, no CPU): time enough to kill its runner in the middle. */
const SLOW = 'import time\na, b = map(int, input().split())\ntime.sleep(0.5)\nprint(a + b)\n';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

jest.setTimeout(START_TIMEOUT_MS);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually<T>(what: string, check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

interface Row {
  submit_id: number;
  status: number;
  judger: string | null;
}

describe('two web processes behind nginx and two runners, on one PostgreSQL, Redis and RabbitMQ', () => {
  const database = `oj_multinode_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;
  const folders: string[] = [];
  let pg: PgClient;
  let web: WebProcess[];
  let proxy: NginxProxy;
  let runners: RunnerProcess[];
  let rootToken: string;
  const tokens: Record<string, string> = {};
  let pid: number;
  let problemId: string;
  const report: string[] = [];

  const urlOf = (name: string) => Object.assign(new URL(testUrls.database()), { pathname: `/${name}`, search: '' }).toString();

  async function login(base: string, username: string, password: string): Promise<string> {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (res.status !== 200) throw new Error(`login of ${username} through ${base}: ${res.status} ${(await json(res)).msg}`);
    return res.headers.get('authorization') as string;
  }

  async function submit(base: string, token: string, code: string): Promise<number> {
    const res = await fetch(`${base}/api/submit-problem-judge?l=en-US`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ pid, language: 'Python3', code }),
    });
    const body = await json(res);
    if (res.status !== 200) throw new Error(`submit through ${base} answered ${res.status}: ${body.msg}`);
    return body.data.submitId as number;
  }

  async function rows(where: string, params: unknown[]): Promise<Row[]> {
    const found = await pg.query<{ submit_id: string; status: number; judger: string | null }>(`select submit_id, status, judger from submission where ${where} order by submit_id`, params);
    return found.rows.map((r) => ({ ...r, submit_id: Number(r.submit_id) }));
  }

  const final = (ids: number[]) => async () => {
    const found = await rows('submit_id = any($1)', [ids]);
    return found.length === ids.length && found.every((r) => !IN_PROGRESS_STATUSES.includes(r.status)) && found;
  };

  beforeAll(async () => {
    const started = Date.now();
    const admin = new PgClient({ connectionString: urlOf('postgres') });
    await admin.connect();
    // a run that crashed left its database: swept after an hour (the name carries its creation time)
    const nowS = Math.floor(Date.now() / 1000);
    for (const { datname } of (await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'oj_multinode_%'`)).rows) {
      if (nowS - Number(/^oj_multinode_(\d+)_/.exec(datname)?.[1] ?? nowS) > 3_600) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    await admin.query(`create database ${database}`);
    await admin.end();
    pg = new PgClient({ connectionString: urlOf(database) });
    await pg.connect();
    const env = {
      DATABASE_URL: urlOf(database), REDIS_URL: redisUrlOfItsOwn(), AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace,
      JUDGE_MODE: 'remote', JUDGE_SECRET: SECRET, TRUST_PROXY: '1', ADMIN_PASSWORD: ROOT_PASSWORD, SEED_PROBLEMS: 'false', LOG_LEVEL: 'warn',
    };
    web = [];
    for (const name of ['web-a', 'web-b']) {
      const dataDir = await mkdtemp(join(tmpdir(), `oj-${name}-`));
      folders.push(dataDir);
      web.push(new WebProcess(name, await freePort(), { ...env, DATA_DIR: dataDir }));
    }
    // the first migrates and makes root; the second finds it done
    for (const w of web) report.push(`${w.name} served after ${await w.start()} ms`);
    proxy = await startNginx(web.map((w) => w.upstream));
    // work folders kept between runs (the languages' self-test results are cached by toolchain version), seeded
    // from the remote-runner test's when it ran first; the second from the first's once that one is ready
    const workDir = (name: string) => join(tmpdir(), `oj-multi-node-runner-${name}`);
    runners = ['mn-runner-1', 'mn-runner-2'].map(
      (name) => new RunnerProcess(name, { AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace, SITE_URL: proxy.url, JUDGE_SECRET: SECRET, JUDGE_NAME: name, JUDGE_SLOTS: '1', JUDGE_WORK_DIR: workDir(name), DATA_DIR: workDir(name) }),
    );
    await seedRunnerCache(join(tmpdir(), 'oj-remote-runner-test', 'cache'), join(workDir(runners[0].name), 'cache'));
    report.push(`${runners[0].name} ready after ${await runners[0].start()} ms`);
    await seedRunnerCache(join(workDir(runners[0].name), 'cache'), join(workDir(runners[1].name), 'cache'));
    report.push(`${runners[1].name} ready after ${await runners[1].start()} ms`);

    rootToken = await login(proxy.url, 'root', ROOT_PASSWORD);
    const post = (path: string, body: unknown, method = 'POST') =>
      fetch(`${proxy.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: rootToken }, body: JSON.stringify(body) });
    expect((await post('/api/admin/switch/update', { defaultSubmitInterval: 0, waitingSubmissionLimit: 0 }, 'PUT')).status).toBe(200);
    expect((await post('/api/admin/user/insert-batch-user', { users: USERS.map((u) => [u, PASSWORD, `${u}@example.org`]) })).status).toBe(200);
    for (const u of USERS) tokens[u] = await login(proxy.url, u, PASSWORD);
    report.push(`set up in ${Date.now() - started} ms`);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all((runners ?? []).map((r) => r.stop()));
    await Promise.all((web ?? []).map((w) => w.stop()));
    await proxy?.close();
    await pg?.end();
    const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    await queue.destroy();
    await queue.close();
    const admin = new PgClient({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
    console.log(`multi-node:\n  ${report.join('\n  ')}`);
  }, 120_000);

  it('serves a session made on one web process from the other, directly and through nginx', async () => {
    const token = await login(web[0].base, USERS[0], PASSWORD);
    for (const base of [web[1].base, proxy.url]) {
      const auth = await fetch(`${base}/api/get-user-auth-info`, { headers: { authorization: token } });
      expect([auth.status, (await json(auth)).data?.roles]).toEqual([200, ['default_user']]);
      // the signed-in user's own home, named by the session alone
      const home = await fetch(`${base}/api/get-user-home-info`, { headers: { authorization: token } });
      expect([home.status, (await json(home)).data?.username]).toEqual([200, USERS[0]]);
    }
    expect((await fetch(`${web[1].base}/api/get-user-auth-info`)).status).toBe(401);
  });

  it('judges a problem imported through one web process, whichever runner takes it, test data served by the other', async () => {
    const form = new FormData();
    form.append('file', new Blob([FPS]), 'multi-node.xml');
    const res = await fetch(`${web[0].base}/api/file/import-fps-problem?l=en-US`, { method: 'POST', headers: { authorization: rootToken }, body: form });
    const imported = await json(res);
    expect(res.status).toBe(200);
    pid = imported.data[0].pid;
    problemId = imported.data[0].problemId;
    const open = await fetch(`${web[0].base}/api/admin/problem/change-problem-auth`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: rootToken }, body: JSON.stringify({ id: pid, auth: 1 }) });
    expect(open.status).toBe(200);

    const started = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submit(proxy.url, tokens[USERS[i % USERS.length]], FAST));
    const judged = await eventually('every submission judged', final(ids), JUDGED_WITHIN_MS);
    expect(judged.map((r) => r.status)).toEqual(ids.map(() => JudgeStatus.ACCEPTED));
    expect(judged.every((r) => runners.some((x) => x.name === r.judger))).toBe(true);
    // the runners fetched the test data through nginx, and the process that did not import it served some
    const fetched = (await proxy.requests()).filter((r) => r.uri.startsWith('/api/judge/test-data/'));
    expect(fetched.filter((r) => r.status !== 200)).toEqual([]);
    expect(fetched.filter((r) => r.upstream === web[1].upstream).length).toBeGreaterThan(0);
    report.push(`6 submissions judged in ${Date.now() - started} ms by ${[...new Set(judged.map((r) => r.judger))].join(', ')}; test data fetches: ${fetched.length}`);
  });

  it('passes a live stream through nginx as events come (unbuffered), a verdict included', async () => {
    const id = await submit(proxy.url, tokens[USERS[3]], SLOW);
    const abort = new AbortController();
    const res = await fetch(`${proxy.url}/api/submission-events?submitIds=${id}`, { headers: { authorization: tokens[USERS[3]] }, signal: abort.signal });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/event-stream/)]);
    // nginx obeys the site's X-Accel-Buffering: no, and takes it off the answer
    expect(res.headers.get('x-accel-buffering')).toBeNull();
    const started = Date.now();
    const events: Array<{ submitId: number; status: number }> = [];
    const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += value;
        for (let end; (end = text.indexOf('\n\n')) >= 0; text = text.slice(end + 2)) {
          const frame = text.slice(0, end);
          if (frame.startsWith('event: submission\ndata: ')) events.push(JSON.parse(frame.slice('event: submission\ndata: '.length)));
        }
      }
    })();
    try {
      // the verdict comes seconds after the stream opened, on the open stream
      const verdict = await eventually('the verdict on the stream', async () => events.find((e) => e.submitId === id && !IN_PROGRESS_STATUSES.includes(e.status)), JUDGED_WITHIN_MS);
      expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
      report.push(`a verdict came through nginx on a live stream ${Date.now() - started} ms after it opened (${events.length} events)`);
    } finally {
      abort.abort();
    }
  });

  it('serves an avatar uploaded through one web process from the other', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG]), 'me.png');
    const res = await fetch(`${web[0].base}/api/file/upload-avatar?l=en-US`, { method: 'POST', headers: { authorization: tokens[USERS[1]] }, body: form });
    const body = await json(res);
    expect(res.status).toBe(200);
    const avatar = body.data.avatar as string;
    expect(avatar).toMatch(/^\/api\/public\/avatar\//);
    for (const base of [web[1].base, proxy.url]) {
      const served = await fetch(`${base}${avatar}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('refuses at nginx an upload larger than the site takes (256 MiB and its framing), before any process reads it', async () => {
    const status = (bytes: number) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${proxy.url}/api/file/import-fps-problem`);
        // the declared length is enough: nginx answers from the headers, the body is never sent
        const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: rootToken, 'content-type': 'multipart/form-data; boundary=x', 'content-length': bytes } }, (res) => {
          res.resume();
          resolve(res.statusCode as number);
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders();
      });
    const before = (await proxy.requests()).length;
    expect(await status(258 * 1024 * 1024)).toBe(413);
    // answered by nginx itself: no upstream named for it
    expect((await proxy.requests()).slice(before).map((r) => [r.status, r.upstream])).toEqual([[413, '-']]);
  });

  it('judges on the other runner a submission whose runner is killed while judging it', async () => {
    const id = await submit(proxy.url, tokens[USERS[2]], SLOW);
    const taken = await eventually(
      'the submission taken by a runner',
      async () => (await rows('submit_id = $1 and status in ($2, $3) and judger is not null', [id, JudgeStatus.COMPILING, JudgeStatus.JUDGING]))[0],
      JUDGED_WITHIN_MS,
    );
    const victim = runners.find((r) => r.name === taken.judger) as RunnerProcess;
    const other = runners.find((r) => r !== victim) as RunnerProcess;
    await victim.kill();
    const [judged] = await eventually('the submission judged again', final([id]), JUDGED_WITHIN_MS);
    expect([judged.status, judged.judger]).toEqual([JudgeStatus.ACCEPTED, other.name]);
    report.push(`runner ${victim.name} killed while judging ${id}; judged by ${other.name}; it restarted in ${await victim.start()} ms`);
  });

  it('keeps serving through nginx when a web process is killed, and loses no submission', async () => {
    type Outcome = { round: number; what: string; ok: boolean; detail: string; afterKill: boolean; submitId?: number };
    const outcomes: Outcome[] = [];
    let killed = false;
    const attempt = async (round: number, what: string, run: () => Promise<number | undefined>) => {
      const afterKill = killed;
      try {
        const submitId = await run();
        outcomes.push({ round, what, ok: true, detail: '', afterKill, submitId });
      } catch (e) {
        outcomes.push({ round, what, ok: false, detail: (e as Error).message, afterKill });
      }
    };
    const first = (await rows('pid = $1', [pid])).length;
    const victim = web[0];
    const inFlight: Array<Promise<void>> = [];
    for (let round = 0; round < STREAM_ROUNDS; round++) {
      if (round === KILL_AT_ROUND) {
        await victim.kill();
        killed = true;
      }
      const token = tokens[USERS[round % USERS.length]];
      inFlight.push(
        attempt(round, 'submit', () => submit(proxy.url, token, FAST)),
        attempt(round, 'problem list', async () => {
          const res = await fetch(`${proxy.url}/api/get-problem-list?limit=10&currentPage=1`);
          if (res.status !== 200) throw new Error(`answered ${res.status}`);
          return undefined;
        }),
        attempt(round, 'page', async () => {
          const res = await fetch(`${proxy.url}/problem/${problemId}?l=en-US`, { headers: { authorization: token } });
          if (res.status !== 200) throw new Error(`answered ${res.status}`);
          return undefined;
        }),
      );
      await sleep(STREAM_GAP_MS);
    }
    await Promise.all(inFlight);
    // every request sent after the kill was answered (nginx moved to the live process)
    expect(outcomes.filter((o) => o.afterKill && !o.ok)).toEqual([]);
    const acknowledged = outcomes.filter((o) => o.submitId !== undefined).map((o) => o.submitId as number);
    expect(acknowledged.length).toBeGreaterThanOrEqual(STREAM_ROUNDS - KILL_AT_ROUND);
    // no submission lost: every one acknowledged, and every one stored (a request cut short by the kill may have
    // stored its submission without answering), is judged
    const stored = await eventually(
      'every stored submission judged',
      async () => {
        const found = (await rows('pid = $1', [pid])).slice(first);
        return found.every((r) => !IN_PROGRESS_STATUSES.includes(r.status)) && found;
      },
      JUDGED_WITHIN_MS,
    );
    expect(acknowledged.filter((id) => !stored.some((r) => r.submit_id === id))).toEqual([]);
    expect(stored.filter((r) => r.status !== JudgeStatus.ACCEPTED)).toEqual([]);
    const cut = outcomes.filter((o) => !o.ok);
    report.push(`web process killed at round ${KILL_AT_ROUND} of ${STREAM_ROUNDS}: ${outcomes.length} requests, ${cut.length} cut short in flight (${cut.map((o) => o.what).join(', ') || 'none'}), ${acknowledged.length} submissions acknowledged, ${stored.length} stored, all judged`);

    // started again with the same settings, it serves the sessions made meanwhile, and nginx sends it requests
    // again once its fail_timeout (10 s) is over
    const restartedAt = Date.now();
    report.push(`${victim.name} restarted in ${await victim.start()} ms`);
    const res = await fetch(`${victim.base}/api/get-user-auth-info`, { headers: { authorization: tokens[USERS[3]] } });
    expect(res.status).toBe(200);
    const logged = (await proxy.requests()).length;
    await eventually(
      'nginx back on the restarted process',
      async () => {
        await Promise.all([0, 1].map(() => fetch(`${proxy.url}/api/get-problem-list?limit=1&currentPage=1`)));
        return (await proxy.requests()).slice(logged).some((r) => r.upstream === victim.upstream && r.status === 200);
      },
      45_000,
    );
    report.push(`nginx sent ${victim.name} requests again ${Date.now() - restartedAt} ms after its restart began`);
  });
});
