// bench/sandbox: what the sandbox costs (issue 6 targets: median overhead ≤ 3 ms over a bare spawn, PCH
// compile ≤ 0.4 s). In one run, interleaved so background noise falls on both sides alike:
//   - a C `return 0` binary spawned bare from Node, and the same binary through the full sandbox
//     (a request to the kept-running sbx-run → a worker: cgroups, rlimits, slot uid → bubblewrap →
//     seccomp), one at a time: median and p99, both as the judge runs a case — prepared while the run
//     before it ran (the request names its next run, native/sbx-run/serve.h) — and cold (set up on
//     request, as a compile or a checker is); beside them the previous chain (sbx-run spawned from Node
//     for each run, bubblewrap making a network namespace per run), so before/after share the noise;
//   - prepared runs back to back, nothing in between (each run's set-up only overlaps the run before);
//   - sandboxed runs/s with 2 at a time (2 cores);
//   - compiling C++ A+B (<bits/stdc++.h>, -O2 -std=c++17) in the sandbox with and without the
//     precompiled header.
// Needs root (cgroups) and a built tree. Usage: npm run bench:sandbox [runs]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createLocalJudge } = require('../../judge-runner/dist/local-judge.js');
const { Workspace } = require('../../judge-runner/dist/judge/workspace.js');
const { compileProgram } = require('../../judge-runner/dist/judge/compile.js');

const RUNS = Number(process.argv[2] ?? 300);
const COMPILES = 10;

const dir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
chmodSync(dir, 0o755);
writeFileSync(join(dir, 'ret0.c'), 'int main(void) { return 0; }\n');
execFileSync('gcc', ['-O2', '-o', join(dir, 'ret0'), join(dir, 'ret0.c')]);
chmodSync(join(dir, 'ret0'), 0o755);

const local = await createLocalJudge({ workRoot: join(dir, 'work'), cacheDir: join(tmpdir(), 'oj-judge-cache'), slot: 7 });
const limits = { cpuMs: 1000, wallMs: 3000, memoryKb: 65536, pids: 16 };
const command = { argv: ['/w/ret0'], workDir: dir, workDirWritable: false, profile: 'run', limits };
// cold: set up on request (a wall limit of its own, so that it is never the prepared command)
const coldCommand = { ...command, limits: { ...limits, wallMs: 3001 } };
const sandboxed = () => local.sandbox.run([coldCommand]);
// as the judge runs its cases: every request names the next one (here the same command, a fresh sandbox
// each time), which the helper sets up while this one runs
const prepared = () => local.sandbox.run([command], [], { next: [command] });
// the chain as it was before the kept-running helper: the same arguments, the helper spawned per run,
// and bubblewrap unsharing the network itself (the one-shot helper makes its own namespace as well)
const previousArgs = local.sandbox.helperArgs(command);
previousArgs.splice(previousArgs.indexOf('/usr/bin/bwrap') + 1, 0, '--unshare-net');
const previous = () =>
  new Promise((resolve, reject) => {
    const helper = spawn(local.sandbox.options.helperPath, ['--report-fd', '3', ...previousArgs], { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let report = '';
    helper.stdio[3].on('data', (d) => (report += d));
    helper.on('close', () => (JSON.parse(report).commands?.[0]?.exitCode === 0 ? resolve() : reject(new Error(report))));
  });
const bare = () =>
  new Promise((resolve, reject) => {
    const child = spawn(join(dir, 'ret0'), [], { stdio: 'ignore', env: {} });
    child.on('error', reject);
    child.on('close', resolve);
  });

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (x) => x.toFixed(2);

// warm-up: page cache, cgroup hierarchy, bubblewrap's first start
const loadBefore = loadavg()[0];
for (let i = 0; i < 20; i++) {
  await bare();
  await sandboxed();
  await previous();
}
await prepared();
const bareTimes = [];
const boxTimes = [];
const preparedTimes = [];
const previousTimes = [];
for (let i = 0; i < RUNS; i++) {
  bareTimes.push(await timed(bare));
  preparedTimes.push(await timed(prepared));
  boxTimes.push(await timed(sandboxed));
  previousTimes.push(await timed(previous));
}
// back to back: the next run's set-up has only the current run's time to happen in
const backToBack = [];
const backToBackBare = [];
for (let i = 0; i < RUNS; i++) backToBack.push(await timed(prepared));
for (let i = 0; i < RUNS; i++) backToBackBare.push(await timed(bare));
await local.sandbox.release();

// throughput: 2 runs at a time for a fixed count
const PARALLEL = 2;
const THROUGHPUT_RUNS = RUNS;
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next++ < THROUGHPUT_RUNS) await sandboxed();
  }),
);
const runsPerSecond = THROUGHPUT_RUNS / ((performance.now() - t0) / 1000);

