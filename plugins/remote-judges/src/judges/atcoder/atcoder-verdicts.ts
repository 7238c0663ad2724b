import { JudgeStatus } from '@oj/core';

/** AtCoder's verdict labels in our status table (01 §3); a label not listed is not guessed. */
export const ATCODER_VERDICTS: Readonly<Record<string, { status: number; note?: string }>> = {
  AC: { status: JudgeStatus.ACCEPTED },
  WA: { status: JudgeStatus.WRONG_ANSWER },
  TLE: { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  MLE: { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  RE: { status: JudgeStatus.RUNTIME_ERROR },
  CE: { status: JudgeStatus.COMPILE_ERROR },
  // the spec has no Output Limit Exceeded: a Runtime Error that says so, as our own judge reports it
  OLE: { status: JudgeStatus.RUNTIME_ERROR, note: 'Output Limit Exceeded (AtCoder)' },
  // an interactive program asked more queries than allowed
  QLE: { status: JudgeStatus.WRONG_ANSWER, note: 'Query Limit Exceeded (AtCoder)' },
  IE: { status: JudgeStatus.SYSTEM_ERROR, note: 'Internal Error (AtCoder)' },
};

/** Labels of a run not judged yet: waiting (WJ), waiting for rejudge (WR), and 'n/m' while judging. */
export function atcoderWaiting(label: string): { waiting: boolean; judging: boolean } {
  if (label === 'WJ' || label === 'WR') return { waiting: true, judging: false };
  if (/^\d+\s*\/\s*\d+/.test(label) || label === 'Judging') return { waiting: true, judging: true };
  return { waiting: false, judging: false };
}
