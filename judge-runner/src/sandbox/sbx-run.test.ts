import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, SandboxFailure } from '@oj/core';
import { runVerdict } from '../judge/run-verdict';
import { BwrapSandbox } from './bwrap-sandbox';
import { parseHelperReport } from './helper-report';
import { HELPER_PATH, prepareSandboxHost } from './sandbox-host';
import { sweepStaleCgroups } from './stale-cgroups';

/** Runs the helper itself (no bubblewrap) with an empty environment; resolves the report, exit code and stderr. */
function helper(args: string[]): Promise<{ report: string; code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    // fd 3 is the report
    const child = spawn(HELPER_PATH, args, { env: {} as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdio[3]?.on('data', (d: Buffer) => chunks.push(d));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ report: Buffer.concat(chunks).toString(), code, stderr }));
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** This process's own folder in each v1 hierarchy the helper uses. */
function ownV1Dirs(): string[] {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
  return ['memory', 'pids', 'cpuacct'].map((c) => join('/sys/fs/cgroup', c, lines.find((l) => l.split(':')[1]?.split(',').includes(c))?.split(':')[2] ?? '/'));
}

/** Live processes of a uid (a zombie waiting for PID 1 to reap it runs nothing). */
function runningAs(uid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=', '-u', String(uid)], { encoding: 'utf8' }).split('\n').filter((l) => l.trim() && !/\sZ/.test(l));
  } catch {
    return [];
  }
}

/** The helper's run cgroups (v1 memory hierarchy, below this process's own). */
function cgroupsOf(helperPid: number): string[] {
  const line = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((l) => /:memory:/.test(l));
  if (!line) return [];
  const dir = join('/sys/fs/cgroup/memory', line.split(':')[2]);
  return readdirSync(dir).filter((f) => f.startsWith(`sbx-${helperPid}-`));
}

