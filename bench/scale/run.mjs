// bench/scale: does throughput grow with web processes? The same mixed load — the problem list, a problem's
// page, the status list, a signed-in page rendered every time, and submissions — through the reference nginx
// (deploy/nginx/oj.conf) in front of 1 and then 2 built web processes, in the same run, on a scratch database
// of the machine's PostgreSQL, its Redis and RabbitMQ (a queue namespace of the run's own: no runner judges, the
// submissions wait in the queue and are deleted with it). Prints req/s and p99 of each, their ratio, and where
// each phase's CPU went (web processes, nginx, PostgreSQL, Redis, RabbitMQ, this load generator).
// Usage: npm run bench:scale [seconds per phase]   (builds first; needs Debian's nginx)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuByGroup, cpuSpent, machineBusy } from './cpu.mjs';
import { startNginx } from './nginx.mjs';

const require = createRequire(import.meta.url);
const { AmqpJudgeQueue } = require('../../adapters/dist/index.js');

const DURATION_S = Number(process.argv[2] ?? 15);
const WARMUP_S = 3;
const ROUNDS = 2;
const CONNECTIONS = 32;
/** Signed-in visitors whose pages are rendered; submitters take turns below the captcha trigger (20 in 5 min). */
const VISITORS = 32;
const SUBMITTERS = 300;
const PER_SUBMITTER = 18;
const ROOT_PASSWORD = 'bench-root-1';
const MAIN = new URL('../../web/dist/server/main.js', import.meta.url).pathname;
const CODE = '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }\n';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// a scratch database beside DATABASE_URL's, a Redis database and a queue namespace of the run's own
const stamp = `${Date.now()}`;
const adminUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
adminUrl.pathname = '/postgres';
adminUrl.search = '';
const admin = async (sql) => {
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};
const database = `oj_bench_scale_${stamp}`;
await admin(`create database ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const redisUrl = Object.assign(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), { pathname: '/13' }).toString();
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const namespace = `oj-bench-scale-${stamp}.`;
const env = {
  PATH: process.env.PATH, HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, AMQP_URL: amqpUrl, AMQP_NAMESPACE: namespace,
  JUDGE_MODE: 'remote', JUDGE_SECRET: 'bench-scale-secret-1', TRUST_PROXY: '1', ADMIN_PASSWORD: ROOT_PASSWORD, LOG_LEVEL: 'warn',
};

const webs = [];
async function startWeb() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'oj-bench-scale-'));
  const child = spawn(process.execPath, [MAIN], { env: { ...env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
  const web = { port, child, dataDir, upstream: `127.0.0.1:${port}` };
  webs.push(web);
  for (let i = 0; !(await fetch(`http://127.0.0.1:${port}/api/get-website-config`).then((r) => r.ok, () => false)); i++) {
    if (i > 600 || child.exitCode !== null) throw new Error('a web process did not start');
    await sleep(100);
  }
  return web;
}

