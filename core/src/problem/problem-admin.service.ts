import { inject, injectable } from 'inversify';
import { FileDownload } from '../api/api-route';
import { ARCHIVE_WRITER, type ArchiveWriter } from '../file/archive.port';
import { FILE_STORE, type FileStore } from '../file/file-store.port';
import { CheckerCompiler } from '../judge/checker-compiler';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { OWN_JUDGE, type Language } from '../language/language.model';
import { Conflict, NotFound, ValidationError } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import type { AdminProblemListQuery, CompileCheckerBody, ProblemSaveBody } from './problem-form.dto';
import { extraFilesOf, fillScores, formCasesOf, ioScoreOf, problemFieldsOf, SUBTASK_MODES, tagNamesOf, type FormCase } from './problem-form.rules';
import { ApplyPublic, PROBLEM_LIMITS, ProblemAuth, ProblemType, type Problem, type ProblemAuthCode, type ProblemCase, type ProblemCodeTemplate, type ProblemFields } from './problem.model';
import { problemOjOf } from './problem-oj';
import { PROBLEM_REPOSITORY, type ProblemListRow, type ProblemRepository } from './problem.repository';
import { TAG_DEFAULT_COLOR, type Tag } from './tag.model';
import { TAG_REPOSITORY, type TagRepository } from './tag.repository';
import { storeTestDataManifest } from './test-data-manifest';
import { TEST_CASE_FILE_MAX_BYTES, TestcaseUploadService, type UploadedCase } from './testcase-upload.service';

/** Admin lists are 10 a page unless asked otherwise (03 §9). */
export const ADMIN_PROBLEM_PAGE_SIZE = 10;
/** Checkers and interactors are C or C++ (the runner's checker languages). */
const CHECKER_CONTENT_TYPES = ['text/x-csrc', 'text/x-c++src'];

/** A problem as the admin form loads it: every field, with its tags, languages and templates. */
export interface AdminProblemView extends Problem {
  tags: Tag[];
  languages: Array<{ id: number; name: string }>;
  codeTemplates: ProblemCodeTemplate[];
}

/** One test case as the editor lists it (HOJ's problem_case row): names, or with isUpload=false the text. */
export interface AdminCaseView {
  id: number;
  pid: number;
  index: number;
  input: string;
  output: string;
  score: number;
  groupNum: number | null;
}

/** A group's problem (03 §3 Group problem): saved with is_group and the gid; its author is its creator. */
export interface GroupProblemScope {
  gid: number;
}

/**
 * The admin's problem bank (03 §2 Problems, §5 Admin, §7): create and edit with every rule of the form,
 * test data from an upload (`uploadTestcaseDir`) or typed samples, turned into the runners' manifest
 * (its hash is the caseVersion); delete, auth change, lists with private and contest problems, cases
 * and their zip, and checker compiles.
 */
@injectable()
export class ProblemAdminService {
  constructor(
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(FILE_STORE) private readonly files: FileStore,
    @inject(ARCHIVE_WRITER) private readonly archives: ArchiveWriter,
    @inject(TestcaseUploadService) private readonly uploads: TestcaseUploadService,
    @inject(CheckerCompiler) private readonly compiler: CheckerCompiler,
  ) {}

  /** With `group`, a group's problem (the groups plugin prefixes its display id first). */
  async create(body: ProblemSaveBody, username: string, group?: GroupProblemScope): Promise<Problem> {
    const fields = problemFieldsOf(body, username);
    if (group) Object.assign(fields, { isGroup: true, gid: group.gid, applyPublicProgress: null, author: username });
    if (await this.problems.findByProblemId(fields.problemId)) throw new Conflict('problem.problemIdExists', { problemId: fields.problemId });
    const draft = await this.draftOf(body, fields, username, undefined);
    return this.problems.create(draft);
  }

