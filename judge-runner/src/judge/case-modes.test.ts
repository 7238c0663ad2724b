import { JudgeStatus } from '@oj/core';
import { runCases, summarize, type CaseOutcome, type JudgeCase } from './case-modes';

const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE, PARTIAL_ACCEPTED: PAC, CANCELLED } = JudgeStatus;

function cases(groups: number[], score: number): JudgeCase[] {
  return groups.map((groupNum, i) => ({ caseId: i + 1, inputFile: '', answerFile: '', score, groupNum }));
}

/** Judges each case with the given statuses (partial = half the score). */
function judgeWith(statuses: number[]) {
  return async (c: JudgeCase): Promise<CaseOutcome> => {
    const status = statuses[c.caseId - 1];
    const score = status === AC ? c.score : status === PAC ? Math.floor(c.score / 2) : 0;
    return { caseId: c.caseId, status, timeMs: c.caseId * 10, memoryKb: c.caseId * 100, score, groupNum: c.groupNum };
  };
}

describe('case modes', () => {
  it('default: every case runs; ACM takes the first failure, OI sums the scores', async () => {
    const all = await runCases(cases([1, 1, 1, 1], 25), 'default', judgeWith([AC, WA, AC, TLE]));
    expect(all.map((o) => o.status)).toEqual([AC, WA, AC, TLE]);
    expect(summarize(all, 'default', 'ACM', 100)).toEqual({ status: WA, score: 0, timeMs: 40, memoryKb: 400 });
    expect(summarize(all, 'default', 'OI', 100)).toEqual({ status: PAC, score: 50, timeMs: 40, memoryKb: 400 });
  });

  it('OI: all accepted gives the full score; nothing scored gives the first failure', async () => {
    const ok = await runCases(cases([1, 1], 50), 'default', judgeWith([AC, AC]));
    expect(summarize(ok, 'default', 'OI', 100).score).toBe(100);
    const none = await runCases(cases([1, 1], 50), 'default', judgeWith([TLE, WA]));
    expect(summarize(none, 'default', 'OI', 100)).toMatchObject({ status: TLE, score: 0 });
  });

  it('ergodic_without_error stops at the first case that is not accepted', async () => {
    const run = await runCases(cases([1, 1, 1], 1), 'ergodic_without_error', judgeWith([AC, WA, AC]));
    expect(run.map((o) => o.status)).toEqual([AC, WA]);
  });

  it('subtask_lowest skips the rest of a failed group and scores each group by its worst case', async () => {
    const run = await runCases(cases([1, 1, 2, 2, 2], 30), 'subtask_lowest', judgeWith([AC, AC, WA, AC, AC]));
    expect(run.map((o) => o.status)).toEqual([AC, AC, WA, CANCELLED, CANCELLED]);
    expect(run[3].message).toBe('Skipped Judging');
    expect(summarize(run, 'subtask_lowest', 'OI', 60)).toMatchObject({ status: PAC, score: 30 });
  });

  it('subtask_lowest goes on after a partially correct case with points', async () => {
    const run = await runCases(cases([1, 1], 40), 'subtask_lowest', judgeWith([PAC, AC]));
    expect(run.map((o) => o.status)).toEqual([PAC, AC]);
    expect(summarize(run, 'subtask_lowest', 'OI', 40).score).toBe(20);
  });

  it('subtask_average scores each group by the rounded average of its cases', async () => {
    const run = await runCases(cases([1, 1, 1, 2], 60), 'subtask_average', judgeWith([AC, WA, WA, AC]));
    expect(summarize(run, 'subtask_average', 'OI', 120)).toMatchObject({ status: PAC, score: 20 + 60 });
  });
});
