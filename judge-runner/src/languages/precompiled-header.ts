import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LanguageDefinition } from './language';

function exec(argv: string[], input?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(argv[0], argv.slice(1), { timeout: 120_000, maxBuffer: 1 << 22 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Where <bits/stdc++.h> lives for these flags: the first header g++ -H reports. */
async function stdcxxHeader(compilerArgv: string[]): Promise<string | undefined> {
  const { output } = await exec([...compilerArgv, '-H', '-fsyntax-only', '-x', 'c++', '-'], '#include <bits/stdc++.h>\n');
  return /^\. (\S+stdc\+\+\.h)$/m.exec(output)?.[1];
}

/** Headers being built by this process, by .gch path: two callers of one process share one build. */
const building = new Map<string, Promise<string | undefined>>();

/**
 * Precompiles <bits/stdc++.h> for a C++ variant (≈0.9 s per compile without it, research §3.2):
 * `<cacheDir>/pch/<hash of flags and compiler version>/bits/stdc++.h.gch`, mounted at /pch in that
 * variant's compiles; g++ picks it up for `#include <bits/stdc++.h>` through `-I/pch`. Built once per
 * toolchain version; returns the folder to mount, or undefined when it could not be built (compiles
 * then simply run without it).
 *
 * A header is only ever seen whole: each build writes its own partial file and renames it into place.
 * Two builds once wrote the same partial (two slots of one runner, each with its own registry, same pid):
 * compiles then read a header still being written and g++ crashed or ran out of memory on it.
 */
export function ensurePrecompiledHeader(language: LanguageDefinition, version: string, cacheDir: string): Promise<string | undefined> {
  if (!language.precompiledHeader) return Promise.resolve(undefined);
  const { compilerArgv } = language.precompiledHeader;
  const hash = createHash('sha256').update(JSON.stringify([compilerArgv, version])).digest('hex').slice(0, 16);
  const dir = join(cacheDir, 'pch', hash);
  const gch = join(dir, 'bits', 'stdc++.h.gch');
  let pending = building.get(gch);
  if (!pending) {
    pending = build(compilerArgv, cacheDir, dir, gch).finally(() => building.delete(gch));
    building.set(gch, pending);
  }
  return pending;
}

async function build(compilerArgv: string[], cacheDir: string, dir: string, gch: string): Promise<string | undefined> {
  if (existsSync(gch)) return dir;
  const header = await stdcxxHeader(compilerArgv);
  if (!header) return undefined;
  // another runner process on this cache may be building too: its partial has its own pid
  const partial = `${gch}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(dirname(gch), { recursive: true });
  await removeAbandonedPartials(dirname(gch));
  const { code } = await exec([...compilerArgv, '-x', 'c++-header', header, '-o', partial]);
  if (code !== 0) {
    await rm(partial, { force: true });
    return undefined;
  }
  await chmod(partial, 0o644);
  await rename(partial, gch);
  // every slot's uid reads it through the mount
  for (let d = dirname(gch); d.startsWith(cacheDir) && d !== cacheDir; d = dirname(d)) await chmod(d, 0o755);
  return dir;
}

/** Whether a process with this pid still runs (another runner building the same header). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A runner killed while building leaves its ≈100 MB partial header behind; a runner that keeps
 * crashing would fill the disk with them. Partials of processes that no longer run are removed.
 */
async function removeAbandonedPartials(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const pid = Number(/^stdc\+\+\.h\.gch\.(\d+)(?:\.[0-9a-f]+)?\.tmp$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) await rm(join(dir, name), { force: true });
  }
}
