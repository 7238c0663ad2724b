import { inject, injectable, SQL_RUNNER, type ServiceIdentifier, type SqlRunner } from '@oj/core';
import { ContestRepository } from '../contest.repository';
import { computeBoard } from './board-engine';
import type { BoardSubmission, BoardUser } from './board.types';
import { boardContestOf } from './pg-contest-board';

/** What one naive answer cost, and how many rows it made. */
export interface NaiveBoardResult {
  read: number;
  compute: number;
  rows: number;
}

/**
 * The naive board, kept beside the kept one for comparison (bench/contest-board, issue 21 item 5): what a board
 * without kept state does for each answer — every submission row of the contest read, and the whole board
 * computed by the same engine. Bound by token so a bench reaches it through the site's container, not the
 * plugin's files.
 */
@injectable()
export class NaiveBoard {
  constructor(
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
    @inject(ContestRepository) private readonly contests: ContestRepository,
  ) {}

  async compute(cid: number, mode: 'sealed' | 'real'): Promise<NaiveBoardResult> {
    const t0 = performance.now();
    const contest = await this.contests.find(cid);
    if (!contest) throw new Error(`no contest ${cid}`);
    const problems = await this.sql.all<{ pid: string | number; display_id: string }>('select cp.pid, cp.display_id from contest_problem cp where cp.cid = ? order by cp.display_id', [cid]);
    const labelOf = new Map(problems.map((p) => [Number(p.pid), p.display_id]));
    const rows = await this.sql.all<{ submit_id: string | number; uid: string; pid: string | number; status: number; score: number | null; time: number | null; submit_time: string | Date }>(
      'select submit_id, uid, pid, status, score, time, submit_time from submission where cid = ?',
      [cid],
    );
    const users = await this.sql.all<BoardUser>('select uid, username, nickname, realname, school from user_info where uid in (select distinct uid from submission where cid = ?)', [cid]);
    const read = performance.now() - t0;
    const t1 = performance.now();
    const facts: BoardSubmission[] = rows.map((r) => ({
      submitId: Number(r.submit_id), uid: r.uid, displayId: labelOf.get(Number(r.pid)) ?? '', status: r.status, score: r.score, time: r.time, submitTime: new Date(r.submit_time).getTime(),
    }));
    const board = computeBoard(boardContestOf(contest), problems.map((p) => ({ displayId: p.display_id })), users, facts, { mode });
    return { read, compute: performance.now() - t1, rows: board.length };
  }
}

export const NAIVE_BOARD: ServiceIdentifier<NaiveBoard> = Symbol.for('oj.contests.NaiveBoard');
