import type { MikroORM } from '@mikro-orm/postgresql';
import {
  Conflict,
  offsetOf,
  ProblemAuth,
  pageOf,
  type ApplyPublicProgress,
  type JudgeCaseMode,
  type JudgeMode,
  type Page,
  type PageRequest,
  type Problem,
  type ProblemAuthCode,
  type ProblemCase,
  type ProblemCodeTemplate,
  type ProblemDraft,
  type ProblemFields,
  type ProblemFilter,
  type ProblemListRow,
  type ProblemRepository,
  type ProblemTypeCode,
} from '@oj/core';
import { sqlOf } from './entity-manager';

/** The columns of the editable fields, in one order for insert and update. */
const FIELD_COLUMNS: Record<keyof ProblemFields, string> = {
  problemId: 'problem_id',
  title: 'title',
  author: 'author',
  type: 'type',
  judgeMode: 'judge_mode',
  judgeCaseMode: 'judge_case_mode',
  timeLimit: 'time_limit',
  memoryLimit: 'memory_limit',
  stackLimit: 'stack_limit',
  description: 'description',
  input: 'input',
  output: 'output',
  examples: 'examples',
  hint: 'hint',
  source: 'source',
  statementFormat: 'statement_format',
  difficulty: 'difficulty',
  auth: 'auth',
  ioScore: 'io_score',
  codeShare: 'code_share',
  spjCode: 'spj_code',
  spjLanguage: 'spj_language',
  userExtraFile: 'user_extra_file',
  judgeExtraFile: 'judge_extra_file',
  videoExtraFile: 'video_extra_file',
  isRemoveEndBlank: 'is_remove_end_blank',
  openCaseResult: 'open_case_result',
  isUploadCase: 'is_upload_case',
  isRemote: 'is_remote',
  remoteOj: 'remote_oj',
  isGroup: 'is_group',
  gid: 'gid',
  applyPublicProgress: 'apply_public_progress',
  isFileIO: 'is_file_io',
  ioReadFileName: 'io_read_file_name',
  ioWriteFileName: 'io_write_file_name',
};
const FIELDS = Object.keys(FIELD_COLUMNS) as Array<keyof ProblemFields>;
const JSON_FIELDS = new Set<keyof ProblemFields>(['userExtraFile', 'judgeExtraFile', 'videoExtraFile']);
/** Besides the fields, a draft sets these. */
const DRAFT_COLUMNS = ['case_version', 'spj_compile_ok', 'publish_on_compile', 'modified_user'];

