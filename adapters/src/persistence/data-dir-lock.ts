import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';

/** Who holds a lock: the process id, plus what tells it apart from a later process given the same id. */
interface Holder {
  pid: number;
  /** Linux: the boot id and the process's start time (clock ticks since boot), from /proc. */
  identity?: string;
}

/** `boot-id:start-ticks` of a process, or undefined off Linux (or when it does not exist). */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) start at its closing parenthesis; starttime is field 22
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${bootId}:${startTicks}`;
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder): boolean {
  if (holder.identity !== undefined && processIdentity(process.pid) !== undefined) {
    // a crash or a container restart can give another process the same pid: compare start times too
    return processIdentity(holder.pid) === holder.identity;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<Holder | undefined> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Another running process has the embedded database open. */
export class DataDirBusy extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `the embedded database is already open in this process (lock ${path})`
        : `the embedded database is in use by process ${pid} (lock ${path}): stop that process, or give this one another DATA_DIR or a DATABASE_URL`,
    );
    this.name = 'DataDirBusy';
  }
}

/**
 * A lock file that keeps two processes from opening one embedded data directory (PGlite has no
 * postmaster to refuse a second opener: both would write the files, and the data would be lost).
 * A lock left by a process that died (kill -9, power cut) is taken over.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  /** Takes the lock; throws DataDirBusy when a running process holds it. */
  static async acquire(path: string): Promise<DataDirLock> {
    const mine = JSON.stringify({ pid: process.pid, identity: processIdentity(process.pid) } satisfies Holder);
    // two rounds: the first may find a stale lock and remove it
    for (let round = 0; round < 2; round++) {
      try {
        const file = await open(path, 'wx');
        try {
          await file.writeFile(mine);
          await file.sync();
        } finally {
          await file.close();
        }
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(path);
      // (our own pid with our own start time means this process opened it already: also busy)
      if (holder && isRunning(holder)) throw new DataDirBusy(path, holder.pid);
      await unlink(path).catch(() => {});
    }
    const holder = await readHolder(path);
    throw new DataDirBusy(path, holder?.pid ?? -1);
  }

  /** Gives the lock up (only if it is still ours). */
  async release(): Promise<void> {
    const holder = await readHolder(this.path);
    if (holder?.pid === process.pid) await unlink(this.path).catch(() => {});
  }
}
