// The site for bench/contest-board: API only, on the scratch database the runner made (DATABASE_URL), with the
// installed plugins (found as the site finds them: plugins/*/dist), remote judge mode, the production logger
// writing to /dev/null. It makes the viewers (bench-viewer-0..15, password bench-pass) and a super admin
// (bench-root) up front, and times one verdict reaching the board when the runner asks (message 'verdict').
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { loadSettings } from '../../config/dist/index.js';
import { EVENT_BUS, PASSWORD_HASHER, SQL_RUNNER, USER_REPOSITORY } from '../../core/dist/index.js';
import { createLogger } from '../../web/dist/server/logger.js';
import { discoverPlugins } from '../../web/dist/server/plugin-discovery.js';
import { createSite } from '../../web/dist/server/site.js';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'oj-bench-board-')), JUDGE_MODE: 'remote' };
const { logger } = createLogger('info', '/dev/null');
const plugins = await discoverPlugins(fileURLToPath(new URL('../../plugins', import.meta.url)));
const site = await createSite(loadSettings({ env, file: join(tmpdir(), 'none.json') }), { logger, pages: 'none', webRoot, version: 'bench', plugins });
const hash = await site.container.get(PASSWORD_HASHER).hash('bench-pass');
const users = site.container.get(USER_REPOSITORY);
// the second process of the same site finds them made
if (!process.env.SKIP_USERS) await users.create({ username: 'bench-root', email: 'bench-root@example.org', passwordHash: hash, roles: ['root'] });
if (!process.env.SKIP_USERS) for (let i = 0; i < Number(process.env.VIEWERS ?? 16); i++) await users.create({ username: `bench-viewer-${i}`, email: `bench-viewer-${i}@example.org`, passwordHash: hash, roles: ['default_user'] });
const server = await site.listen(0, '127.0.0.1');
process.send?.({ port: server.address().port, plugins: plugins.map((p) => p.id) });

// the board port, by its token (the plugin's Symbol.for name): no import of the plugin's files
const BOARD = Symbol.for('oj.contests.Board');
const ms = (from) => performance.now() - from;

/**
 * One verdict, as the core delivers it: the row is written, `submission.changed` is published (its handlers in
 * this process run before publish resolves: the board's applyVerdict among them), then the board is viewed
 * (the first view computes the rows again; the second is the cached answer).
 */
async function verdict({ submitId, cid, status, mode }) {
  const sql = site.container.get(SQL_RUNNER);
  const [row] = await sql.all('update submission set status = ? where submit_id = ? returning uid, pid', [status, submitId]);
  const board = site.container.get(BOARD);
  const t0 = performance.now();
  await site.container.get(EVENT_BUS).publish('submission.changed', { submitId, uid: row.uid, pid: Number(row.pid), cid, status, score: null, time: 10, memory: 1 });
  const apply = ms(t0);
  const t1 = performance.now();
  await board.view(cid, { mode });
  const recompute = ms(t1);
  const t2 = performance.now();
  await board.view(cid, { mode });
  return { apply, recompute, cached: ms(t2) };
}

/**
 * A verdict reaching this process (as the judging service stores a runner's result and announces it): the row
 * written, then `submission.changed` published; answers the moment (epoch ms, sub-millisecond) just before the
 * publish, which the runner compares with the SSE event's arrival on the other process.
 */
async function remoteVerdict({ submitId, cid, status }) {
  const sql = site.container.get(SQL_RUNNER);
  const [row] = await sql.all('update submission set status = ? where submit_id = ? returning uid, pid', [status, submitId]);
  const at = performance.timeOrigin + performance.now();
  await site.container.get(EVENT_BUS).publish('submission.changed', { submitId, uid: row.uid, pid: Number(row.pid), cid, status, score: null, time: 10, memory: 1 });
  return { at };
}

/**
 * The naive board, for comparison: what a board without a kept state does for each answer — every submission
 * row of the contest read, and the whole board computed by the same engine. The plugin keeps it as a service
 * (plugins/contests/src/board/naive-board.ts), reached here by its token like the board port.
 */
async function naive({ cid, mode }) {
  return site.container.get(Symbol.for('oj.contests.NaiveBoard')).compute(cid, mode);
}

/** Garbage-collection pauses since the last 'gc' message (the runner asks around each page run): the tail of a page's p99. */
let pauses = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses.push({ ms: e.duration, major: e.detail?.kind === perf.NODE_PERFORMANCE_GC_MAJOR });
}).observe({ entryTypes: ['gc'] });
const gcSummary = () => {
  const taken = pauses;
  pauses = [];
  const major = taken.filter((p) => p.major);
  const sum = (xs) => xs.reduce((a, p) => a + p.ms, 0);
  const max = (xs) => xs.reduce((a, p) => Math.max(a, p.ms), 0);
  return { count: taken.length, totalMs: sum(taken), maxMs: max(taken), major: major.length, majorMaxMs: max(major), heapMb: process.memoryUsage().heapUsed / 2 ** 20 };
};

/** BENCH_HEAP: the runner samples what each page run allocates (collected objects included) into <dir>/<run>.heapprofile. */
const inspector = new Session();
inspector.connect();

process.on('message', async (m) => {
  if (m?.type === 'heap-start') {
    await inspector.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    process.send?.({ type: 'heap-start', result: true });
  }
  if (m?.type === 'heap-stop') {
    const { profile } = await inspector.post('HeapProfiler.stopSampling');
    writeFileSync(m.file, JSON.stringify(profile));
    process.send?.({ type: 'heap-stop', result: true });
  }
  if (m?.type === 'gc') process.send?.({ type: 'gc', result: gcSummary() });
  if (m?.type === 'remote-verdict') process.send?.({ type: 'remote-verdict', result: await remoteVerdict(m) });
  if (m?.type === 'naive') process.send?.({ type: 'naive', result: await naive(m) });
  if (m === 'stop') {
    await site.close();
    process.exit(0);
  }
  if (m?.type === 'verdict') process.send?.({ type: 'verdict', result: await verdict(m) });
  if (m?.type === 'rebuild') {
    // a cold board: every submission row read again and the rows computed
    const board = site.container.get(BOARD);
    const t0 = performance.now();
    await board.rebuild(m.cid);
    const load = ms(t0);
    const t1 = performance.now();
    await board.view(m.cid, { mode: m.mode });
    process.send?.({ type: 'rebuild', result: { load, compute: ms(t1) } });
  }
});
