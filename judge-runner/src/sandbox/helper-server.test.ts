import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFailure } from '@oj/core';
import { BwrapSandbox } from './bwrap-sandbox';
import { parseHelperReport } from './helper-report';
import { closeHelperServers, helperRequest } from './helper-server';
import { HELPER_PATH } from './sandbox-host';
import { sweepStaleCgroups } from './stale-cgroups';

/** One request on the wire: "<seq> <argc>\0" then each argument NUL-terminated. */
const frame = (args: string[], seq = 1) => `${seq} ${args.length}\0${args.map((a) => `${a}\0`).join('')}`;

/** Starts `sbx-run --serve`, writes `input`; `done` resolves its report lines and stderr once it exits. */
function startServe(input: string) {
  const child = spawn(HELPER_PATH, ['--serve'], { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
  let text = '';
  let stderr = '';
  child.stdio[3]?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ lines: string[]; code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ lines: text.split('\n').filter(Boolean), code, stderr })),
  );
  child.stdin?.end(input);
  return { child, done };
}

const serve = (input: string) => startServe(input).done;

/** The request number a report line answers (serve.c puts it first). */
const seqOf = (line: string) => (JSON.parse(line) as { seq: number }).seq;

/** A stand-in for the helper binary: a shell script run as `<script> --serve`, answering on fd 3. */
async function fakeHelper(dir: string, name: string, body: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\necho $$ >> ${join(dir, `${name}.pids`)}\n${body}\n`, { mode: 0o755 });
  return path;
}

/** The pids a fake helper recorded, one per start. */
async function startsOf(path: string): Promise<number[]> {
  return (await readFile(`${path}.pids`, 'utf8')).split('\n').filter(Boolean).map(Number);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Live processes of a uid (a zombie waiting to be reaped runs nothing); ps exits 1 when there is none. */
function runningAs(uid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=', '-u', String(uid)], { encoding: 'utf8' }).split('\n').filter((l) => l.trim() && !/\sZ/.test(l));
  } catch {
    return [];
  }
}

/** The sbx-run processes a process has started. */
function helpersUnder(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'sbx-run';
    } catch {
      return false; // gone meanwhile
    }
  });
}

describe('sbx-run --serve, the helper kept per slot', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sbx-serve-test-'));
    await chmod(dir, 0o755);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('answers one request after another, each with its own one-line report, and exits at the end of its input', async () => {
    const out = join(dir, 'second.out');
    const { lines, code } = await serve(
      frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/sh', '-c', 'exit 3', '--end'], 1) +
        // an empty argument and one with spaces travel intact
        frame(['--cmd', '--uid', '61993', '--gid', '61993', '--stdout', out, '--', '/usr/bin/printf', '[%s][%s]', '', 'a b', '--end'], 2) +
        frame(['--cmd', '--uid', '0', '--gid', '0', '--', '/bin/true', '--end'], 40),
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(3);
    // each line names the request it answers
    expect(lines.map(seqOf)).toEqual([1, 2, 40]);
    expect(parseHelperReport(lines[0], 1, '')[0].exitCode).toBe(3);
    expect(parseHelperReport(lines[1], 1, '')[0].exitCode).toBe(0);
    expect(await readFile(out, 'utf8')).toBe('[][a b]');
    // a bad request is refused in its own report; the next one would be served
    expect(JSON.parse(lines[2]).error).toContain('would run as root');
  });

  it('drives a cgroup v2 tree from its workers, one leaf per request (a fake tree stands in for a v2 host)', async () => {
    const root = join(dir, 'cg');
    await mkdir(root);
    const request = (name: string, pids: string, seq: number) =>
      frame(['--cgroup-root', root, '--cgroup-name', name, '--cgroup-keep', '--cmd', '--memory-kb', '2048', '--pids', pids, '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end'], seq);
    const { lines } = await serve(request('first', '5', 1) + request('second', '6', 2));
    expect(lines.map((l) => JSON.parse(l).cgroup)).toEqual([2, 2]);
    expect(lines.map((l) => parseHelperReport(l, 1, '')[0].exitCode)).toEqual([0, 0]);
    for (const [name, pids] of [['first-0', '5'], ['second-0', '6']]) {
      expect((await readFile(join(root, name, 'memory.max'), 'utf8')).trim()).toBe(String(2048 * 1024));
      expect((await readFile(join(root, name, 'pids.max'), 'utf8')).trim()).toBe(pids);
      // the command joined its own leaf before exec
      expect((await readFile(join(root, name, 'cgroup.procs'), 'utf8')).trim()).toBe('0');
    }
  });

  it('refuses a malformed request and stops', async () => {
    const { lines, code } = await serve('not a count\0--cmd\0');
    expect(code).toBe(2);
    expect(JSON.parse(lines[0])).toEqual({ seq: 0, version: 1, error: 'malformed request to the sandbox helper' });
    // a count without its request number is malformed too (the old framing)
    expect((await serve('1\0--cmd\0')).lines.map((l) => JSON.parse(l).error)).toEqual(['malformed request to the sandbox helper']);
  });

  it('answers for a worker that wrote no report, and serves the next request', async () => {
    // the report descriptor is not open in the worker: it ends with nothing written
    const silent = ['--report-fd', '9', '--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end'];
    const { lines, code } = await serve(frame(silent, 5) + frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end'], 6));
    expect(code).toBe(0);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0])).toEqual({ seq: 5, version: 1, error: "the sandbox helper's worker exited with code 0 without a report" });
    expect(seqOf(lines[1])).toBe(6);
    expect(parseHelperReport(lines[1], 1, '')[0].exitCode).toBe(0);
  });

  it('answers once for a worker killed outright, then takes no further request (its runs may have left a process)', async () => {
    const sleeper = frame(['--cmd', '--uid', '61993', '--gid', '61993', '--wall-ms', '60000', '--', '/bin/sleep', '30', '--end'], 1);
    const { child, done } = startServe(sleeper + frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end'], 2));
    await until(() => helpersUnder(child.pid as number).length > 0 && runningAs(61993).length > 0);
    process.kill(helpersUnder(child.pid as number)[0], 'SIGKILL');
    const { lines, code, stderr } = await done;
    expect(code).toBe(3);
    expect(lines).toEqual([JSON.stringify({ seq: 1, version: 1, error: "the sandbox helper's worker died of signal 9 without a report" })]);
    expect(stderr).toContain('request 1: the worker died of signal 9; this server takes no further request');
    // the program had its parent-death signal; the worker's cgroups are swept as a killed helper's
    await until(() => runningAs(61993).length === 0);
    for (let i = 0; i < 50 && sweepStaleCgroups() === 0; i++) await new Promise((r) => setTimeout(r, 20));
  });

  it('forwards the report of a run that left a process in its cgroup (v2 fake tree: still populated), then retires', async () => {
    const root = join(dir, 'cg');
    await mkdir(root);
    const leaf = join(root, 'stuck-0');
    const stuck = frame(['--cgroup-root', root, '--cgroup-name', 'stuck', '--cgroup-keep', '--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/sleep', '0.5', '--end'], 1);
    const { done } = startServe(stuck + frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end'], 2));
    // the kernel's view of a cgroup a process survived in: it stays populated whatever is killed
    await until(() => existsSync(join(leaf, 'pids.max')));
    await writeFile(join(leaf, 'cgroup.events'), 'populated 1\nfrozen 0\n');
    const started = Date.now();
    const { lines, code, stderr } = await done;
    expect(lines).toHaveLength(1);
    expect(seqOf(lines[0])).toBe(1);
    expect(parseHelperReport(lines[0], 1, '')[0].exitCode).toBe(0);
    // killed again and again for a bounded time (2 s), then given up on
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect((await readFile(join(leaf, 'cgroup.kill'), 'utf8')).trim()).toBe('1');
    expect(code).toBe(3);
    expect(stderr).toContain(`the run's cgroup ${leaf} still holds a process`);
  });

  describe('the runner side (helperRequest) against stand-in servers', () => {
    const args = ['--cmd', '--', '/bin/true', '--end'];
    // the stand-ins that were not killed sleep on: end them, and the pool with them
    afterEach(async () => {
      closeHelperServers();
      for (const name of ['two-lines', 'wrong', 'silent', 'retiring']) {
        const pids = existsSync(join(dir, `${name}.pids`)) ? await startsOf(join(dir, name)) : [];
        for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
      }
    });

    it('kills a server whose second line answers no request, and starts a new one for the next', async () => {
      const twoLines = await fakeHelper(dir, 'two-lines', `printf '{"seq":1,"version":1,"error":"first"}\\n{"seq":1,"version":1,"error":"second"}\\n' >&3\nexec sleep 30`);
      expect(JSON.parse(await helperRequest(twoLines, args, 5000)).error).toBe('first');
      const [first] = await startsOf(twoLines);
      await until(() => !alive(first));
      // not the killed one (its request 2 would never be answered): a new server, request 1 again
      expect(JSON.parse(await helperRequest(twoLines, args, 5000)).error).toBe('first');
      expect(await startsOf(twoLines)).toHaveLength(2);
    });

    it('rejects and kills on a line for another request', async () => {
      const wrong = await fakeHelper(dir, 'wrong', `printf '{"seq":7,"version":1,"error":"not yours"}\\n' >&3\nexec sleep 30`);
      await expect(helperRequest(wrong, args, 5000)).rejects.toThrow(
        new SandboxFailure('the sandbox helper answered out of turn (a line for request 7 while waiting for request 1): {"seq":7,"version":1,"error":"not yours"}'),
      );
      const [pid] = await startsOf(wrong);
      await until(() => !alive(pid));
    });

    it('rejects and kills a server that gives no report by the deadline', async () => {
      const silent = await fakeHelper(dir, 'silent', 'exec sleep 30');
      const started = Date.now();
      await expect(helperRequest(silent, args, 300)).rejects.toThrow("the sandbox helper gave no report within 300 ms (the run's wall limit and a margin): it was stopped");
      expect(Date.now() - started).toBeLessThan(2000);
      const [pid] = await startsOf(silent);
      await until(() => !alive(pid));
    });

    it('passes a request a retired server never took to a new server', async () => {
      const retiring = await fakeHelper(dir, 'retiring', `[ -s ${join(dir, 'retiring.pids')} ] && [ $(wc -l < ${join(dir, 'retiring.pids')}) -gt 1 ] || exit 3\nprintf '{"seq":1,"version":1,"error":"second server"}\\n' >&3\nexec sleep 30`);
      expect(JSON.parse(await helperRequest(retiring, args, 5000)).error).toBe('second server');
      expect(await startsOf(retiring)).toHaveLength(2);
    });

    it('stops a real run at the deadline: the helper is killed and its worker ends the run', async () => {
      const sleeper = ['--report-fd', '3', '--cmd', '--uid', '61993', '--gid', '61993', '--wall-ms', '60000', '--', '/bin/sleep', '30', '--end'];
      await expect(helperRequest(HELPER_PATH, sleeper, 500)).rejects.toThrow('gave no report within 500 ms');
      await until(() => runningAs(61993).length === 0);
    });
  });

  it('gives each request a fresh worker: its accounting holds only its own run', async () => {
    const burn = ['--cmd', '--uid', '61993', '--gid', '61993', '--cpu-ms', '5000', '--', '/bin/sh', '-c', 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done', '--end'];
    const { lines } = await serve(frame(burn) + frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end']));
    const [busy, idle] = lines.map((l) => parseHelperReport(l, 1, '')[0]);
    expect(busy.cpuMs).toBeGreaterThan(20);
    expect(idle.cpuMs).toBeLessThan(busy.cpuMs / 4);
  });

  it('is reused by the sandbox between runs instead of a spawn per run', async () => {
    const sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61993 });
    const limits = { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 };
    const run = () => sandbox.run([{ argv: ['/bin/true'], workDir: dir, workDirWritable: false, profile: 'run', limits }]);
    await run();
    const before = helpersUnder(process.pid).length;
    for (let i = 0; i < 5; i++) expect((await run())[0].exitCode).toBe(0);
    expect(helpersUnder(process.pid).length).toBe(before);
    // two at once: a second helper, both answered
    const both = await Promise.all([run(), run()]);
    expect(both.map(([r]) => r.exitCode)).toEqual([0, 0]);
  });

  it('puts runs in an empty network namespace of the helper\'s, never the host\'s (one-shot helpers make one per request)', async () => {
    const hostNet = readlinkSync('/proc/self/ns/net');
    const probe = ['/bin/sh', '-c', 'readlink /proc/self/ns/net; tail -n +3 /proc/net/dev'];
    const served = join(dir, 'served.out');
    const sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61993 });
    const limits = { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 };
    expect((await sandbox.run([{ argv: probe, workDir: dir, workDirWritable: false, stdoutFile: served, profile: 'run', limits }]))[0].exitCode).toBe(0);
    const [ns, ...interfaces] = (await readFile(served, 'utf8')).trim().split('\n');
    expect(ns).toMatch(/^net:\[\d+\]$/);
    expect(ns).not.toBe(hostNet);
    // the loopback only (down, and no run may bring it up): nothing on the host's 127.0.0.1 is reachable
    expect(interfaces.map((l) => l.trim().split(':')[0])).toEqual(['lo']);
    const oneShot = join(dir, 'one-shot.out');
    const child = spawn(HELPER_PATH, ['--cmd', '--uid', '61993', '--gid', '61993', '--stdout', oneShot, '--', '/bin/readlink', '/proc/self/ns/net', '--end'], { env: {} as NodeJS.ProcessEnv, stdio: 'ignore' });
    await new Promise((r) => child.once('close', r));
    const own = (await readFile(oneShot, 'utf8')).trim();
    expect(own).toMatch(/^net:\[\d+\]$/);
    expect([hostNet, ns]).not.toContain(own);
  });

  it('refuses an argument holding a NUL byte (it would split into two on the wire)', async () => {
    await expect(helperRequest(HELPER_PATH, ['--cmd', '--', '/bin/true\0--uid', '--end'], 5000)).rejects.toThrow(new SandboxFailure('a sandbox argument holds a NUL byte'));
  });

  it('is a SandboxFailure when the helper dies mid-run, never a verdict', async () => {
    const sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61993 });
    const running = sandbox.run([{ argv: ['/bin/sleep', '30'], workDir: dir, workDirWritable: false, profile: 'run', limits: { cpuMs: 2000, wallMs: 60000, memoryKb: 65536, pids: 8 } }]);
    await new Promise((r) => setTimeout(r, 500));
    // the helper that took it: the one with a worker (a child sbx-run) under it
    const busy = helpersUnder(process.pid).find((pid) => helpersUnder(pid).length > 0);
    expect(busy).toBeDefined();
    process.kill(busy as number, 'SIGKILL');
    await expect(running).rejects.toThrow(SandboxFailure);
    // the worker ended the run itself (its parent-death signal): nothing is left running as the slot's user
    await new Promise((r) => setTimeout(r, 500));
    expect(runningAs(61993)).toEqual([]);
  });
});
