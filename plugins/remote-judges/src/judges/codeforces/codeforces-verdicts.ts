import { JudgeStatus } from '@oj/core';

/**
 * Codeforces' verdicts (the API's `verdict`, also the `submissionVerdict` of its pages) in our status
 * table (01 §3). A verdict not listed here is not guessed: the adapter reports the page changed.
 */
export const CODEFORCES_VERDICTS: Readonly<Record<string, number>> = {
  OK: JudgeStatus.ACCEPTED,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  // failed on a hack's test: the program gives a wrong answer there
  CHALLENGED: JudgeStatus.WRONG_ANSWER,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  // the program waited without using CPU past the wall limit
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  // the judge's own failures, or a run it will not judge
  CRASHED: JudgeStatus.SYSTEM_ERROR,
  FAILED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  SKIPPED: JudgeStatus.SYSTEM_ERROR,
  REJECTED: JudgeStatus.SYSTEM_ERROR,
};

/** Verdicts (or their absence) that mean "not judged yet". */
export const CODEFORCES_WAITING = new Set([undefined, '', 'TESTING', 'SUBMITTED']);
