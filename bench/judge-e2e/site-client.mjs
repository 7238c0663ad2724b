// What the judge benches (judge-e2e, judge-fairness) share: a scratch database on the PostgreSQL server of
// DATABASE_URL, the site of site-server.mjs in a process of its own on it, and plain HTTP calls to its API.
import { fork } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` beside DATABASE_URL's; answers its URL and a `drop()`. */
export async function scratchDatabase(name) {
  const adminUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  adminUrl.pathname = '/postgres';
  adminUrl.search = '';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  return { url, drop: () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name}`)) };
}

/**
 * Starts site-server.mjs with `env` on top of this process's; answers { child, port, slots, pid } (pid: problem
 * 1000's id) and `stop()`.
 */
export async function startSite(env) {
  const child = fork(new URL('./site-server.mjs', import.meta.url), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`site-server.mjs exited with ${code}`)));
  });
  return {
    child,
    ...ready,
    stop: async () => {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** One API call in English; answers { status, headers, body } (the parsed envelope). */
export function request(port, method, path, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, method, path: `${path}${path.includes('?') ? '&' : '?'}l=en-US`, agent, headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Signs in bench0…bench(count-1) (site-server.mjs made them), each from an address of its own; answers their tokens. */
export async function signIn(port, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const res = await request(port, 'POST', '/api/login', { body: { username: `bench${i}`, password: 'bench-password' }, headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` } });
    if (res.status !== 200) throw new Error(`login of bench${i}: ${res.status} ${res.body?.msg}`);
    tokens.push(res.headers.authorization);
  }
  return tokens;
}

/** Lets the process exit: the keep-alive sockets would hold it. */
export function closeClient() {
  agent.destroy();
}
