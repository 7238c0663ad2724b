import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../adapters/src/testing/free-port.js';

const MAIN = join(__dirname, '..', '..', 'dist', 'server', 'main.js');
const START_TIMEOUT_MS = 60_000;

/** The built site (`npm run build`) in a process of its own, pages included, on a free port. */
export interface BuiltSite {
  base: string;
  close(): Promise<void>;
}

/** The built site with `env` on top; the sample problems stay out unless asked for (tests count their own). */
export async function startBuiltSite(env: Record<string, string>): Promise<BuiltSite> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run 'npm run build' first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-built-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_PROBLEMS: 'false', ...env } as unknown as NodeJS.ProcessEnv, stdio: 'ignore' });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(`${base}/api/get-website-config`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await close();
      throw new Error('the site did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, close };
}
