import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxCommand } from '@oj/core';
import { BwrapSandbox } from './bwrap-sandbox';
import { parseHelperReport } from './helper-report';
import { HELPER_PATH } from './sandbox-host';

// Prepared runs (native/sbx-run/serve.h): a request names the one likely to follow; the server sets that
// one's sandbox up meanwhile, and starts its program only when it is asked for.

const UID = 61994;
const LIMITS = { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 16 };

/** Live processes of a uid (a zombie runs nothing); ps exits 1 when there is none. */
function runningAs(uid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=,comm=', '-u', String(uid)], { encoding: 'utf8' }).split('\n').filter((l) => l.trim() && !/\sZ/.test(l));
  } catch {
    return [];
  }
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One request on the wire, with the request named to follow it: "<seq> <argc> <nextc>\0" then both. */
const frame = (args: string[], seq: number, next: string[] = []) =>
  `${seq} ${args.length}${next.length ? ` ${next.length}` : ''}\0${[...args, ...next].map((a) => `${a}\0`).join('')}`;

function serve(input: string): Promise<{ lines: string[]; code: number | null }> {
  const child = spawn(HELPER_PATH, ['--serve'], { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'ignore', 'ignore', 'pipe'] });
  let text = '';
  child.stdio[3]?.on('data', (d: Buffer) => (text += d.toString()));
  child.stdin?.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ lines: text.split('\n').filter(Boolean), code })));
}

describe('prepared runs', () => {
  let dir: string;
  let sandbox: BwrapSandbox;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sbx-prepared-test-'));
    await chmod(dir, 0o755);
    sandbox = new BwrapSandbox({ helperPath: HELPER_PATH, bwrapPath: '/usr/bin/bwrap', uid: UID });
  });
  afterEach(async () => {
    await sandbox.release();
    await rm(dir, { recursive: true, force: true });
  });

  /** A case's run as the judge makes it: a fresh writable /w, its input on stdin, its output in a file. */
  async function caseCommand(name: string, script: string, input = ''): Promise<SandboxCommand> {
    const workDir = join(dir, name);
    await mkdir(workDir, { mode: 0o755 });
    await writeFile(join(dir, `${name}.in`), input, { mode: 0o644 });
    return {
      argv: ['/bin/sh', '-c', script],
      workDir,
      workDirWritable: true,
      stdinFile: join(dir, `${name}.in`),
      stdoutFile: join(dir, `${name}.out`),
      stderrFile: join(dir, `${name}.err`),
      profile: 'run',
      limits: LIMITS,
    };
  }

  it('sets the next run up while this one runs, then runs it with its own folder, input and output', async () => {
    const script = 'cat; ls -A /w; echo left > /w/mine';
    const first = await caseCommand('first', script, 'one\n');
    const second = await caseCommand('second', script, 'two\n');
    const [a] = await sandbox.run([first], [], { next: [second] });
    expect(a.exitCode).toBe(0);
    // the second case's sandbox is there, waiting: bubblewrap blocked before the program
    expect(runningAs(UID).some((l) => l.endsWith('bwrap'))).toBe(true);
    const [b] = await sandbox.run([second]);
    expect(b.exitCode).toBe(0);
    expect(await readFile(first.stdoutFile as string, 'utf8')).toBe('one\n');
    // its own /w: nothing the first run left there
    expect(await readFile(second.stdoutFile as string, 'utf8')).toBe('two\n');
    expect(await readFile(join(second.workDir, 'mine'), 'utf8')).toBe('left\n');
    // nothing was prepared after it: nothing is left running
    await until(() => runningAs(UID).length === 0);
  });

  it('starts the clocks at the run, not at the set-up: a run asked for long after its preparation keeps its whole wall limit', async () => {
    const first = await caseCommand('first', 'true');
    const second = { ...(await caseCommand('second', 'sleep 0.3')), limits: { ...LIMITS, wallMs: 1000 } };
    await sandbox.run([first], [], { next: [second] });
    await new Promise((r) => setTimeout(r, 1500));
    const [b] = await sandbox.run([second]);
    expect(b.killedBy).toBeNull();
    expect(b.exitCode).toBe(0);
    expect(b.wallMs).toBeGreaterThanOrEqual(300);
    expect(b.wallMs).toBeLessThan(1000);
  });

  it('keeps the prepared run through another run in between (a checker), and ends it on release', async () => {
    const first = await caseCommand('first', 'echo 1');
    const second = await caseCommand('second', 'echo 2');
    const checker = await caseCommand('checker', 'echo checked');
    await sandbox.run([first], [], { next: [second] });
    expect((await sandbox.run([checker]))[0].exitCode).toBe(0);
    expect((await sandbox.run([second]))[0].exitCode).toBe(0);
    expect(await readFile(second.stdoutFile as string, 'utf8')).toBe('2\n');
    // prepared again, then never asked for: release ends it, nothing stays behind
    const third = await caseCommand('third', 'echo 3');
    await sandbox.run([first], [], { next: [third] });
    expect(runningAs(UID).length).toBeGreaterThan(0);
    await sandbox.release();
    expect(runningAs(UID)).toEqual([]);
    expect(await readFile(third.stdoutFile as string, 'utf8').catch(() => '')).toBe('');
  });

  it('drops a prepared run when a different run with a next comes, and runs that one as usual', async () => {
    const first = await caseCommand('first', 'echo 1');
    const guessed = await caseCommand('guessed', 'echo never');
    const other = await caseCommand('other', 'echo other');
    const after = await caseCommand('after', 'echo after');
    await sandbox.run([first], [], { next: [guessed] });
    expect((await sandbox.run([other], [], { next: [after] }))[0].exitCode).toBe(0);
    expect((await sandbox.run([after]))[0].exitCode).toBe(0);
    expect(await readFile(other.stdoutFile as string, 'utf8')).toBe('other\n');
    expect(await readFile(after.stdoutFile as string, 'utf8')).toBe('after\n');
    // the guessed run's program never started
    expect(await readFile(guessed.stdoutFile as string, 'utf8')).toBe('');
    await until(() => runningAs(UID).length === 0);
  });

  it('on the wire: runs the prepared request only when its arguments are the same, answers a drop once it is gone', async () => {
    const run = (text: string) => ['--cmd', '--uid', String(UID), '--gid', String(UID), '--stdout', join(dir, `${text}.out`), '--', '/bin/echo', text, '--end'];
    const { lines, code } = await serve(
      frame(run('a'), 1, run('b')) + frame(run('b'), 2, run('c')) + frame(run('d'), 3, run('e')) + frame(['--drop'], 4) + frame(run('f'), 5),
    );
    expect(code).toBe(0);
    expect(lines.map((l) => JSON.parse(l).seq)).toEqual([1, 2, 3, 4, 5]);
    for (const i of [0, 1, 2, 4]) expect(parseHelperReport(lines[i], 1, '')[0].exitCode).toBe(0);
    expect(JSON.parse(lines[3])).toEqual({ seq: 4, version: 1, dropped: true });
    for (const text of ['a', 'b', 'd', 'f']) expect(await readFile(join(dir, `${text}.out`), 'utf8')).toBe(`${text}\n`);
    // prepared, never asked for: its output file was made, its program never ran
    for (const text of ['c', 'e']) expect(await readFile(join(dir, `${text}.out`), 'utf8')).toBe('');
    expect(runningAs(UID)).toEqual([]);
  });
});
