import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Judge } from './judge/judge';
import { ProgramCache } from './judge/program-cache';
import { LanguageRegistry } from './languages/language-registry';
import { BwrapSandbox } from './sandbox/bwrap-sandbox';
import { prepareSandboxHost } from './sandbox/sandbox-host';

export interface LocalJudgeOptions {
  /** Workspaces of running judgings. */
  workRoot?: string;
  /** Precompiled headers, compiled checkers, self-test results (kept across restarts). */
  cacheDir?: string;
  /** First slot's uid; slot n runs as uidBase + n. */
  uidBase?: number;
  slot?: number;
  cgroupRoot?: string;
  testlibDir?: string;
  /** The runner's languages, probed once and shared by its slots (one build of each precompiled header). */
  languages?: LanguageRegistry;
}

export const DEFAULT_UID_BASE = 61000;

/** Everything one judge slot needs on this host, checked before the first submission is taken. */
export async function createLocalJudge(options: LocalJudgeOptions = {}) {
  const slot = options.slot ?? 0;
  const uid = (options.uidBase ?? DEFAULT_UID_BASE) + slot;
  const workRoot = options.workRoot ?? join(tmpdir(), 'oj-judge', `slot-${slot}`);
  const cacheDir = options.cacheDir ?? join(tmpdir(), 'oj-judge-cache');
  await mkdir(workRoot, { recursive: true, mode: 0o711 });
  await mkdir(cacheDir, { recursive: true, mode: 0o755 });
  const host = await prepareSandboxHost({ uid, cgroupRoot: options.cgroupRoot });
  const sandbox = new BwrapSandbox({ ...host, uid });
  const languages = options.languages ?? (await LanguageRegistry.probe(cacheDir));
  const programs = new ProgramCache(sandbox, languages, cacheDir, options.testlibDir);
  const judge = new Judge({ sandbox, uid, workRoot, languages, programs });
  return { judge, languages, sandbox, programs, uid, workRoot, cacheDir, hints: host.hints };
}

export type LocalJudge = Awaited<ReturnType<typeof createLocalJudge>>;
