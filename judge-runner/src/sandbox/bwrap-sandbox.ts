import { chown } from 'node:fs/promises';
import { type Sandbox, type SandboxCommand, type SandboxPipe, type SandboxResult, type SandboxRunOptions } from '@oj/core';
import { parseHelperReport } from './helper-report';
import { PreparingHelper } from './helper-server';
import { systemMountArgs } from './system-mounts';

export interface BwrapSandboxOptions {
  /** The compiled sbx-run helper. */
  helperPath: string;
  bwrapPath: string;
  /** This slot's unprivileged uid (and gid): slots never share one. */
  uid: number;
  /** A delegated cgroup v2 folder; unset = below the runner's own cgroup. */
  cgroupRoot?: string;
}

const DEFAULT_TMP_MB = 64;
const DEFAULT_STDERR_BYTES = 64 * 1024;
/** The descriptor bubblewrap reads the seccomp program from (the helper puts it there). */
const SECCOMP_FD = 10;
/**
 * The descriptor bubblewrap writes its JSON status to (the helper's `--bwrap-status` puts a pipe there):
 * no `exit-code` record means bubblewrap never started the program, whatever its exit code says.
 */
const STATUS_FD = 12;
/**
 * The descriptor bubblewrap waits on before it execs the program (the helper's `--bwrap-block` puts a
 * pipe there): the sandbox is set up first, the program starts on the helper's go. That is what lets a
 * run be prepared while the one before it runs (native/sbx-run/serve.h).
 */
const BLOCK_FD = 13;
const DEFAULT_ENV: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' };
/**
 * How long past the longest wall limit a request may go unanswered before its helper is deemed stuck and
 * killed: the worker's own ends (draining, killing and waiting for leftovers, removing cgroups) take
 * a few seconds at most.
 */
const REPORT_MARGIN_MS = 30_000;

/**
 * The local sandbox: each run is a request to a kept-running `sbx-run --serve` (root, empty environment,
 * its own empty network namespace) → a worker: per-run cgroups, rlimits, this slot's uid → bubblewrap
 * (fresh user, pid, ipc, uts and mount namespaces, read-only system, no capabilities, seccomp
 * deny-list) → the program. See docs/judge.md for the measured traps this
 * avoids.
 */
export class BwrapSandbox implements Sandbox {
  private readonly systemMounts = systemMountArgs();
  private readonly helper: PreparingHelper;
  /** The command the last run named as its next (its folder is owned already). */
  private preparedCommand?: SandboxCommand;

  constructor(private readonly options: BwrapSandboxOptions) {
    this.helper = new PreparingHelper(options.helperPath);
  }

  async run(commands: SandboxCommand[], pipes: SandboxPipe[] = [], options: SandboxRunOptions = {}): Promise<SandboxResult[]> {
    // a compile writes its outputs into /w as the slot's user (a prepared command's folder was given already)
    if (commands[0] !== this.preparedCommand) await this.ownWorkDirs(commands);
    const args = this.requestArgs(commands, pipes);
    // only a lone command is prepared: the next case's run (an interactive pair is set up each time)
    const next = options.next?.length === 1 && commands.length === 1 && pipes.length === 0 ? options.next : undefined;
    this.preparedCommand = next?.[0];
    if (next) await this.ownWorkDirs(next);
    const deadlineMs = Math.max(...commands.map((c) => c.limits.wallMs)) + REPORT_MARGIN_MS;
    const report = await this.helper.request(args, deadlineMs, next && this.requestArgs(next, []));
    return parseHelperReport(report, commands.length, '', commands.map((c) => c.argv[0]));
  }

  release(): Promise<void> {
    this.preparedCommand = undefined;
    return this.helper.drop();
  }

  private async ownWorkDirs(commands: SandboxCommand[]): Promise<void> {
    for (const command of commands) {
      if (command.workDirWritable) await chown(command.workDir, this.options.uid, this.options.uid);
    }
  }

  private requestArgs(commands: SandboxCommand[], pipes: SandboxPipe[]): string[] {
    const args = ['--report-fd', '3'];
    if (this.options.cgroupRoot) args.push('--cgroup-root', this.options.cgroupRoot);
    for (const pipe of pipes) args.push('--pipe', `${pipe.from}:1:${pipe.to}:0`);
    for (const command of commands) args.push(...this.helperArgs(command));
    return args;
  }

  private helperArgs(command: SandboxCommand): string[] {
    const { limits } = command;
    const uid = String(this.options.uid);
    const args = ['--cmd', '--cpu-ms', String(limits.cpuMs), '--wall-ms', String(limits.wallMs)];
    args.push('--memory-kb', String(limits.memoryKb), '--pids', String(limits.pids), '--uid', uid, '--gid', uid);
    args.push('--stack-kb', String(limits.stackKb ?? limits.memoryKb), '--nofile', '64', '--seccomp', command.profile, '--bwrap-status', '--bwrap-block');
    if (limits.fileSizeKb) args.push('--fsize-kb', String(limits.fileSizeKb));
    if (command.stdinFile) args.push('--stdin', command.stdinFile);
    if (command.stdoutFile) args.push('--stdout', command.stdoutFile, '--stdout-limit', String(limits.stdoutBytes ?? 64 * 1024 * 1024));
    if (command.stderrFile) args.push('--stderr', command.stderrFile, '--stderr-limit', String(limits.stderrBytes ?? DEFAULT_STDERR_BYTES));
    if (command.stderrFile && limits.stderrMaxBytes) args.push('--stderr-max', String(limits.stderrMaxBytes));
    args.push('--', this.options.bwrapPath, ...this.bwrapArgs(command), '--end');
    return args;
  }

  private bwrapArgs(command: SandboxCommand): string[] {
    // every namespace but the network's: the helper puts its runs in an empty network namespace of its
    // own (native/sbx-run/serve.h), which spares bubblewrap its costliest namespace on every run
    const args = ['--unshare-user', '--unshare-ipc', '--unshare-pid', '--unshare-uts', '--unshare-cgroup-try', '--disable-userns'];
    args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--json-status-fd', String(STATUS_FD));
    args.push(...this.systemMounts);
    args.push('--size', String((command.tmpMb ?? DEFAULT_TMP_MB) * 1024 * 1024), '--tmpfs', '/tmp');
    args.push(command.workDirWritable ? '--bind' : '--ro-bind', command.workDir, '/w');
    for (const mount of command.mounts ?? []) args.push('--ro-bind', mount.hostPath, mount.sandboxPath);
    args.push('--proc', '/proc', '--dev', '/dev');
    // bubblewrap's root and /dev are writable tmpfs of its own: once every mount point is made, both go
    // read-only, so the program can write only to /w (its own folder) and the size-capped /tmp
    args.push('--remount-ro', '/', '--remount-ro', '/dev', '--chdir', '/w', '--clearenv');
    for (const [name, value] of Object.entries({ ...DEFAULT_ENV, ...command.env })) args.push('--setenv', name, value);
    args.push('--block-fd', String(BLOCK_FD), '--seccomp', String(SECCOMP_FD), ...command.argv);
    return args;
  }

}