  async update(body: ProblemSaveBody, username: string): Promise<Problem> {
    const id = body.problem.id;
    const existing = id ? await this.problems.find(id) : undefined;
    if (!existing) throw new NotFound('problem.notFound');
    const fields: ProblemFields = {
      ...problemFieldsOf(body, existing.author),
      // a client that does not know the statement format keeps the stored one
      statementFormat: body.problem.statementFormat ?? existing.statementFormat,
      // what the admin form does not edit stays as it was
      author: existing.author,
      videoExtraFile: existing.videoExtraFile,
      remoteOj: existing.remoteOj,
      isGroup: existing.isGroup,
      gid: existing.gid,
      applyPublicProgress: existing.applyPublicProgress,
    };
    const other = await this.problems.findByProblemId(fields.problemId);
    if (other && other.id !== existing.id) throw new Conflict('problem.problemIdExists', { problemId: fields.problemId });
    // hidden by its import until its checker compiles: a save needs a compiled checker (or none), so the
    // problem becomes public, unless the admin chose contest-only meanwhile
    if (existing.publishOnCompile && fields.auth === ProblemAuth.PRIVATE) fields.auth = ProblemAuth.PUBLIC;
    const draft = await this.draftOf(body, fields, username, existing);
    const saved = await this.problems.update(existing.id, draft);
    if (!saved) throw new NotFound('problem.notFound');
    return saved;
  }

  /**
   * The gid of a group's problem that is not public (its admins' business, not the site admins'), or null for
   * a problem of the bank; 'not found' when there is no such problem.
   */
  async groupOf(pid: number): Promise<number | null> {
    const problem = await this.problems.find(pid);
    if (!problem) throw new NotFound('problem.notFound');
    return problem.isGroup && problem.gid !== null && problem.applyPublicProgress !== ApplyPublic.PUBLIC ? problem.gid : null;
  }

  /** Whether a group's problem has applied to be public (applying or refused): the site admins examine it. */
  async applied(pid: number): Promise<boolean> {
    const problem = await this.problems.find(pid);
    return Boolean(problem?.isGroup && problem.applyPublicProgress !== null);
  }

  async delete(pid: number): Promise<void> {
    if (!(await this.problems.delete(pid))) throw new NotFound('problem.notFound');
  }

  async get(pid: number): Promise<AdminProblemView> {
    const problem = await this.problems.find(pid);
    if (!problem) throw new NotFound('problem.notFound');
    const [tags, languageIds, codeTemplates, languages] = await Promise.all([
      this.tags.tagsOfProblems([pid]),
      this.problems.languageIds(pid),
      this.problems.codeTemplates(pid),
      this.languages.list(),
    ]);
    const byId = new Map(languages.map((l) => [l.id, l]));
    return {
      ...problem,
      tags: tags.get(pid) ?? [],
      languages: languageIds.flatMap((id) => (byId.has(id) ? [{ id, name: (byId.get(id) as Language).name }] : [])),
      codeTemplates,
    };
  }

  /**
   * Every problem outside groups, private and contest ones too (admins see all), 10 a page by default; `oj` as the
   * public list reads it (ALL, ME/Mine, a remote key). With `group`, that group's problems only.
   */
  list(query: AdminProblemListQuery, group?: GroupProblemScope): Promise<Page<ProblemListRow>> {
    const keyword = query.keyword?.trim();
    // a group's problems belong to its admins (and the groups plugin's lists); public ones join the bank
    return this.problems.list({ publicOnly: false, gid: group?.gid ?? null, keyword: keyword || undefined, auth: query.auth, oj: problemOjOf(query.oj) }, pageRequest(query.currentPage, query.limit, ADMIN_PROBLEM_PAGE_SIZE));
  }

  /** A problem whose checker never compiled cannot be made public here: its edit page compiles it first. */
  async changeAuth(id: number, auth: ProblemAuthCode, username: string): Promise<void> {
    const problem = await this.problems.find(id);
    if (!problem) throw new NotFound('problem.notFound');
    if (auth === ProblemAuth.PUBLIC && problem.judgeMode !== 'default' && !problem.spjCompileOk) throw new ValidationError('problem.publishNeedsCompile');
    if (!(await this.problems.setAuth(id, auth, username))) throw new NotFound('problem.notFound');
  }

