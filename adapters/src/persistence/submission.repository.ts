import type { MikroORM } from '@mikro-orm/postgresql';
import {
  IN_PROGRESS_STATUSES,
  JudgeStatus,
  offsetOf,
  pageOf,
  type AuthorRole,
  type JudgePriorityClass,
  type NewSubmission,
  type Page,
  type PageRequest,
  type Submission,
  type SubmissionCase,
  type SubmissionFilter,
  type SubmissionListRow,
  type SubmissionQueueCount,
  type SubmissionRepository,
  type SubmissionVerdict,
} from '@oj/core';
import { authorRoleIdOf, authorRoleOfId } from './author-role-column';
import { sqlOf } from './entity-manager';
import { likeContaining } from './problem.repository';

type Row = Record<string, unknown>;

const IN_PROGRESS = IN_PROGRESS_STATUSES.join(', ');
/**
 * `s` has no earlier unfinished submission of its user in its line: its priority class, on our judges or
 * on the remote ones (index submission_waiting).
 */
const FIRST_IN_LINE = `not exists (select 1 from submission o where o.uid = s.uid and o.priority = s.priority and o.is_remote = s.is_remote and o.status in (${IN_PROGRESS}) and o.submit_id < s.submit_id)`;
/** The first key of the submit locks (pg_advisory_xact_lock(space, key)), apart from any other advisory lock. */
const SUBMITTER_LOCK_SPACE = 7001;
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Columns a list row shows (never the code). */
const LIST_COLUMNS = `s.submit_id, s.pid, s.display_pid, s.cid, s.cpid, s.gid, s.tid, s.uid, s.username, s.submit_time, s.status,
  s.share, s.time, s.memory, s.score, s.oi_rank_score, s.length, s.language, s.judger, s.is_manual, s.is_remote, p.title`;

/**
 * The list rows of `inner` (a query of LIST_COLUMNS) with their authors' badges. The badge is read
 * outside `inner`, so only the rows it answers are probed: inside, PostgreSQL would compute it for every
 * row a deep page's OFFSET skips too (page 1000 of 15: 15,015 probes, 134 ms instead of 12 ms).
 */
const withAuthorRole = (inner: string) => `select r.*, ${authorRoleIdOf('r.uid')} as author_role_id from (${inner}) r order by r.submit_id desc`;

function submissionOf(r: Row): Submission {
  return {
    submitId: num(r.submit_id),
    pid: num(r.pid),
    displayPid: String(r.display_pid),
    cid: num(r.cid),
    cpid: num(r.cpid),
    gid: numOrNull(r.gid),
    tid: numOrNull(r.tid),
    uid: String(r.uid),
    username: String(r.username),
    submitTime: date(r.submit_time),
    status: num(r.status),
    share: Boolean(r.share),
    errorMessage: (r.error_message as string | null) ?? null,
    time: numOrNull(r.time),
    memory: numOrNull(r.memory),
    score: numOrNull(r.score),
    oiRankScore: numOrNull(r.oi_rank_score),
    length: num(r.length),
    code: String(r.code),
    language: String(r.language),
    judger: (r.judger as string | null) ?? null,
    ip: String(r.ip),
    version: num(r.version),
    isManual: Boolean(r.is_manual),
    isRemote: Boolean(r.is_remote),
    priority: r.priority as JudgePriorityClass,
    queuedAt: r.queued_at ? date(r.queued_at) : null,
    gmtModified: date(r.gmt_modified),
  };
}

function listRowOf(r: Row): SubmissionListRow {
  return {
    submitId: num(r.submit_id),
    pid: num(r.pid),
    displayPid: String(r.display_pid),
    title: String(r.title ?? ''),
    cid: num(r.cid),
    cpid: num(r.cpid),
    gid: numOrNull(r.gid),
    tid: numOrNull(r.tid),
    uid: String(r.uid),
    username: String(r.username),
    submitTime: date(r.submit_time),
    status: num(r.status),
    share: Boolean(r.share),
    time: numOrNull(r.time),
    memory: numOrNull(r.memory),
    score: numOrNull(r.score),
    oiRankScore: numOrNull(r.oi_rank_score),
    length: num(r.length),
    language: String(r.language),
    judger: (r.judger as string | null) ?? null,
    isManual: Boolean(r.is_manual),
    isRemote: Boolean(r.is_remote),
    authorRole: authorRoleOfId(r.author_role_id),
  };
}

