import { inject, injectable } from 'inversify';
import { FILE_STORE, type FileStore } from '../file/file-store.port';
import { sniffImageType } from '../file/image-type';
import { MD_FILE_PATH, MD_IMAGE_PATH } from '../file/md-file.routes';
import { CheckerCompiler } from '../judge/checker-compiler';
import { OWN_JUDGE, type Language } from '../language/language.model';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { ValidationError } from '../shared/errors';
import { ioScoreOf } from './problem-form.rules';
import { ATTACHMENT_SCHEME, PROBLEM_FORMATS, type PackageUpload, type ProblemFormatId, type ProblemFormats } from './problem-import.port';
import { checkPackage, DISPLAY_ID_PATTERN, PACKAGE_LIMITS } from './problem-import.rules';
import type { ProblemPackage } from './problem-package';
import { ProblemAuth, ProblemType, type ProblemAuthCode, type ProblemCase, type ProblemCodeTemplate, type ProblemDraft } from './problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from './problem.repository';
import { TAG_DEFAULT_COLOR } from './tag.model';
import { TAG_REPOSITORY, type TagRepository } from './tag.repository';
import { storeTestDataManifest } from './test-data-manifest';

/**
 * How a statement links an imported attachment: where the markdown editor's uploads are served, an
 * image by its hash, any other file by hash and name (a download). Export turns these links back into files.
 */
export function attachmentLink(name: string, data: Buffer, hash: string): string {
  return sniffImageType(data) ? `${MD_IMAGE_PATH}${hash}` : `${MD_FILE_PATH}${hash}/${encodeURIComponent(name)}`;
}

/** New display ids count up from here, as HOJ's do. */
export const FIRST_DISPLAY_ID = 1000;

/**
 * What became of an imported special judge or interactor: compiled by a runner during the import, refused
 * by the compiler (its message), or not compiled (no runner online, or none answered in time).
 */
export type ImportedCheckerState = 'compiled' | 'compileError' | 'notCompiled';

/** What an import made: each problem's key, display id, title and visibility, in the archive's order. */
export interface ImportedProblem {
  pid: number;
  problemId: string;
  title: string;
  auth: ProblemAuthCode;
  /** Only for a problem with a checker or interactor: whether it compiled (a problem whose checker did not stays private until it does). */
  checker?: { state: ImportedCheckerState; message?: string };
}

export interface ImportOptions {
  /**
   * The checkers are known to compile: the sample problems, whose checkers the project's judge tests
   * compile and run (judge-runner/testsuite/seed-*), so a first start needs no runner to show them.
   */
  trustedCheckers?: boolean;
}

/**
 * Imports problem packages (HOJ, FPS, QDUOJ, Hydro) the way the admin form saves a problem: cases and
 * attachments into the FileStore, tags by name (missing ones created), languages and templates by the
 * site's language names, the runners' manifest as caseVersion. All or nothing per request: every
 * package is read and checked before the first is created, and if a create fails, the problems and tags
 * this request created are removed again (stored files are content-addressed and may be shared, so they
 * stay). A special judge or interactor is compiled on a runner during the import; one that does not
 * compile (or finds no runner) keeps its problem private until it does (publishOnCompile, docs/problems.md).
 */
@injectable()
export class ProblemImportService {
  constructor(
    @inject(PROBLEM_FORMATS) private readonly formats: ProblemFormats,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(FILE_STORE) private readonly files: FileStore,
    @inject(CheckerCompiler) private readonly compiler: CheckerCompiler,
  ) {}

  async import(formatId: ProblemFormatId, upload: PackageUpload, username: string, options: ImportOptions = {}): Promise<ImportedProblem[]> {
    const format = this.formats.get(formatId);
    if (!format) throw new ValidationError('problemImport.unknownFormat', { format: formatId });
    const packages = (await format.parse(upload)).map(checkPackage);
    const languages = (await this.languages.list()).filter((l) => l.oj === OWN_JUDGE);
    for (const pkg of packages) this.checkChecker(pkg, languages);
    const ids = await this.displayIds(packages);
    // every checker at once: they wait for a runner side by side, not one after another
    const checkers = await Promise.all(packages.map((pkg) => this.compileChecker(pkg, options)));

    const created: number[] = [];
    const createdTags: number[] = [];
    try {
      const out: ImportedProblem[] = [];
      for (const [i, pkg] of packages.entries()) {
        const draft = await this.draftOf(pkg, ids[i], username, languages, createdTags);
        const checker = checkers[i];
        if (checker) {
          draft.spjCompileOk = checker.state === 'compiled';
          // an uncompiled checker would judge nothing: the problem waits, private, for its first compile
          if (!draft.spjCompileOk && draft.fields.auth === ProblemAuth.PUBLIC) {
            draft.fields.auth = ProblemAuth.PRIVATE;
            draft.publishOnCompile = true;
          }
        }
        const problem = await this.problems.create(draft);
        created.push(problem.id);
        out.push({ pid: problem.id, problemId: problem.problemId, title: problem.title, auth: problem.auth, ...(checker ? { checker } : {}) });
      }
      return out;
    } catch (error) {
      for (const pid of created) await this.problems.delete(pid).catch(() => false);
      for (const tid of createdTags) await this.tags.delete(tid).catch(() => false);
      throw error;
    }
  }

