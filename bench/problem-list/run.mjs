// bench/problem-list: GET /api/get-problem-list over 10,000 problems with tags, filtered by keyword,
// tagId and difficulty at 64 connections (autocannon), beside a bare Node http server returning the bytes
// of a full page, in the same run. The problems are seeded into a scratch database on the PostgreSQL of
// DATABASE_URL (default: this machine's), which is dropped at the end.
// Usage: npm run build:backend && node bench/problem-list/run.mjs [seconds per run] [rounds]
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROBLEMS, seed, TAGS, WORDS } from './seed.mjs';

const DURATION_S = Number(process.argv[2] ?? 10);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 64;
const WARMUP_S = 2;
const TARGET_P99_MS = 50;

const server = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const scratchName = `oj_bench_problems_${process.pid}`;
const adminUrl = new URL(server);
adminUrl.pathname = '/postgres';
adminUrl.search = '';
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${scratchName}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function start(script, env = {}) {
  const child = fork(new URL(script, import.meta.url), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

// a deterministic stream of filters, so every run asks the same questions in the same order
let state = 42;
const rand = (n) => {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  return state % n;
};
const SCENARIOS = {
  'keyword + tagId + difficulty': () => `keyword=${WORDS[rand(WORDS.length)]}&tagId=${1 + rand(TAGS)}&difficulty=${rand(10)}`,
  'keyword + 2 tags, page 1-3': () => `keyword=${WORDS[rand(WORDS.length)]}&tagId=${1 + rand(TAGS)},${1 + rand(TAGS)}&currentPage=${1 + rand(3)}`,
  'unfiltered, pages 1-300': () => `currentPage=${1 + rand(300)}`,
};
const pathOf = (query) => `/api/get-problem-list?oj=Mine&limit=30&${query}`;

const load = (port, duration, next) =>
  autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, pipelining: 1, requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }] });

async function measure(port, next) {
  await load(port, WARMUP_S, next);
  const r = await load(port, DURATION_S, next);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

await withClient(adminUrl, (c) => c.query(`create database ${scratchName}`));
let site;
let bare;
try {
  // the site migrates the scratch database on start; the problems go in afterwards
  site = await start('./site-server.mjs', { DATABASE_URL: scratchUrl.toString() });
  const seededIn = performance.now();
  await withClient(scratchUrl, seed);
  const seedMs = performance.now() - seededIn;
  const [{ count }] = await withClient(scratchUrl, async (c) => (await c.query(`select count(*) from problem_tag`)).rows);

  // the bare server answers with a full page (30 rows with tags), the site's largest answer here
  const samplePath = pathOf('currentPage=1');
  const sample = await fetch(`http://127.0.0.1:${site.port}${samplePath}`);
  const body = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`site answered ${sample.status}: ${body}`);
  bare = await start('../api-baseline/bare-server.mjs', { BODY_BASE64: body.toString('base64') });

  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const b = await measure(bare.port, () => '/');
    rows.push({ round, name: 'bare node http (same bytes)', ...b });
    for (const [name, next] of Object.entries(SCENARIOS)) rows.push({ round, name, ...(await measure(site.port, () => pathOf(next()))) });
  }

  console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds`);
  console.log(`data: ${PROBLEMS} problems (2 % hidden), ${TAGS} tags, ${count} problem-tag rows, seeded in ${(seedMs / 1000).toFixed(1)} s; sample answer ${body.length} B`);
  console.log('| round | run | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.round} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const name of ['bare node http (same bytes)', ...Object.keys(SCENARIOS)]) {
    const mine = rows.filter((r) => r.name === name);
    const p99 = median(mine.map((r) => r.p99));
    const verdict = name.startsWith('bare') ? '' : p99 < TARGET_P99_MS ? ` (target p99 < ${TARGET_P99_MS} ms: met)` : ` (target p99 < ${TARGET_P99_MS} ms: NOT met)`;
    console.log(`median ${name}: ${Math.round(median(mine.map((r) => r.rps)))} req/s, p99 ${p99} ms${verdict}`);
  }
} finally {
  bare?.child.kill();
  if (site) {
    site.child.send('stop');
    await new Promise((resolve) => site.child.once('exit', resolve));
  }
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${scratchName}`));
}
