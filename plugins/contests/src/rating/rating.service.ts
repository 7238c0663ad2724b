import { CLOCK, inject, injectable, type Clock } from '@oj/core';
import { CONTEST_BOARD, type ContestBoardPort } from '../board/contest-board.port';
import { ContestRepository } from '../contest.repository';
import { isRankSealed } from '../contest.rules';
import { codeforcesRatingChanges, INITIAL_RATING } from './codeforces-rating';
import { RatingRepository, type RatedContest, type RatingRow } from './rating.repository';

/**
 * When a rated contest counts (issue 21 item 8): it has ended and its board is open to everyone (not sealed
 * any more), or a contest admin declared its results final.
 */
export function ratingDue(contest: Pick<RatedContest, 'endTime' | 'resultsFinal' | 'sealRank' | 'sealRankTime' | 'autoRealRank'>, now: Date): boolean {
  if (now.getTime() < contest.endTime.getTime()) return false;
  return contest.resultsFinal || !isRankSealed({ ...contest, endTime: contest.endTime.toISOString(), sealRankTime: contest.sealRankTime?.toISOString() ?? null }, now);
}

/**
 * Computes the site's ratings from every due rated contest, oldest end first, each from the ratings the one
 * before left (so a rejudged or newly due contest recomputes what follows it). Rated participants: every
 * account with a submission during the contest that is not a star (nor the author or a super admin, whose
 * tries the board skips), placed as the real board without stars and after-contest submissions ranks them;
 * those with only uncounted tries (compile errors) share the last place.
 */
@injectable()
export class RatingService {
  constructor(
    @inject(RatingRepository) private readonly ratings: RatingRepository,
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(CONTEST_BOARD) private readonly board: ContestBoardPort,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether what is stored differs from what is due now (a contest newly due, dirty after a rejudge, or no longer rated). */
  async needsRecompute(): Promise<boolean> {
    const now = this.clock.now();
    for (const c of await this.ratings.ratedContests()) {
      const due = ratingDue(c, now);
      if (due !== (c.computedAt !== null) || (due && c.dirtyAt !== null)) return true;
    }
    return this.ratings.hasStaleComputed();
  }

  /** Recomputes when something changed; answers whether it did. */
  async refresh(): Promise<boolean> {
    if (!(await this.needsRecompute())) return false;
    await this.recomputeAll();
    return true;
  }

  async recomputeAll(): Promise<void> {
    const startedAt = this.clock.now();
    const due = (await this.ratings.ratedContests()).filter((c) => ratingDue(c, startedAt));
    const current = new Map<string, number>();
    const rows: RatingRow[] = [];
    for (const rated of due) {
      const contest = await this.contests.find(rated.cid);
      if (!contest) continue;
      // a fresh view: the board may hold a state from before the rejudge that made this contest dirty
      if (rated.dirtyAt) await this.board.rebuild(rated.cid);
      const view = await this.board.view(rated.cid, { mode: 'real', removeStar: true, afterContest: false, contest });
      const ranked = view.rows.filter((r) => !r.isStar).map((r) => ({ uid: r.uid, place: r.rank }));
      const onBoard = new Set(ranked.map((r) => r.uid));
      const bottom = ranked.length + 1;
      for (const uid of await this.ratings.submitters(rated.cid, new Date(contest.startTime), rated.endTime, contest.uid, contest.starAccount)) {
        if (!onBoard.has(uid)) ranked.push({ uid, place: bottom });
      }
      const entries = ranked.map((r) => ({ ...r, rating: current.get(r.uid) ?? INITIAL_RATING }));
      for (const change of codeforcesRatingChanges(entries)) {
        current.set(change.uid, change.newRating);
        rows.push({ cid: rated.cid, uid: change.uid, rank: change.rank, oldRating: change.oldRating, newRating: change.newRating, endTime: rated.endTime });
      }
    }
    await this.ratings.replaceAll(rows, due.map((c) => c.cid), startedAt);
  }
}
