import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BwrapSandbox } from './bwrap-sandbox';
import { sweepStaleCgroups } from './stale-cgroups';

/** The compiled helper (judge-runner/native/sbx-run, built by `npm run build:native`). */
export const HELPER_PATH = join(__dirname, '..', '..', 'dist', 'native', 'sbx-run');

/** Why this host cannot judge, and how to fix it. The runner refuses to start: it never judges unsandboxed. */
export class SandboxUnavailable extends Error {}

function which(command: string): string | undefined {
  for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) if (existsSync(join(dir, command))) return join(dir, command);
  return undefined;
}

export interface SandboxHost {
  helperPath: string;
  bwrapPath: string;
  cgroupRoot?: string;
  /** What would make judging faster or fairer on this host (logged at start). */
  hints: string[];
}

/** On cgroup v1 each run's cgroup join waits for an RCU grace period unless they are expedited. */
function tuningHints(v1: boolean): string[] {
  const expedited = (() => {
    try {
      return readFileSync('/sys/kernel/rcu_expedited', 'utf8').trim() === '1';
    } catch {
      return true; // not tunable here
    }
  })();
  return v1 && !expedited ? ['each sandboxed run waits 5-20 ms to join its cgroups: echo 1 > /sys/kernel/rcu_expedited (scripts/setup.sh does it; docs/judge.md)'] : [];
}

/**
 * Checks what the sandbox needs (root for cgroups and uid switching, bubblewrap, the helper, a memory
 * cgroup hierarchy, user namespaces) and proves it with one real sandboxed run.
 */
export async function prepareSandboxHost(options: { uid: number; cgroupRoot?: string }): Promise<SandboxHost> {
  if (process.getuid?.() !== 0) {
    throw new SandboxUnavailable('the judge must run as root: it creates a cgroup per run and starts each program as an unprivileged slot user (run it with sudo, or as a root service)');
  }
  const bwrapPath = which('bwrap');
  if (!bwrapPath) throw new SandboxUnavailable('bubblewrap is not installed: apt-get install -y bubblewrap');
  if (!existsSync(HELPER_PATH)) throw new SandboxUnavailable(`the sandbox helper is not built (${HELPER_PATH}): npm run build:native -w @oj/judge-runner (needs gcc and make)`);
  const v1 = existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes');
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers');
  if (!options.cgroupRoot && !v1 && !v2) {
    throw new SandboxUnavailable('no cgroup hierarchy with the memory controller is mounted (cgroup v1 memory, pids and cpuacct, or cgroup v2): enable cgroups in the kernel and mount them');
  }
  // runs of a helper that was killed outright (the runner's host crashed) leave their cgroups behind
  sweepStaleCgroups();
  const host = { helperPath: HELPER_PATH, bwrapPath, cgroupRoot: options.cgroupRoot, hints: tuningHints(v1 && !options.cgroupRoot) };
  const dir = await mkdtemp(join(tmpdir(), 'oj-sandbox-check-'));
  try {
    // the slot's uid must be able to reach the folder bubblewrap binds
    await chmod(dir, 0o755);
    const sandbox = new BwrapSandbox({ ...host, uid: options.uid });
    const [result] = await sandbox.run([
      // stderr kept: when bubblewrap cannot start, its message is the reason given
      { argv: ['/bin/true'], workDir: dir, workDirWritable: false, stderrFile: join(dir, 'check.err'), profile: 'run', limits: { cpuMs: 2000, wallMs: 5000, memoryKb: 65536, pids: 8 } },
    ]);
    if (result.exitCode !== 0) throw new SandboxUnavailable(`a sandboxed /bin/true ended with exit code ${result.exitCode}`);
  } catch (error) {
    if (error instanceof SandboxUnavailable) throw error;
    throw new SandboxUnavailable(
      `the sandbox does not work on this host: ${(error as Error).message}. Unprivileged user namespaces must be allowed (sysctl user.max_user_namespaces > 0; on Debian/Ubuntu kernels also kernel.unprivileged_userns_clone=1)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return host;
}
