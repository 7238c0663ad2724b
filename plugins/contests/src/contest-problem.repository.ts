import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';
import type { ContestProblem } from './contest.model';

interface ContestProblemRecord {
  id: string;
  cid: string;
  pid: string;
  display_id: string;
  display_title: string;
  color: string | null;
}

/** A contest problem with what the lists show of the bank's problem. */
export interface ContestProblemView extends ContestProblem {
  problemId: string;
  title: string;
  type: number;
}

const problemOf = (r: ContestProblemRecord): ContestProblem => ({
  id: Number(r.id), cid: Number(r.cid), pid: Number(r.pid), displayId: r.display_id, displayTitle: r.display_title, color: r.color,
});

/** The problems of a contest (`contest_problem`), in display id order. */
@injectable()
export class ContestProblemRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** The contest's problems with the bank's problem id, title and type, by display id (A, B, …; natural order for A10). */
  async listOf(cid: number): Promise<ContestProblemView[]> {
    const rows = await this.sql.all<ContestProblemRecord & { problem_id: string; title: string; type: number }>(
      `select cp.*, p.problem_id, p.title, p.type from contest_problem cp join problem p on p.id = cp.pid
       where cp.cid = ? order by length(cp.display_id), cp.display_id, cp.id`,
      [cid],
    );
    return rows.map((r) => ({ ...problemOf(r), problemId: r.problem_id, title: r.title, type: Number(r.type) }));
  }

  async find(cid: number, displayId: string): Promise<ContestProblem | undefined> {
    const [row] = await this.sql.all<ContestProblemRecord>('select * from contest_problem where cid = ? and display_id = ?', [cid, displayId]);
    return row ? problemOf(row) : undefined;
  }

  async findByPid(cid: number, pid: number): Promise<ContestProblem | undefined> {
    const [row] = await this.sql.all<ContestProblemRecord>('select * from contest_problem where cid = ? and pid = ?', [cid, pid]);
    return row ? problemOf(row) : undefined;
  }

  async findById(id: number): Promise<ContestProblem | undefined> {
    const [row] = await this.sql.all<ContestProblemRecord>('select * from contest_problem where id = ?', [id]);
    return row ? problemOf(row) : undefined;
  }

  /** Adds a problem; undefined when the display id or the problem is already in the contest. */
  async add(cid: number, pid: number, displayId: string, displayTitle: string, color: string | null = null): Promise<ContestProblem | undefined> {
    const [row] = await this.sql.all<ContestProblemRecord>(
      'insert into contest_problem (cid, pid, display_id, display_title, color) values (?, ?, ?, ?, ?) on conflict do nothing returning *',
      [cid, pid, displayId, displayTitle, color],
    );
    return row ? problemOf(row) : undefined;
  }

  async update(id: number, change: { displayId: string; displayTitle: string; color: string | null }): Promise<boolean> {
    return (await this.sql.run('update contest_problem set display_id = ?, display_title = ?, color = ? where id = ?', [change.displayId, change.displayTitle, change.color, id])) > 0;
  }

  async remove(cid: number, pid: number): Promise<boolean> {
    return (await this.sql.run('delete from contest_problem where cid = ? and pid = ?', [cid, pid])) > 0;
  }

  /** The contests a problem belongs to. */
  async contestsOf(pid: number): Promise<number[]> {
    const rows = await this.sql.all<{ cid: string }>('select cid from contest_problem where pid = ? order by cid', [pid]);
    return rows.map((r) => Number(r.cid));
  }
}
