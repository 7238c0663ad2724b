import { injectable, inject } from '@oj/core';
import type { UserResult } from '../board/board-engine';
import { BoardRepository, type BoardProblemRecord } from '../board/board.repository';
import type { BoardContest, BoardSubmission, BoardUser } from '../board/board.types';
import { realResultsAt } from './virtual-board';

/** The contest's real rows are read again after this long (a rejudge of the ended contest shows within it). */
const BASE_TTL_MS = 10_000;
/** Computed moments kept per contest (one per elapsed second and mode that someone is looking at). */
const MAX_MOMENTS = 64;
/** Contests kept at once (the least recently used goes first). */
const MAX_CONTESTS = 16;

/** What every virtual board of a contest starts from: its problems, real rows (no run's) in submit order, their users. */
export interface VirtualBase {
  problems: BoardProblemRecord[];
  facts: BoardSubmission[];
  users: Map<string, BoardUser>;
  superAdmins: string[];
  /** The real rows' submit times, ascending (the virtual stream's next moment when the real board may change). */
  times: number[];
}

interface Entry {
  at: number;
  base: Promise<VirtualBase>;
  moments: Map<string, UserResult[]>;
}

/**
 * The real board as of an elapsed second, shared by every virtual participant of the contest (issue 21 item 7):
 * the contest's real rows are read once (BoardRepository: virtual runs' rows left out) and kept BASE_TTL_MS; the
 * ranked results at (elapsed second, mode) are computed once and kept. A request then only places the run's row.
 */
@injectable()
export class VirtualBoardCache {
  private readonly contests = new Map<number, Entry>();

  constructor(@inject(BoardRepository) private readonly repository: BoardRepository) {}

  /** The contest's base (read when missing or older than BASE_TTL_MS). */
  base(cid: number): Promise<VirtualBase> {
    return this.entry(cid).base;
  }

  /** The real results `second` seconds into the contest, in the board's order, for this settings and mode. */
  async resultsAt(cid: number, contest: BoardContest, second: number, mode: 'sealed' | 'real'): Promise<UserResult[]> {
    const entry = this.entry(cid);
    const base = await entry.base;
    // the settings are part of the key: an admin's edit of the seal or the stars computes anew
    const key = `${second}|${mode}|${JSON.stringify(contest)}`;
    let results = entry.moments.get(key);
    if (!results) {
      results = realResultsAt(contest, base.problems, base.users, base.facts, contest.startTime + second * 1000, mode);
      entry.moments.set(key, results);
      while (entry.moments.size > MAX_MOMENTS) entry.moments.delete(entry.moments.keys().next().value as string);
    }
    return results;
  }

  private entry(cid: number): Entry {
    const now = Date.now();
    let entry = this.contests.get(cid);
    if (entry && now - entry.at < BASE_TTL_MS) {
      this.contests.delete(cid);
      this.contests.set(cid, entry);
      return entry;
    }
    entry = { at: now, base: this.load(cid), moments: new Map() };
    const mine = entry;
    // a failed read is not kept
    entry.base.catch(() => this.contests.get(cid) === mine && this.contests.delete(cid));
    this.contests.set(cid, entry);
    while (this.contests.size > MAX_CONTESTS) this.contests.delete(this.contests.keys().next().value as number);
    return entry;
  }

  private async load(cid: number): Promise<VirtualBase> {
    const [problems, records, superAdmins] = await Promise.all([this.repository.problems(cid), this.repository.submissions(cid), this.repository.superAdminUids()]);
    const displayOf = new Map(problems.map((p) => [p.pid, p.displayId]));
    const facts = records.filter((r) => displayOf.has(r.pid)).map((r) => ({ ...r, displayId: displayOf.get(r.pid)! }));
    const users = await this.repository.users([...new Set(facts.map((f) => f.uid))]);
    const times = facts.map((f) => f.submitTime).sort((a, b) => a - b);
    return { problems, facts, users: new Map(users.map((u) => [u.uid, u])), superAdmins, times };
  }
}
