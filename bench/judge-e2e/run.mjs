// bench/judge-e2e: C++ A+B submissions through the API with one runner (the site's embedded judge), beside
// what the judge alone costs, measured in the same run. Targets: idle submit-to-verdict latency ≤ compile +
// 300 ms; throughput ≥ 80 % of slots ÷ (compile + run).
//   1. the judge alone, in this process on a slot of its own (beside each latency sample, and after the burst): the compile of the A+B source (precompiled
//      header), and a whole judging of it against problem 1000's 10 cases (compile + run), each source
//      distinct so nothing is reused;
//   2. the site in its own process on a scratch database (sample problems seeded, embedded judge with the
//      site's JUDGE_SLOTS default unless set, no submit interval, enough users that none reaches the captcha
//      trigger of 20 submissions in 5 minutes);
//   3. latency: one submission at a time, the verdict read from the event stream (/api/submission-events);
//   4. throughput: THROUGHPUT submissions sent as fast as the API takes them (8 requests in flight), time
//      until every one is final (check-submissions-status every 100 ms);
//   5. the judge alone again (10×), so a drift of the machine's load shows.
// Needs root (the sandbox) and a built tree. The judge's work folder (JUDGE_WORK_DIR, default
// /tmp/oj-bench-judge-e2e) is kept between runs: languages are self-tested and headers precompiled once.
// Usage: npm run bench:judge-e2e [-- latency-samples throughput-submissions]   (JUDGE_SLOTS=n to override)
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeClient, request, scratchDatabase, signIn, startSite } from './site-client.mjs';

const require = createRequire(import.meta.url);
const { createLocalJudge } = require('../../judge-runner/dist/local-judge.js');
const { Workspace } = require('../../judge-runner/dist/judge/workspace.js');
const { compileProgram } = require('../../judge-runner/dist/judge/compile.js');
const { selfTestLanguages } = require('../../judge-runner/dist/judge/self-test.js');

const LATENCY_SAMPLES = Number(process.argv[2] ?? 50);
const THROUGHPUT = Number(process.argv[3] ?? 200);
const JUDGE_ALONE = 10;
const WARMUP = 3;
const SUBMITS_IN_FLIGHT = 8;
const STATUS_POLL_MS = 100;
// 01 §5's captcha comes after 20 submissions in 5 minutes: each user stays well under it
const PER_USER = 15;
const LANGUAGE = 'C++ 17 With O2';
const TARGET_LATENCY_OVER_COMPILE_MS = 300;
const TARGET_THROUGHPUT_SHARE = 0.8;
const IN_PROGRESS = new Set([5, 6, 7, 9]);
const ACCEPTED = 0;

const workDir = process.env.JUDGE_WORK_DIR ?? join(tmpdir(), 'oj-bench-judge-e2e');
const testdata = new URL('../../web/seed/problems/aplusb/testdata/', import.meta.url).pathname;
const CASES = Array.from({ length: 10 }, (_, i) => ({ caseId: i + 1, inputFile: join(testdata, `${i + 1}.in`), answerFile: join(testdata, `${i + 1}.out`), score: 0, groupNum: 1 }));
let nonce = 0;
// a distinct comment per source: no cache anywhere can hand back an earlier compile
const source = () => `// bench ${process.pid}-${++nonce}\n#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b << endl; }\n`;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (x) => `${Math.round(x)} ms`;

// the machine is shared: the load average is sampled through the whole run
const loads = [];
const sampleLoad = () => loads.push(loadavg()[0]);
sampleLoad();
const loadTimer = setInterval(sampleLoad, 5000);

// --- the judge alone -------------------------------------------------------------------------------
await mkdir(workDir, { recursive: true, mode: 0o755 });
const local = await createLocalJudge({ workRoot: join(workDir, 'bench-slot'), cacheDir: join(workDir, 'cache'), slot: 7 });
const language = local.languages.get(LANGUAGE).definition;
const pchDir = await local.languages.precompiledHeader(LANGUAGE);
if (!pchDir) throw new Error(`${LANGUAGE} has no precompiled header on this host`);
// the site's judge self-tests every language in the background on start: done here first (and kept in the
// shared cache folder), so it finds every result and does not compete with the measurement
await selfTestLanguages(local.judge, local.languages, local.cacheDir);

