import {
  ApplyPublic,
  Forbidden,
  inject,
  injectable,
  JudgeStatus,
  NOT_SUBMITTED,
  NotFound,
  pageRequest,
  PROBLEM_REPOSITORY,
  ProblemAdminService,
  ProblemAuth,
  SQL_RUNNER,
  TAG_REPOSITORY,
  Unauthorized,
  ValidationError,
  type AdminProblemView,
  type CompileCheckerBody,
  type GroupRole,
  type Page,
  type Problem,
  type ProblemAuthCode,
  type ProblemListRow,
  type ProblemRepository,
  type ProblemSaveBody,
  type SessionUser,
  type SqlRunner,
  type Tag,
  type TagRepository,
} from '@oj/core';
import { GroupAccess } from '../group-access';
import { isGroupAdmin, type GroupRef } from './group-role';

/** The problems of group `?` a member with this role opens: the public ones, every one for its admins. */
const opened = (role: GroupRole) => `is_group and gid = ? ${isGroupAdmin(role) ? '' : `and auth = ${ProblemAuth.PUBLIC}`}`;

/** 03 §9: group lists show 10 a page. */
export const GROUP_PROBLEM_PAGE_SIZE = 10;

/** A row of a group's problem list (03 §2 Problem tab): the bank's row with its tags. */
export type GroupProblemRow = ProblemListRow & { tags: Tag[]; applyPublicProgress?: number | null };

/** The edit form's problem: `problemId` without the group's short name (which the form shows as a fixed prefix). */
export type GroupProblemView = AdminProblemView & { shortName: string };

/**
 * A group's problems (03 §2 Problem tab, §5 Group problem form, §6, §7 Problems): the core's problem model, form
 * rules and admin service with the group's gid and its short name as the display id's prefix. Members list the
 * group's public (auth 1) problems; its admins list and create them; root edits or deletes any, an admin only
 * their own (author). Only problems of this group are touched through a group.
 */
@injectable()
export class GroupProblemService {
  constructor(
    @inject(GroupAccess) private readonly access: GroupAccess,
    @inject(ProblemAdminService) private readonly admin: ProblemAdminService,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
  ) {}

  /** The role, refused for anyone without one ('not found' for a missing group, 403 otherwise). */
  async member(gid: number, user: SessionUser | undefined): Promise<{ group: GroupRef; role: GroupRole }> {
    if (!user) throw new Unauthorized('groupProblem.loginFirst');
    // the group and the role in one read
    const found = await this.access.lookup(gid, user);
    if (!found) throw new NotFound('groupProblem.groupNotFound');
    if (!found.role) throw new Forbidden('groupProblem.notMember');
    return { group: found.group, role: found.role };
  }

  async groupAdmin(gid: number, user: SessionUser | undefined): Promise<{ group: GroupRef; role: GroupRole }> {
    const found = await this.member(gid, user);
    if (!isGroupAdmin(found.role)) throw new Forbidden('groupProblem.notAdmin');
    return found;
  }

  /** The pids a member opens in the group (problem detail, full screen, submit): public ones, every one for its admins. */
  async problemIds(gid: number, role: GroupRole): Promise<number[]> {
    const rows = await this.sql.all<{ id: string }>(`select id from problem where ${opened(role)} order by id`, [gid]);
    return rows.map((r) => Number(r.id));
  }

  /** Whether the member opens this pid in the group (the submit check): one indexed read of the problem row. */
  async opens(gid: number, pid: number, role: GroupRole): Promise<boolean> {
    return (await this.sql.all(`select 1 from problem where id = ? and ${opened(role)}`, [pid, gid])).length > 0;
  }

