import { inject, injectable, IN_PROGRESS_STATUSES, JudgeStatus, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { placeholders } from './sql-text';

const FINISHED = `s.status not in (${IN_PROGRESS_STATUSES.join(', ')})`;

/** A rank row's user facts (02 §3 "Training rank row"). */
export interface RankUser {
  uid: string;
  username: string;
  nickname: string;
  school: string;
  gender: string;
  realname: string;
}

/** What the training rank reads: the core's finished submissions made in the training, and the users who made them. */
@injectable()
export class TrainingRankRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** Finished training submissions of the training's problems, per user and problem: the best status and its time. */
  async results(tid: number): Promise<Array<{ uid: string; pid: number; status: number; time: number | null }>> {
    const rows = await this.sql.all<{ uid: string; pid: string; status: number; time: number | null }>(
      `select s.uid, s.pid,
         case when bool_or(s.status = ${JudgeStatus.ACCEPTED}) then ${JudgeStatus.ACCEPTED} else (array_agg(s.status order by s.submit_id desc))[1] end as status,
         case when bool_or(s.status = ${JudgeStatus.ACCEPTED}) then min(s.time) filter (where s.status = ${JudgeStatus.ACCEPTED}) else (array_agg(s.time order by s.submit_id desc))[1] end as time
       from submission s join training_problem tp on tp.tid = s.tid and tp.pid = s.pid
       where s.tid = ? and ${FINISHED} group by s.uid, s.pid`,
      [tid],
    );
    return rows.map((r) => ({ uid: r.uid, pid: Number(r.pid), status: r.status, time: r.time === null ? null : Number(r.time) }));
  }

  async users(uids: readonly string[]): Promise<RankUser[]> {
    if (!uids.length) return [];
    return this.sql.all<RankUser>(`select uid, username, nickname, school, gender, realname from user_info where uid in (${placeholders(uids.length)})`, [...uids]);
  }
}
