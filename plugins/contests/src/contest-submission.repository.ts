import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { likeContaining, placeholders } from './sql-text';
import { virtualRowSql, virtualStartSql } from './virtual/virtual-rows';

/** A contest submission row as the lists read it (never the code). */
export interface ContestSubmissionRow {
  submitId: number;
  pid: number;
  cpid: number;
  displayId: string;
  title: string;
  uid: string;
  username: string;
  submitTime: Date;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  judger: string | null;
  share: boolean;
  /** Made in a user's virtual run (src/virtual): never a real result. */
  virtual: boolean;
  /** The run's start when `virtual` (the seal of the lists follows the run's clock), else null. */
  runStartedAt: Date | null;
}

export interface ContestSubmissionFilter {
  cid: number;
  uid?: string;
  username?: string;
  status?: number;
  displayId?: string;
  completeProblemId?: boolean;
  /** Only submissions at or after this time (the start, unless the admins' test submissions before it are asked for). */
  from?: Date;
  /** Only submissions before this time (the end, unless after-contest ones are asked for); virtual runs' rows always. */
  before?: Date;
}

interface Row {
  submit_id: string;
  pid: string;
  cpid: string;
  display_pid: string;
  title: string | null;
  display_title: string | null;
  uid: string;
  username: string;
  submit_time: Date;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  judger: string | null;
  share: boolean;
  run_started_at: Date | string | null;
}

const COLUMNS = `s.submit_id, s.pid, s.cpid, s.display_pid, coalesce(nullif(cp.display_title, ''), p.title) as title, s.uid, s.username, s.submit_time, s.status, s.score,
  s.time, s.memory, s.length, s.language, s.judger, s.share, ${virtualStartSql('s')} as run_started_at`;
const FROM = 'submission s join problem p on p.id = s.pid left join contest_problem cp on cp.id = s.cpid';

const rowOf = (r: Row): ContestSubmissionRow => ({
  submitId: Number(r.submit_id), pid: Number(r.pid), cpid: Number(r.cpid), displayId: r.display_pid, title: r.title ?? '', uid: r.uid, username: r.username,
  submitTime: new Date(r.submit_time), status: Number(r.status), score: r.score === null ? null : Number(r.score), time: r.time === null ? null : Number(r.time),
  memory: r.memory === null ? null : Number(r.memory), length: Number(r.length), language: r.language, judger: r.judger, share: Boolean(r.share),
  virtual: r.run_started_at !== null, runStartedAt: r.run_started_at === null ? null : new Date(r.run_started_at),
});

/** Per problem of a contest: submissions and accepted ones (02 §4 AC/Total). */
export interface ProblemCounts {
  ac: number;
  total: number;
}

/** The core's submission rows of a contest (cid set), read for the contest's lists and counts. */
@injectable()
export class ContestSubmissionRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(filter: ContestSubmissionFilter, page: PageRequest): Promise<Page<ContestSubmissionRow>> {
    const { clause, values } = whereOf(filter);
    const [{ n }] = await this.sql.all<{ n: string }>(`select count(*) as n from submission s where ${clause}`, values);
    const rows = await this.sql.all<Row>(`select ${COLUMNS} from ${FROM} where ${clause} order by s.submit_id desc limit ? offset ?`, [...values, page.limit, offsetOf(page)]);
    return pageOf(rows.map(rowOf), Number(n), page);
  }

  async rows(cid: number, submitIds: readonly number[]): Promise<ContestSubmissionRow[]> {
    if (!submitIds.length) return [];
    const rows = await this.sql.all<Row>(`select ${COLUMNS} from ${FROM} where s.cid = ? and s.submit_id in (${placeholders(submitIds.length)})`, [cid, ...submitIds]);
    return rows.map(rowOf);
  }

  /** AC (distinct users? no: accepted submissions, as HOJ counts) and total submissions per pid within [from, before). */
  async counts(cid: number, from: Date, before: Date | undefined): Promise<Map<number, ProblemCounts>> {
    const values: unknown[] = [cid, from];
    let window = 's.submit_time >= ?';
    if (before) {
      window += ' and s.submit_time < ?';
      values.push(before);
    }
    const rows = await this.sql.all<{ pid: string; ac: string; total: string }>(
      `select s.pid, count(*) filter (where s.status = 0) as ac, count(*) as total from submission s where s.cid = ? and ${window} group by s.pid`,
      values,
    );
    return new Map(rows.map((r) => [Number(r.pid), { ac: Number(r.ac), total: Number(r.total) }]));
  }

  /** One user's submissions in the contest within the window, oldest first (status per problem). */
  async mine(cid: number, uid: string, from: Date | undefined, before: Date | undefined): Promise<ContestSubmissionRow[]> {
    const { clause, values } = whereOf({ cid, uid, from, before });
    const rows = await this.sql.all<Row>(`select ${COLUMNS} from ${FROM} where ${clause} order by s.submit_id asc`, values);
    return rows.map(rowOf);
  }
}

function whereOf(filter: ContestSubmissionFilter): { clause: string; values: unknown[] } {
  const where = ['s.cid = ?'];
  const values: unknown[] = [filter.cid];
  const and = (condition: string, ...v: unknown[]) => {
    where.push(condition);
    values.push(...v);
  };
  if (filter.uid) and('s.uid = ?', filter.uid);
  if (filter.username) and('s.username = ?', filter.username);
  if (filter.status !== undefined) and('s.status = ?', filter.status);
  if (filter.displayId && filter.completeProblemId) and('lower(s.display_pid) = lower(?)', filter.displayId);
  else if (filter.displayId) and('s.display_pid ilike ?', likeContaining(filter.displayId));
  if (filter.from) and('s.submit_time >= ?', filter.from);
  if (filter.before) and(`(s.submit_time < ? or ${virtualRowSql('s')})`, filter.before);
  return { clause: where.join(' and '), values };
}