async function compileAlone() {
  const workspace = await Workspace.create(join(workDir, 'bench-compiles'));
  try {
    const t = performance.now();
    const outcome = await compileProgram(local.sandbox, language, source(), workspace, { mounts: [{ hostPath: pchDir, sandboxPath: '/pch' }] });
    if (!outcome.ok) throw new Error(outcome.message);
    return performance.now() - t;
  } finally {
    await workspace.dispose();
  }
}
async function judgeAlone() {
  const t = performance.now();
  const outcome = await local.judge.judge({
    language: LANGUAGE, code: source(), limits: { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 },
    type: 'ACM', ioScore: 0, judgeMode: 'default', caseMode: 'default', isRemoveEndBlank: true, cases: CASES,
  });
  if (outcome.status !== ACCEPTED) throw new Error(`the judge alone gave status ${outcome.status}: ${outcome.message ?? outcome.compileMessage ?? ''}`);
  return performance.now() - t;
}
async function judgeAloneRound() {
  const compiles = [];
  const judgings = [];
  await compileAlone();
  for (let i = 0; i < JUDGE_ALONE; i++) {
    compiles.push(await compileAlone());
    judgings.push(await judgeAlone());
  }
  return { compiles, judgings };
}
// warms the slot and the page cache before anything is measured
await compileAlone();
await judgeAlone();

// --- the site ----------------------------------------------------------------------------------------
/** Follows one submission on the event stream: `opened` once it listens, `verdict` with the time a final status came. */
function followStream(port, submitId) {
  let opened;
  const listening = new Promise((r) => (opened = r));
  let req;
  const verdict = new Promise((resolve, reject) => {
    req = http.get({ host: '127.0.0.1', port, path: `/api/submission-events?submitIds=${submitId}`, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith(':')) opened();
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          const change = data && JSON.parse(data);
          if (change && !IN_PROGRESS.has(change.status)) resolve({ at: performance.now(), status: change.status });
        }
      });
    });
    req.on('error', (e) => e.code !== 'ECONNRESET' && reject(e));
  });
  return { listening, verdict, close: () => req.destroy() };
}

