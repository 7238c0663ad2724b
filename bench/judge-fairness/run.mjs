// bench/judge-fairness: how long another user's A+B waits behind a flooder whose programs only sleep (issue 18).
// The site (bench/judge-e2e/site-server.mjs) in its own process on a scratch database, the embedded judge with
// one slot (JUDGE_SLOTS=1 unless set), the default waiting cap (3) and no submit interval; problem 1000 (A+B,
// 10 cases) with a 1 s time limit, so each sleeping case is stopped by its wall limit W = max(2 × 1 s, 1 s + 1 s).
//   1. a lone C A+B, LONE times: submit → verdict (the victim's judging alone: compile and ten cases);
//   2. the flooder submits its cap of sleeping programs (each 10 × W); once the first is judging, VICTIMS other
//      users each submit a C A+B, one after another, and each waits for its verdict;
//   3. per victim: submit → verdict, and whether the flooder's second submission had started by then.
// Target (issue 18): the victim's verdict within compile + 2 × W; before the fix it waited for the flooder's
// whole judging (two sleepers: 88 s). Needs root (the sandbox) and a built tree.
// Usage: npm run bench:judge-fairness [-- victims]
import { cpus, loadavg, tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeClient, request, scratchDatabase, signIn, startSite } from '../judge-e2e/site-client.mjs';

const VICTIMS = Number(process.argv[2] ?? 5);
const LONE = 5;
const TIME_LIMIT_MS = 1000;
const W = Math.max(2 * TIME_LIMIT_MS, TIME_LIMIT_MS + 1000);
const CAP = 3;
const POLL_MS = 50;
const IN_PROGRESS = new Set([5, 6, 7, 9]);
const PENDING = 5;
const JUDGING = 7;
const ACCEPTED = 0;
const LANGUAGE = 'C';
let nonce = 0;
// a distinct comment per source: nothing can hand back an earlier compile
const aPlusB = () => `// fairness ${process.pid}-${++nonce}\n#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n`;
const sleeper = () => `// flood ${process.pid}-${++nonce}\n#include <unistd.h>\nint main(void) { sleep(60); return 0; }\n`;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (x) => `${Math.round(x)} ms`;
const sleep = (t) => new Promise((r) => setTimeout(r, t));

const loads = [loadavg()[0]];
const loadTimer = setInterval(() => loads.push(loadavg()[0]), 5000);
const workDir = process.env.JUDGE_WORK_DIR ?? join(tmpdir(), 'oj-bench-judge-e2e');
const scratch = await scratchDatabase(`oj_bench_fair_${process.pid}`);
let site;
try {
  site = await startSite({ DATABASE_URL: scratch.url.toString(), JUDGE_WORK_DIR: workDir, JUDGE_SLOTS: process.env.JUDGE_SLOTS ?? '1', USERS: String(VICTIMS + 2), SWITCHES: JSON.stringify({ waitingSubmissionLimit: CAP }) });
  const { port, pid, slots } = site;
  const [flooder, ...victims] = await signIn(port, VICTIMS + 2);
  const submit = async (token, code) => {
    const res = await request(port, 'POST', '/api/submit-problem-judge', { body: { pid, language: LANGUAGE, code }, headers: { authorization: token } });
    if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${res.body?.msg}`);
    return res.body.data.submitId;
  };
  const statuses = async (ids) => (await request(port, 'POST', '/api/check-submissions-status', { body: { submitIds: ids } })).body.data;
  const verdict = async (id) => {
    for (;;) {
      const row = (await statuses([id]))[id];
      if (!IN_PROGRESS.has(row.status)) return row.status;
      await sleep(POLL_MS);
    }
  };
  const judged = async (token) => {
    const t0 = performance.now();
    const id = await submit(token, aPlusB());
    const status = await verdict(id);
    if (status !== ACCEPTED) throw new Error(`A+B ${id} ended with status ${status}`);
    return performance.now() - t0;
  };
  // the problem as the scenario wants it (the site reads problems from the database per task)
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: scratch.url.toString() });
  await db.connect();
  await db.query('update problem set time_limit = $1 where id = $2', [TIME_LIMIT_MS, pid]);
  await db.end();

  await judged(victims[0]); // warms the compiler and the page cache
  const lone = [];
  for (let i = 0; i < LONE; i++) lone.push(await judged(victims[0]));

  const flood = [];
  for (let i = 0; i < CAP; i++) flood.push(await submit(flooder, sleeper()));
  while ((await statuses([flood[0]]))[flood[0]].status !== JUDGING) await sleep(POLL_MS);
  const floodStart = performance.now();
  const waits = [];
  let secondStartedFirst = 0;
  for (const token of victims.slice(1)) {
    waits.push(await judged(token));
    const now = await statuses(flood);
    if (now[flood[1]].status !== PENDING) secondStartedFirst++;
  }
  const floodStatus = await statuses(flood);
  clearInterval(loadTimer);

  const loneMs = quantile(lone, 0.5);
  const bound = loneMs + 2 * W;
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0].model;
  console.log(`machine: ${cpus().length} × ${cpu}, node ${process.version}; load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the run`);
  console.log(`site: embedded judge, ${slots} slot(s), waiting cap ${CAP}; problem 1000 (10 cases), time limit ${TIME_LIMIT_MS} ms → W = ${W} ms per sleeping case; ${LANGUAGE}`);
  console.log('| measure | median | max | note |');
  console.log('|---|---|---|---|');
  console.log(`| A+B alone (submit → verdict), ${lone.length}× | ${ms(loneMs)} | ${ms(Math.max(...lone))} | compile + 10 cases + polling (${POLL_MS} ms) |`);
  console.log(`| A+B of another user behind the flooder, ${waits.length}× | ${ms(quantile(waits, 0.5))} | ${ms(Math.max(...waits))} | ${(quantile(waits, 0.5) / loneMs).toFixed(2)} × alone; the flooder's first judging for ${ms(performance.now() - floodStart)} so far (10 × W = ${ms(10 * W)}) |`);
  console.log(`target: max ${ms(Math.max(...waits))} ≤ A+B alone + 2 × W = ${ms(bound)}: ${Math.max(...waits) <= bound ? 'met' : 'NOT met'}`);
  console.log(`the flooder's second submission had started before a victim's verdict: ${secondStartedFirst} of ${waits.length}; flooder now ${JSON.stringify(Object.fromEntries(Object.entries(floodStatus).map(([id, r]) => [id, r.status])))}`);
} finally {
  clearInterval(loadTimer);
  closeClient();
  await site?.stop();
  await scratch.drop();
}
