import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';

/** A contest problem with what the CCS problem object adds to the board's columns. */
export interface CcsProblemRecord {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  /** ms */
  timeLimit: number;
  testDataCount: number;
}

export interface CcsSubmissionRecord {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  /** ms of the verdict's run */
  time: number | null;
  submitTime: number;
  /** The row's last change: the judgement's end when it is final. */
  modifiedAt: number;
  language: string;
}

export interface CcsUserRecord {
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
}

export interface CcsCaseRecord {
  submitId: number;
  caseId: number;
  status: number;
  time: number;
}

/** What the Contest API reads beyond the board: languages, limits, case counts, per-case results, the code. */
@injectable()
export class CcsRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** ACM contests, newest first (the API's /contests list filters them by access). */
  async acmContestIds(): Promise<number[]> {
    return (await this.sql.all<{ id: string }>('select id from contest where type = 0 order by start_time desc, id desc limit 500')).map((r) => Number(r.id));
  }

  async problems(cid: number): Promise<CcsProblemRecord[]> {
    const rows = await this.sql.all<{ pid: string; display_id: string; display_title: string; color: string | null; time_limit: number; cases: string }>(
      `select cp.pid, cp.display_id, cp.display_title, cp.color, p.time_limit, (select count(*) from problem_case pc where pc.pid = cp.pid) as cases
       from contest_problem cp join problem p on p.id = cp.pid where cp.cid = ? order by length(cp.display_id), cp.display_id, cp.id`,
      [cid],
    );
    return rows.map((r) => ({ pid: Number(r.pid), displayId: r.display_id, displayTitle: r.display_title, color: r.color, timeLimit: Number(r.time_limit), testDataCount: Number(r.cases) }));
  }

  /** The site's enabled languages of its own judge (a contest takes any of them). */
  async languages(): Promise<string[]> {
    return (await this.sql.all<{ name: string }>(`select name from language where enabled and oj = 'ME' order by seq, id`)).map((r) => r.name);
  }

  /** The contest's submissions in submit order. */
  async submissions(cid: number): Promise<CcsSubmissionRecord[]> {
    const rows = await this.sql.all<{ submit_id: string; uid: string; pid: string; status: number; time: number | null; submit_time: Date; gmt_modified: Date; language: string }>(
      'select submit_id, uid, pid, status, time, submit_time, gmt_modified, language from submission where cid = ? order by submit_time, submit_id',
      [cid],
    );
    return rows.map((r) => ({
      submitId: Number(r.submit_id), uid: r.uid, pid: Number(r.pid), status: Number(r.status), time: r.time === null ? null : Number(r.time),
      submitTime: new Date(r.submit_time).getTime(), modifiedAt: new Date(r.gmt_modified).getTime(), language: r.language,
    }));
  }

  async users(uids: readonly string[]): Promise<CcsUserRecord[]> {
    if (!uids.length) return [];
    const marks = uids.map(() => '?').join(', ');
    return this.sql.all<CcsUserRecord>(`select uid, username, nickname, realname, school from user_info where uid in (${marks})`, [...uids]);
  }

  /** Per-case results of the contest's submissions (the runs). */
  async cases(cid: number): Promise<CcsCaseRecord[]> {
    const rows = await this.sql.all<{ submit_id: string; case_id: number; status: number; time: number }>(
      'select c.submit_id, c.case_id, c.status, c.time from submission_case c join submission s on s.submit_id = c.submit_id where s.cid = ? order by c.submit_id, c.case_id',
      [cid],
    );
    return rows.map((r) => ({ submitId: Number(r.submit_id), caseId: Number(r.case_id), status: Number(r.status), time: Number(r.time) }));
  }

  async code(cid: number, submitId: number): Promise<{ code: string; language: string } | undefined> {
    const [row] = await this.sql.all<{ code: string; language: string }>('select code, language from submission where cid = ? and submit_id = ?', [cid, submitId]);
    return row;
  }
}
