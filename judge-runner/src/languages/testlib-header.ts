import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LanguageDefinition } from './language';

/** testlib 0.9.21 as shipped with the runner (judge-runner/vendor/testlib, its NOTICE says where from). */
export const VENDORED_TESTLIB_DIR = join(__dirname, '..', '..', 'vendor', 'testlib');

/** Where checker compiles find testlib.h: mounted read-only there, reached through `-I`. */
export const TESTLIB_SANDBOX_DIR = '/testlib';

function compile(argv: string[]): Promise<boolean> {
  return new Promise((resolve) => execFile(argv[0], argv.slice(1), { timeout: 120_000, maxBuffer: 1 << 22 }, (error) => resolve(!error)));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds in progress in this process, by folder: the slots of one runner share the cache. */
const building = new Map<string, Promise<string>>();

/**
 * The folder to mount at /testlib for a checker compile: `testlib.h` and, for a C++ variant, its
 * precompiled form built with that variant's flags (`<cacheDir>/testlib/<hash of the header, flags and
 * compiler version>/testlib.h.gch`; g++ takes the .gch beside the header it finds, and ignores one
 * built with other flags). Parsing testlib costs ≈0.7 s CPU of a checker's ≈4.5 s compile
 * (docs/performance.md). A header that does not precompile is still offered as it is.
 */
export function prepareTestlib(testlibFile: string, testlibHash: string, language: LanguageDefinition, version: string, cacheDir: string): Promise<string> {
  const compilerArgv = language.precompiledHeader?.compilerArgv;
  const hash = createHash('sha256').update(JSON.stringify([testlibHash, compilerArgv ?? null, version])).digest('hex').slice(0, 16);
  const dir = join(cacheDir, 'testlib', hash);
  let pending = building.get(dir);
  if (!pending) {
    pending = build(testlibFile, compilerArgv, dir);
    building.set(dir, pending);
    pending.catch(() => building.delete(dir));
  }
  return pending;
}

async function build(testlibFile: string, compilerArgv: string[] | undefined, dir: string): Promise<string> {
  const root = dirname(dir);
  if (existsSync(join(dir, 'testlib.h'))) return dir;
  await mkdir(root, { recursive: true, mode: 0o755 });
  await chmod(root, 0o755);
  await removeAbandonedPartials(root);
  const partial = `${dir}.${process.pid}.tmp`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: 0o755 });
  await copyFile(testlibFile, join(partial, 'testlib.h'));
  await chmod(join(partial, 'testlib.h'), 0o644);
  if (compilerArgv && (await compile([...compilerArgv, '-x', 'c++-header', join(partial, 'testlib.h'), '-o', join(partial, 'testlib.h.gch')]))) {
    await chmod(join(partial, 'testlib.h.gch'), 0o644);
  } else {
    await rm(join(partial, 'testlib.h.gch'), { force: true });
  }
  await chmod(partial, 0o755);
  try {
    await rename(partial, dir);
  } catch (error) {
    // another runner on this cache finished first: its folder is as good as ours
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, 'testlib.h'))) throw error;
  }
  return dir;
}

/** A runner killed while precompiling leaves a ≈50 MB partial folder; those of dead processes go. */
async function removeAbandonedPartials(root: string): Promise<void> {
  for (const name of await readdir(root)) {
    const pid = Number(/^[0-9a-f]+\.(\d+)\.tmp$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) await rm(join(root, name), { recursive: true, force: true });
  }
}
