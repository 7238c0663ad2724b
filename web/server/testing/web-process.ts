import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', 'dist', 'server', 'main.js');
const START_TIMEOUT_MS = 90_000;
const OUTPUT_TAIL_CHARS = 4_000;

/**
 * One built web process (`npm run build`) as systemd's oj-web@<port> runs it: a fixed port (the proxy's
 * upstream names it), its own DATA_DIR (another host's disk), killed and started again with the same settings.
 */
export class WebProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run 'npm run build' first`);
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get upstream(): string {
    return `127.0.0.1:${this.port}`;
  }

  get recentOutput(): string {
    return this.output;
  }

  /** Starts it and resolves once it serves; answers how long that took. */
  async start(): Promise<number> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const started = Date.now();
    this.output = '';
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', ...this.env, PORT: String(this.port) } as unknown as NodeJS.ProcessEnv;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (d: Buffer) => (this.output = (this.output + d.toString()).slice(-OUTPUT_TAIL_CHARS));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    while (!(await fetch(`${this.base}/api/get-website-config`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}):\n${this.output}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`${this.name} did not serve within ${START_TIMEOUT_MS} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - started;
  }

  /** SIGKILL, as a crash or the OOM killer would: open requests die with it. */
  kill(): Promise<void> {
    return this.end('SIGKILL').then(() => undefined);
  }

  /** SIGTERM: it finishes the open requests and exits. */
  stop(): Promise<number | null | undefined> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<number | null | undefined> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    return exited;
  }
}