function caseOf(r: Row): SubmissionCase {
  return {
    caseId: num(r.case_id),
    status: num(r.status),
    time: num(r.time),
    memory: num(r.memory),
    score: numOrNull(r.score),
    groupNum: numOrNull(r.group_num),
    inputData: String(r.input_data),
    outputData: String(r.output_data),
    userOutput: (r.user_output as string | null) ?? null,
    message: (r.message as string | null) ?? null,
  };
}


/** Submissions in SQL (migration 0012). */
export class SqlSubmissionRepository implements SubmissionRepository {
  constructor(private readonly orm: MikroORM) {}

  async create(d: NewSubmission): Promise<Submission> {
    const [row] = await sqlOf(this.orm).all<Row>(
      `insert into submission (pid, display_pid, cid, cpid, gid, tid, uid, username, status, length, code, language, ip, is_remote, priority)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [d.pid, d.displayPid, d.cid, d.cpid, d.gid, d.tid, d.uid, d.username, d.status, Buffer.byteLength(d.code, 'utf8'), d.code, d.language, d.ip, d.isRemote, d.priority],
    );
    return submissionOf(row);
  }

  async find(submitId: number): Promise<Submission | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>('select * from submission where submit_id = ?', [submitId]);
    return row ? submissionOf(row) : undefined;
  }

  async findForUpdate(submitId: number): Promise<Submission | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>('select * from submission where submit_id = ? for update', [submitId]);
    return row ? submissionOf(row) : undefined;
  }

  async markQueued(submitId: number, version: number): Promise<void> {
    await sqlOf(this.orm).run('update submission set queued_at = now() where submit_id = ? and version = ? and queued_at is null', [submitId, version]);
  }

  async advance(submitId: number, version: number, status: number, judger: string): Promise<boolean> {
    // only forward: (Submitting, a remote judge's →) Pending → Compiling → Judging, never back nor over a result
    const from =
      status === JudgeStatus.JUDGING ? [JudgeStatus.SUBMITTING, JudgeStatus.PENDING, JudgeStatus.COMPILING]
        : status === JudgeStatus.PENDING ? [JudgeStatus.SUBMITTING]
          : [JudgeStatus.PENDING];
    const touched = await sqlOf(this.orm).run(
      `update submission set status = ?, judger = ?, gmt_modified = now() where submit_id = ? and version = ? and status in (${from.join(', ')})`,
      [status, judger, submitId, version],
    );
    return touched > 0;
  }

  async saveVerdict(submitId: number, v: SubmissionVerdict & { oiRankScore: number | null; isManual: boolean }): Promise<void> {
    const sql = sqlOf(this.orm);
    await sql.run(
      `update submission set status = ?, time = ?, memory = ?, score = ?, oi_rank_score = ?, error_message = ?, judger = coalesce(?, judger),
         is_manual = ?, gmt_modified = now() where submit_id = ?`,
      [v.status, v.time, v.memory, v.score, v.oiRankScore, v.errorMessage, v.judger, v.isManual, submitId],
    );
    if (!v.isManual || v.cases.length) await sql.run('delete from submission_case where submit_id = ?', [submitId]);
    if (!v.cases.length) return;
    const values = v.cases.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await sql.run(
      `insert into submission_case (submit_id, case_id, status, time, memory, score, group_num, input_data, output_data, user_output, message) values ${values}`,
      v.cases.flatMap((c) => [submitId, c.caseId, c.status, c.time, c.memory, c.score, c.groupNum, c.inputData.slice(0, 255), c.outputData.slice(0, 255), c.userOutput, c.message]),
    );
  }

  async restart(submitId: number, priority: JudgePriorityClass): Promise<Submission> {
    const sql = sqlOf(this.orm);
    await sql.run('delete from submission_case where submit_id = ?', [submitId]);
    const [row] = await sql.all<Row>(
      // a remote judge's submission starts again as Submitting: its plugin moves it on once the remote site has it
      `update submission set status = case when is_remote then ${JudgeStatus.SUBMITTING} else ${JudgeStatus.PENDING} end, version = version + 1, time = null, memory = null, score = null, oi_rank_score = null,
         error_message = null, judger = null, is_manual = false, priority = ?, queued_at = null, gmt_modified = now()
       where submit_id = ? returning *`,
      [priority, submitId],
    );
    return submissionOf(row);
  }

  async cases(submitId: number): Promise<SubmissionCase[]> {
    return (await sqlOf(this.orm).all<Row>('select * from submission_case where submit_id = ? order by case_id', [submitId])).map(caseOf);
  }

  async list(filter: SubmissionFilter, page: PageRequest): Promise<Page<SubmissionListRow>> {
    const where: string[] = ['s.cid = ?'];
    const params: unknown[] = [filter.cid ?? 0];
    const and = (condition: string, ...values: unknown[]) => {
      where.push(condition);
      params.push(...values);
    };
    if (filter.uid) and('s.uid = ?', filter.uid);
    if (filter.username) and('s.username = ?', filter.username);
    if (filter.status !== undefined) and('s.status = ?', filter.status);
    if (filter.gid === null) and('s.gid is null');
    else if (filter.gid !== undefined) and('s.gid = ?', filter.gid);
    if (filter.tid !== undefined) and('s.tid = ?', filter.tid);
    if (filter.problemId && filter.completeProblemId) and('lower(s.display_pid) = lower(?)', filter.problemId);
    else if (filter.problemId) and('s.display_pid ilike ?', likeContaining(filter.problemId));
    const condition = where.join(' and ');
    const sql = sqlOf(this.orm);
    const [rows, [count]] = await Promise.all([
      sql.all<Row>(withAuthorRole(`select ${LIST_COLUMNS} from submission s join problem p on p.id = s.pid where ${condition} order by s.submit_id desc limit ? offset ?`), [...params, page.limit, offsetOf(page)]),
      sql.all<{ n: string }>(`select count(*) as n from submission s where ${condition}`, params),
    ]);
    return pageOf(rows.map(listRowOf), Number(count.n), page);
  }

  async rows(submitIds: readonly number[]): Promise<SubmissionListRow[]> {
    if (!submitIds.length) return [];
    const marks = submitIds.map(() => '?').join(', ');
    return (await sqlOf(this.orm).all<Row>(withAuthorRole(`select ${LIST_COLUMNS} from submission s join problem p on p.id = s.pid where s.submit_id in (${marks})`), [...submitIds])).map(listRowOf);
  }

  async authorRole(uid: string): Promise<AuthorRole | null> {
    const [row] = await sqlOf(this.orm).all<Row>(`select ${authorRoleIdOf('?')} as author_role_id`, [uid]);
    return authorRoleOfId(row?.author_role_id);
  }

  async unqueued(createdBefore: Date, limit: number): Promise<Submission[]> {
    return (
      await sqlOf(this.orm).all<Row>(
        `select * from submission s where s.status in (${IN_PROGRESS}) and s.queued_at is null and s.gmt_modified < ? and ${FIRST_IN_LINE} order by s.submit_id limit ?`,
        [createdBefore, limit],
      )
    ).map(submissionOf);
  }

  async lockSubmitter(uid: string): Promise<void> {
    // a transaction-scoped advisory lock per user: nothing to create or clean up, released at commit
    await sqlOf(this.orm).all(`select pg_advisory_xact_lock(${SUBMITTER_LOCK_SPACE}, hashtext(?))`, [uid]);
  }

  async countWaiting(uid: string): Promise<number> {
    const [row] = await sqlOf(this.orm).all<{ n: string }>(`select count(*) as n from submission where uid = ? and status in (${IN_PROGRESS})`, [uid]);
    return Number(row.n);
  }

  async waitsBehind(s: Pick<Submission, 'submitId' | 'uid' | 'priority' | 'isRemote'>): Promise<boolean> {
    const rows = await sqlOf(this.orm).all(
      `select 1 from submission where uid = ? and priority = ? and is_remote = ? and status in (${IN_PROGRESS}) and submit_id < ? limit 1`,
      [s.uid, s.priority, s.isRemote, s.submitId],
    );
    return rows.length > 0;
  }

  async nextInLine(uid: string): Promise<Submission[]> {
    return (
      await sqlOf(this.orm).all<Row>(`select * from submission s where s.uid = ? and s.status in (${IN_PROGRESS}) and s.queued_at is null and ${FIRST_IN_LINE} order by s.submit_id`, [uid])
    ).map(submissionOf);
  }

  async unfinished(afterId: number, limit: number, judged: 'local' | 'remote'): Promise<Submission[]> {
    return (
      await sqlOf(this.orm).all<Row>(`select * from submission where status in (${IN_PROGRESS}) and is_remote = ? and submit_id > ? order by submit_id limit ?`, [judged === 'remote', afterId, limit])
    ).map(submissionOf);
  }

  async lastAccepted(uid: string, pid: number, cid: number): Promise<Submission | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>(
      `select * from submission where uid = ? and pid = ? and cid = ? and status = ${JudgeStatus.ACCEPTED} order by submit_id desc limit 1`,
      [uid, pid, cid],
    );
    return row ? submissionOf(row) : undefined;
  }

  async lastSubmitTime(uid: string): Promise<Date | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>('select submit_time from submission where uid = ? and cid = 0 order by submit_id desc limit 1', [uid]);
    return row ? date(row.submit_time) : undefined;
  }

  async countSince(uid: string, since: Date): Promise<number> {
    const [row] = await sqlOf(this.orm).all<{ n: string }>('select count(*) as n from submission where uid = ? and submit_time >= ?', [uid, since]);
    return Number(row.n);
  }

  async countToday(timeZone: string): Promise<number> {
    const [row] = await sqlOf(this.orm).all<{ n: string }>(
      "select count(*) as n from submission where submit_time >= (date_trunc('day', now() at time zone ?) at time zone ?)",
      [timeZone, timeZone],
    );
    return Number(row.n);
  }

  async setShare(submitId: number, share: boolean): Promise<void> {
    await sqlOf(this.orm).run('update submission set share = ?, gmt_modified = now() where submit_id = ?', [share, submitId]);
  }

  async queueCounts(): Promise<SubmissionQueueCount[]> {
    const rows = await sqlOf(this.orm).all<Row>(
      `select priority, count(*) filter (where status = ${JudgeStatus.PENDING}) as pending,
         count(*) filter (where status in (${JudgeStatus.COMPILING}, ${JudgeStatus.JUDGING})) as running,
         min(gmt_modified) filter (where status = ${JudgeStatus.PENDING}) as oldest
       from submission where status in (${JudgeStatus.PENDING}, ${JudgeStatus.COMPILING}, ${JudgeStatus.JUDGING}) group by priority`,
    );
    return rows.map((r) => ({ priority: r.priority as JudgePriorityClass, pending: num(r.pending), running: num(r.running), oldestPendingSince: r.oldest ? date(r.oldest) : null }));
  }

  async idsOfProblem(pid: number, context: { cid: number }): Promise<number[]> {
    return (await sqlOf(this.orm).all<{ submit_id: string }>('select submit_id from submission where pid = ? and cid = ? order by submit_id', [pid, context.cid])).map((r) => Number(r.submit_id));
  }
}
