import { inject, injectable, NotFound, offsetOf, pageOf, pageRequest, SQL_RUNNER, type Page, type SqlRunner } from '@oj/core';

/** 03 §9: admin lists show 10 a page. */
export const EXAMINE_PAGE_SIZE = 10;

/** A row of the admin's examine page (admin/group-problem/apply). */
export interface ExamineRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: number;
  gid: number;
  groupName: string | null;
  applyPublicProgress: number;
  gmtModified: string;
}

interface ExamineRecord {
  id: string;
  problem_id: string;
  title: string;
  author: string;
  auth: number;
  gid: string;
  group_name: string | null;
  apply_public_progress: number;
  gmt_modified: Date;
  total: string;
}

const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The site admins' examination of group problems applying to join the public bank (03 §2 admin
 * group-problem/apply, §4): applying ones first; agreeing (2) makes the problem a public bank problem, refusing
 * (3) leaves it in its group.
 */
@injectable()
export class GroupProblemExamineService {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(query: { currentPage?: number; limit?: number; keyword?: string; gid?: number }): Promise<Page<ExamineRow>> {
    const page = pageRequest(query.currentPage, query.limit, EXAMINE_PAGE_SIZE);
    const where = ['p.is_group', 'p.apply_public_progress is not null'];
    const values: unknown[] = [];
    if (query.gid) {
      where.push('p.gid = ?');
      values.push(query.gid);
    }
    const keyword = query.keyword?.trim();
    if (keyword) {
      where.push('(p.title ilike ? or p.problem_id ilike ?)');
      values.push(likeContaining(keyword), likeContaining(keyword));
    }
    const rows = await this.sql.all<ExamineRecord>(
      `select p.id, p.problem_id, p.title, p.author, p.auth, p.gid, g.name as group_name, p.apply_public_progress, p.gmt_modified, count(*) over () as total
       from problem p left join group_info g on g.id = p.gid
       where ${where.join(' and ')}
       order by case when p.apply_public_progress = 1 then 0 else 1 end, p.gmt_modified desc, p.id desc
       limit ? offset ?`,
      [...values, page.limit, offsetOf(page)],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(where, values);
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id), problemId: r.problem_id, title: r.title, author: r.author, auth: Number(r.auth), gid: Number(r.gid), groupName: r.group_name,
        applyPublicProgress: Number(r.apply_public_progress), gmtModified: new Date(r.gmt_modified).toISOString(),
      })),
      total,
      page,
    );
  }

  /** Agree (2), refuse (3) or put back to applying (1) a group problem that applied. */
  async changeProgress(pid: number, progress: 1 | 2 | 3): Promise<void> {
    // `is_group = is_group` names a column the public list's stamp trigger watches (migration 0010), so the
    // cached public bank reloads when a problem joins or leaves it
    const touched = await this.sql.run(
      'update problem set apply_public_progress = ?, is_group = is_group, gmt_modified = now() where id = ? and is_group and apply_public_progress is not null',
      [progress, pid],
    );
    if (!touched) throw new NotFound('problem.notFound');
  }

  private async count(where: string[], values: unknown[]): Promise<number> {
    const [row] = await this.sql.all<{ n: string }>(`select count(*) as n from problem p where ${where.join(' and ')}`, values);
    return Number(row?.n ?? 0);
  }
}