  /** The saved cases; with `isUpload` false (typed samples) their text as well. */
  async cases(pid: number, isUpload = true): Promise<AdminCaseView[]> {
    if (!(await this.problems.find(pid))) throw new NotFound('problem.notFound');
    const cases = await this.problems.cases(pid);
    return Promise.all(
      cases.map(async (c, i) => ({
        id: i + 1,
        pid,
        index: i + 1,
        input: isUpload ? c.inputName : await this.textOf(c.inputHash, c.inputSize, c.inputName),
        output: isUpload ? c.outputName : await this.textOf(c.outputHash, c.outputSize, c.outputName),
        score: c.score,
        groupNum: c.groupNum,
      })),
    );
  }

  /** `GET /api/file/download-testcase`: the cases as a zip, under the names they were saved with. */
  async downloadTestcase(pid: number): Promise<FileDownload> {
    const problem = await this.problems.find(pid);
    if (!problem) throw new NotFound('problem.notFound');
    const files: Array<{ name: string; data: Buffer }> = [];
    const taken = new Set<string>();
    for (const c of await this.problems.cases(pid)) {
      for (const [name, hash] of [[c.inputName, c.inputHash], [c.outputName, c.outputHash]]) {
        if (taken.has(name)) continue;
        taken.add(name);
        files.push({ name, data: await this.files.read(hash) });
      }
    }
    return new FileDownload(`problem_${problem.problemId}_testcase.zip`, 'application/zip', await this.archives.zip(files));
  }

  /**
   * `compile-spj` / `compile-interactive`: compiles on a runner; a compile error is refused with the compiler's
   * message. With a pid whose stored checker this is, answers whether that made the problem public.
   */
  async compileChecker(body: CompileCheckerBody): Promise<{ published: boolean }> {
    if (!body.code.trim()) throw new ValidationError('problem.spjCodeRequired');
    const language = await this.checkerLanguage(body.language);
    const extraFiles = extraFilesOf(body.extraFiles, 'extraFiles') ?? undefined;
    const result = await this.compiler.compile({ language, code: body.code, extraFiles });
    if (!result.ok) throw new ValidationError('problem.checkerCompileError', { message: result.message }).withData({ compileMessage: result.message });
    return { published: body.pid ? await this.recordCompiled(body.pid, { language, code: body.code, extraFiles: extraFiles ?? null }) : false };
  }

  /**
   * A compile of exactly the problem's stored checker (code, language, extra files) marks it compiled, and
   * makes public a problem its import hid until then (publishOnCompile). Another program changes nothing:
   * the form saves it, and the save checks that compile.
   */
  private async recordCompiled(pid: number, program: { language: string; code: string; extraFiles: Record<string, string> | null }): Promise<boolean> {
    const problem = await this.problems.find(pid);
    if (!problem || problem.judgeMode === 'default' || problem.spjCode !== program.code || problem.spjLanguage !== program.language) return false;
    if (JSON.stringify(problem.judgeExtraFile ?? {}) !== JSON.stringify(program.extraFiles ?? {})) return false;
    return (await this.problems.checkerCompiled(pid, { spjCode: program.code, spjLanguage: program.language })) && problem.publishOnCompile;
  }

  private async draftOf(body: ProblemSaveBody, fields: ProblemFields, username: string, existing: Problem | undefined) {
    const languages = await this.languages.list();
    const languageIds = this.languageIdsOf(body, fields, languages);
    const codeTemplates = this.templatesOf(body, languages);
    const tagRefs = tagNamesOf(body.tags);
    const spjCompileOk = await this.checkChecker(fields, existing, languages);
    const cases = await this.casesOf(body, fields, existing);
    if (fields.type === ProblemType.OI && cases.length) fields.ioScore = ioScoreOf(cases, fields.judgeCaseMode);
    const caseVersion = fields.isRemote ? null : await storeTestDataManifest(this.files, fields, cases);
    // tags last: nothing is created for a save that is refused
    const tagIds = await this.tagIdsOf(tagRefs, fields.gid);
    // a saved problem's checker compiled (or it has none): nothing left to wait for
    return { fields, tagIds, languageIds, codeTemplates, cases, caseVersion, spjCompileOk, publishOnCompile: false, modifiedUser: username };
  }

