// bench/api-baseline: requests/s and latency of GET /api/get-website-config against a bare Node http
// server returning the same bytes, both measured in the same run at 64 connections (autocannon).
// Usage: npm run build:backend && node bench/api-baseline/run.mjs [seconds per run] [rounds]
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';

const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = 64;
const WARMUP_S = 2;
const PATH = '/api/get-website-config';

function start(script, env = {}) {
  const child = fork(new URL(script, import.meta.url), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const load = (port, duration) =>
  autocannon({ url: `http://127.0.0.1:${port}${PATH}`, connections: CONNECTIONS, duration, pipelining: 1 });

async function measure(name, port) {
  await load(port, WARMUP_S);
  const r = await load(port, DURATION_S);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, total: r.requests.total };
}

const site = await start('./site-server.mjs');
const sample = await fetch(`http://127.0.0.1:${site.port}${PATH}`);
const body = Buffer.from(await sample.arrayBuffer());
if (sample.status !== 200) throw new Error(`site answered ${sample.status}: ${body}`);
const bare = await start('./bare-server.mjs', { BODY_BASE64: body.toString('base64') });

// alternate the two servers over several rounds: this machine is a small VM with noisy neighbours,
// so one pair of runs can differ by a third; the median of the rounds is what we report
const ROUNDS = Number(process.argv[3] ?? 3);
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const b = await measure('bare node http', bare.port);
  const s = await measure('site /api/get-website-config', site.port);
  rounds.push({ bare: b, site: s, ratio: s.rps / b.rps });
}
bare.child.kill();
site.child.send('stop');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} alternating rounds, body ${body.length} B`);
console.log('| round | bare req/s | bare p99 ms | site req/s | site p50 ms | site p99 ms | site / bare | errors |');
console.log('|---|---|---|---|---|---|---|---|');
rounds.forEach((r, i) =>
  console.log(`| ${i + 1} | ${Math.round(r.bare.rps)} | ${r.bare.p99} | ${Math.round(r.site.rps)} | ${r.site.p50} | ${r.site.p99} | ${(r.ratio * 100).toFixed(1)} % | ${r.bare.errors + r.site.errors} |`),
);
const results = [
  { rps: median(rounds.map((r) => r.bare.rps)) },
  { rps: median(rounds.map((r) => r.site.rps)), p99: median(rounds.map((r) => r.site.p99)) },
];
console.log(`median: bare ${Math.round(results[0].rps)} req/s, site ${Math.round(results[1].rps)} req/s (p99 ${results[1].p99} ms)`);
const ratio = median(rounds.map((r) => r.ratio));
console.log(`site / bare (median of rounds) = ${(ratio * 100).toFixed(1)} % (target ≥ 40 %)`);
