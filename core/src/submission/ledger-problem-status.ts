import { inject, injectable } from 'inversify';
import { JudgeStatus } from '../judge/judge-status';
import type { ProblemStatusSource, UserProblemStatus } from '../problem/problem-status.port';
import { JUDGING_LEDGER, type JudgingLedger } from './submission.repository';

/**
 * myStatus of the problem lists (01 §3) from the user's results outside contests: Accepted once solved,
 * else the latest submission's status, with the best score. Contest and group marks come from their plugins.
 */
@injectable()
export class LedgerProblemStatus implements ProblemStatusSource {
  constructor(@inject(JUDGING_LEDGER) private readonly ledger: JudgingLedger) {}

  async statusOf(uid: string, pids: readonly number[], context: { cid?: number; gid?: number }): Promise<Map<number, UserProblemStatus>> {
    if (context.cid || context.gid) return new Map();
    const results = await this.ledger.userProblems(uid, pids);
    return new Map(results.map((r) => [r.pid, { status: r.solved ? JudgeStatus.ACCEPTED : r.lastStatus, score: r.bestScore }]));
  }
}
