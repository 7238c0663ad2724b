// bench/web: server-side render time of /home (p50/p99 at 16 connections) and the JavaScript a first visit
// to /home loads, in kB gzip. Targets (issue 4): p99 < 100 ms, first load ≤ 250 kB.
// /home is measured as a guest and signed in — 16 distinct users, one per request in turn, so nobody's own
// page can be what is measured (the site keeps one render for guests and one for every signed-in visitor)
// — plus the data request a signed-in /home makes once hydrated (its user and permissions), and, for
// comparison, a signed-in page rendered every time (/home with a query the site does not keep).
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
const login = async (username, password) => {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ username, password }) });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  return cookie;
};
const rootCookie = await login('root', 'bench-root-1');
const users = Array.from({ length: CONNECTIONS }, (_, i) => [`bench-user-${i}`, `bench-pass-${i}`, `bench-user-${i}@example.org`]);
const added = await fetch(`${base}/api/admin/user/insert-batch-user`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, cookie: rootCookie }, body: JSON.stringify({ users }) });
if (!added.ok) throw new Error(`adding the bench users failed: ${added.status} ${await added.text()}`);
const cookies = [];
for (const [username, password] of users) cookies.push(await login(username, password));
/** 16 connections, each request as the next of the 16 users. */
const asUsers = (path, duration) => autocannon({ url: base, connections: CONNECTIONS, duration, requests: cookies.map((cookie) => ({ method: 'GET', path, headers: { cookie } })) });
await asUsers('/home', 2);
const signedIn = await asUsers('/home', DURATION_S);
const revalidation = await asUsers('/home.data', DURATION_S);
await asUsers('/home?bench=1', 2);
const rendered = await asUsers('/home?bench=1', DURATION_S);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s`);
console.log(`load average before / after: ${loadBefore} / ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`/home SSR, guest: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}  (target p99 < 100 ms)`);
const line = (r) => `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;
console.log(`/home SSR, signed in (16 users in turn): ${line(signedIn)}  (target p99 < 100 ms)`);
console.log(`  then its data request once hydrated, /home.data: ${line(revalidation)}`);
console.log(`  for comparison, a signed-in page rendered every time (/home?bench=1): ${line(rendered)}`);
console.log(`/home first load: ${(js / 1024).toFixed(1)} kB gzip of JavaScript in ${scripts.size} files, plus ${(css / 1024).toFixed(1)} kB gzip of CSS  (target ≤ 250 kB JavaScript)`);
