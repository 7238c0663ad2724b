import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { SandboxFailure } from '@oj/core';

/** Idle helpers kept per helper binary; more concurrent runs start more, the extra ones exit after. */
const MAX_IDLE = 8;
const STDERR_TAIL = 4096;

interface Refable {
  ref?(): void;
  unref?(): void;
}

/**
 * One `sbx-run --serve` process (judge-runner/native/sbx-run/serve.c), taking one request at a time: a
 * run costs a fork of that small process instead of a spawn from this large Node process (≈1–2 ms
 * each on a 2-vCPU host, docs/performance.md). Every request is still handled by a fresh worker with
 * its own cgroups, subreaper and accounting, exactly as a one-shot helper. Started with an empty
 * environment, like the one-shot helper: nothing of the runner's reaches bubblewrap's /proc/1/environ.
 */
class HelperServer {
  private readonly child: ChildProcess;
  private pending?: { resolve: (report: string) => void; reject: (error: Error) => void };
  private received = '';
  private stderrTail = '';
  gone = false;

  constructor(helperPath: string) {
    this.child = spawn(helperPath, ['--serve'], { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
    const reports = this.child.stdio[3] as Readable | null;
    reports?.setEncoding('utf8');
    reports?.on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => (this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL)));
    // a helper that died mid-request: 'exit' says so; the write's EPIPE adds nothing
    this.child.stdin?.on('error', () => {});
    this.child.on('error', (error) => this.end(`cannot start the sandbox helper: ${error.message}`));
    this.child.on('exit', (code, signal) => this.end(`the sandbox helper gave no report (it ${signal ? `died of ${signal}` : `exited with code ${code}`})`));
    this.setRef(false);
  }

  /** Sends one request (the helper's arguments); resolves its one-line JSON report. */
  request(args: string[]): Promise<string> {
    if (this.gone) return Promise.reject(new SandboxFailure('the sandbox helper has exited'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.setRef(true);
      this.child.stdin?.write(Buffer.from(`${args.length}\0${args.join('\0')}\0`, 'utf8'));
    });
  }

  close(): void {
    this.child.stdin?.end();
  }

  private receive(chunk: string): void {
    this.received += chunk;
    const newline = this.received.indexOf('\n');
    if (newline < 0) return;
    const line = this.received.slice(0, newline);
    this.received = this.received.slice(newline + 1);
    const pending = this.pending;
    this.pending = undefined;
    this.setRef(false);
    pending?.resolve(line);
  }

  private end(message: string): void {
    if (this.gone) return;
    this.gone = true;
    this.child.stdin?.destroy();
    this.setRef(false);
    const pending = this.pending;
    this.pending = undefined;
    const stderr = this.stderrTail.trim();
    pending?.reject(new SandboxFailure(stderr ? `${message}: ${stderr}` : message));
  }

  /** An idle helper must not keep the runner (or a CLI judging one file) alive. */
  private setRef(on: boolean): void {
    // the stdio streams are sockets at run time (pipes), which have ref/unref
    const handles = [this.child, this.child.stdin, this.child.stderr, this.child.stdio[3]] as (Refable | null | undefined)[];
    for (const handle of handles) {
      if (on) handle?.ref?.();
      else handle?.unref?.();
    }
  }
}

const idle = new Map<string, HelperServer[]>();

/**
 * Runs one helper request on an idle `sbx-run --serve` of that binary (started when none is idle) and
 * resolves its report line. Arguments are NUL-separated on the wire, so one holding a NUL is refused
 * (it would split into two), as `spawn` refuses it.
 */
export async function helperRequest(helperPath: string, args: string[]): Promise<string> {
  if (args.some((arg) => arg.includes('\0'))) throw new SandboxFailure('a sandbox argument holds a NUL byte');
  const pool = idle.get(helperPath) ?? [];
  idle.set(helperPath, pool);
  let server = pool.pop();
  while (server?.gone) server = pool.pop();
  server ??= new HelperServer(helperPath);
  try {
    return await server.request(args);
  } finally {
    if (!server.gone && pool.length < MAX_IDLE) pool.push(server);
    else server.close();
  }
}

/** Ends the idle helpers (they also end by themselves when this process exits: their stdin closes). */
export function closeHelperServers(): void {
  for (const pool of idle.values()) for (const server of pool.splice(0)) server.close();
}
