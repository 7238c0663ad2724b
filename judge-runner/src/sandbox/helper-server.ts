import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { SandboxFailure } from '@oj/core';

/** Idle helpers kept per helper binary; more concurrent runs start more, the extra ones exit after. */
const MAX_IDLE = 8;
const STDERR_TAIL = 4096;
/**
 * A server's exit code when it takes no further request (native/sbx-run/serve.h: a run left a process
 * behind, which may still be in its network namespace). A request it was sent meanwhile never ran.
 */
const RETIRED_EXIT_CODE = 3;
/** Each report line starts with the number of the request it answers (serve.c's forward). */
const SEQ_PREFIX = /^\{"seq":(\d+),/;

interface Refable {
  ref?(): void;
  unref?(): void;
}

interface Pending {
  seq: number;
  resolve: (report: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A request a retired server never took: it may go to another server. */
class ServerRetired extends SandboxFailure {}

/**
 * One `sbx-run --serve` process (judge-runner/native/sbx-run/serve.c), taking one request at a time: a
 * run costs a fork of that small process instead of a spawn from this large Node process (≈1–2 ms
 * each on a 2-vCPU host, docs/performance.md). Every request is still handled by a fresh worker with
 * its own cgroups, subreaper and accounting, exactly as a one-shot helper. Started with an empty
 * environment, like the one-shot helper: nothing of the runner's reaches bubblewrap's /proc/1/environ.
 *
 * Requests are numbered and each answer line carries its number: a line that answers no pending
 * request, or another one, means the server's answers can no longer be matched to requests, so it is
 * killed (a verdict must never go to the wrong submission). So is a server that gives no answer by the
 * request's deadline.
 */
class HelperServer {
  private readonly child: ChildProcess;
  private pending?: Pending;
  private seq = 0;
  private received = '';
  private stderrTail = '';
  /** Its end is known once both arrived: the exit code, and every line it wrote (its reports' end). */
  private exited?: { code: number | null; signal: NodeJS.Signals | null };
  private reportsEnded = false;
  gone = false;

  constructor(helperPath: string) {
    this.child = spawn(helperPath, ['--serve'], { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
    const reports = this.child.stdio[3] as Readable | null;
    reports?.setEncoding('utf8');
    reports?.on('data', (chunk: string) => this.receive(chunk));
    reports?.on('close', () => {
      this.reportsEnded = true;
      this.ended();
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => (this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL)));
    // a helper that died mid-request: 'exit' says so; the write's EPIPE adds nothing
    this.child.stdin?.on('error', () => {});
    this.child.on('error', (error) => this.end(`cannot start the sandbox helper: ${error.message}`));
    this.child.on('exit', (code, signal) => {
      this.exited = { code, signal };
      this.ended();
    });
    this.setRef(false);
  }

  /**
   * Sends one request (the helper's arguments); resolves its one-line JSON report. Past `deadlineMs`
   * without an answer the server is killed (its worker then ends its runs) and the request rejected.
   * `next`: the arguments of the request likely to follow, which the server prepares meanwhile.
   */
  request(args: string[], deadlineMs: number, next?: string[]): Promise<string> {
    if (this.gone) return Promise.reject(new SandboxFailure('the sandbox helper has exited'));
    if (this.pending) return Promise.reject(new SandboxFailure('the sandbox helper is busy with another request'));
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.kill(`the sandbox helper gave no report within ${deadlineMs} ms (the run's wall limit and a margin): it was stopped`), deadlineMs);
      this.pending = { seq, resolve, reject, timer };
      this.setRef(true);
      const head = next?.length ? `${seq} ${args.length} ${next.length}` : `${seq} ${args.length}`;
      const body = next?.length ? [...args, ...next] : args;
      this.child.stdin?.write(Buffer.from(`${head}\0${body.join('\0')}\0`, 'utf8'));
    });
  }

  close(): void {
    this.child.stdin?.end();
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  private receive(chunk: string): void {
    this.received += chunk;
    for (let newline = this.received.indexOf('\n'); newline >= 0 && !this.gone; newline = this.received.indexOf('\n')) {
      const line = this.received.slice(0, newline);
      this.received = this.received.slice(newline + 1);
      const seq = Number(SEQ_PREFIX.exec(line)?.[1] ?? -1);
      const pending = this.pending;
      if (!pending || seq !== pending.seq) {
        const expected = pending ? `request ${pending.seq}` : 'no request';
        this.kill(`the sandbox helper answered out of turn (a line for request ${seq < 0 ? '?' : seq} while waiting for ${expected}): ${line.slice(0, 200)}`);
        return;
      }
      this.settle();
      pending.resolve(line);
    }
  }

  /** Ends a server whose answers cannot be trusted any more; what is pending fails with `message`. */
  private kill(message: string): void {
    this.child.kill('SIGKILL');
    this.end(message);
  }

  private ended(): void {
    if (!this.exited || !this.reportsEnded) return;
    const { code, signal } = this.exited;
    this.end(`the sandbox helper gave no report (it ${signal ? `died of ${signal}` : `exited with code ${code}`})`, code === RETIRED_EXIT_CODE);
  }

  private end(message: string, retired = false): void {
    if (this.gone) return;
    this.gone = true;
    this.child.stdin?.destroy();
    const pending = this.pending;
    this.settle();
    const stderr = this.stderrTail.trim();
    const text = stderr ? `${message}: ${stderr}` : message;
    pending?.reject(retired ? new ServerRetired(text) : new SandboxFailure(text));
  }

  private settle(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = undefined;
    this.setRef(false);
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

async function requestOnce(helperPath: string, args: string[], deadlineMs: number): Promise<string> {
  const pool = idle.get(helperPath) ?? [];
  idle.set(helperPath, pool);
  let server = pool.pop();
  while (server?.gone) server = pool.pop();
  server ??= new HelperServer(helperPath);
  try {
    return await server.request(args, deadlineMs);
  } finally {
    if (!server.gone && pool.length < MAX_IDLE) pool.push(server);
    else server.close();
  }
}

/**
 * Runs one helper request on an idle `sbx-run --serve` of that binary (started when none is idle) and
 * resolves its report line; rejects with a SandboxFailure when none comes within `deadlineMs`. A server
 * that retired before taking the request (a previous run left a process behind) passes it to a new one.
 * Arguments are NUL-separated on the wire, so one holding a NUL is refused (it would split into two), as
 * `spawn` refuses it.
 */
export async function helperRequest(helperPath: string, args: string[], deadlineMs: number): Promise<string> {
  refuseNul(args);
  try {
    return await requestOnce(helperPath, args, deadlineMs);
  } catch (error) {
    if (!(error instanceof ServerRetired)) throw error;
    return requestOnce(helperPath, args, deadlineMs);
  }
}

function refuseNul(args: string[]): void {
  if (args.some((arg) => arg.includes('\0'))) throw new SandboxFailure('a sandbox argument holds a NUL byte');
}

function sameArgs(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((arg, i) => arg === b[i]);
}

/** How long a drop may take: the prepared worker kills its sandboxes and removes their cgroups. */
const DROP_DEADLINE_MS = 10_000;

/**
 * A helper server of one caller's own (a judge slot), so that the run a request prepares (its `next`,
 * native/sbx-run/serve.h) is on the server that receives that run. A request with a `next`, or the very
 * run that was prepared, goes to this server; any other request (a compile, a checker between two cases)
 * goes to the shared idle servers, so that the prepared run stays ready for the case after it.
 */
export class PreparingHelper {
  private server?: HelperServer;
  private prepared?: string[];

  constructor(private readonly helperPath: string) {}

  async request(args: string[], deadlineMs: number, next?: string[]): Promise<string> {
    refuseNul(args);
    if (next) refuseNul(next);
    const isPrepared = this.prepared !== undefined && sameArgs(args, this.prepared);
    // a run beside the one this server is busy with (runs at once on one slot): a shared server, unprepared
    if ((!isPrepared && !next) || this.server?.busy) return helperRequest(this.helperPath, args, deadlineMs);
    this.prepared = undefined;
    try {
      const report = await this.own().request(args, deadlineMs, next);
      if (next && !this.server?.gone) this.prepared = next;
      return report;
    } catch (error) {
      if (!(error instanceof ServerRetired)) throw error;
      // the server retired before taking it (a previous run left a process behind): a new one, cold
      this.server = undefined;
      return this.request(args, deadlineMs);
    }
  }

  /** Ends the prepared run, if any (answered once it is gone). */
  async drop(): Promise<void> {
    if (this.prepared === undefined || !this.server || this.server.gone) return;
    this.prepared = undefined;
    await this.server.request(['--drop'], DROP_DEADLINE_MS);
  }

  close(): void {
    this.server?.close();
    this.server = undefined;
    this.prepared = undefined;
  }

  private own(): HelperServer {
    if (!this.server || this.server.gone) this.server = new HelperServer(this.helperPath);
    return this.server;
  }
}

/** Ends the idle helpers (they also end by themselves when this process exits: their stdin closes). */
export function closeHelperServers(): void {
  for (const pool of idle.values()) for (const server of pool.splice(0)) server.close();
}
