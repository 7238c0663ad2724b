import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';

/** A user's virtual run of a contest: their own clock from startedAt to endsAt (startedAt + the contest's duration). */
export interface VirtualRun {
  id: number;
  cid: number;
  uid: string;
  startedAt: Date;
  endsAt: Date;
}

interface Row { id: string; cid: string; uid: string; started_at: Date | string; ends_at: Date | string }
const runOf = (r: Row): VirtualRun => ({ id: Number(r.id), cid: Number(r.cid), uid: r.uid, startedAt: new Date(r.started_at), endsAt: new Date(r.ends_at) });

@injectable()
export class VirtualRunRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async find(cid: number, uid: string): Promise<VirtualRun | undefined> {
    const [row] = await this.sql.all<Row>('select id, cid, uid, started_at, ends_at from contest_virtual where cid = ? and uid = ?', [cid, uid]);
    return row ? runOf(row) : undefined;
  }

  /** The run's own submission rows (inside its window), judged or not. */
  async runSubmissions(run: VirtualRun): Promise<Array<{ submitId: number; uid: string; pid: number; status: number; score: number | null; time: number | null; submitTime: number }>> {
    const rows = await this.sql.all<{ submit_id: string; uid: string; pid: string; status: number; score: number | null; time: number | null; submit_time: Date | string }>(
      'select submit_id, uid, pid, status, score, time, submit_time from submission where cid = ? and uid = ? and submit_time >= ? and submit_time < ?',
      [run.cid, run.uid, run.startedAt, run.endsAt],
    );
    return rows.map((r) => ({
      submitId: Number(r.submit_id), uid: r.uid, pid: Number(r.pid), status: Number(r.status), score: r.score === null ? null : Number(r.score),
      time: r.time === null ? null : Number(r.time), submitTime: new Date(r.submit_time).getTime(),
    }));
  }

  /** Whether the user took part in the contest live: a submission of theirs inside [from, before) (registered or not). */
  async tookPart(cid: number, uid: string, from: Date, before: Date): Promise<boolean> {
    const rows = await this.sql.all<{ one: number }>('select 1 as one from submission where cid = ? and uid = ? and submit_time >= ? and submit_time < ? limit 1', [cid, uid, from, before]);
    return rows.length > 0;
  }

  /** Starts a run; undefined when the user already has one (the unique (cid, uid) decides under races). */
  async start(cid: number, uid: string, startedAt: Date, endsAt: Date): Promise<VirtualRun | undefined> {
    const [row] = await this.sql.all<Row>(
      'insert into contest_virtual (cid, uid, started_at, ends_at) values (?, ?, ?, ?) on conflict (cid, uid) do nothing returning id, cid, uid, started_at, ends_at',
      [cid, uid, startedAt, endsAt],
    );
    return row ? runOf(row) : undefined;
  }
}
