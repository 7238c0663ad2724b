import { inject, injectable, type ServiceIdentifier } from 'inversify';
import type { SessionUser } from '../account/session-user';
import { LanguageService, type PublicLanguage } from '../language/language.service';
import type { ExtensionPoint } from '../plugin/extension-point';
import { PROBLEM_CONTEXTS, type ProblemContext } from '../plugin/core-extension-points';
import { NotFound } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import { problemOjOf, tagOjOf } from './problem-oj';
import { PublicProblemCatalog, type PublicProblemRow } from './public-problem-catalog';
import { PROBLEM_STATUS_SOURCE, type ProblemStatusSource, type UserProblemStatus } from './problem-status.port';
import { groupRoleOf, isPublicBankProblem } from './group-scope';
import type { Problem, ProblemCount } from './problem.model';
import { PROBLEM_REPOSITORY, type ProblemFilter, type ProblemListRow, type ProblemRepository } from './problem.repository';
import type { Tag, TagClassification } from './tag.model';
import { TAG_REPOSITORY, type TagRepository } from './tag.repository';
import { TODO_REPOSITORY, type TodoProblem, type TodoRepository } from './todo.repository';

/** 01 §9: the problem list shows 30 a page. */
export const PROBLEM_LIST_PAGE_SIZE = 30;
/** The home page's "latest updated problems" (HOJ shows ten). */
export const RECENT_UPDATED_PROBLEMS = 10;
/** The most to-do problems the home page lists. */
export const TODO_LIST_MAX = 100;
/** 01 §3: a problem never tried reads Not Submitted (-10). */
export const NOT_SUBMITTED = -10;

/**
 * What the public pages may see: public problems outside groups. Private (2) and contest-only (3)
 * problems, and group problems, are reached only through the admin API (and, later, their contest or
 * group). The list, the random pick and the switcher read them from PublicProblemCatalog.
 */
const VISIBLE: ProblemFilter = { publicOnly: true };

/** A problem as its public page shows it: no checker code, no judge-only files, no storage details. */
export type PublicProblem = Omit<Problem, keyof ProblemCount | 'spjCode' | 'spjLanguage' | 'judgeExtraFile' | 'caseVersion' | 'spjCompileOk' | 'publishOnCompile' | 'modifiedUser' | 'applyPublicProgress'>;

/** `get-problem-detail` (01 §3 "Problem detail"). */
export interface ProblemDetail {
  problem: PublicProblem;
  problemCount: ProblemCount & { pid: number };
  tags: Tag[];
  /** Names of the languages the problem accepts, in the site's list order. */
  languages: string[];
  /** Language name → the enabled template's code. */
  codeTemplate: Record<string, string>;
}

/** One group of the tag filter: a classification with its tags, or (last, no classification) the unclassified ones. */
export interface TagGroup {
  classification: TagClassification | null;
  tagList: Tag[];
}

export interface PublicCodeTemplate {
  pid: number;
  lid: number;
  language: string;
  code: string;
}

export interface FullScreenRow {
  id: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}

/** A plugin's context a problem call names (a training's `tid`), with what its extension needs. */
export interface ProblemContextRequest {
  tid?: number;
  /** A contest's id: its plugin's problemContexts entry for `cid` opens its problems. */
  cid?: number;
  /** A group's id: the groups plugin's entry for `gid` opens the group's problems to its members. */
  gid?: number;
  user: SessionUser | undefined;
  get: <T>(id: ServiceIdentifier<T>) => T;
}

export interface ProblemListInput {
  currentPage?: number;
  limit?: number;
  keyword?: string;
  tagId?: number[];
  difficulty?: number;
  oj?: string;
}

const countOf = (p: ProblemCount): ProblemCount => ({ total: p.total, ac: p.ac, wa: p.wa, tle: p.tle, mle: p.mle, re: p.re, pe: p.pe, ce: p.ce, se: p.se, pa: p.pa });

function publicProblem(p: Problem): PublicProblem {
  const {
    total: _total, ac: _ac, wa: _wa, tle: _tle, mle: _mle, re: _re, pe: _pe, ce: _ce, se: _se, pa: _pa,
    spjCode: _spjCode, spjLanguage: _spjLanguage, judgeExtraFile: _judgeExtraFile, caseVersion: _caseVersion, spjCompileOk: _spjCompileOk,
    publishOnCompile: _publishOnCompile, modifiedUser: _modifiedUser, applyPublicProgress: _applyPublicProgress,
    ...shown
  } = p;
  return shown;
}

const isVisible = isPublicBankProblem;

/**
 * The problem bank as everyone reads it (01 §2 /problem, §7 problem calls): lists, tags, random pick,
 * detail, templates, languages, marks and the to-do list. Every call sees public, non-group problems
 * only; anything else answers 'The problem does not exist'.
 */
@injectable()
export class ProblemQueryService {
  constructor(
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(TODO_REPOSITORY) private readonly todos: TodoRepository,
    @inject(PROBLEM_STATUS_SOURCE) private readonly statuses: ProblemStatusSource,
    @inject(LanguageService) private readonly languages: LanguageService,
    @inject(PublicProblemCatalog) private readonly catalog: PublicProblemCatalog,
    @inject(PROBLEM_CONTEXTS) private readonly contexts: ExtensionPoint<ProblemContext>,
  ) {}

