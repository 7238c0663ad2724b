import { JudgeStatus, type SandboxResult } from '@oj/core';

export interface RunVerdict {
  status: number;
  message?: string;
}

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL (illegal instruction)',
  6: 'SIGABRT (aborted)',
  7: 'SIGBUS (bus error)',
  8: 'SIGFPE (arithmetic error, e.g. division by zero)',
  9: 'SIGKILL (killed)',
  11: 'SIGSEGV (segmentation fault: bad memory access or stack overflow)',
  13: 'SIGPIPE (broken pipe)',
  24: 'SIGXCPU (CPU time limit)',
  25: 'SIGXFSZ (file size limit)',
  31: 'SIGSYS (bad system call)',
};

export function describeExit(exitCode: number): string {
  if (exitCode > 128 && exitCode < 128 + 65) {
    const signal = exitCode - 128;
    return `killed by signal ${signal}${SIGNAL_NAMES[signal] ? ` ${SIGNAL_NAMES[signal]}` : ''}`;
  }
  return `exit code ${exitCode}`;
}

/**
 * What a judged run's own outcome says before its output is looked at (DESIGN §6): TLE, MLE, output
 * limit (Runtime Error, as the spec has no OLE status), RE; undefined when it ran cleanly.
 * `cpuLimitMs` and `memoryLimitKb` are the problem's limits after the language's factors.
 */
export function runVerdict(result: SandboxResult, cpuLimitMs: number, memoryLimitKb: number): RunVerdict | undefined {
  const segfault = result.exitCode === 128 + 11;
  // over the memory limit is MLE whatever else happened: near the ceiling, reclaiming pages costs CPU,
  // so a memory hog is often also the one the CPU limit stops. A stack overflow is a crash, not MLE.
  if (result.oomKilled || (result.memoryKb > memoryLimitKb && !segfault)) return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED };
  if (result.killedBy === 'cpu' || result.killedBy === 'wall' || result.cpuMs > cpuLimitMs) {
    return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: result.killedBy === 'wall' ? 'wall-clock time limit (the program was waiting, not computing)' : undefined };
  }
  if (result.killedBy === 'output' || result.exitCode === 128 + 25) return { status: JudgeStatus.RUNTIME_ERROR, message: 'Output Limit Exceeded' };
  if (result.exitCode !== 0) {
    const limit = result.pidsLimitHit > 0 ? '; the process/thread limit was reached' : '';
    return { status: JudgeStatus.RUNTIME_ERROR, message: `${describeExit(result.exitCode)}${limit}` };
  }
  return undefined;
}
