import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../adapters/src/testing/free-port.js';
import { json } from './testing/http.js';

// What the README's run line does, minus the install: the built site started with nothing set but a
// data folder and a port: embedded PostgreSQL, memory cache, in-process queue. Needs `npm run build`.
const MAIN = join(__dirname, '..', 'dist', 'server', 'main.js');
const START_TIMEOUT_MS = 60_000;

describe('the built site started embedded', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run 'npm run build' before this test (npm run test:all does)`);
    dataDir = await mkdtemp(join(tmpdir(), 'oj-embedded-'));
    // the sandbox users must be able to enter the data folder (mkdtemp makes it 0700; the judge refuses that)
    await chmod(dataDir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir };
    child = spawn(process.execPath, [MAIN], { env: env as unknown as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the site did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
      const ok = await fetch(`${base}/api/get-website-config`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, START_TIMEOUT_MS + 5_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves /api/get-website-config with status 200', async () => {
    const res = await fetch(`${base}/api/get-website-config`);
    expect(res.status).toBe(200);
    expect((await json(res)).data.shortName).toBe('OJ');
  });

  it('renders the first page with the site name from the config', async () => {
    const res = await fetch(`${base}/home?l=en-US`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toMatch(/<h1[^>]*data-testid="site-name"[^>]*>Online Judge<\/h1>/);
    expect(html).toContain('data-testid="site-footer"');
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/home');
    const missing = await fetch(`${base}/no/such/page?l=en-US`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('starts with the sample problems, so a newcomer can submit at once', async () => {
    const list = await json(await fetch(`${base}/api/get-problem-list?oj=ME`));
    expect(list.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['1000', '1001', '1002', '1003']);
  });

  /** Signs in as root with the password the first start printed (README): /api/health tells the details to admins. */
  async function adminHeaders(): Promise<Record<string, string>> {
    const password = /the root account's password is (\S+)/.exec(output)?.[1];
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password }) });
    return { authorization: res.headers.get('authorization') as string };
  }

  it('runs on the embedded database, cache and queue', async () => {
    const guest = await json(await fetch(`${base}/api/health`));
    expect(guest.data.dependencies.database).toEqual({ status: 'up' });
    const health = await json(await fetch(`${base}/api/health`, { headers: await adminHeaders() }));
    expect(health.data.dependencies.database.detail).toContain('PGlite');
    expect(health.data.dependencies.queue.detail).toContain('in-process');
    expect(output).toContain('"mode":{"database":"pglite","cache":"memory","queue":"in-process"}');
  });

  it('starts its own judge: the sandbox checked, the languages probed, reported in /api/health', async () => {
    // the README's command runs as root here, so the in-process judge can sandbox
    let judge: { status: string; detail: string } | undefined;
    const headers = await adminHeaders();
    for (let i = 0; i < 150; i++) {
      judge = (await json(await fetch(`${base}/api/health`, { headers }))).data.dependencies.judge;
      if (judge?.status === 'up') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(judge).toMatchObject({ status: 'up', detail: expect.stringMatching(/^\d+ languages/) });
    // the log is written asynchronously: it may trail the state by a moment
    for (let i = 0; i < 50 && !output.includes('embedded judge ready'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('embedded judge ready');
  });

  it('lets a newcomer register without SMTP: the kept mail is printed on the console with its code', async () => {
    const email = 'newcomer@example.org';
    const post = (path: string, body: unknown) => fetch(`${base}${path}?l=en-US`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const asked = await fetch(`${base}/api/get-register-code?l=en-US&email=${encodeURIComponent(email)}`);
    expect(asked.status).toBe(200);
    // the console line names the recipient and the subject, then the text with the code (the log may trail by a moment)
    const printed = () => /mail kept in the outbox \(no SMTP relay configured\) — to: newcomer@example\.org — subject: Your registration code for OJ — Your code is (\d{6})\./.exec(output)?.[1];
    for (let i = 0; i < 50 && !printed(); i++) await new Promise((r) => setTimeout(r, 100));
    const code = printed();
    expect(code).toMatch(/^\d{6}$/);
    const registered = await post('/api/register', { username: 'newcomer', password: 'newcomer-pw1', email, code });
    expect([registered.status, (await json(registered)).msg]).toEqual([200, 'Thanks for registering, you can login now']);
    const signedIn = await post('/api/login', { username: 'newcomer', password: 'newcomer-pw1' });
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).data).toMatchObject({ username: 'newcomer', email });
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
