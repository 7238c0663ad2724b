import { randomUUID } from 'node:crypto';
import type { Problem } from '../problem/problem.model';
import type { Submission } from '../submission/submission.model';
import { REMOTE_JUDGE_PROTOCOL_VERSION, type RemoteJudgeTask } from './remote-judge-task';

/** The remote judge's own id of a mirrored problem: its display id without the judge's prefix ('CF-1000A' → '1000A'). */
export function remoteProblemIdOf(problem: Pick<Problem, 'problemId' | 'remoteOj'>): string {
  const prefix = `${problem.remoteOj ?? ''}-`;
  return problem.problemId.toUpperCase().startsWith(prefix.toUpperCase()) ? problem.problemId.slice(prefix.length) : problem.problemId;
}

/** The task a mirrored problem's submission puts on the remote judge queue. */
export function remoteTaskFor(problem: Problem, submission: Pick<Submission, 'submitId' | 'version'>, language: string, code: string): RemoteJudgeTask {
  return {
    v: REMOTE_JUDGE_PROTOCOL_VERSION,
    taskId: randomUUID(),
    submissionId: String(submission.submitId),
    attempt: submission.version,
    judge: problem.remoteOj ?? '',
    problemId: remoteProblemIdOf(problem),
    language,
    code,
    enqueuedAt: Date.now(),
  };
}