  async list(query: { gid: number; currentPage?: number; limit?: number; keyword?: string }, user: SessionUser | undefined): Promise<Page<GroupProblemRow>> {
    await this.member(query.gid, user);
    const page = await this.problems.list({ publicOnly: false, gid: query.gid, auth: ProblemAuth.PUBLIC, keyword: query.keyword?.trim() || undefined }, pageRequest(query.currentPage, query.limit, GROUP_PROBLEM_PAGE_SIZE));
    return this.withTags(page);
  }

  async adminList(query: { gid: number; currentPage?: number; limit?: number; keyword?: string }, user: SessionUser | undefined): Promise<Page<GroupProblemRow>> {
    await this.groupAdmin(query.gid, user);
    const page = await this.withTags(await this.admin.list({ currentPage: query.currentPage, limit: query.limit ?? GROUP_PROBLEM_PAGE_SIZE, keyword: query.keyword }, { gid: query.gid }));
    // the admin list shows each problem's public application (Apply / Applying / Public / Refused, 03 §4)
    const pids = page.records.map((r) => r.pid);
    const rows = pids.length ? await this.sql.all<{ id: string; apply_public_progress: number | null }>(`select id, apply_public_progress from problem where id in (${pids.map(() => '?').join(', ')})`, pids) : [];
    const progress = new Map(rows.map((r) => [Number(r.id), r.apply_public_progress === null ? null : Number(r.apply_public_progress)]));
    return { ...page, records: page.records.map((r) => ({ ...r, applyPublicProgress: progress.get(r.pid) ?? null })) };
  }

  async get(pid: number, user: SessionUser | undefined): Promise<GroupProblemView> {
    const { group } = await this.editable(pid, user);
    const view = await this.admin.get(pid);
    return { ...view, problemId: stripPrefix(view.problemId, group.shortName), shortName: group.shortName };
  }

  async create(body: ProblemSaveBody & { problem: { gid?: number } }, user: SessionUser | undefined): Promise<Problem> {
    const gid = body.problem.gid;
    if (!gid) throw new NotFound('groupProblem.groupNotFound');
    const { group } = await this.groupAdmin(gid, user);
    return this.admin.create(withPrefix(body, group.shortName), (user as SessionUser).username, { gid });
  }

  async update(body: ProblemSaveBody & { problem: { gid?: number } }, user: SessionUser | undefined): Promise<Problem> {
    const { group, problem } = await this.editable(body.problem.id ?? 0, user);
    if (body.problem.gid !== undefined && body.problem.gid !== problem.gid) throw new NotFound('problem.notFound');
    return this.admin.update(withPrefix(body, group.shortName), (user as SessionUser).username);
  }

  async delete(pid: number, user: SessionUser | undefined): Promise<void> {
    await this.editable(pid, user);
    await this.admin.delete(pid);
  }

  async cases(pid: number, isUpload: boolean, user: SessionUser | undefined) {
    await this.ofGroupAdmin(pid, user);
    return this.admin.cases(pid, isUpload);
  }

  /** The user's mark on each pid from their submissions in the group: Accepted once solved, else the latest status; -10 never tried. */
  async statuses(gid: number, pids: number[], user: SessionUser): Promise<Record<number, { status: number; score: number | null }>> {
    const result: Record<number, { status: number; score: number | null }> = {};
    for (const pid of pids) result[pid] = { status: NOT_SUBMITTED, score: null };
    if (!pids.length) return result;
    const rows = await this.sql.all<{ pid: string; solved: boolean; last_status: number; best: number | null }>(
      `select pid, bool_or(status = ${JudgeStatus.ACCEPTED}) as solved, (array_agg(status order by submit_id desc))[1] as last_status, max(score) as best
       from submission where gid = ? and uid = ? and cid = 0 and pid in (${pids.map(() => '?').join(', ')}) group by pid`,
      [gid, user.uid, ...pids],
    );
    for (const r of rows) result[Number(r.pid)] = { status: r.solved ? JudgeStatus.ACCEPTED : Number(r.last_status), score: r.best === null ? null : Number(r.best) };
    return result;
  }

