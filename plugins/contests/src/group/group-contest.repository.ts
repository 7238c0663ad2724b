import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';

/**
 * The group rows a group contest reads: the group's short name (the fixed prefix of its problems' display ids,
 * contract of issue 22), its problems, and the mark that makes a new problem the group's. `group_info` is the
 * groups plugin's table, read here by SQL only (as the contract lets content plugins), never written.
 */
@injectable()
export class GroupContestRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** The group's short name, undefined when there is no group (or no groups plugin: no table). */
  async shortName(gid: number): Promise<string | undefined> {
    try {
      const [row] = await this.sql.all<{ short_name: string }>('select short_name from group_info where id = ?', [gid]);
      return row?.short_name;
    } catch {
      return undefined;
    }
  }

  /** A problem of the group by its display id (with or without the group's prefix). */
  async groupProblem(gid: number, problemId: string, prefix: string): Promise<{ id: number; title: string } | undefined> {
    const [row] = await this.sql.all<{ id: string; title: string }>(
      'select id, title from problem where gid = ? and (upper(problem_id) = upper(?) or upper(problem_id) = upper(?)) order by id limit 1',
      [gid, problemId, `${prefix}${problemId}`],
    );
    return row ? { id: Number(row.id), title: row.title } : undefined;
  }

  /** Makes a new problem the group's (is_group, gid): the core's form saves a bank problem, this gives it to the group. */
  async markGroupProblem(pid: number, gid: number): Promise<void> {
    await this.sql.run('update problem set is_group = true, gid = ? where id = ?', [gid, pid]);
  }
}
