import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'amqplib';
import { freePort, waitUntil } from './free-port';

const RABBITMQ_LIB = '/usr/lib/rabbitmq/lib';
/** A first start takes ≈4–5 s on 2 cores; a loaded machine (parallel jest workers) needs more. */
const START_TIMEOUT_MS = 30_000;
const START_POLL_MS = 250;
/** A graceful stop takes well under a second; after this the node is killed outright. */
const STOP_TIMEOUT_MS = 15_000;
/** How long a stopped node may keep its AMQP port before we give up waiting for it to be released. */
const PORT_RELEASE_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 1_000;
const LOG_TAIL_CHARS = 2_000;

function sbin(script: 'rabbitmq-server'): string {
  const version = readdirSync(RABBITMQ_LIB).filter((d) => d.startsWith('rabbitmq_server-')).sort().pop();
  if (!version) throw new Error(`no RabbitMQ server under ${RABBITMQ_LIB} (apt-get install rabbitmq-server)`);
  return join(RABBITMQ_LIB, version, 'sbin', script);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

async function acceptsAmqp(url: string): Promise<boolean> {
  const c = await connect(url, { timeout: PROBE_TIMEOUT_MS });
  await c.close();
  return true;
}

/**
 * A RabbitMQ node of a test's own (`oj-test-<random>@localhost`), on free loopback ports, no plugins,
 * its data and logs in a temporary folder. The test may stop it and start it again on the same port
 * with the same data, so durable queues and persistent messages survive. The machine's shared node
 * (`rabbit@localhost`, port 5672) is never addressed.
 */
export class PrivateRabbitMq {
  private child: ChildProcess | undefined;
  private readonly killOnExit = () => {
    if (this.child?.pid) killGroup(this.child.pid, 'SIGKILL');
  };

  private constructor(
    private readonly dir: string,
    readonly port: number,
    readonly nodeName: string,
    private readonly env: Record<string, string | undefined>,
  ) {}

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  /** Creates the node's folder, picks its ports and starts it. */
  static async start(): Promise<PrivateRabbitMq> {
    const dir = await mkdtemp(join(tmpdir(), 'oj-rabbitmq-'));
    const port = await freePort();
    let distPort = await freePort();
    while (distPort === port) distPort = await freePort();
    const nodeName = `oj-test-${randomBytes(4).toString('hex')}@localhost`;
    // Everything the scripts would read from /etc/rabbitmq points into our folder instead.
    await writeFile(join(dir, 'rabbitmq.conf'), '# private test node: listeners come from RABBITMQ_NODE_IP_ADDRESS / RABBITMQ_NODE_PORT\n');
    await writeFile(join(dir, 'rabbitmq-env.conf'), '');
    await writeFile(join(dir, 'enabled_plugins'), '[].\n');
    const env = {
      PATH: process.env.PATH,
      // the Erlang cookie goes to $HOME: the node gets one of its own
      HOME: dir,
      RABBITMQ_NODENAME: nodeName,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(distPort),
      RABBITMQ_CONF_ENV_FILE: join(dir, 'rabbitmq-env.conf'),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq.conf'),
      RABBITMQ_ADVANCED_CONFIG_FILE: join(dir, 'advanced.config'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_PID_FILE: join(dir, 'pid'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
      ERL_FLAGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    };
    const node = new PrivateRabbitMq(dir, port, nodeName, env);
    try {
      await node.resume();
    } catch (error) {
      await node.stop();
      throw error;
    }
    return node;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the node (again: same port, same data) and waits until it accepts AMQP connections. */
  async resume(): Promise<void> {
    if (this.running) return;
    const child = spawn(sbin('rabbitmq-server'), [], { env: this.env as NodeJS.ProcessEnv, detached: true, stdio: 'ignore' });
    this.child = child;
    process.once('exit', this.killOnExit);
    const exitedEarly = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`rabbitmq-server exited with ${code} while starting`))),
    );
    exitedEarly.catch(() => {});
    try {
      await Promise.race([waitUntil(() => acceptsAmqp(this.url), START_TIMEOUT_MS, START_POLL_MS), exitedEarly]);
    } catch (error) {
      await this.kill();
      throw new Error(`private RabbitMQ ${this.nodeName} did not start: ${(error as Error).message}\n${await this.logTail()}`);
    }
  }

  /** Stops the node gracefully (the start script forwards TERM and waits for the VM), killing it if it lingers. */
  async halt(): Promise<void> {
    await this.end('SIGTERM');
  }

  /** Kills the node outright (SIGKILL), as a crash would; confirmed persistent messages survive it. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** Stops the node and deletes its folder. */
  async stop(): Promise<void> {
    await this.halt();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child?.pid) return;
    const pid = child.pid;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (signal === 'SIGKILL') killGroup(pid, 'SIGKILL');
      else child.kill(signal);
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // helpers of the VM (erl_child_setup, inet_gethost) share its process group
    killGroup(pid, 'SIGKILL');
    process.off('exit', this.killOnExit);
    await waitUntil(async () => !(await acceptsAmqp(this.url).catch(() => false)), PORT_RELEASE_TIMEOUT_MS, START_POLL_MS);
  }

  private async logTail(): Promise<string> {
    try {
      const log = await readFile(join(this.dir, 'log', `${this.nodeName}.log`), 'utf8');
      return log.slice(-LOG_TAIL_CHARS);
    } catch {
      return '(no log)';
    }
  }
}
