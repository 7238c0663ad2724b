// bench/login: login requests/s at 32 connections with the real password hash cost, and the hash time
// alone, measured in the same run. The site runs API-only in its own process (embedded database, memory
// cache); every request comes from its own address, so no rate limit or slide puzzle interferes. Usage: npm run build:backend && node bench/login/run.mjs [seconds]
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Argon2PasswordHasher, ARGON2_COST } from '../../adapters/dist/index.js';

const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = 32;
const HASHES = 40;

const hasher = new Argon2PasswordHasher();
const stored = await hasher.hash('bench-password');
const times = [];
for (let i = 0; i < HASHES; i++) {
  const t0 = performance.now();
  await hasher.verify(stored, 'bench-password');
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);

const child = fork(new URL('./site-server.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, USERS: String(CONNECTIONS) } });
const port = await new Promise((resolve, reject) => {
  child.once('message', (m) => resolve(m.port));
  child.once('exit', (code) => reject(new Error(`site exited with ${code}`)));
});

// a new client address per request keeps every attempt clear of the per-address login limit (successes cost nothing, but
// places are held while the password is checked: 32 at once from one address would be told to come back)
let next = 0;
const request = () => {
  const n = next++;
  return {
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${200 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ username: `bench${n % CONNECTIONS}`, password: 'bench-password' }),
  };
};
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
});
child.send('stop');

console.log(`machine: ${cpus().length} × ${cpus()[0].model}, node ${process.version}; argon2id ${JSON.stringify(ARGON2_COST)}`);
console.log(`hash verify alone: median ${times[HASHES >> 1].toFixed(1)} ms, p90 ${times[Math.floor(HASHES * 0.9)].toFixed(1)} ms (${HASHES} runs, one at a time)`);
console.log(`login over HTTP: ${Math.round(result.requests.average)} req/s at ${CONNECTIONS} connections, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
