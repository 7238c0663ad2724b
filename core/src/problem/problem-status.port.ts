import type { ServiceIdentifier } from 'inversify';

/** A user's mark on a problem (01 §7 get-user-problem-status): best status and score so far. */
export interface UserProblemStatus {
  status: number;
  score: number | null;
}

/**
 * Where myStatus comes from. The submissions feature provides it from judged submissions; until it is
 * bound, problems carry no marks (`NoProblemStatus`).
 */
export interface ProblemStatusSource {
  statusOf(uid: string, pids: readonly number[], context: { cid?: number; gid?: number }): Promise<Map<number, UserProblemStatus>>;
}

export const PROBLEM_STATUS_SOURCE: ServiceIdentifier<ProblemStatusSource> = Symbol.for('oj.ProblemStatusSource');

/** No submissions yet: nobody has a mark on any problem. */
export class NoProblemStatus implements ProblemStatusSource {
  async statusOf(): Promise<Map<number, UserProblemStatus>> {
    return new Map();
  }
}