// C++ A+B compile with and without the precompiled header
const language = local.languages.get('C++ 17 With O2').definition;
const pchDir = await local.languages.precompiledHeader('C++ 17 With O2');
const code = '#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b << endl; }\n';
async function compileOnce(withPch) {
  const workspace = await Workspace.create(join(dir, 'compiles'));
  try {
    const mounts = withPch && pchDir ? [{ hostPath: pchDir, sandboxPath: '/pch' }] : [];
    const t = performance.now();
    const outcome = await compileProgram(local.sandbox, language, code, workspace, { mounts });
    if (!outcome.ok) throw new Error(outcome.message);
    return performance.now() - t;
  } finally {
    await workspace.dispose();
  }
}
const withPch = [];
const withoutPch = [];
for (let i = 0; i < COMPILES; i++) {
  withPch.push(await compileOnce(true));
  withoutPch.push(await compileOnce(false));
}

const overhead = boxTimes.map((t, i) => t - bareTimes[i]);
const preparedOverhead = preparedTimes.map((t, i) => t - bareTimes[i]);
const previousOverhead = previousTimes.map((t, i) => t - bareTimes[i]);
console.log(`rcu_expedited: ${readFileSync('/sys/kernel/rcu_expedited', 'utf8').trim()}`);
console.log(`load average (1 min): ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`);
console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}`);
console.log(`runs: ${RUNS} of each, interleaved`);
console.log(`bare spawn      median ${fmt(quantile(bareTimes, 0.5))} ms  p99 ${fmt(quantile(bareTimes, 0.99))} ms`);
console.log(`prepared run    median ${fmt(quantile(preparedTimes, 0.5))} ms  p99 ${fmt(quantile(preparedTimes, 0.99))} ms  overhead median ${fmt(quantile(preparedOverhead, 0.5))} ms  p99 ${fmt(quantile(preparedOverhead, 0.99))} ms  (target: median ≤ 3 ms)`);
console.log(`cold run        median ${fmt(quantile(boxTimes, 0.5))} ms  p99 ${fmt(quantile(boxTimes, 0.99))} ms  overhead median ${fmt(quantile(overhead, 0.5))} ms  p99 ${fmt(quantile(overhead, 0.99))} ms`);
console.log(`back to back    prepared median ${fmt(quantile(backToBack, 0.5))} ms  p99 ${fmt(quantile(backToBack, 0.99))} ms; bare median ${fmt(quantile(backToBackBare, 0.5))} ms  p99 ${fmt(quantile(backToBackBare, 0.99))} ms`);
console.log(`previous chain  median ${fmt(quantile(previousTimes, 0.5))} ms  p99 ${fmt(quantile(previousTimes, 0.99))} ms  overhead median ${fmt(quantile(previousOverhead, 0.5))} ms  p99 ${fmt(quantile(previousOverhead, 0.99))} ms`);
console.log(`throughput      ${runsPerSecond.toFixed(0)} sandboxed runs/s with ${PARALLEL} at a time`);
console.log(`C++ A+B compile median ${fmt(quantile(withPch, 0.5))} ms with the precompiled header, ${fmt(quantile(withoutPch, 0.5))} ms without (target: ≤ 400 ms)`);
rmSync(dir, { recursive: true, force: true });