  /** A checker or interactor must be in a language the judge compiles them in (C or C++). */
  private checkChecker(pkg: ProblemPackage, languages: Language[]): void {
    const f = pkg.fields;
    if (f.judgeMode === 'default') return;
    const found = languages.find((l) => (l.name === f.spjLanguage || l.key === f.spjLanguage) && ['text/x-csrc', 'text/x-c++src'].includes(l.contentType));
    if (!found) throw new ValidationError('problemImport.checkerLanguage', { title: f.title, language: f.spjLanguage ?? '' });
    f.spjLanguage = found.key;
  }

  /** Compiles a package's checker or interactor on a runner, when one is online (undefined: it has none). */
  private async compileChecker(pkg: ProblemPackage, options: ImportOptions): Promise<ImportedProblem['checker']> {
    const f = pkg.fields;
    if (f.judgeMode === 'default') return undefined;
    if (options.trustedCheckers) return { state: 'compiled' };
    try {
      const result = await this.compiler.compile({ language: f.spjLanguage ?? '', code: f.spjCode ?? '', extraFiles: f.judgeExtraFile ?? undefined });
      return result.ok ? { state: 'compiled' } : { state: 'compileError', message: result.message };
    } catch (error) {
      // no runner online, or none answered in time: the admin compiles it later on the edit page
      if (error instanceof ValidationError) return { state: 'notCompiled' };
      throw error;
    }
  }

  /** The archive's display id when it is well formed and free, else the next free number. */
  private async displayIds(packages: ProblemPackage[]): Promise<string[]> {
    const taken = new Set<string>();
    const free = async (id: string) => !taken.has(id.toLowerCase()) && !(await this.problems.findByProblemId(id));
    const out: string[] = [];
    let next = FIRST_DISPLAY_ID + (await this.problems.list({ publicOnly: false }, { currentPage: 1, limit: 1 })).total;
    for (const pkg of packages) {
      let id = pkg.fields.problemId.trim();
      if (!id || id.length > 64 || !DISPLAY_ID_PATTERN.test(id) || !(await free(id))) {
        while (!(await free(String(next)))) next++;
        id = String(next++);
      }
      taken.add(id.toLowerCase());
      out.push(id);
    }
    return out;
  }

  private async draftOf(pkg: ProblemPackage, problemId: string, username: string, languages: Language[], createdTags: number[]): Promise<ProblemDraft> {
    const fields = { ...pkg.fields, problemId, author: pkg.fields.author.trim() || username, isRemote: false, remoteOj: null, isGroup: false, gid: null, applyPublicProgress: null, isUploadCase: true };
    // statements link attachments by name; stored, they link the file by its hash
    for (const a of pkg.attachments) {
      const stored = await this.files.put(a.data, { maxBytes: PACKAGE_LIMITS.attachmentMaxBytes });
      const link = attachmentLink(a.name, a.data, stored.hash);
      for (const key of ['description', 'input', 'output', 'hint'] as const) fields[key] = fields[key].split(ATTACHMENT_SCHEME + a.name).join(link);
    }
    const cases: ProblemCase[] = [];
    for (const c of pkg.cases) {
      const [input, output] = [await this.files.put(c.input, { maxBytes: c.input.length }), await this.files.put(c.output, { maxBytes: c.output.length })];
      cases.push({ inputName: c.inputName, outputName: c.outputName, inputHash: input.hash, outputHash: output.hash, inputSize: input.size, outputSize: output.size, score: fields.type === ProblemType.OI ? c.score : 0, groupNum: c.groupNum });
    }
    if (fields.type === ProblemType.OI && cases.length) fields.ioScore = ioScoreOf(cases, fields.judgeCaseMode);
    const byName = new Map(languages.map((l) => [l.name, l]));
    const wanted = pkg.languages.map((n) => byName.get(n)).filter((l): l is Language => Boolean(l));
    // no language named (or none of ours): every language of our judge, as HOJ gives imports
    const languageIds = (wanted.length ? wanted : languages).map((l) => l.id);
    const codeTemplates: ProblemCodeTemplate[] = [];
    for (const t of pkg.codeTemplates) {
      const language = byName.get(t.language);
      if (language && t.code.trim() && !codeTemplates.some((c) => c.languageId === language.id)) codeTemplates.push({ languageId: language.id, code: t.code, status: true });
    }
    const caseVersion = await storeTestDataManifest(this.files, fields, cases);
    const tagIds = await this.tagIdsOf(pkg.tags, createdTags);
    return { fields, tagIds, languageIds: [...new Set(languageIds)], codeTemplates, cases, caseVersion, spjCompileOk: false, publishOnCompile: false, modifiedUser: username };
  }

  private async tagIdsOf(names: string[], createdTags: number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      let tag = await this.tags.findByName(name, OWN_JUDGE, null);
      if (!tag) {
        try {
          tag = await this.tags.create({ name, color: TAG_DEFAULT_COLOR, oj: OWN_JUDGE, gid: null, tcid: null });
          createdTags.push(tag.id);
        } catch (error) {
          // created meanwhile by another request: use theirs
          tag = await this.tags.findByName(name, OWN_JUDGE, null);
          if (!tag) throw error;
        }
      }
      if (!ids.includes(tag.id)) ids.push(tag.id);
    }
    return ids;
  }
}
