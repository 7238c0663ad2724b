import { inject, injectable, SQL_RUNNER, type RatingHistoryPoint, type SqlRunner } from '@oj/core';

/** A rated contest as the computation needs it. */
export interface RatedContest {
  cid: number;
  endTime: Date;
  resultsFinal: boolean;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  computedAt: Date | null;
  dirtyAt: Date | null;
}

/** One row of a computed contest's results. */
export interface RatingRow {
  cid: number;
  uid: string;
  rank: number;
  oldRating: number;
  newRating: number;
  endTime: Date;
}

/** The runner may answer timestamps as text. */
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

interface RatedRecord {
  cid: string;
  end_time: Date;
  results_final: boolean;
  seal_rank: boolean;
  seal_rank_time: Date | null;
  auto_real_rank: boolean;
  computed_at: Date | null;
  dirty_at: Date | null;
}

/** The rating tables through the core's SqlRunner. */
@injectable()
export class RatingRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async settings(cid: number): Promise<{ rated: boolean; resultsFinal: boolean; computedAt: Date | null }> {
    const [row] = await this.sql.all<{ rated: boolean; results_final: boolean; computed_at: Date | null }>('select rated, results_final, computed_at from contest_rated where cid = ?', [cid]);
    return { rated: row?.rated ?? false, resultsFinal: row?.results_final ?? false, computedAt: dateOrNull(row?.computed_at ?? null) };
  }

  async setRated(cid: number, rated: boolean): Promise<void> {
    await this.sql.run('insert into contest_rated (cid, rated) values (?, ?) on conflict (cid) do update set rated = excluded.rated', [cid, rated]);
  }

  async setFinal(cid: number, resultsFinal: boolean): Promise<void> {
    await this.sql.run('insert into contest_rated (cid, results_final) values (?, ?) on conflict (cid) do update set results_final = excluded.results_final', [cid, resultsFinal]);
  }

  /** A contest submission changed: if the contest's ratings were computed, they are due again. */
  async markDirty(cid: number, at: Date): Promise<void> {
    await this.sql.run('update contest_rated set dirty_at = ? where cid = ? and rated and computed_at is not null', [at, cid]);
  }

  /**
   * Every contest marked rated, or computed before (so one that lost the flag is taken out), by end time. A
   * group's contest never counts: the site's ratings come from site contests, which everyone may see.
   */
  async ratedContests(): Promise<RatedContest[]> {
    const rows = await this.sql.all<RatedRecord>(
      `select r.cid, c.end_time, r.results_final, c.seal_rank, c.seal_rank_time, c.auto_real_rank, r.computed_at, r.dirty_at, (r.rated and c.gid is null) as rated
       from contest_rated r join contest c on c.id = r.cid where r.rated or r.computed_at is not null order by c.end_time, r.cid`,
    );
    return rows.filter((r) => (r as RatedRecord & { rated: boolean }).rated).map((r) => ({
      cid: Number(r.cid), endTime: new Date(r.end_time), resultsFinal: r.results_final, sealRank: r.seal_rank, sealRankTime: dateOrNull(r.seal_rank_time),
      autoRealRank: r.auto_real_rank, computedAt: dateOrNull(r.computed_at), dirtyAt: dateOrNull(r.dirty_at),
    }));
  }

  /** Whether a contest computed before is no longer rated (its results must go). */
  async hasStaleComputed(): Promise<boolean> {
    const [row] = await this.sql.all<{ n: string }>('select count(*) as n from contest_rated r join contest c on c.id = r.cid where not (r.rated and c.gid is null) and r.computed_at is not null');
    return Number(row.n) > 0;
  }

  /**
   * Replaces all results with `rows` in one statement (atomic; two processes computing at once write the same
   * rows) and records which contests they include; a contest marked dirty after `startedAt` stays dirty.
   */
  async replaceAll(rows: RatingRow[], included: number[], startedAt: Date): Promise<void> {
    const json = JSON.stringify(rows.map((r) => ({ cid: r.cid, uid: r.uid, rank: r.rank, old_rating: r.oldRating, new_rating: r.newRating, end_time: r.endTime.toISOString() })));
    await this.sql.run(
      `with fresh as (select * from jsonb_to_recordset(cast(? as jsonb)) as x(cid bigint, uid varchar(36), rank integer, old_rating integer, new_rating integer, end_time timestamptz)),
       gone as (delete from contest_rating r where not exists (select 1 from fresh f where f.cid = r.cid and f.uid = r.uid))
       insert into contest_rating (cid, uid, rank, old_rating, new_rating, end_time)
       select cid, uid, rank, old_rating, new_rating, end_time from fresh
       on conflict (cid, uid) do update set rank = excluded.rank, old_rating = excluded.old_rating, new_rating = excluded.new_rating, end_time = excluded.end_time`,
      [json],
    );
    await this.sql.run(
      `update contest_rated set computed_at = case when cid in (select cast(jsonb_array_elements_text(cast(? as jsonb)) as bigint)) then cast(? as timestamptz) else null end,
         dirty_at = case when dirty_at is not null and dirty_at > cast(? as timestamptz) then dirty_at else null end`,
      [JSON.stringify(included), startedAt, startedAt],
    );
  }

  /**
   * Accounts with a submission during the contest (any status, compile errors too) that are not its author,
   * not a star and not a super admin: the rated participants the board has no row for join at the bottom.
   */
  async submitters(cid: number, start: Date, end: Date, authorUid: string, stars: readonly string[]): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>(
      `select distinct s.uid from submission s join user_info u on u.uid = s.uid
       where s.cid = ? and s.submit_time >= ? and s.submit_time < ? and s.uid <> ? and u.username not in (select jsonb_array_elements_text(cast(? as jsonb)))
       and not exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.uid = s.uid and r.role = 'root')`,
      [cid, start, end, authorUid, JSON.stringify(stars)],
    );
    return rows.map((r) => r.uid);
  }

  /** Each user's newRating of their latest rated contest. */
  async current(uids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.sql.all<{ uid: string; new_rating: number }>(
      `select distinct on (uid) uid, new_rating from contest_rating where uid in (select jsonb_array_elements_text(cast(? as jsonb))) order by uid, end_time desc, cid desc`,
      [JSON.stringify(uids)],
    );
    return new Map(rows.map((r) => [r.uid, r.new_rating]));
  }

  async changes(cid: number): Promise<Array<{ uid: string; username: string; rank: number; oldRating: number; newRating: number; delta: number }>> {
    const rows = await this.sql.all<{ uid: string; username: string; rank: number; old_rating: number; new_rating: number }>(
      'select r.uid, u.username, r.rank, r.old_rating, r.new_rating from contest_rating r join user_info u on u.uid = r.uid where r.cid = ? order by r.rank, u.username',
      [cid],
    );
    return rows.map((r) => ({ uid: r.uid, username: r.username, rank: r.rank, oldRating: r.old_rating, newRating: r.new_rating, delta: r.new_rating - r.old_rating }));
  }

  async history(uid: string): Promise<RatingHistoryPoint[]> {
    const rows = await this.sql.all<{ cid: string; title: string; end_time: Date; rank: number; old_rating: number; new_rating: number }>(
      `select r.cid, c.title, r.end_time, r.rank, r.old_rating, r.new_rating from contest_rating r join contest c on c.id = r.cid
       where r.uid = ? and c.gid is null order by r.end_time, r.cid`,
      [uid],
    );
    return rows.map((r) => ({ cid: Number(r.cid), title: r.title, endTime: new Date(r.end_time).toISOString(), rank: r.rank, oldRating: r.old_rating, newRating: r.new_rating }));
  }
}
