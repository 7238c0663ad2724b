// bench/compare: the default output comparison (judge-runner/src/judge/compare.ts) on large outputs
// (issue 6: stream-compare large outputs without loading them; target 64 MB in well under 1 s).
// Files of lines like "123456 864192\n" (answer) in the page cache, five cases each timed RUNS times:
//   identical                  — the byte-for-byte pass alone (most accepted outputs);
//   CRLF answer, LF output     — exact mode, accepted after CRLF → LF all along;
//   trailing blanks            — isRemoveEndBlank, every output line ends in spaces: accepted;
//   last line wrong            — exact mode: normalized to the end, then the whitespace-only pass: WA;
//   spacing differs            — exact mode: two spaces for one from the first line: PE.
// Wall and CPU time (the process's, which includes the file reads' threads) per case; on a busy host
// the CPU time is the steadier figure.
// Usage: npm run bench:compare [MB] [runs]   (node bench/compare/run.mjs [MB] [runs] [compare module])
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MB = Number(process.argv[2] ?? 64);
const RUNS = Number(process.argv[3] ?? 5);
const modulePath = resolve(process.argv[4] ?? new URL('../../judge-runner/dist/judge/compare.js', import.meta.url).pathname);
const { compareOutput } = require(modulePath);

const dir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const lines = [];
for (let i = 0, size = 0; size < MB * 1e6; i++) {
  const line = `${i} ${(i * 7919) % 1000003}`;
  lines.push(line);
  size += line.length + 1;
}
const write = (name, text) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const answer = write('answer', `${lines.join('\n')}\n`);
const crlfAnswer = write('answer-crlf', `${lines.join('\r\n')}\r\n`);
const copy = write('identical', `${lines.join('\n')}\n`);
const trailing = write('trailing', `${lines.join('   \n')}   \n\n\n`);
const lastWrong = write('last-wrong', `${lines.slice(0, -1).join('\n')}\nwrong\n`);
const spaced = write('spaced', `${lines.map((l) => l.replace(' ', '  ')).join('\n')}\n`);
lines.length = 0;

const cases = [
  ['identical', copy, answer, false, 'AC'],
  ['CRLF answer, LF output', copy, crlfAnswer, false, 'AC'],
  ['trailing blanks (isRemoveEndBlank)', trailing, answer, true, 'AC'],
  ['last line wrong', lastWrong, answer, false, 'WA'],
  ['spacing differs', spaced, answer, false, 'PE'],
];

console.log(`compare of ${MB} MB outputs, ${RUNS} runs each; ${cpus().length} × ${cpus()[0]?.model}; module ${modulePath}`);
for (const [name, user, ans, removeEndBlank, want] of cases) {
  const times = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const verdict = await compareOutput(user, ans, removeEndBlank);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (verdict !== want) throw new Error(`${name}: ${verdict}, expected ${want}`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const cpuMedian = cpu[Math.floor(cpu.length / 2)];
  console.log(`${name.padEnd(36)} ${want}  wall median ${median.toFixed(0).padStart(6)} ms (min ${times[0].toFixed(0).padStart(5)})  CPU median ${cpuMedian.toFixed(0).padStart(6)} ms  ${((MB / median) * 1000).toFixed(0).padStart(5)} MB/s`);
}
rmSync(dir, { recursive: true, force: true });
