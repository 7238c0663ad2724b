import { randomUUID } from 'node:crypto';
import { JUDGE_PROTOCOL_VERSION, type JudgeTask, type JudgeTaskKind } from '../judge/judge-task';
import type { LanguageFactor } from '../language/language-factors.port';
import type { Problem } from '../problem/problem.model';

/** What the runner is asked to judge, beside the problem: which submission, which attempt, what code. */
export interface TaskSubject {
  kind: JudgeTaskKind;
  submissionId: string;
  attempt: number;
  /** The judge's language key. */
  language: string;
  /** The code as it runs (template prepend and append already around it). */
  code: string;
  testInput?: { input: string; expectedOutput?: string };
  /** The language's factors as the site applies them (absent: the runner's own). */
  factors?: LanguageFactor;
}

/**
 * The judge task for a problem as stored: limits, modes, the test data version, and the checker or
 * interactor (the problem's spj code, compiled by the runner with testlib.h beside it).
 */
export function judgeTaskFor(problem: Problem, subject: TaskSubject): JudgeTask {
  const program = problem.spjCode && problem.spjLanguage ? { language: problem.spjLanguage, code: problem.spjCode } : undefined;
  return {
    v: JUDGE_PROTOCOL_VERSION,
    taskId: randomUUID(),
    kind: subject.kind,
    submissionId: subject.submissionId,
    attempt: subject.attempt,
    language: subject.language,
    code: subject.code,
    problem: {
      pid: problem.id,
      limits: {
        timeLimitMs: problem.timeLimit,
        memoryLimitMb: problem.memoryLimit,
        stackLimitMb: problem.stackLimit,
        ...(subject.factors ? { timeFactor: subject.factors.time, memoryFactor: subject.factors.memory } : {}),
      },
      judgeMode: problem.judgeMode,
      judgeCaseMode: problem.judgeCaseMode,
      isRemoveEndBlank: problem.isRemoveEndBlank,
      dataVersion: problem.caseVersion ?? '',
      fileIO: problem.isFileIO && problem.ioReadFileName && problem.ioWriteFileName ? { input: problem.ioReadFileName, output: problem.ioWriteFileName } : undefined,
    },
    checker: problem.judgeMode === 'spj' ? program : undefined,
    interactor: problem.judgeMode === 'interactive' ? program : undefined,
    testInput: subject.testInput,
    enqueuedAt: Date.now(),
  };
}
