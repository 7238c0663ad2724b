import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'amqplib';
import { freePort, waitUntil } from './free-port';

const RABBITMQ_LIB = '/usr/lib/rabbitmq/lib';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

function serverScript(): string {
  const version = readdirSync(RABBITMQ_LIB).filter((d) => d.startsWith('rabbitmq_server-')).sort().pop();
  if (!version) throw new Error(`no RabbitMQ server under ${RABBITMQ_LIB} (apt-get install rabbitmq-server)`);
  return join(RABBITMQ_LIB, version, 'sbin', 'rabbitmq-server');
}

/**
 * A RabbitMQ node of a test's own, on free loopback ports with its data in a temporary folder, that the
 * test may stop and start again (same port, same data: durable messages survive). The machine's shared
 * node is never touched.
 */
export class PrivateRabbitMq {
  private child: ChildProcess | undefined;

  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly env: Record<string, string | undefined>,
  ) {}

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRabbitMq> {
    const dir = await mkdtemp(join(tmpdir(), 'oj-rabbitmq-'));
    const [port, distPort] = [await freePort(), await freePort()];
    await writeFile(join(dir, 'rabbitmq.conf'), `listeners.tcp.local = 127.0.0.1:${port}\nloopback_users = none\n`);
    await writeFile(join(dir, 'env.conf'), 'ERL_EPMD_ADDRESS=127.0.0.1\n');
    await writeFile(join(dir, 'enabled_plugins'), '[].\n');
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      RABBITMQ_CONF_ENV_FILE: join(dir, 'env.conf'),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq'),
      RABBITMQ_NODENAME: `oj-test-${port}@localhost`,
      RABBITMQ_DIST_PORT: String(distPort),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
      RABBITMQ_PID_FILE: join(dir, 'pid'),
    };
    const node = new PrivateRabbitMq(dir, port, env);
    await node.resume();
    return node;
  }

  /** Starts the node (again) and waits until it accepts AMQP connections. */
  async resume(): Promise<void> {
    this.child = spawn(serverScript(), [], { env: this.env as NodeJS.ProcessEnv, detached: true, stdio: 'ignore' });
    await waitUntil(async () => {
      const c = await connect(this.url, { timeout: 1000 });
      await c.close();
      return true;
    }, START_TIMEOUT_MS, 250);
  }

  /** Stops the node (TERM to its process group, KILL if it lingers) and waits until it is gone. */
  async halt(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // already gone
      }
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    // the Erlang VM may outlive the shell script for a moment: make sure the group is gone
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    this.child = undefined;
  }

  async stop(): Promise<void> {
    await this.halt();
    await rm(this.dir, { recursive: true, force: true });
  }
}