  async list(input: ProblemListInput, user: SessionUser | undefined): Promise<Page<PublicProblemRow>> {
    const filter = { keyword: input.keyword || undefined, difficulty: input.difficulty, oj: problemOjOf(input.oj), tagIds: input.tagId };
    const page = await this.catalog.list(filter, pageRequest(input.currentPage, input.limit, PROBLEM_LIST_PAGE_SIZE));
    if (!user || !page.records.length) return page;
    const marks = await this.statuses.statusOf(user.uid, page.records.map((r) => r.pid), {});
    return { ...page, records: page.records.map((r) => ({ ...r, myStatus: marks.get(r.pid)?.status ?? NOT_SUBMITTED })) };
  }

  /** Our own judge's tags by default; a remote key's, or every judge's with 'ALL'. Group tags never. */
  async allTags(oj?: string): Promise<Tag[]> {
    return this.tags.list({ oj: tagOjOf(oj), gid: null });
  }

  /** HOJ's shape: each classification (by rank) with its tags, then the unclassified tags as a group without one. */
  async tagsAndClassifications(oj?: string): Promise<TagGroup[]> {
    const judge = tagOjOf(oj);
    const [classifications, tags] = await Promise.all([this.tags.classifications(judge), this.tags.list({ oj: judge, gid: null })]);
    // every judge's at once: ours first, then the others by key
    if (judge === undefined) classifications.sort((a, b) => (a.oj === b.oj ? a.rank - b.rank || a.id - b.id : a.oj === 'ME' ? -1 : b.oj === 'ME' ? 1 : a.oj.localeCompare(b.oj)));
    const groups: TagGroup[] = classifications.map((c) => ({ classification: c, tagList: tags.filter((t) => t.tcid === c.id) }));
    const known = new Set(classifications.map((c) => c.id));
    const rest = tags.filter((t) => t.tcid === null || !known.has(t.tcid));
    if (rest.length || !groups.length) groups.push({ classification: null, tagList: rest });
    return groups;
  }

  async randomProblemId(): Promise<{ problemId: string }> {
    const picked = await this.catalog.random();
    if (!picked) throw new NotFound('problem.noPublicProblem');
    return { problemId: picked.problemId };
  }

  async detail(problemId: string, gid?: number, context?: ProblemContextRequest): Promise<ProblemDetail> {
    // a training's, contest's or group's problems are opened by its plugin (even private ones) to those who may enter it
    const scoped = context && (context.tid !== undefined || context.cid !== undefined || gid !== undefined) ? { ...context, gid } : undefined;
    const opened = scoped ? await this.openedBy(scoped) : undefined;
    const problem = await this.problems.findByProblemId(problemId);
    if (!problem || !(opened ? opened.includes(problem.id) : isVisible(problem))) throw new NotFound('problem.notFound');
    const [tags, languages, templates] = await Promise.all([this.tagsOfVisible(problem.id), this.languagesOfVisible(problem.id), this.problems.codeTemplates(problem.id)]);
    const names = new Map(languages.map((l) => [l.id, l.name]));
    const codeTemplate: Record<string, string> = {};
    for (const t of templates) {
      const name = names.get(t.languageId);
      if (t.status && name !== undefined) codeTemplate[name] = t.code;
    }
    return { problem: publicProblem(problem), problemCount: { pid: problem.id, ...countOf(problem) }, tags, languages: languages.map((l) => l.name), codeTemplate };
  }

  async problemTags(pid: number): Promise<Tag[]> {
    await this.visible(pid);
    return this.tagsOfVisible(pid);
  }

  async problemLanguages(pid: number): Promise<PublicLanguage[]> {
    await this.visible(pid);
    return this.languagesOfVisible(pid);
  }

  /** The enabled templates of the problem's enabled languages. */
  async codeTemplates(pid: number): Promise<PublicCodeTemplate[]> {
    await this.visible(pid);
    const [languages, templates] = await Promise.all([this.languagesOfVisible(pid), this.problems.codeTemplates(pid)]);
    const names = new Map(languages.map((l) => [l.id, l.name]));
    return templates.filter((t) => t.status && names.has(t.languageId)).map((t) => ({ pid, lid: t.languageId, language: names.get(t.languageId) as string, code: t.code }));
  }

  /**
   * The problem switcher of the full-screen views: a training's (tid) or contest's (cid) problems with
   * the user's marks. A training's comes from its plugin's problem context (in the training's order);
   * contests come with their plugin, until then such ids are unknown. Without either, the public list.
   */
  async fullScreenList(context: { tid?: number; cid?: number; gid?: number }, user: SessionUser, get: ProblemContextRequest['get']): Promise<FullScreenRow[]> {
    if (context.cid) {
      // the contest's switcher labels its problems by display id with the user's marks inside it
      const owner = this.owner('cid');
      if (owner.fullScreenRows) return owner.fullScreenRows({ id: context.cid, user, get });
      return this.contextList(await this.openedBy({ cid: context.cid, user, get }), user);
    }
    if (context.tid !== undefined) return this.contextList(await this.openedBy({ tid: context.tid, user, get }), user);
    if (context.gid !== undefined) return this.contextList(await this.openedBy({ gid: context.gid, user, get }), user);
    const all = await this.catalog.all();
    const marks = all.length ? await this.statuses.statusOf(user.uid, all.map((r) => r.pid), {}) : new Map<number, UserProblemStatus>();
    return all.map((r) => ({ id: r.pid, problemId: r.problemId, title: r.title, status: marks.get(r.pid)?.status ?? NOT_SUBMITTED, score: marks.get(r.pid)?.score ?? null }));
  }

