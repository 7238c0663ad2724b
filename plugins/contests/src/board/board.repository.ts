import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { virtualRowSql } from '../virtual/virtual-rows';
import type { BoardUser } from './board.types';

/** A contest problem as the board needs it. */
export interface BoardProblemRecord {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  /** The bank problem's type (0 ACM, 1 OI) and full score (io_score). */
  type: number;
  fullScore: number;
}

/** A contest submission as the board caches it (by pid: display ids may be renamed while the board is cached). */
export interface BoardSubmissionRecord {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  time: number | null;
  submitTime: number;
}

interface SubmissionRow {
  submit_id: string;
  uid: string;
  pid: string;
  status: number;
  score: number | null;
  time: number | null;
  /** The submit time in epoch milliseconds (float8: no Date parsed per row). */
  submit_ms: number;
}

const submissionOf = (r: SubmissionRow): BoardSubmissionRecord => ({
  submitId: Number(r.submit_id), uid: r.uid, pid: Number(r.pid), status: Number(r.status), score: r.score === null ? null : Number(r.score),
  time: r.time === null ? null : Number(r.time), submitTime: Number(r.submit_ms),
});

/**
 * Only what the board keeps; the submit time as epoch milliseconds computed by PostgreSQL (timestamptz, whole
 * milliseconds like the driver's Date would keep): a full read of 200,000 rows parses no date strings.
 */
const SUBMISSION_COLUMNS = 'submit_id, uid, pid, status, score, time, floor(extract(epoch from submit_time) * 1000)::float8 as submit_ms';
/** Rows of a virtual run (src/virtual: the user's rows inside their run's window) are never the real board's. */
const NOT_VIRTUAL = `not ${virtualRowSql('submission')}`;
const USER_COLUMNS = 'uid, username, nickname, realname, school, gender, avatar, title_name, title_color, signature';

interface UserRow {
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
  title_name: string;
  title_color: string;
  signature: string;
}

const userOf = (r: UserRow): BoardUser => ({
  uid: r.uid, username: r.username, nickname: r.nickname, realname: r.realname, school: r.school, gender: r.gender, avatar: r.avatar,
  titleName: r.title_name || null, titleColor: r.title_color || null, signature: r.signature,
});

/** What the board reads: the contest's problems, the core's submission rows with its cid, and their users. */
@injectable()
export class BoardRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** The contest's problems in display order (A, B, …, A10 after A9). */
  async problems(cid: number): Promise<BoardProblemRecord[]> {
    const rows = await this.sql.all<{ pid: string; display_id: string; display_title: string; color: string | null; type: number; io_score: number }>(
      `select cp.pid, cp.display_id, cp.display_title, cp.color, p.type, p.io_score from contest_problem cp join problem p on p.id = cp.pid
       where cp.cid = ? order by length(cp.display_id), cp.display_id, cp.id`,
      [cid],
    );
    return rows.map((r) => ({ pid: Number(r.pid), displayId: r.display_id, displayTitle: r.display_title, color: r.color, type: Number(r.type), fullScore: Number(r.io_score) }));
  }

  /** Every submission made in the contest (in no particular order: the board orders each user's few). */
  async submissions(cid: number): Promise<BoardSubmissionRecord[]> {
    const rows = await this.sql.all<SubmissionRow>(`select ${SUBMISSION_COLUMNS} from submission where cid = ? and ${NOT_VIRTUAL}`, [cid]);
    const records: BoardSubmissionRecord[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) records[i] = submissionOf(rows[i]);
    return records;
  }

  /** The users of every submission made in the contest, in one query (not a list of thousands of uids). */
  async contestUsers(cid: number): Promise<BoardUser[]> {
    const rows = await this.sql.all<UserRow>(`select ${USER_COLUMNS} from user_info where uid in (select distinct uid from submission where cid = ?)`, [cid]);
    return rows.map(userOf);
  }

  async submission(submitId: number): Promise<(BoardSubmissionRecord & { cid: number }) | undefined> {
    const [row] = await this.sql.all<SubmissionRow & { cid: string }>(`select ${SUBMISSION_COLUMNS}, cid from submission where submit_id = ? and ${NOT_VIRTUAL}`, [submitId]);
    return row ? { ...submissionOf(row), cid: Number(row.cid) } : undefined;
  }

  async users(uids: readonly string[]): Promise<BoardUser[]> {
    const found: BoardUser[] = [];
    // in slices: a contest of thousands stays below the driver's parameter limit
    for (let i = 0; i < uids.length; i += 5000) {
      const slice = uids.slice(i, i + 5000);
      const rows = await this.sql.all<UserRow>(`select ${USER_COLUMNS} from user_info where uid in (${slice.map(() => '?').join(', ')})`, slice);
      found.push(...rows.map(userOf));
    }
    return found;
  }

  /** The super admins: like the contest's author, never on a board (their submissions are tests). */
  async superAdminUids(): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>("select ur.uid from user_role ur join role r on r.id = ur.role_id where r.role = 'root'", []);
    return rows.map((r) => r.uid);
  }
}
