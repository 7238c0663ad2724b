import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFailure } from '@oj/core';
import { BwrapSandbox } from './bwrap-sandbox';
import { parseHelperReport } from './helper-report';
import { helperRequest } from './helper-server';
import { HELPER_PATH } from './sandbox-host';

/** One request on the wire: "<argc>\0" then each argument NUL-terminated. */
const frame = (args: string[]) => `${args.length}\0${args.map((a) => `${a}\0`).join('')}`;

/** Starts `sbx-run --serve`, writes `input`, and collects its report lines until it exits. */
function serve(input: string): Promise<{ lines: string[]; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(HELPER_PATH, ['--serve'], { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'ignore', 'ignore', 'pipe'] });
    let text = '';
    child.stdio[3]?.on('data', (d: Buffer) => (text += d.toString()));
    child.on('close', (code) => resolve({ lines: text.split('\n').filter(Boolean), code }));
    child.stdin?.end(input);
  });
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
      frame(['--cmd', '--uid', '61993', '--gid', '61993', '--', '/bin/sh', '-c', 'exit 3', '--end']) +
        // an empty argument and one with spaces travel intact
        frame(['--cmd', '--uid', '61993', '--gid', '61993', '--stdout', out, '--', '/usr/bin/printf', '[%s][%s]', '', 'a b', '--end']) +
        frame(['--cmd', '--uid', '0', '--gid', '0', '--', '/bin/true', '--end']),
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(3);
    expect(parseHelperReport(lines[0], 1, '')[0].exitCode).toBe(3);
    expect(parseHelperReport(lines[1], 1, '')[0].exitCode).toBe(0);
    expect(await readFile(out, 'utf8')).toBe('[][a b]');
    // a bad request is refused in its own report; the next one would be served
    expect(JSON.parse(lines[2]).error).toContain('would run as root');
  });

  it('drives a cgroup v2 tree from its workers, one leaf per request (a fake tree stands in for a v2 host)', async () => {
    const root = join(dir, 'cg');
    await mkdir(root);
    const request = (name: string, pids: string) => frame(['--cgroup-root', root, '--cgroup-name', name, '--cgroup-keep', '--cmd', '--memory-kb', '2048', '--pids', pids, '--uid', '61993', '--gid', '61993', '--', '/bin/true', '--end']);
    const { lines } = await serve(request('first', '5') + request('second', '6'));
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
    expect(JSON.parse(lines[0]).error).toBe('malformed request to the sandbox helper');
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
    await expect(helperRequest(HELPER_PATH, ['--cmd', '--', '/bin/true\0--uid', '--end'])).rejects.toThrow(new SandboxFailure('a sandbox argument holds a NUL byte'));
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
