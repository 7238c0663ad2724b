import { JudgeStatus, type SandboxResult } from '@oj/core';
import { runVerdict } from './run-verdict';

const run = (extra: Partial<SandboxResult>): SandboxResult => ({
  exitCode: 0, signal: 0, cpuMs: 100, wallMs: 120, memoryKb: 10_000, oomKilled: false, pidsLimitHit: 0, killedBy: null, stdoutBytes: 0, stdoutTruncated: false, stderrBytes: 0, ...extra,
});
const verdict = (extra: Partial<SandboxResult>) => runVerdict(run(extra), 1000, 256 * 1024);

describe('the verdict of a run before its output is looked at', () => {
  it('is nothing for a clean run within the limits', () => expect(verdict({})).toBeUndefined());
  it('is TLE when stopped on CPU or wall time, or over the CPU limit', () => {
    expect(verdict({ killedBy: 'cpu', exitCode: 137, cpuMs: 1100 })?.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(verdict({ killedBy: 'wall', exitCode: 137, cpuMs: 3 })?.message).toContain('wall-clock');
    expect(verdict({ cpuMs: 1001 })?.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
  });
  it('is MLE when OOM-killed or over the limit, even if the CPU limit stopped it too', () => {
    expect(verdict({ oomKilled: true, exitCode: 137 })?.status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(verdict({ killedBy: 'cpu', exitCode: 137, memoryKb: 300 * 1024 })?.status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
  });
  it('is RE, not MLE, for a stack overflow that pushed the peak over', () => {
    expect(verdict({ exitCode: 139, memoryKb: 300 * 1024 })).toMatchObject({ status: JudgeStatus.RUNTIME_ERROR, message: expect.stringContaining('SIGSEGV') });
  });
  it('is RE with "Output Limit Exceeded" past the output limit or on SIGXFSZ', () => {
    expect(verdict({ killedBy: 'output', exitCode: 137 })).toEqual({ status: JudgeStatus.RUNTIME_ERROR, message: 'Output Limit Exceeded' });
    expect(verdict({ exitCode: 153 })?.message).toBe('Output Limit Exceeded');
  });
  it('is RE for a non-zero exit, noting the process limit', () => {
    expect(verdict({ exitCode: 3 })).toEqual({ status: JudgeStatus.RUNTIME_ERROR, message: 'exit code 3' });
    expect(verdict({ exitCode: 1, pidsLimitHit: 4 })?.message).toBe('exit code 1; the process/thread limit was reached');
  });
});
