import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './free-port';

/** redis-server starts in ≈20 ms; a loaded machine (parallel jest workers) needs more. */
const START_TIMEOUT_MS = 10_000;
const START_POLL_MS = 25;
const LOG_TAIL_CHARS = 2_000;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A redis-server of a test's own on a free loopback port, no persistence, which the test may kill, pause
 * and start again on the same port. The machine's shared Redis (6379) is never touched. A server still
 * running when the test process exits is killed with it.
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private log = '';
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Picks a free port and starts a server on it. */
  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.resume();
    return redis;
  }

  /** Starts the server (again) on its port, empty; resolves once it accepts connections. */
  async resume(): Promise<void> {
    if (this.child) throw new Error(`private Redis on port ${this.port} is already running`);
    this.log = '';
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    process.once('exit', this.killOnExit);
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-LOG_TAIL_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let spawnError: Error | undefined;
    child.once('error', (e) => (spawnError = e));
    const ended = () => spawnError !== undefined || child.exitCode !== null || child.signalCode !== null;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!ended() && Date.now() < deadline) {
      if (await accepts(this.port)) return;
      await new Promise((r) => setTimeout(r, START_POLL_MS));
    }
    const why = spawnError?.message ?? (ended() ? `it exited (${child.exitCode ?? child.signalCode})` : `no connection within ${START_TIMEOUT_MS} ms`);
    await this.kill();
    throw new Error(`private Redis did not start on port ${this.port}: ${why}\n${this.log}`);
  }

  /** Kills it outright (SIGKILL), as a crash would; its data is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    process.off('exit', this.killOnExit);
    // a server that never spawned (no redis-server on PATH) or has ended sends no further 'exit'
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** Kills it and starts it again on the same port (empty). */
  async restart(): Promise<void> {
    await this.kill();
    await this.resume();
  }

  /** Freezes it (SIGSTOP): connections stay open but nothing answers, as with a stalled server or a dead network. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Lets a paused server run again (SIGCONT). */
  unpause(): void {
    this.child?.kill('SIGCONT');
  }

  /** Ends it for good. */
  stop(): Promise<void> {
    return this.kill();
  }
}
