import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** The work folder is unusable for judging: the sandbox users cannot reach it. */
export class WorkDirUnreachable extends Error {}

/**
 * Every folder above (and including) the judge's work folder must let "others" pass (the x bit): the
 * programs, checkers and bubblewrap's bind mounts run as the slot's uid, which owns none of them. A
 * folder made by `mktemp -d` (0700) would otherwise make every checker fail at its bind mount; refusing
 * at start says why instead. Folders that do not exist yet are skipped (the judge makes them 0755).
 */
export async function assertSandboxCanReach(dir: string): Promise<void> {
  const wanted = resolve(dir);
  for (let current = wanted; ; current = dirname(current)) {
    const info = await stat(current).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      const mode = (info.mode & 0o777).toString(8).padStart(4, '0');
      throw new WorkDirUnreachable(
        `the judge's work folder ${wanted} cannot be reached by the sandbox users: ${current} is mode ${mode} (others may not enter it); ` +
          `run 'chmod o+x ${current}' or set JUDGE_WORK_DIR (DATA_DIR for the embedded judge) to a folder whose parents others may enter`,
      );
    }
    if (dirname(current) === current) return;
  }
}
