import type { MikroORM } from '@mikro-orm/postgresql';
import { IN_PROGRESS_STATUSES, JudgeStatus, type JudgingLedger, type UserProblemResult } from '@oj/core';
import { sqlOf } from './entity-manager';

/** A problem's counter column per status (01 §3 problemCount); other statuses count in `total` only. */
const COUNTER_COLUMN: Record<number, string> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

const IN_PROGRESS = IN_PROGRESS_STATUSES.join(', ');

/**
 * The totals a verdict moves, in SQL, inside the verdict's transaction. The per-user rows are
 * recomputed from the submissions (outside contests), so a repeated refresh is harmless.
 */
export class SqlJudgingLedger implements JudgingLedger {
  constructor(private readonly orm: MikroORM) {}

  async countVerdict(pid: number, status: number, delta: 1 | -1): Promise<void> {
    const column = COUNTER_COLUMN[status];
    const extra = column ? `, ${column} = greatest(${column} + ?, 0)` : '';
    await sqlOf(this.orm).run(`update problem set total = greatest(total + ?, 0)${extra} where id = ?`, column ? [delta, delta, pid] : [delta, pid]);
  }

  async refreshUserProblem(uid: string, pid: number): Promise<void> {
    const sql = sqlOf(this.orm);
    const touched = await sql.run(
      `insert into user_problem_result (uid, pid, solved, first_ac_time, last_status, best_score, best_oi_rank_score, difficulty)
       select s.uid, s.pid,
         bool_or(s.status = ${JudgeStatus.ACCEPTED}),
         min(s.submit_time) filter (where s.status = ${JudgeStatus.ACCEPTED}),
         (array_agg(s.status order by s.submit_id desc))[1],
         max(s.score),
         coalesce(max(s.oi_rank_score), 0),
         max(p.difficulty)
       from submission s join problem p on p.id = s.pid
       where s.uid = ? and s.pid = ? and s.cid = 0
       group by s.uid, s.pid
       on conflict (uid, pid) do update set solved = excluded.solved, first_ac_time = excluded.first_ac_time, last_status = excluded.last_status,
         best_score = excluded.best_score, best_oi_rank_score = excluded.best_oi_rank_score, difficulty = excluded.difficulty`,
      [uid, pid],
    );
    if (!touched) await sql.run('delete from user_problem_result where uid = ? and pid = ?', [uid, pid]);
  }

  async refreshUserRecord(uid: string): Promise<void> {
    await sqlOf(this.orm).run(
      `insert into user_record (uid, submissions, solved, score, gmt_modified)
       select ?::varchar,
         (select count(*) from submission where uid = ? and cid = 0 and status not in (${IN_PROGRESS})),
         (select count(*) from user_problem_result where uid = ? and solved),
         (select coalesce(sum(best_oi_rank_score), 0) from user_problem_result where uid = ?),
         now()
       on conflict (uid) do update set submissions = excluded.submissions, solved = excluded.solved, score = excluded.score, gmt_modified = now()`,
      [uid, uid, uid, uid],
    );
  }

  async userProblems(uid: string, pids: readonly number[]): Promise<UserProblemResult[]> {
    if (!pids.length) return [];
    const rows = await sqlOf(this.orm).all<Record<string, unknown>>(
      `select pid, solved, last_status, best_score, best_oi_rank_score from user_problem_result where uid = ? and pid in (${pids.map(() => '?').join(', ')})`,
      [uid, ...pids],
    );
    return rows.map((r) => ({
      pid: Number(r.pid),
      solved: Boolean(r.solved),
      lastStatus: Number(r.last_status),
      bestScore: r.best_score === null ? null : Number(r.best_score),
      bestOiRankScore: Number(r.best_oi_rank_score),
    }));
  }
}