describe('sbx-run, the sandbox helper', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sbx-run-test-'));
    await chmod(dir, 0o755);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('drives a cgroup v2 tree: limits written, the process joined, counters read (a fake tree stands in for a v2 host)', async () => {
    const run = join(dir, 'cg', 'job-0');
    await mkdir(join(dir, 'cg'));
    const done = helper(['--cgroup-root', join(dir, 'cg'), '--cgroup-name', 'job', '--cgroup-keep', '--cmd', '--memory-kb', '1024', '--pids', '7', '--uid', '65534', '--gid', '65534', '--', '/bin/sleep', '0.5', '--end']);
    // the kernel's counters, put in the leaf the helper made while its command runs
    await until(() => existsSync(join(run, 'pids.max')));
    await writeFile(join(run, 'memory.peak'), '5242880\n');
    await writeFile(join(run, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
    await writeFile(join(run, 'pids.events'), 'max 4\n');
    await writeFile(join(run, 'cpu.stat'), 'usage_usec 12000\nuser_usec 9000\nsystem_usec 3000\n');
    const { report, code } = await done;
    expect(code).toBe(0);
    const [result] = parseHelperReport(report, 1, '');
    expect(JSON.parse(report).cgroup).toBe(2);
    expect(result).toMatchObject({ exitCode: 0, cpuMs: 12, memoryKb: 5120, oomKilled: true, pidsLimitHit: 4 });
    expect((await readFile(join(run, 'memory.max'), 'utf8')).trim()).toBe(String(1024 * 1024));
    expect((await readFile(join(run, 'pids.max'), 'utf8')).trim()).toBe('7');
    expect((await readFile(join(run, 'memory.swap.max'), 'utf8')).trim()).toBe('0');
    // "0" = the writing process itself: the child joined before exec
    expect((await readFile(join(run, 'cgroup.procs'), 'utf8')).trim()).toBe('0');
    // leftovers are killed through cgroup.kill on v2
    expect((await readFile(join(run, 'cgroup.kill'), 'utf8')).trim()).toBe('1');
  });

  describe('a cgroup of the run\'s name already there (an earlier run\'s, its worker pid reused)', () => {
    const run = (root: string) => helper(['--cgroup-root', root, '--cgroup-name', 'job', '--cmd', '--uid', '65534', '--gid', '65534', '--', '/bin/true', '--end']);

    it('v2: an empty one is removed and made anew', async () => {
      const root = join(dir, 'cg');
      await mkdir(join(root, 'job-0'), { recursive: true });
      const { report, code } = await helper(['--cgroup-root', root, '--cgroup-name', 'job', '--cgroup-keep', '--cmd', '--pids', '9', '--uid', '65534', '--gid', '65534', '--', '/bin/true', '--end']);
      expect(code).toBe(0);
      expect(parseHelperReport(report, 1, '')[0].exitCode).toBe(0);
      expect((await readFile(join(root, 'job-0', 'pids.max'), 'utf8')).trim()).toBe('9');
    });

    it('v2: one that stays populated (a process that survives the kill) fails the run, and is left alone', async () => {
      const root = join(dir, 'cg');
      await mkdir(join(root, 'job-0'), { recursive: true });
      await writeFile(join(root, 'job-0', 'cgroup.events'), 'populated 1\nfrozen 0\n');
      const { report, code } = await run(root);
      expect(code).toBe(2);
      expect(JSON.parse(report).error).toBe("create cgroup: an earlier run's cgroup of that name still holds a process: File exists");
      expect(() => parseHelperReport(report, 1, '')).toThrow(SandboxFailure);
      // killed (cgroup.kill) before being given up on; the run never joined it
      expect((await readFile(join(root, 'job-0', 'cgroup.kill'), 'utf8')).trim()).toBe('1');
      expect(existsSync(join(root, 'job-0', 'cgroup.procs'))).toBe(false);
    });

    it('v1 (this host): the process left in it is killed, the cgroups removed and made anew', async () => {
      const name = `stale${process.pid}`;
      const dirs = ownV1Dirs().map((d) => join(d, `${name}-0`));
      for (const d of dirs) await mkdir(d);
      const survivor = spawn('/bin/sleep', ['60'], { stdio: 'ignore' });
      const ended = new Promise<NodeJS.Signals | null>((r) => survivor.once('exit', (_code, signal) => r(signal)));
      try {
        for (const d of dirs) await writeFile(join(d, 'cgroup.procs'), String(survivor.pid));
        let killedAt = 0;
        void ended.then(() => (killedAt = Date.now()));
        const { report, code } = await helper(['--cgroup-name', name, '--cmd', '--uid', '61991', '--gid', '61991', '--', '/bin/sleep', '0.5', '--end']);
        expect(code).toBe(0);
        expect(parseHelperReport(report, 1, '')[0].exitCode).toBe(0);
        expect(await ended).toBe('SIGKILL');
        // gone before the run started (not swept with the run's own leftovers after it)
        expect(Date.now() - killedAt).toBeGreaterThan(400);
        // the run's own cgroups, made in their place, are removed after it as usual
        for (const d of dirs) expect(existsSync(d)).toBe(false);
      } finally {
        survivor.kill('SIGKILL');
        for (const d of dirs) await rm(d, { recursive: false, force: true }).catch(() => undefined);
      }
    });
  });

  it('exits with its own code after the report when a run\'s cgroup cannot be removed (v2 fake tree: rmdir refused)', async () => {
    const root = join(dir, 'cg');
    await mkdir(root);
    // without --cgroup-keep: a fake tree's leaf holds regular files, so rmdir fails as a busy cgroup would
    const { report, code, stderr } = await helper(['--cgroup-root', root, '--cgroup-name', 'job', '--cmd', '--uid', '65534', '--gid', '65534', '--', '/bin/true', '--end']);
    expect(parseHelperReport(report, 1, '')[0].exitCode).toBe(0);
    expect(code).toBe(3);
    expect(stderr).toContain(`the run's cgroup ${join(root, 'job-0')} cannot be removed: Directory not empty`);
  });

  it('refuses to run a command as root, and says what is wrong with its arguments', async () => {
    const root = await helper(['--cmd', '--uid', '0', '--gid', '0', '--', '/bin/true', '--end']);
    expect(root.code).toBe(2);
    expect(JSON.parse(root.report).error).toContain('would run as root');
    const noEnd = await helper(['--cmd', '--', '/bin/true']);
    expect(JSON.parse(noEnd.report).error).toContain('has no --end');
    const bad = await helper(['--cmd', '--cpu-ms', 'lots', '--', '/bin/true', '--end']);
    expect(JSON.parse(bad.report).error).toContain("--cpu-ms wants a number, got 'lots'");
    const status = await helper(['--bwrap-status', '--cmd', '--', '/bin/true', '--end']);
    expect(JSON.parse(status.report).error).toContain('--bwrap-status outside a --cmd block');
  });

  it('starts the program with a minimal environment of its own, whatever the caller has', async () => {
    const out = join(dir, 'env.out');
    const { report } = await helper(['--cmd', '--uid', '65534', '--gid', '65534', '--stdout', out, '--', '/usr/bin/env', '--end']);
    expect(parseHelperReport(report, 1, '')[0].exitCode).toBe(0);
    expect((await readFile(out, 'utf8')).trim().split('\n')).toEqual(['PATH=/usr/local/bin:/usr/bin:/bin']);
  });

  it('runs as the slot user with no capabilities and no way back to privileges (bubblewrap is never started as root)', async () => {
    await prepareSandboxHost({ uid: 61990 });
    const sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61990 });
    const out = join(dir, 'status.out');
    const [result] = await sandbox.run([
      { argv: ['/bin/cat', '/proc/self/status'], workDir: dir, workDirWritable: false, stdoutFile: out, profile: 'run', limits: { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 } },
    ]);
    expect(result.exitCode).toBe(0);
    const status = await readFile(out, 'utf8');
    expect(status).toMatch(/^Uid:\s+61990\s+61990\s+61990\s+61990$/m);
    expect(status).toMatch(/^CapEff:\s+0000000000000000$/m);
    expect(status).toMatch(/^CapBnd:\s+0000000000000000$/m);
    expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
    expect(status).toMatch(/^Seccomp:\s+2$/m);
  });

  it('ends its runs and removes their cgroups when the runner stops it (SIGTERM), and says so', async () => {
    const child = spawn(HELPER_PATH, ['--cmd', '--uid', '61991', '--gid', '61991', '--wall-ms', '60000', '--', '/bin/sleep', '100', '--end'], { env: {} as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let report = '';
    child.stdio[3]?.on('data', (d: Buffer) => (report += d.toString()));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => child.once('close', r));
    expect(JSON.parse(report).commands[0].killedBy).toBe('cancelled');
    expect(() => parseHelperReport(report, 1, '')).toThrow('stopped from outside');
    expect(runningAs(61991)).toEqual([]);
    expect(cgroupsOf(child.pid as number)).toEqual([]);
  });

  it('sweeps the cgroups of a helper killed outright (SIGKILL), with anything left in them', async () => {
    const child = spawn(HELPER_PATH, ['--cmd', '--uid', '61992', '--gid', '61992', '--wall-ms', '60000', '--', '/bin/sleep', '100', '--end'], { env: {} as NodeJS.ProcessEnv, stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('close', r));
    await new Promise((r) => setTimeout(r, 100));
    expect(cgroupsOf(child.pid as number).length).toBeGreaterThan(0);
    // the killed program may linger as a zombie until PID 1 reaps it: a sweep then leaves its cgroup for later
    let removed = 0;
    for (let i = 0; i < 100 && cgroupsOf(child.pid as number).length; i++) {
      removed += sweepStaleCgroups();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(removed).toBeGreaterThan(0);
    expect(cgroupsOf(child.pid as number)).toEqual([]);
    expect(runningAs(61992)).toEqual([]);
  });

  describe('bubblewrap failing to set up the sandbox (it exits 1 without starting the program)', () => {
    const limits = { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 };
    const sandbox = () => new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61990 });

    it('is a SandboxFailure with bubblewrap\'s reason when a bind source is unreadable (a 0700 folder owned by root holding the input)', async () => {
      const secret = join(dir, 'cache');
      await mkdir(secret, { mode: 0o700 });
      await writeFile(join(secret, 'input'), '1 2\n');
      const run = sandbox().run([
        { argv: ['/bin/cat', '/w/input'], workDir: dir, workDirWritable: false, mounts: [{ hostPath: join(secret, 'input'), sandboxPath: '/w/input' }], stderrFile: join(dir, 'err'), profile: 'run', limits },
      ]);
      await expect(run).rejects.toThrow(SandboxFailure);
      await expect(run).rejects.toThrow(`the sandbox could not start /bin/cat: bwrap: Can't find source path ${join(secret, 'input')}: Permission denied`);
    });

    it('is a SandboxFailure when the executable is missing, and says so even when stderr is not kept', async () => {
      await expect(sandbox().run([{ argv: ['/w/missing'], workDir: dir, workDirWritable: false, stderrFile: join(dir, 'err'), profile: 'run', limits }])).rejects.toThrow(
        'the sandbox could not start /w/missing: bwrap: execvp /w/missing: No such file or directory',
      );
      await expect(sandbox().run([{ argv: ['/w/missing'], workDir: dir, workDirWritable: false, profile: 'run', limits }])).rejects.toThrow(
        'the sandbox could not start /w/missing: bubblewrap exited with code 1 before starting the program',
      );
    });

    it('names the command of a pipeline that could not start (an interactor)', async () => {
      const run = sandbox().run(
        [
          { argv: ['/bin/cat'], workDir: dir, workDirWritable: false, profile: 'run', limits },
          { argv: ['/w/interactor'], workDir: dir, workDirWritable: false, stderrFile: join(dir, 'err'), profile: 'run', limits },
        ],
        [
          { from: 0, to: 1 },
          { from: 1, to: 0 },
        ],
      );
      await expect(run).rejects.toThrow('the sandbox could not start /w/interactor: bwrap: execvp /w/interactor: No such file or directory');
    });

    it('is not fooled by a program that prints bubblewrap\'s message and exits 1: that is its own Runtime Error', async () => {
      const err = join(dir, 'fake.err');
      const [result] = await sandbox().run([
        { argv: ['/bin/sh', '-c', "echo \"bwrap: Can't find source path /w/input: Permission denied\" >&2; exit 1"], workDir: dir, workDirWritable: false, stderrFile: err, profile: 'run', limits },
      ]);
      expect(result.exitCode).toBe(1);
      expect(await readFile(err, 'utf8')).toContain("bwrap: Can't find source path");
      expect(runVerdict(result, 2000, 65536)).toEqual({ status: JudgeStatus.RUNTIME_ERROR, message: 'exit code 1' });
    });

    it('reads a report without sandboxError as before, and one with it as a SandboxFailure naming the command', () => {
      const command = { exitCode: 1, signal: 0, cpuMs: 1.4, wallMs: 3.6, memoryKb: 512, oomKilled: false, pidsLimitHit: 0, killedBy: null, stdoutBytes: 0, stdoutTruncated: false, stderrBytes: 40, stderrTruncated: false };
      expect(parseHelperReport(JSON.stringify({ version: 1, commands: [command] }), 1, '', ['/w/main'])[0]).toEqual({ ...command, cpuMs: 1, wallMs: 4 });
      const failed = JSON.stringify({ version: 1, commands: [command, { ...command, sandboxError: 'bwrap: execvp /w/interactor: Permission denied' }] });
      expect(() => parseHelperReport(failed, 2, '', ['/w/main', '/w/interactor'])).toThrow('the sandbox could not start /w/interactor: bwrap: execvp /w/interactor: Permission denied');
    });

    it('leaves the exit status of a program that started alone (exit codes and signals as before)', async () => {
      const [exited, killed] = await Promise.all([
        sandbox().run([{ argv: ['/bin/sh', '-c', 'exit 3'], workDir: dir, workDirWritable: false, profile: 'run', limits }]),
        sandbox().run([{ argv: ['/bin/sh', '-c', 'kill -SEGV $$'], workDir: dir, workDirWritable: false, profile: 'run', limits }]),
      ]);
      expect(exited[0].exitCode).toBe(3);
      expect(killed[0].exitCode).toBe(128 + 11);
    });
  });

  it('joins commands with pipes (the interactive wiring) and accounts each one', async () => {
    const sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: 61990 });
    const out = join(dir, 'piped.out');
    const limits = { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 };
    const [first, second] = await sandbox.run(
      [
        { argv: ['/bin/sh', '-c', 'echo through the pipe'], workDir: dir, workDirWritable: false, profile: 'run', limits },
        { argv: ['/usr/bin/tr', 'a-z', 'A-Z'], workDir: dir, workDirWritable: false, stdoutFile: out, profile: 'run', limits },
      ],
      [{ from: 0, to: 1 }],
    );
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(await readFile(out, 'utf8')).toBe('THROUGH THE PIPE\n');
  });
});