  /** The group's own tags (03 §7 'Tags for the group'), for its members. */
  async tagsOf(gid: number, user: SessionUser | undefined): Promise<Tag[]> {
    await this.member(gid, user);
    return this.tags.list({ gid });
  }

  /** The core's checker compile, for a group's admins; a pid must be one of the group's problems. */
  async compile(gid: number, body: CompileCheckerBody, user: SessionUser | undefined): Promise<{ published: boolean }> {
    await this.groupAdmin(gid, user);
    if (body.pid) {
      const problem = await this.problems.find(body.pid);
      if (!problem || !problem.isGroup || problem.gid !== gid) throw new NotFound('problem.notFound');
    }
    return this.admin.compileChecker(body);
  }

  async changeAuth(pid: number, auth: ProblemAuthCode, user: SessionUser | undefined): Promise<void> {
    await this.editable(pid, user);
    await this.admin.changeAuth(pid, auth, (user as SessionUser).username);
  }

  /**
   * 03 §4 Problem public application: none or refused → applying (1); cancel: applying → none. A problem already
   * public (2) stays so. Only a problem public in its group may apply.
   */
  async applyPublic(pid: number, isApplied: boolean, user: SessionUser | undefined): Promise<void> {
    const { problem } = await this.editable(pid, user);
    if (problem.applyPublicProgress === ApplyPublic.PUBLIC) throw new ValidationError('groupProblem.alreadyPublic');
    if (isApplied) {
      if (problem.applyPublicProgress === ApplyPublic.APPLYING) throw new ValidationError('groupProblem.alreadyApplying');
      if (problem.auth !== ProblemAuth.PUBLIC) throw new ValidationError('groupProblem.applyNeedsPublic');
    } else if (problem.applyPublicProgress !== ApplyPublic.APPLYING) throw new ValidationError('groupProblem.notApplying');
    await this.sql.run('update problem set apply_public_progress = ?, gmt_modified = now() where id = ? and is_group', [isApplied ? ApplyPublic.APPLYING : null, pid]);
  }

  /** One of a group's problems with the caller's right to change it: root any, an admin only their own. */
  private async editable(pid: number, user: SessionUser | undefined): Promise<{ group: GroupRef; problem: Problem }> {
    const { group, role, problem } = await this.ofGroupAdmin(pid, user);
    if (role !== 'root' && problem.author !== (user as SessionUser).username) throw new Forbidden('groupProblem.notAuthor');
    return { group, problem };
  }

  private async ofGroupAdmin(pid: number, user: SessionUser | undefined): Promise<{ group: GroupRef; role: GroupRole; problem: Problem }> {
    if (!user) throw new Unauthorized('groupProblem.loginFirst');
    const problem = await this.problems.find(pid);
    if (!problem || !problem.isGroup || problem.gid === null) throw new NotFound('problem.notFound');
    const { group, role } = await this.groupAdmin(problem.gid, user);
    return { group, role, problem };
  }

  private async withTags(page: Page<ProblemListRow>): Promise<Page<GroupProblemRow>> {
    const tags = page.records.length ? await this.tags.tagsOfProblems(page.records.map((r) => r.pid)) : new Map<number, Tag[]>();
    return { ...page, records: page.records.map((r) => ({ ...r, tags: tags.get(r.pid) ?? [] })) };
  }
}

/** The display id as saved: the group's short name, then what the form holds (03 §3: a fixed prefix). */
export function withPrefix<B extends ProblemSaveBody>(body: B, shortName: string): B {
  const given = String(body.problem.problemId ?? '').trim();
  return { ...body, problem: { ...body.problem, problemId: given ? `${shortName}${given}` : given } };
}

/** The display id as the edit form shows it: without the group's short name. */
export function stripPrefix(problemId: string, shortName: string): string {
  return problemId.toLowerCase().startsWith(shortName.toLowerCase()) ? problemId.slice(shortName.length) : problemId;
}
