import { JudgeStatus } from '@oj/core';

/** HDU's status words in our table (01 §3); a word not listed is not guessed. */
export const HDU_VERDICTS: Readonly<Record<string, { status: number; note?: string }>> = {
  Accepted: { status: JudgeStatus.ACCEPTED },
  'Wrong Answer': { status: JudgeStatus.WRONG_ANSWER },
  'Presentation Error': { status: JudgeStatus.PRESENTATION_ERROR },
  'Compilation Error': { status: JudgeStatus.COMPILE_ERROR },
  'Runtime Error': { status: JudgeStatus.RUNTIME_ERROR },
  'Time Limit Exceeded': { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  'Memory Limit Exceeded': { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  'Output Limit Exceeded': { status: JudgeStatus.RUNTIME_ERROR, note: 'Output Limit Exceeded (HDU)' },
  'System Error': { status: JudgeStatus.SYSTEM_ERROR },
};

/** Words of a run not judged yet, and whether HDU is at it. */
export const HDU_WAITING: Readonly<Record<string, boolean>> = { Queuing: false, Submitted: false, Compiling: true, Running: true };