const first = await startWeb();
const direct = `http://127.0.0.1:${first.port}`;
const login = async (username, password) => {
  const res = await fetch(`${direct}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login of ${username}: ${res.status} ${await res.text()}`);
  return { token: res.headers.get('authorization'), cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
};
const root = await login('root', ROOT_PASSWORD);
const asRoot = (method, path, body) => fetch(`${direct}${path}`, { method, headers: { 'content-type': 'application/json', authorization: root.token }, body: JSON.stringify(body) });
await asRoot('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
const names = [...Array.from({ length: VISITORS }, (_, i) => `visitor${i}`), ...Array.from({ length: SUBMITTERS }, (_, i) => `submitter${i}`)];
for (let i = 0; i < names.length; i += 100) {
  const res = await asRoot('POST', '/api/admin/user/insert-batch-user', { users: names.slice(i, i + 100).map((n) => [n, 'bench-pass-1', `${n}@example.org`]) });
  if (!res.ok) throw new Error(`adding users: ${res.status} ${await res.text()}`);
}
const sessions = [];
for (const n of names) sessions.push(await login(n, 'bench-pass-1'));
const visitors = sessions.slice(0, VISITORS);
const submitters = sessions.slice(VISITORS);
const { data: problems } = await (await fetch(`${direct}/api/get-problem-list?limit=10&currentPage=1`)).json();
const pid = problems.records.find((p) => p.problemId === '1000').pid;

let visits = 0;
let submissions = 0;
/** The mix each connection cycles through: one of each, in turn. */
const MIX = [
  { kind: 'problem list', method: 'GET', path: '/api/get-problem-list?limit=20&currentPage=1' },
  { kind: 'problem page', method: 'GET', path: '/problem/1000?l=en-US' },
  { kind: 'status list', method: 'GET', path: '/api/get-submission-list?limit=20&currentPage=1' },
  {
    kind: 'signed-in page',
    method: 'GET',
    // a query the site does not keep a render for: rendered every time, as the next visitor
    setupRequest: (req) => {
      const n = visits++;
      return { ...req, path: `/home?l=en-US&bench=${n}`, headers: { ...req.headers, cookie: visitors[n % VISITORS].cookie } };
    },
  },
  {
    kind: 'submission',
    method: 'POST',
    setupRequest: (req) => {
      const n = submissions++;
      const who = submitters[Math.floor(n / PER_SUBMITTER) % SUBMITTERS];
      return { ...req, path: '/api/submit-problem-judge?l=en-US', headers: { ...req.headers, 'content-type': 'application/json', authorization: who.token }, body: JSON.stringify({ pid, language: 'C++', code: CODE }) };
    },
  },
];

const selfPid = process.pid;
const groupOf = (pid, comm) => {
  if (pid === selfPid) return 'load generator';
  if (webs.some((w) => w.child.pid === pid)) return 'web processes';
  if (comm === 'nginx') return 'nginx';
  if (comm === 'postgres') return 'PostgreSQL';
  if (comm.startsWith('redis')) return 'Redis';
  if (comm === 'beam.smp' || comm.startsWith('erl') || comm === 'epmd') return 'RabbitMQ';
  return `other: ${comm}`;
};
/** The named groups, and the other processes' together with their three busiest names. */
const grouped = (spent) => {
  const out = {};
  const others = Object.entries(spent).filter(([g]) => g.startsWith('other: ')).sort((a, b) => b[1] - a[1]);
  for (const [g, s] of Object.entries(spent)) if (!g.startsWith('other: ')) out[g] = s;
  const busiest = others.slice(0, 3).filter(([, s]) => s > 0.05).map(([g, s]) => `${g.slice(7)} ${s.toFixed(1)} s`);
  out[`other sessions' and system processes (${busiest.join(', ') || 'none'})`] = others.reduce((a, [, s]) => a + s, 0);
  return out;
};

async function phase(count) {
  const label = `${count} web process${count > 1 ? 'es' : ''}`;
  const port = await freePort();
  const proxy = await startNginx(webs.slice(0, count).map((w) => w.upstream), port);
  const url = `http://127.0.0.1:${port}`;
  const run = (duration) => autocannon({ url, connections: CONNECTIONS, duration, requests: MIX.map(({ kind: _kind, ...r }) => r) });
  await run(WARMUP_S);
  const submittedBefore = submissions;
  const before = cpuByGroup(groupOf);
  const busyBefore = machineBusy();
  const started = process.hrtime.bigint();
  const result = await run(DURATION_S);
  const wallS = Number(process.hrtime.bigint() - started) / 1e9;
  const busy = machineBusy() - busyBefore;
  const spent = grouped(cpuSpent(before, cpuByGroup(groupOf)));
  // processes that started and ended within the phase (other sessions' compilers and tests) are in no group
  const counted = Object.values(spent).reduce((a, b) => a + b, 0);
  if (busy > counted) spent['processes that came and went'] = busy - counted;
  await proxy.stop();
  return { label, result, wallS, spent, submitted: submissions - submittedBefore };
}

const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
// 1, 2, 1, 2: the host's other load drifts, so each count is measured twice, interleaved
await startWeb();
const rounds = [];
for (let round = 0; round < ROUNDS; round++) rounds.push([await phase(1), await phase(2)]);

for (const w of webs) {
  w.child.kill('SIGTERM');
  await new Promise((r) => w.child.once('exit', r));
  rmSync(w.dataDir, { recursive: true, force: true });
}
const queue = await AmqpJudgeQueue.open(amqpUrl, { namespace });
await queue.destroy();
await queue.close();
await admin(`drop database if exists ${database} with (force)`);

const line = ({ label, result: r, submitted }) =>
  `${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts} (${submitted} submissions)`;
const where = ({ label, spent, wallS, result }) => {
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  const parts = Object.entries(spent).filter(([, s]) => s > 0.05).sort((a, b) => b[1] - a[1]).map(([g, s]) => `${g} ${s.toFixed(1)} s (${Math.round((100 * s) / total)}%)`);
  const served = result.requests.total;
  const perRequest = (g) => (((spent[g] ?? 0) * 1000) / served).toFixed(2);
  return (
    `  CPU in ${label} (${wallS.toFixed(1)} s × ${cpus().length} cores = ${(wallS * cpus().length).toFixed(1)} s, ${total.toFixed(1)} s busy): ${parts.join(', ')}\n` +
    `    per request: web processes ${perRequest('web processes')} ms, PostgreSQL ${perRequest('PostgreSQL')} ms, nginx ${perRequest('nginx')} ms of CPU`
  );
};
console.log(`machine: ${cpus().length} × ${cpus()[0].model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}; nginx, the web processes, PostgreSQL, Redis, RabbitMQ and this load generator all on it`);
console.log(`load: ${CONNECTIONS} connections through nginx for ${DURATION_S} s per phase after ${WARMUP_S} s of warm-up; each connection cycles through ${MIX.map((m) => m.kind).join(', ')}`);
console.log(`load average before / after: ${loadBefore} / ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const [one, two] of rounds) {
  console.log(line(one));
  console.log(line(two));
  console.log(`  ratio (2 / 1): ${(two.result.requests.average / one.result.requests.average).toFixed(2)}× req/s, p99 ${(two.result.latency.p99 / one.result.latency.p99).toFixed(2)}×`);
  console.log(where(one));
  console.log(where(two));
}
const mean = (i, f) => rounds.reduce((a, r) => a + f(r[i]), 0) / rounds.length;
const rps = (p) => p.result.requests.average;
console.log(`over ${rounds.length} rounds: 1 process ${Math.round(mean(0, rps))} req/s, 2 processes ${Math.round(mean(1, rps))} req/s, ratio ${(mean(1, rps) / mean(0, rps)).toFixed(2)}×`);