  private languageIdsOf(body: ProblemSaveBody, fields: ProblemFields, languages: Language[]): number[] {
    const ids = new Set<number>();
    for (const ref of body.languages ?? []) {
      const found = languages.find((l) => (ref.id !== undefined ? l.id === ref.id : l.name === ref.name?.trim()));
      if (!found) throw new ValidationError('problem.languageUnknown', { language: ref.name ?? ref.id });
      ids.add(found.id);
    }
    if (ids.size === 0 && !fields.isRemote) throw new ValidationError('problem.languageRequired', {}, [{ field: 'languages', key: 'problem.languageRequired' }]);
    return [...ids];
  }

  private templatesOf(body: ProblemSaveBody, languages: Language[]): ProblemCodeTemplate[] {
    return (body.codeTemplates ?? []).map((t) => {
      const language = languages.find((l) => l.id === t.lid);
      if (!language) throw new ValidationError('problem.languageUnknown', { language: t.lid });
      const status = t.status ?? true;
      if (status && !(t.code ?? '').trim()) throw new ValidationError('problem.codeTemplateEmpty', { language: language.name }, [{ field: 'codeTemplates', key: 'problem.codeTemplateEmpty', params: { language: language.name } }]);
      return { languageId: language.id, code: t.code ?? '', status };
    });
  }

  /** A checker or interactor must have compiled on a runner, unless it is exactly the one saved before (which did). */
  private async checkChecker(fields: ProblemFields, existing: Problem | undefined, languages: Language[]): Promise<boolean> {
    if (fields.judgeMode === 'default') return false;
    const language = await this.checkerLanguage(fields.spjLanguage ?? '', languages);
    fields.spjLanguage = language;
    const unchanged =
      existing?.spjCompileOk === true &&
      existing.judgeMode !== 'default' &&
      existing.spjCode === fields.spjCode &&
      existing.spjLanguage === language &&
      JSON.stringify(existing.judgeExtraFile ?? {}) === JSON.stringify(fields.judgeExtraFile ?? {});
    const program = { language, code: fields.spjCode ?? '', extraFiles: fields.judgeExtraFile ?? undefined };
    if (!unchanged && !(await this.compiler.wasCompiled(program))) throw new ValidationError('problem.spjNotCompiled', {}, [{ field: 'spjCode', key: 'problem.spjNotCompiled' }]);
    return true;
  }

  private async checkerLanguage(name: string, languages?: Language[]): Promise<string> {
    const list = languages ?? (await this.languages.list());
    const found = list.find((l) => l.oj === OWN_JUDGE && (l.name === name.trim() || l.key === name.trim()) && CHECKER_CONTENT_TYPES.includes(l.contentType));
    if (!found) throw new ValidationError('problem.spjLanguageInvalid', { language: name }, [{ field: 'spjLanguage', key: 'problem.spjLanguageInvalid', params: { language: name } }]);
    return found.key;
  }

  private async casesOf(body: ProblemSaveBody, fields: ProblemFields, existing: Problem | undefined): Promise<ProblemCase[]> {
    const form = formCasesOf(body.samples, fields, fields.isUploadCase);
    if (fields.isRemote) return [];
    const stored = fields.isUploadCase ? await this.uploadedCases(form, body.uploadTestcaseDir, existing) : await this.typedCases(form);
    const scores = fields.type === ProblemType.OI ? fillScores(form.map((c) => c.score)) : form.map(() => 0);
    const cases = stored.map((c, i) => ({ ...c, score: scores[i], groupNum: form[i].groupNum }));
    if (fields.type === ProblemType.OI && SUBTASK_MODES.includes(fields.judgeCaseMode)) {
      // every case of a group carries the group's score (the judge scores a group by its cases)
      const groupScore = new Map<number, number>();
      for (const c of cases) groupScore.set(c.groupNum ?? 0, Math.max(groupScore.get(c.groupNum ?? 0) ?? 0, c.score));
      for (const c of cases) c.score = groupScore.get(c.groupNum ?? 0) ?? c.score;
    }
    return cases;
  }

