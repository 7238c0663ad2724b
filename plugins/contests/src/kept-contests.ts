import { CachedReads, inject, injectable, subscribe } from '@oj/core';
import type { Contest } from './contest.model';
import { ContestRepository } from './contest.repository';

/**
 * How long a process answers from its copy of a contest row. A write in any process reaches every other one
 * through 'contest.changed' at once; this bounds what a lost event (Redis down for a moment) can cost.
 */
export const CONTEST_KEPT_MS = 1_000;
/** Contests kept per process (the least recently asked goes first). */
const CONTESTS_KEPT = 256;

/**
 * The contest rows the access checks read on every board page, problem and submission call of a running
 * contest (issue 21 item 5: thousands of board pages a second read the same row). Kept frozen and shared by
 * every request of this process: a caller that needs a changed copy spreads it.
 */
@injectable()
export class KeptContests {
  private readonly kept: CachedReads<number, Readonly<Contest> | undefined>;

  constructor(@inject(ContestRepository) contests: ContestRepository) {
    this.kept = new CachedReads(async (cid) => {
      const contest = await contests.find(cid);
      return contest ? Object.freeze(contest) : undefined;
    }, CONTEST_KEPT_MS, CONTESTS_KEPT);
  }

  find(cid: number): Promise<Readonly<Contest> | undefined> {
    return this.kept.get(cid);
  }

  forget(cid: number): void {
    this.kept.forget(cid);
  }
}

export const keptContestSubscribers = [subscribe('contest.changed', ({ payload }, get) => get(KeptContests).forget(payload.cid))];
