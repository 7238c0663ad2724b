import { existsSync, readFileSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const V1_CONTROLLERS = ['memory', 'pids', 'cpuacct'];

/** The folders holding this process's own cgroups (v1 controllers, or the v2 one). */
function ownCgroupDirs(): string[] {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n').filter(Boolean);
  const dirs: string[] = [];
  for (const line of lines) {
    const [, controllers, path] = line.split(':');
    for (const c of controllers.split(',')) if (V1_CONTROLLERS.includes(c)) dirs.push(join('/sys/fs/cgroup', c, path));
    if (controllers === '' && existsSync('/sys/fs/cgroup/cgroup.controllers')) dirs.push(join('/sys/fs/cgroup', path));
  }
  return dirs.filter((d) => existsSync(d));
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** rmdir, retried for a moment while killed tasks leave (EBUSY); false if it stays busy. */
function removeWhenEmpty(cgroup: string): boolean {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      rmdirSync(cgroup);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
  return false; // still busy: the next start tries again
}

/**
 * Removes run cgroups (`sbx-<helper pid>-<n>`) left by a helper that was killed outright (SIGKILL gives
 * it no chance to clean up): whatever still runs in them is killed first. Returns how many were removed.
 */
export function sweepStaleCgroups(): number {
  let removed = 0;
  for (const dir of ownCgroupDirs()) {
    for (const name of readdirSync(dir)) {
      const match = /^sbx-(\d+)-\d+$/.exec(name);
      if (!match || existsSync(`/proc/${match[1]}`)) continue;
      const cgroup = join(dir, name);
      try {
        for (const pid of readFileSync(join(cgroup, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            // already gone
          }
        }
        if (removeWhenEmpty(cgroup)) removed++;
      } catch {
        // gone meanwhile
      }
    }
  }
  return removed;
}