const users = Math.ceil((WARMUP + LATENCY_SAMPLES + THROUGHPUT) / PER_USER) + 1;
const scratch = await scratchDatabase(`oj_bench_judge_${process.pid}`);
let site;
try {
  site = await startSite({ DATABASE_URL: scratch.url.toString(), JUDGE_WORK_DIR: workDir, USERS: String(users) });
  const { port, slots, pid } = site;
  const tokens = await signIn(port, users);
  let turn = 0;
  async function submit() {
    // users in turn: one user's submissions are judged one after another (fair dispatch, docs/submissions.md)
    const res = await request(port, 'POST', '/api/submit-problem-judge', { body: { pid, language: LANGUAGE, code: source() }, headers: { authorization: tokens[turn++ % users] } });
    if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${res.body?.msg}`);
    return res.body.data.submitId;
  }
  const statusesOf = async (ids) => (await request(port, 'POST', '/api/check-submissions-status', { body: { submitIds: ids } })).body.data;

  /** One submission alone: submit-to-verdict through the event stream. */
  let readFromRow = 0;
  async function oneAlone() {
    const t0 = performance.now();
    const submitId = await submit();
    const stream = followStream(port, submitId);
    try {
      await stream.listening;
      // a verdict that came before the stream listened is read from the row once (then a little late)
      const row = (await statusesOf([submitId]))[submitId];
      const result = IN_PROGRESS.has(row.status) ? await stream.verdict : (readFromRow++, { at: performance.now(), status: row.status });
      if (result.status !== ACCEPTED) throw new Error(`submission ${submitId} ended with status ${result.status}`);
      return result.at - t0;
    } finally {
      stream.close();
    }
  }

  for (let i = 0; i < WARMUP; i++) await oneAlone();
  // each sample beside a compile and a judging alone, so both sides see the same load of a shared machine
  const latencies = [];
  const before = { compiles: [], judgings: [] };
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    before.compiles.push(await compileAlone());
    before.judgings.push(await judgeAlone());
    latencies.push(await oneAlone());
  }
  // progress on stderr: a long run on a busy machine still leaves its first figures
  console.error(`latency: median ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))} over ${latencies.length}; compile alone beside them: median ${ms(quantile(before.compiles, 0.5))}`);

  // throughput: every submission sent as fast as the API takes them, then the time until all are final
  const t0 = performance.now();
  const ids = [];
  let sent = 0;
  await Promise.all(Array.from({ length: SUBMITS_IN_FLIGHT }, async () => {
    while (sent++ < THROUGHPUT) ids.push(await submit());
  }));
  const submittedMs = performance.now() - t0;
  let open = [...ids];
  const verdicts = {};
  while (open.length) {
    await new Promise((r) => setTimeout(r, STATUS_POLL_MS));
    const rows = await statusesOf(open);
    for (const id of open) if (!IN_PROGRESS.has(rows[id].status)) verdicts[rows[id].status] = (verdicts[rows[id].status] ?? 0) + 1;
    open = open.filter((id) => IN_PROGRESS.has(rows[id].status));
  }
  const allFinalMs = performance.now() - t0;
  const after = await judgeAloneRound();
  clearInterval(loadTimer);
  sampleLoad();

  // --- report ------------------------------------------------------------------------------------------
  const compiles = [...before.compiles, ...after.compiles];
  const judgings = [...before.judgings, ...after.judgings];
  const compileMs = quantile(compiles, 0.5);
  const judgeMs = quantile(judgings, 0.5);
  const runMs = judgeMs - compileMs;
  const perSecond = THROUGHPUT / (allFinalMs / 1000);
  const ceiling = slots / (judgeMs / 1000);
  const latencyP50 = quantile(latencies, 0.5);
  // the latency target is against the compiles measured beside the samples
  const besideCompileMs = quantile(before.compiles, 0.5);
  const latencyP99 = quantile(latencies, 0.99);
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0].model;
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`machine: ${cpus().length} × ${cpu}, node ${process.version}; load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the run`);
  console.log(`site: embedded judge, ${slots} slot(s) (JUDGE_SLOTS ${process.env.JUDGE_SLOTS ?? 'unset: the site default'}), ${users} users, ${LANGUAGE}, problem 1000 (10 cases); sandbox hints: ${local.hints.join('; ') || 'none'}`);
  console.log('| measure | median | p99 | note |');
  console.log('|---|---|---|---|');
  console.log(`| compile alone (PCH), ${compiles.length}× | ${ms(compileMs)} | ${ms(quantile(compiles, 0.99))} | beside the latency samples ${ms(besideCompileMs)}, after ${ms(quantile(after.compiles, 0.5))} |`);
  console.log(`| judging alone (compile + 10 cases), ${judgings.length}× | ${ms(judgeMs)} | ${ms(quantile(judgings, 0.99))} | run ≈ ${ms(runMs)}; beside the latency samples ${ms(quantile(before.judgings, 0.5))}, after ${ms(quantile(after.judgings, 0.5))} |`);
  console.log(`| submit → verdict, one at a time, ${latencies.length}× | ${ms(latencyP50)} | ${ms(latencyP99)} | ${ms(latencyP50 - besideCompileMs)} over the compile, ${ms(latencyP50 - quantile(before.judgings, 0.5))} over the judging alone beside it; ${readFromRow} verdict(s) read from the row |`);
  console.log(`| ${THROUGHPUT} submissions at once | ${perSecond.toFixed(2)} /s | | all sent in ${ms(submittedMs)}, all final in ${ms(allFinalMs)}; verdicts ${JSON.stringify(verdicts)} |`);
  console.log(`target latency: median ${ms(latencyP50)} ≤ compile + ${TARGET_LATENCY_OVER_COMPILE_MS} ms = ${ms(besideCompileMs + TARGET_LATENCY_OVER_COMPILE_MS)}: ${met(latencyP50 <= besideCompileMs + TARGET_LATENCY_OVER_COMPILE_MS)}`);
  console.log(`target throughput: ${perSecond.toFixed(2)}/s ≥ 80 % of ${slots} ÷ ${ms(judgeMs)} = ${(TARGET_THROUGHPUT_SHARE * ceiling).toFixed(2)}/s (${((100 * perSecond) / ceiling).toFixed(0)} % of ${ceiling.toFixed(2)}/s): ${met(perSecond >= TARGET_THROUGHPUT_SHARE * ceiling)}`);
  if (verdicts[ACCEPTED] !== THROUGHPUT) console.log(`WARNING: not every submission was Accepted: ${JSON.stringify(verdicts)}`);
} finally {
  clearInterval(loadTimer);
  closeClient();
  await site?.stop();
  await scratch.drop();
}
