import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The built runner, started as an operator starts it (`npm run judge-runner`). */
const MAIN = join(__dirname, '..', '..', '..', 'judge-runner', 'dist', 'main.js');
/** A first start self-tests every language (minutes); later starts read the cached results. */
const FIRST_READY_TIMEOUT_MS = 300_000;
const READY_TIMEOUT_MS = 60_000;
const OUTPUT_TAIL_CHARS = 4_000;

/**
 * A judge runner started as an operator starts it (one process at a time under `name`): the end-to-end tests
 * judge through it, and the soak kills it (SIGKILL, as a crash or the OOM killer would) and starts it again with
 * the same settings and work folder.
 */
export class RunnerProcess {
  private child: ChildProcess | undefined;
  private output = '';
  private starts = 0;

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run 'npm run build:backend' first`);
  }

  /** Starts it and resolves once it says 'judge runner ready'; answers how long that took. */
  async start(): Promise<number> {
    if (this.child) throw new Error('the runner is already running');
    const started = Date.now();
    this.output = '';
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...this.env } as unknown as NodeJS.ProcessEnv;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (d: Buffer) => (this.output = (this.output + d.toString()).slice(-OUTPUT_TAIL_CHARS));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const timeout = this.starts++ === 0 ? FIRST_READY_TIMEOUT_MS : READY_TIMEOUT_MS;
    while (!this.output.includes('judge runner ready')) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the runner exited (${child.exitCode ?? child.signalCode}):\n${this.output}`);
      if (Date.now() - started > timeout) throw new Error(`the runner was not ready within ${timeout} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - started;
  }

  /**
   * True while it runs no process of its own: after 'ready' it builds the precompiled headers in the
   * background (g++ in the sandbox), which a runner killed meanwhile starts over, so the soak waits for
   * this first. The sandbox helper servers it keeps running (`sbx-run --serve`, one per slot) do not
   * count; a run they are serving (their worker, and bubblewrap and the program below it) does.
   */
  async idle(): Promise<boolean> {
    const pid = this.child?.pid;
    if (!pid) return false;
    for (const child of await childrenOf(pid)) {
      const cmdline = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
      if (!cmdline) continue; // gone meanwhile
      if (!cmdline.split('\0').includes('--serve')) return false;
      if ((await childrenOf(child)).length > 0) return false;
    }
    return true;
  }

  /** The end of what it printed (for a failing test's message). */
  get recentOutput(): string {
    return this.output;
  }

  /** SIGKILL, and waits until it is gone (its sandboxes die with it: --die-with-parent). */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** SIGTERM: it finishes what it holds and exits; answers its exit code (undefined when it was not running). */
  async stop(): Promise<number | null | undefined> {
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

/** The pids of a process's children (every thread's), from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')));
  return lists.flatMap((l) => l.split(/\s+/).filter(Boolean).map(Number));
}
