import type { JudgeLimits, SandboxLimits } from '@oj/core';
import type { LanguageDefinition } from '../languages/language';

/** The problem's limits after the language's factors: what the verdict compares against. */
export interface EffectiveLimits {
  cpuMs: number;
  memoryKb: number;
  memoryMb: number;
  stackKb: number;
}

/** Above the limit, so a program that exceeds it is measured rather than cut at once (MLE, not a crash). */
const MEMORY_HEADROOM_KB = 64 * 1024;
/** The helper lets a run go this far past its CPU limit: the verdict, not the kill, decides TLE. */
const CPU_GRACE_MS = 100;
export const DEFAULT_OUTPUT_BYTES = 64 * 1024 * 1024;
const RUN_STDERR_BYTES = 4096;
const RUN_FILE_KB = 64 * 1024;

/** The problem's limits × the language's factors: the site's (carried by the task) or, from an older site, this runner's own. */
export function effectiveLimits(limits: JudgeLimits, language: LanguageDefinition): EffectiveLimits {
  const memoryMb = Math.ceil(limits.memoryLimitMb * (limits.memoryFactor ?? language.memoryFactor));
  return {
    cpuMs: Math.ceil(limits.timeLimitMs * (limits.timeFactor ?? language.timeFactor)),
    memoryKb: memoryMb * 1024,
    memoryMb,
    stackKb: Math.min(limits.stackLimitMb, memoryMb) * 1024,
  };
}

/**
 * How long a judged run may take by the wall clock: max(2 × its CPU limit, CPU limit + 1 s). A program that
 * only waits (sleeps, blocks on a read) uses no CPU, so this alone bounds how long it holds a slot; a
 * computing program meets its CPU limit first. Tighter than the 3 × CPU + 1 s of Hydro, HOJ and DMOJ, which
 * let one user's sleeping program hold a judge ≈ 4.3 s per case of a 1 s problem (issue 18).
 */
export function wallLimitMs(cpuLimitMs: number): number {
  return Math.max(2 * cpuLimitMs, cpuLimitMs + 1000);
}

/** The sandbox's limits for one judged run. stderr is cut at the same size as stdout (it is drained the same way). */
export function runSandboxLimits(effective: EffectiveLimits, pids: number, outputBytes = DEFAULT_OUTPUT_BYTES): SandboxLimits {
  return {
    cpuMs: effective.cpuMs + CPU_GRACE_MS,
    wallMs: wallLimitMs(effective.cpuMs),
    memoryKb: effective.memoryKb + MEMORY_HEADROOM_KB,
    pids,
    stackKb: effective.stackKb,
    fileSizeKb: RUN_FILE_KB,
    stdoutBytes: outputBytes,
    stderrBytes: RUN_STDERR_BYTES,
    stderrMaxBytes: outputBytes,
  };
}

/** Checkers and interactors: limits of their own (DESIGN §6), generous but bounded. */
export const CHECKER_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 512 * 1024,
  pids: 16,
  stackKb: 256 * 1024,
  fileSizeKb: RUN_FILE_KB,
  stdoutBytes: 64 * 1024 * 1024,
  stderrBytes: 64 * 1024,
};
