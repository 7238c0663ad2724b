// bench/web: server-side render time of /home (p50/p99 at 16 connections; a guest, whose page the site
// keeps, and a signed-in visitor, rendered every time) and the JavaScript a first visit to /home loads, in
// kB gzip. Targets (issue 4): p99 < 100 ms, first load ≤ 250 kB.
// Usage: npm run build && node bench/web/run.mjs [seconds]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const DURATION_S = Number(process.argv[2] ?? 10);
const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
const CONNECTIONS = 16;

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'oj-bench-web-'));
const main = new URL('../../web/dist/server/main.js', import.meta.url).pathname;
const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-root-1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  if (await fetch(`${base}/api/get-website-config`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

const html = await (await fetch(`${base}/home?l=en-US`)).text();
const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
for (const m of html.matchAll(/import\("([^"]+)"\)|from "([^"]+)"|import "([^"]+)"/g)) scripts.add(m[1] ?? m[2] ?? m[3]);
const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
const size = async (path) => gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer())).length;
let js = 0;
for (const s of scripts) if (s.startsWith('/')) js += await size(s);
let css = 0;
for (const s of styles) css += await size(s);

await autocannon({ url: `${base}/home`, connections: CONNECTIONS, duration: 2 });
const r = await autocannon({ url: `${base}/home`, connections: CONNECTIONS, duration: DURATION_S });
// a signed-in visitor's /home is rendered every time (only a guest's page is kept): measured apart
const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ username: 'root', password: 'bench-root-1' }) });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!login.ok || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
await autocannon({ url: `${base}/home`, connections: CONNECTIONS, duration: 2, headers: { cookie } });
const signedIn = await autocannon({ url: `${base}/home`, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s`);
console.log(`load average before / after: ${loadBefore} / ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`/home SSR, guest: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}  (target p99 < 100 ms)`);
console.log(`/home SSR, signed in: ${Math.round(signedIn.requests.average)} req/s, p50 ${signedIn.latency.p50} ms, p99 ${signedIn.latency.p99} ms, non-2xx ${signedIn.non2xx}, errors ${signedIn.errors}`);
console.log(`/home first load: ${(js / 1024).toFixed(1)} kB gzip of JavaScript in ${scripts.size} files, plus ${(css / 1024).toFixed(1)} kB gzip of CSS  (target ≤ 250 kB JavaScript)`);
