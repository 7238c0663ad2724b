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

export function effectiveLimits(limits: JudgeLimits, language: LanguageDefinition): EffectiveLimits {
  const memoryMb = Math.ceil(limits.memoryLimitMb * language.memoryFactor);
  return {
    cpuMs: Math.ceil(limits.timeLimitMs * language.timeFactor),
    memoryKb: memoryMb * 1024,
    memoryMb,
    stackKb: Math.min(limits.stackLimitMb, memoryMb) * 1024,
  };
}

/** The sandbox's limits for one judged run. Wall time is 3 × CPU + 1 s (Hydro, HOJ and DMOJ use 3 ×). */
export function runSandboxLimits(effective: EffectiveLimits, pids: number, outputBytes = DEFAULT_OUTPUT_BYTES): SandboxLimits {
  const cpuMs = effective.cpuMs + CPU_GRACE_MS;
  return {
    cpuMs,
    wallMs: cpuMs * 3 + 1000,
    memoryKb: effective.memoryKb + MEMORY_HEADROOM_KB,
    pids,
    stackKb: effective.stackKb,
    fileSizeKb: RUN_FILE_KB,
    stdoutBytes: outputBytes,
    stderrBytes: RUN_STDERR_BYTES,
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