const COUNT_COLUMNS = ['total', 'ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;
const LIST_SELECT = `select p.id, p.problem_id, p.title, p.difficulty, p.type, p.auth, p.publish_on_compile, p.author, p.is_remote, p.gid, p.gmt_create, p.gmt_modified, ${COUNT_COLUMNS.map((c) => `p.${c}`).join(', ')} from problem p`;
/** By display id in natural order (core's displayOrderKey, kept as problem.display_order): 'P2' before 'P10', '1000' before 'HA1'. */
const LIST_ORDER = 'order by p.display_order, p.problem_id, p.id';
/** The problem the display id names: display ids are unique case-insensitively (problem_problem_id_key). */
const UNIQUE_DISPLAY_ID = 'problem_problem_id_key';

type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const jsonOrNull = (v: unknown): Record<string, string> | null => (v === null || v === undefined || v === '' ? null : (JSON.parse(String(v)) as Record<string, string>));

function countsOf(r: Row) {
  return Object.fromEntries(COUNT_COLUMNS.map((c) => [c, num(r[c])])) as Record<(typeof COUNT_COLUMNS)[number], number>;
}

function toProblem(r: Row): Problem {
  return {
    id: num(r.id),
    problemId: String(r.problem_id),
    title: String(r.title),
    author: String(r.author),
    type: num(r.type) as ProblemTypeCode,
    judgeMode: r.judge_mode as JudgeMode,
    judgeCaseMode: r.judge_case_mode as JudgeCaseMode,
    timeLimit: num(r.time_limit),
    memoryLimit: num(r.memory_limit),
    stackLimit: num(r.stack_limit),
    description: String(r.description),
    input: String(r.input),
    output: String(r.output),
    examples: String(r.examples),
    hint: String(r.hint),
    source: String(r.source),
    statementFormat: r.statement_format === 'html' ? 'html' : 'markdown',
    difficulty: num(r.difficulty),
    auth: num(r.auth) as ProblemAuthCode,
    ioScore: num(r.io_score),
    codeShare: Boolean(r.code_share),
    spjCode: strOrNull(r.spj_code),
    spjLanguage: strOrNull(r.spj_language),
    userExtraFile: jsonOrNull(r.user_extra_file),
    judgeExtraFile: jsonOrNull(r.judge_extra_file),
    videoExtraFile: jsonOrNull(r.video_extra_file),
    isRemoveEndBlank: Boolean(r.is_remove_end_blank),
    openCaseResult: Boolean(r.open_case_result),
    isUploadCase: Boolean(r.is_upload_case),
    isRemote: Boolean(r.is_remote),
    remoteOj: strOrNull(r.remote_oj),
    isGroup: Boolean(r.is_group),
    gid: numOrNull(r.gid),
    applyPublicProgress: numOrNull(r.apply_public_progress) as ApplyPublicProgress | null,
    isFileIO: Boolean(r.is_file_io),
    ioReadFileName: strOrNull(r.io_read_file_name),
    ioWriteFileName: strOrNull(r.io_write_file_name),
    caseVersion: strOrNull(r.case_version),
    spjCompileOk: Boolean(r.spj_compile_ok),
    publishOnCompile: Boolean(r.publish_on_compile),
    modifiedUser: strOrNull(r.modified_user),
    gmtCreate: new Date(r.gmt_create as string),
    gmtModified: new Date(r.gmt_modified as string),
    ...countsOf(r),
  };
}

function toListRow(r: Row): ProblemListRow {
  return {
    pid: num(r.id),
    problemId: String(r.problem_id),
    title: String(r.title),
    difficulty: num(r.difficulty),
    type: num(r.type),
    auth: num(r.auth) as ProblemAuthCode,
    publishOnCompile: Boolean(r.publish_on_compile),
    author: String(r.author),
    isRemote: Boolean(r.is_remote),
    gid: numOrNull(r.gid),
    gmtCreate: new Date(r.gmt_create as string),
    gmtModified: new Date(r.gmt_modified as string),
    ...countsOf(r),
  };
}

function draftValues(draft: ProblemDraft): unknown[] {
  const fields = FIELDS.map((f) => {
    const value = draft.fields[f];
    return JSON_FIELDS.has(f) && value !== null && value !== undefined ? JSON.stringify(value) : (value ?? null);
  });
  return [...fields, draft.caseVersion, draft.spjCompileOk, draft.publishOnCompile, draft.modifiedUser];
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The public bank (`p` is the problem): public problems outside groups, and group problems the site admin made
 * public (apply_public_progress 2, 03 §4). Every public list, count and search of the adapters uses it.
 */
export const PUBLIC_BANK_SQL = `p.auth = ${ProblemAuth.PUBLIC} and (not p.is_group or p.apply_public_progress = 2)`;

/** The WHERE clause of a filter (`p` is the problem), with its values. */
export function problemWhere(filter: ProblemFilter): { sql: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.publicOnly) where.push(PUBLIC_BANK_SQL);
  if (filter.gid === null) where.push('(not p.is_group or p.apply_public_progress = 2)');
  else if (filter.gid !== undefined) {
    where.push('p.is_group and p.gid = ?');
    values.push(filter.gid);
  }
  if (filter.auth !== undefined) {
    where.push('p.auth = ?');
    values.push(filter.auth);
  }
  if (filter.difficulty !== undefined) {
    where.push('p.difficulty = ?');
    values.push(filter.difficulty);
  }
  if (filter.oj === 'ME') {
    where.push('not p.is_remote');
  } else if (filter.oj !== undefined) {
    where.push('p.is_remote and p.remote_oj = ?');
    values.push(filter.oj);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likeContaining(keyword);
    where.push('(p.title ilike ? or p.problem_id ilike ?)');
    values.push(pattern, pattern);
  }
  for (const tid of new Set(filter.tagIds ?? [])) {
    where.push('exists (select 1 from problem_tag pt where pt.pid = p.id and pt.tid = ?)');
    values.push(tid);
  }
  return { sql: where.length ? `where ${where.join(' and ')}` : '', values };
}

function conflictOf(error: unknown, problemId: string): Conflict | undefined {
  return String((error as Error)?.message ?? '').includes(UNIQUE_DISPLAY_ID) ? new Conflict('problem.problemIdExists', { problemId }) : undefined;
}

/**
 * The problem bank in SQL. A draft's fields and relations (tags, languages, templates, cases) are
 * written in one transaction (joining the caller's, if any); lists are filtered, ordered and paged in
 * the database.
 */
export class SqlProblemRepository implements ProblemRepository {
  constructor(private readonly orm: MikroORM) {}

  async create(draft: ProblemDraft): Promise<Problem> {
    const columns = [...FIELDS.map((f) => FIELD_COLUMNS[f]), ...DRAFT_COLUMNS];
    return this.atomically(draft, async () => {
      const [row] = await sqlOf(this.orm).all<{ id: string }>(
        `insert into problem (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
        draftValues(draft),
      );
      const id = Number(row.id);
      await this.writeRelations(id, draft);
      return (await this.find(id)) as Problem;
    });
  }

  async update(id: number, draft: ProblemDraft): Promise<Problem | undefined> {
    const sets = [...FIELDS.map((f) => FIELD_COLUMNS[f]), ...DRAFT_COLUMNS].map((c) => `${c} = ?`);
    return this.atomically(draft, async () => {
      const touched = await sqlOf(this.orm).run(`update problem set ${sets.join(', ')}, gmt_modified = now() where id = ?`, [...draftValues(draft), id]);
      if (!touched) return undefined;
      await this.writeRelations(id, draft, true);
      return this.find(id);
    });
  }

  async delete(id: number): Promise<boolean> {
    return (await sqlOf(this.orm).run('delete from problem where id = ?', [id])) > 0;
  }

  async find(id: number): Promise<Problem | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>('select * from problem where id = ?', [id]);
    return row ? toProblem(row) : undefined;
  }

  async findByProblemId(problemId: string): Promise<Problem | undefined> {
    const [row] = await sqlOf(this.orm).all<Row>('select * from problem where lower(problem_id) = lower(?)', [problemId]);
    return row ? toProblem(row) : undefined;
  }

  async setAuth(id: number, auth: ProblemAuthCode, modifiedUser: string): Promise<boolean> {
    // the admin's choice replaces the import's hiding
    return (await sqlOf(this.orm).run('update problem set auth = ?, publish_on_compile = false, modified_user = ?, gmt_modified = now() where id = ?', [auth, modifiedUser, id])) > 0;
  }

  async checkerCompiled(id: number, checker: { spjCode: string; spjLanguage: string }): Promise<boolean> {
    const touched = await sqlOf(this.orm).run(
      `update problem set spj_compile_ok = true, auth = case when publish_on_compile then ${ProblemAuth.PUBLIC} else auth end, publish_on_compile = false
       where id = ? and judge_mode <> 'default' and spj_code = ? and spj_language = ?`,
      [id, checker.spjCode, checker.spjLanguage],
    );
    return touched > 0;
  }

  async cases(pid: number): Promise<ProblemCase[]> {
    const rows = await sqlOf(this.orm).all<Row>(
      'select input_name, output_name, input_hash, output_hash, input_size, output_size, score, group_num from problem_case where pid = ? order by seq',
      [pid],
    );
    return rows.map((r) => ({
      inputName: String(r.input_name),
      outputName: String(r.output_name),
      inputHash: String(r.input_hash),
      outputHash: String(r.output_hash),
      inputSize: num(r.input_size),
      outputSize: num(r.output_size),
      score: num(r.score),
      groupNum: numOrNull(r.group_num),
    }));
  }

  async tagIds(pid: number): Promise<number[]> {
    const rows = await sqlOf(this.orm).all<{ tid: string }>('select tid from problem_tag where pid = ? order by tid', [pid]);
    return rows.map((r) => Number(r.tid));
  }

  async languageIds(pid: number): Promise<number[]> {
    const rows = await sqlOf(this.orm).all<{ lid: string }>('select lid from problem_language where pid = ? order by lid', [pid]);
    return rows.map((r) => Number(r.lid));
  }

  async codeTemplates(pid: number): Promise<ProblemCodeTemplate[]> {
    const rows = await sqlOf(this.orm).all<Row>('select lid, code, status from code_template where pid = ? order by lid', [pid]);
    return rows.map((r) => ({ languageId: num(r.lid), code: String(r.code), status: Boolean(r.status) }));
  }

  async list(filter: ProblemFilter, page: PageRequest): Promise<Page<ProblemListRow>> {
    const where = problemWhere(filter);
    const sql = sqlOf(this.orm);
    const [count] = await sql.all<{ total: string }>(`select count(*) as total from problem p ${where.sql}`, where.values);
    const total = Number(count?.total ?? 0);
    const offset = offsetOf(page);
    // past the last page nothing is read
    const rows = total > offset ? await sql.all<Row>(`${LIST_SELECT} ${where.sql} ${LIST_ORDER} limit ? offset ?`, [...where.values, page.limit, offset]) : [];
    return pageOf(rows.map(toListRow), total, page);
  }

  async random(filter: ProblemFilter): Promise<ProblemListRow | undefined> {
    const where = problemWhere(filter);
    const [row] = await sqlOf(this.orm).all<Row>(
      `${LIST_SELECT} ${where.sql} order by p.id offset (select floor(random() * count(*))::bigint from problem p ${where.sql}) limit 1`,
      [...where.values, ...where.values],
    );
    return row ? toListRow(row) : undefined;
  }

  async recentlyUpdated(filter: ProblemFilter, limit: number): Promise<ProblemListRow[]> {
    const where = problemWhere(filter);
    const rows = await sqlOf(this.orm).all<Row>(`${LIST_SELECT} ${where.sql} order by p.gmt_modified desc, p.id desc limit ?`, [...where.values, limit]);
    return rows.map(toListRow);
  }

  async findRows(pids: readonly number[]): Promise<ProblemListRow[]> {
    if (!pids.length) return [];
    const rows = await sqlOf(this.orm).all<Row>(`${LIST_SELECT} where p.id in (?)`, [[...new Set(pids)]]);
    return rows.map(toListRow);
  }

  /** One transaction (a savepoint inside the caller's); a duplicate display id becomes Conflict. */
  private async atomically<T>(draft: ProblemDraft, work: () => Promise<T>): Promise<T> {
    try {
      return await this.orm.em.transactional(() => work());
    } catch (error) {
      throw conflictOf(error, draft.fields.problemId) ?? error;
    }
  }

  private async writeRelations(pid: number, draft: ProblemDraft, replace = false): Promise<void> {
    const sql = sqlOf(this.orm);
    if (replace) {
      for (const table of ['problem_tag', 'problem_language', 'code_template', 'problem_case']) await sql.run(`delete from ${table} where pid = ?`, [pid]);
    }
    const tagIds = [...new Set(draft.tagIds)];
    if (tagIds.length) await sql.run(`insert into problem_tag (pid, tid) values ${tagIds.map(() => '(?, ?)').join(', ')}`, tagIds.flatMap((t) => [pid, t]));
    const languageIds = [...new Set(draft.languageIds)];
    if (languageIds.length) await sql.run(`insert into problem_language (pid, lid) values ${languageIds.map(() => '(?, ?)').join(', ')}`, languageIds.flatMap((l) => [pid, l]));
    if (draft.codeTemplates.length) {
      await sql.run(
        `insert into code_template (pid, lid, code, status) values ${draft.codeTemplates.map(() => '(?, ?, ?, ?)').join(', ')}`,
        draft.codeTemplates.flatMap((t) => [pid, t.languageId, t.code, t.status]),
      );
    }
    if (draft.cases.length) {
      await sql.run(
        `insert into problem_case (pid, seq, input_name, output_name, input_hash, output_hash, input_size, output_size, score, group_num) values ${draft.cases.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        draft.cases.flatMap((c, i) => [pid, i + 1, c.inputName, c.outputName, c.inputHash, c.outputHash, c.inputSize, c.outputSize, c.score, c.groupNum]),
      );
    }
  }
}
