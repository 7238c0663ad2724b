import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { placeholders } from './sql-text';
import { ContestRegisterStatus } from './contest.model';

/** Registrations (`contest_register`): made with the password of a private or protected contest, or by signing up to a public one. */
@injectable()
export class ContestRegisterRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async isRegistered(cid: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all('select 1 from contest_register where cid = ? and uid = ? and status = ?', [cid, uid, ContestRegisterStatus.REGISTERED]);
    return rows.length > 0;
  }

  async register(cid: number, uid: string): Promise<void> {
    await this.sql.run('insert into contest_register (cid, uid, status) values (?, ?, ?) on conflict (cid, uid) do update set status = excluded.status', [cid, uid, ContestRegisterStatus.REGISTERED]);
  }

  async unregister(cid: number, uid: string): Promise<boolean> {
    return (await this.sql.run('delete from contest_register where cid = ? and uid = ?', [cid, uid])) > 0;
  }

  /** The registered users' uids of a contest. */
  async uids(cid: number): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>('select uid from contest_register where cid = ? and status = ? order by id', [cid, ContestRegisterStatus.REGISTERED]);
    return rows.map((r) => r.uid);
  }

  /** Participant counts per contest (the list's "count"). */
  async counts(cids: number[]): Promise<Map<number, number>> {
    if (!cids.length) return new Map();
    const rows = await this.sql.all<{ cid: string; n: string }>(
      `select cid, count(*) as n from contest_register where status = ? and cid in (${placeholders(cids.length)}) group by cid`,
      [ContestRegisterStatus.REGISTERED, ...cids],
    );
    return new Map(rows.map((r) => [Number(r.cid), Number(r.n)]));
  }
}