  /** Cases named by the form, found in the upload it names, else among the problem's saved cases. */
  private async uploadedCases(form: FormCase[], uploadTestcaseDir: string | null | undefined, existing: Problem | undefined): Promise<ProblemCase[]> {
    const dir = uploadTestcaseDir?.trim();
    let pool: Map<string, Omit<ProblemCase, 'score' | 'groupNum'>>;
    if (dir) {
      const uploaded = await this.uploads.find(dir);
      if (!uploaded) throw new ValidationError('testcase.uploadExpired', {}, [{ field: 'uploadTestcaseDir', key: 'testcase.uploadExpired' }]);
      pool = new Map(uploaded.map((u: UploadedCase) => [u.input, { inputName: u.input, outputName: u.output, inputHash: u.inputHash, outputHash: u.outputHash, inputSize: u.inputSize, outputSize: u.outputSize }]));
    } else if (existing) {
      pool = new Map((await this.problems.cases(existing.id)).map((c) => [c.inputName, c]));
    } else {
      throw new ValidationError('problem.testCaseRequired', {}, [{ field: 'samples', key: 'problem.testCaseRequired' }]);
    }
    return form.map((c) => {
      const found = pool.get(c.input);
      if (!found) throw new ValidationError('testcase.caseMissing', { name: c.input });
      return { ...found, score: 0, groupNum: null };
    });
  }

  /** Typed samples become files too (`1.in`/`1.out`, ...), so runners judge every problem alike. */
  private typedCases(form: FormCase[]): Promise<ProblemCase[]> {
    return Promise.all(
      form.map(async (c, i) => {
        const [input, output] = await Promise.all([
          this.files.put(Buffer.from(c.input), { maxBytes: TEST_CASE_FILE_MAX_BYTES }),
          this.files.put(Buffer.from(c.output), { maxBytes: TEST_CASE_FILE_MAX_BYTES }),
        ]);
        return { inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, inputHash: input.hash, outputHash: output.hash, inputSize: input.size, outputSize: output.size, score: 0, groupNum: null };
      }),
    );
  }

  /** Site tags, and for a group's problem its group's tags too (a new name becomes a tag of the group). */
  private async tagIdsOf(refs: Array<{ id?: number; name: string }>, gid: number | null): Promise<number[]> {
    const ids: number[] = [];
    for (const ref of refs) {
      if (ref.id) {
        const found = await this.tags.find(ref.id);
        if (!found || (found.gid !== null && found.gid !== gid)) throw new NotFound('tag.notFound');
        ids.push(ref.id);
        continue;
      }
      const tag =
        (gid !== null ? await this.tags.findByName(ref.name, OWN_JUDGE, gid) : undefined) ??
        (await this.tags.findByName(ref.name, OWN_JUDGE, null)) ??
        (await this.tags.create({ name: ref.name, color: TAG_DEFAULT_COLOR, oj: OWN_JUDGE, gid, tcid: null }).catch(async (error: unknown) => {
          // created meanwhile by another save
          const again = await this.tags.findByName(ref.name, OWN_JUDGE, gid);
          if (again) return again;
          throw error;
        }));
      if (!ids.includes(tag.id)) ids.push(tag.id);
    }
    return ids;
  }

  private async textOf(hash: string, size: number, name: string): Promise<string> {
    // typed samples are small; anything big is shown by name
    if (size > PROBLEM_LIMITS.extraFileMax) return name;
    return (await this.files.read(hash)).toString('utf8');
  }
}