  /**
   * The user's mark on each problem asked about, -10 where there is none (HOJ answers every pid sent).
   * A mark is the user's own result, so it tells nothing about a problem they could not see; no
   * visibility check is needed. Contest and group lists belong to their plugins (unknown until then).
   */
  async userStatus(pidList: readonly number[], context: { cid?: number; gid?: number; contest?: boolean; containsEnd?: boolean }, user: SessionUser, get?: ProblemContextRequest['get']): Promise<Record<number, UserProblemStatus>> {
    const pids = [...new Set(pidList)];
    if (context.contest || context.cid) {
      // a contest's marks are the user's results inside it (its plugin's problemContexts entry for cid)
      const owner = this.contexts.list().find((c) => c.field === 'cid');
      if (!owner?.statuses || !context.cid || !get) throw new NotFound('problem.contextNotFound');
      return owner.statuses({ id: context.cid, pids, user, containsEnd: Boolean(context.containsEnd), get });
    }
    if (context.gid) {
      // a group's list: its members' marks, from the group's own submissions when its plugin answers them
      if (!get || !(await groupRoleOf(get, context.gid, user))) throw new NotFound('problem.contextNotFound');
      const owner = this.contexts.list().find((c) => c.field === 'gid');
      if (owner?.statuses) return owner.statuses({ id: context.gid, pids, user, containsEnd: false, get });
    }
    const marks = pids.length ? await this.statuses.statusOf(user.uid, pids, {}) : new Map<number, UserProblemStatus>();
    const result: Record<number, UserProblemStatus> = {};
    for (const pid of pids) result[pid] = marks.get(pid) ?? { status: NOT_SUBMITTED, score: null };
    return result;
  }

  async recentlyUpdated(): Promise<Array<Pick<ProblemListRow, 'problemId' | 'title' | 'type' | 'gmtModified'> & { id: number }>> {
    const rows = await this.problems.recentlyUpdated(VISIBLE, RECENT_UPDATED_PROBLEMS);
    return rows.map((r) => ({ id: r.pid, problemId: r.problemId, title: r.title, type: r.type, gmtModified: r.gmtModified }));
  }

  /** Adds or removes a visible problem; answers whether it is on the list now. */
  async toggleTodo(pid: number, set: boolean, user: SessionUser): Promise<boolean> {
    await this.visible(pid);
    return this.todos.toggle(user.uid, pid, set);
  }

  async todoList(user: SessionUser): Promise<TodoProblem[]> {
    return this.todos.list(user.uid, { publicOnly: true, limit: TODO_LIST_MAX });
  }

  /** The pids a plugin's context opens to the user; 'not found' when no enabled plugin owns that kind of id. */
  private async openedBy(context: ProblemContextRequest): Promise<number[]> {
    const field = context.cid !== undefined ? 'cid' : context.gid !== undefined ? 'gid' : 'tid';
    const id = context[field];
    const owner = this.owner(field);
    if (id === undefined) throw new NotFound('problem.contextNotFound');
    return owner.problemIds({ id, user: context.user, get: context.get });
  }

  private owner(field: 'cid' | 'gid' | 'tid'): ProblemContext {
    const owner = this.contexts.list().find((c) => c.field === field);
    if (!owner) throw new NotFound('problem.contextNotFound');
    return owner;
  }

  private async contextList(pids: number[], user: SessionUser): Promise<FullScreenRow[]> {
    if (!pids.length) return [];
    const [rows, marks] = await Promise.all([this.problems.findRows(pids), this.statuses.statusOf(user.uid, pids, {})]);
    const byPid = new Map(rows.map((r) => [r.pid, r]));
    return pids.flatMap((pid) => {
      const r = byPid.get(pid);
      return r ? [{ id: pid, problemId: r.problemId, title: r.title, status: marks.get(pid)?.status ?? NOT_SUBMITTED, score: marks.get(pid)?.score ?? null }] : [];
    });
  }

  private async visible(pid: number): Promise<Problem> {
    const problem = await this.problems.find(pid);
    if (!problem || !isVisible(problem)) throw new NotFound('problem.notFound');
    return problem;
  }

  private async tagsOfVisible(pid: number): Promise<Tag[]> {
    return (await this.tags.tagsOfProblems([pid])).get(pid) ?? [];
  }

  private async languagesOfVisible(pid: number): Promise<PublicLanguage[]> {
    return this.languages.publicByIds(await this.problems.languageIds(pid));
  }
}
