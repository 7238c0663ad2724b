import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { likeContaining } from '../sql-text';
import type { AcSubmissionRow } from './ac-submission-zip';

/** A bank problem as the admin's contest pages read it. */
export interface BankProblemRow {
  id: number;
  problemId: string;
  title: string;
  type: number;
  auth: number;
  isRemote: boolean;
  isGroup: boolean;
  /** The group it belongs to (null for a site problem). */
  gid: number | null;
  /** 2: a group problem the site admin made public (it joins the public bank). */
  applyPublicProgress: number | null;
  author: string;
  remoteOj: string | null;
}

interface BankRecord {
  id: string;
  problem_id: string;
  title: string;
  type: number;
  auth: number;
  is_remote: boolean;
  is_group: boolean;
  gid: string | null;
  apply_public_progress: number | null;
  author: string;
  remote_oj: string | null;
}

const rowOf = (r: BankRecord): BankProblemRow => ({
  id: Number(r.id), problemId: r.problem_id, title: r.title, type: Number(r.type), auth: Number(r.auth), isRemote: r.is_remote, isGroup: r.is_group,
  gid: r.gid === null ? null : Number(r.gid), applyPublicProgress: r.apply_public_progress === null ? null : Number(r.apply_public_progress), author: r.author, remoteOj: r.remote_oj,
});

const BANK_COLUMNS = 'p.id, p.problem_id, p.title, p.type, p.auth, p.is_remote, p.is_group, p.gid, p.apply_public_progress, p.author, p.remote_oj';

/** The admin's reads across the bank and the submissions that the foundation's repositories do not answer. */
@injectable()
export class ContestAdminRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async problem(pid: number): Promise<BankProblemRow | undefined> {
    const [row] = await this.sql.all<BankRecord>(`select ${BANK_COLUMNS} from problem p where p.id = ?`, [pid]);
    return row ? rowOf(row) : undefined;
  }

  async problemByProblemId(problemId: string): Promise<BankProblemRow | undefined> {
    const [row] = await this.sql.all<BankRecord>(`select ${BANK_COLUMNS} from problem p where upper(p.problem_id) = upper(?)`, [problemId]);
    return row ? rowOf(row) : undefined;
  }

  /**
   * HOJ's selector of the bank for a contest: not private, not a group's, of the contest's type or remote
   * (the import rule), not in the contest yet; keyword on display id, title or author; `oj` a remote judge or 'ME'/'LOCAL' for the bank's own.
   */
  async candidates(cid: number, type: number, filter: { keyword?: string; oj?: string }, page: PageRequest): Promise<Page<BankProblemRow>> {
    const where = ['p.auth <> 2', '(not p.is_group or p.apply_public_progress = 2)', '(p.type = ? or p.is_remote)', 'not exists (select 1 from contest_problem cp where cp.cid = ? and cp.pid = p.id)'];
    const values: unknown[] = [type, cid];
    if (filter.keyword) {
      where.push('(p.problem_id ilike ? or p.title ilike ? or p.author ilike ?)');
      const like = likeContaining(filter.keyword);
      values.push(like, like, like);
    }
    const oj = filter.oj?.toUpperCase();
    if (oj === 'ME' || oj === 'LOCAL' || oj === 'MINE') where.push('not p.is_remote');
    else if (oj) {
      where.push('upper(p.remote_oj) = ?');
      values.push(oj);
    }
    const clause = `where ${where.join(' and ')}`;
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from problem p ${clause}`, values);
    const rows = await this.sql.all<BankRecord>(`select ${BANK_COLUMNS} from problem p ${clause} order by p.id limit ? offset ?`, [...values, page.limit, offsetOf(page)]);
    return pageOf(rows.map(rowOf), Number(total), page);
  }

  /** Whether a contest-only problem belongs to a contest the author wrote (who may open it in the contest's problem form). */
  async inContestOf(pid: number, username: string): Promise<boolean> {
    const rows = await this.sql.all('select 1 from contest_problem cp join contest c on c.id = cp.cid where cp.pid = ? and c.author = ? limit 1', [pid, username]);
    return rows.length > 0;
  }

  /**
   * The accepted submissions made in the contest while it ran, newest first, with the problem's display id;
   * `excludeUids` leaves those users out (the contest admins).
   */
  async acceptedOf(cid: number, start: Date, end: Date, excludeUids: readonly string[]): Promise<AcSubmissionRow[]> {
    const values: unknown[] = [cid, start, end];
    let exclude = '';
    if (excludeUids.length) {
      exclude = `and s.uid not in (${excludeUids.map(() => '?').join(', ')})`;
      values.push(...excludeUids);
    }
    const rows = await this.sql.all<{ submit_id: string; uid: string; username: string; display_id: string; language: string; code: string }>(
      `select s.submit_id, s.uid, s.username, cp.display_id, s.language, s.code from submission s
       join contest_problem cp on cp.cid = s.cid and cp.pid = s.pid
       where s.cid = ? and s.status = 0 and s.submit_time >= ? and s.submit_time <= ? ${exclude}
       order by s.submit_id desc`,
      values,
    );
    return rows.map((r) => ({ submitId: Number(r.submit_id), uid: r.uid, username: r.username, displayId: r.display_id, language: r.language, code: r.code }));
  }

  /** The super admins' user ids (left out of the AC download with excludeAdmin). */
  async rootUids(): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>("select ur.uid from user_role ur join role r on r.id = ur.role_id where r.role = 'root'");
    return rows.map((r) => r.uid);
  }
}
