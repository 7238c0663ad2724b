import { JudgeStatus, type SandboxResult } from '@oj/core';
import { checkerVerdict } from './checker-verdict';

const ended = (exitCode: number, extra: Partial<SandboxResult> = {}): SandboxResult => ({
  exitCode, signal: 0, cpuMs: 5, wallMs: 6, memoryKb: 1000, oomKilled: false, pidsLimitHit: 0, killedBy: null, stdoutBytes: 0, stdoutTruncated: false, stderrBytes: 0, ...extra,
});

describe('checker verdicts', () => {
  it.each([
    [0, 'ok 3 numbers', '', JudgeStatus.ACCEPTED, 1],
    [1, 'wrong answer 1st numbers differ', '', JudgeStatus.WRONG_ANSWER, 0],
    [2, 'wrong output format Unexpected end of file', '', JudgeStatus.PRESENTATION_ERROR, 0],
    [7, 'points 0.25 a quarter', '', JudgeStatus.PARTIAL_ACCEPTED, 0.25],
    [7, 'points 40', '', JudgeStatus.PARTIAL_ACCEPTED, 0.4],
    [7, 'points 1', '', JudgeStatus.ACCEPTED, 1],
    [16, 'partially correct (50) half', '', JudgeStatus.PARTIAL_ACCEPTED, 0.5],
    [100, '', '', JudgeStatus.ACCEPTED, 1],
    [101, '', '', JudgeStatus.PRESENTATION_ERROR, 0],
    [102, '', '', JudgeStatus.WRONG_ANSWER, 0],
    [99, '', '30', JudgeStatus.PARTIAL_ACCEPTED, 0.3],
    [99, '', '100', JudgeStatus.ACCEPTED, 1],
  ])('exit %i, stderr %j, stdout %j', (code, stderr, stdout, status, ratio) => {
    expect(checkerVerdict(ended(code), stderr, stdout, 'checker')).toMatchObject({ status, ratio });
  });

  it('a failing or runaway checker is System Error with the reason, never a verdict on the program', () => {
    expect(checkerVerdict(ended(3), 'FAIL answer file is broken', '', 'checker')).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, message: expect.stringContaining('answer file is broken') });
    expect(checkerVerdict(ended(103), 'bad data', '', 'checker').status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(checkerVerdict(ended(137, { killedBy: 'cpu' }), '', '', 'checker').message).toBe('the checker exceeded its time limit');
    expect(checkerVerdict(ended(137, { oomKilled: true }), '', '', 'interactor').message).toBe('the interactor exceeded its memory limit');
    expect(checkerVerdict(ended(139), '', '', 'checker').message).toContain('SIGSEGV');
    expect(checkerVerdict(ended(7), 'no points here', '', 'checker').status).toBe(JudgeStatus.SYSTEM_ERROR);
  });
});
