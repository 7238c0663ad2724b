// bench/api-baseline: requests/s and latency of GET /api/get-website-config against a bare Node http
// server returning the same bytes, both measured in the same run at 64 connections (autocannon).
// Usage: npm run build:backend && node bench/api-baseline/run.mjs [seconds]
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

const results = [];
results.push(await measure('bare node http', bare.port));
results.push(await measure('site /api/get-website-config', site.port));
bare.child.kill();
site.child.send('stop');

console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s each, body ${body.length} B`);
console.log('| server | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
const ratio = results[1].rps / results[0].rps;
console.log(`site / bare = ${(ratio * 100).toFixed(1)} % (target ≥ 40 %)`);
