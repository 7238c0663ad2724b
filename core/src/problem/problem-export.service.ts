import { inject, injectable } from 'inversify';
import { FileDownload } from '../api/api-route';
import { FILE_STORE, type FileStore } from '../file/file-store.port';
import { sniffImageType } from '../file/image-type';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { NotFound, ValidationError } from '../shared/errors';
import { ATTACHMENT_SCHEME, PROBLEM_FORMATS, PROBLEM_IMPORT_LIMITS, type ProblemFormatId, type ProblemFormats } from './problem-import.port';
import { MD_FILE_PATH, MD_IMAGE_PATH } from '../file/md-file.routes';
import type { ProblemPackage } from './problem-package';
import type { Problem, ProblemFields } from './problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from './problem.repository';
import { TAG_REPOSITORY, type TagRepository } from './tag.repository';

const pattern = (path: string) => path.replace(/[/.]/g, '\\$&');
/** Links to stored files inside statements (see attachmentLink): an image by hash, a file by hash and name. */
const ATTACHMENT_LINK = new RegExp(`${pattern(MD_IMAGE_PATH)}([0-9a-f]{64})|${pattern(MD_FILE_PATH)}([0-9a-f]{64})/([^\\s"'()<>]+)`, 'g');

const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint'] as const;

/**
 * Exports stored problems as one package file (HOJ zip by default; FPS, QDUOJ or Hydro on request):
 * every field, tags and languages by name, templates, cases and the images their statements link.
 */
@injectable()
export class ProblemExportService {
  constructor(
    @inject(PROBLEM_FORMATS) private readonly formats: ProblemFormats,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async export(pids: readonly number[], formatId: ProblemFormatId = 'hoj'): Promise<FileDownload> {
    const unique = [...new Set(pids)];
    if (unique.length === 0) throw new ValidationError('problemExport.noneSelected', {}, [{ field: 'pid', key: 'problemExport.noneSelected' }]);
    if (unique.length > PROBLEM_IMPORT_LIMITS.maxProblems) throw new ValidationError('problemExport.tooMany', { max: PROBLEM_IMPORT_LIMITS.maxProblems });
    const format = this.formats.get(formatId);
    if (!format) throw new ValidationError('problemImport.unknownFormat', { format: formatId });
    const packages: ProblemPackage[] = [];
    for (const pid of unique) packages.push(await this.packageOf(pid));
    const out = await format.serialize(packages);
    return new FileDownload(out.filename, out.contentType, out.data);
  }

  /** One stored problem as a package. */
  async packageOf(pid: number): Promise<ProblemPackage> {
    const problem = await this.problems.find(pid);
    if (!problem) throw new NotFound('problemExport.notFound', { pid });
    const [tags, languageIds, templates, cases, languages] = await Promise.all([
      this.tags.tagsOfProblems([pid]),
      this.problems.languageIds(pid),
      this.problems.codeTemplates(pid),
      this.problems.cases(pid),
      this.languages.list(),
    ]);
    const nameOf = new Map(languages.map((l) => [l.id, l.name]));
    const fields = fieldsOf(problem);
    const attachments: ProblemPackage['attachments'] = [];
    for (const key of STATEMENT_FIELDS) {
      for (const [link, imageHash, fileHash, fileName] of fields[key].matchAll(ATTACHMENT_LINK)) {
        const name = await this.attachmentName(imageHash ?? fileHash, fileName, attachments);
        if (name) fields[key] = fields[key].split(link).join(ATTACHMENT_SCHEME + name);
      }
    }
    return {
      fields,
      tags: (tags.get(pid) ?? []).map((t) => t.name),
      languages: languageIds.map((id) => nameOf.get(id)).filter((n): n is string => Boolean(n)),
      codeTemplates: templates.filter((t) => t.status && nameOf.has(t.languageId)).map((t) => ({ language: nameOf.get(t.languageId) as string, code: t.code })),
      cases: await Promise.all(
        cases.map(async (c) => ({ inputName: c.inputName, outputName: c.outputName, input: await this.files.read(c.inputHash), output: await this.files.read(c.outputHash), score: c.score, groupNum: c.groupNum })),
      ),
      solutions: [],
      attachments,
    };
  }

  /**
   * The package file a link names: an image as `<hash>.<type>`, another file by its download name (the
   * hash before it when two files share a name). Read once; undefined when the file is gone (the link stays).
   */
  private async attachmentName(hash: string, fileName: string | undefined, attachments: Array<ProblemPackage['attachments'][number] & { hash?: string }>): Promise<string | undefined> {
    const data = await this.files.read(hash).catch(() => undefined);
    if (!data) return undefined;
    let name = fileName ? safeDecode(fileName) : `${hash}.${sniffImageType(data) ?? 'bin'}`;
    const same = attachments.find((a) => a.name === name);
    if (same?.data.equals(data)) return name;
    if (same) name = `${hash}-${name}`;
    if (!attachments.some((a) => a.name === name)) attachments.push({ name, data });
    return name;
  }
}

/** A link's file name, or the raw text when it is not valid percent-encoding; never a path. */
function safeDecode(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // kept as written
  }
  return decoded.split(/[\\/]/).pop() || 'file';
}

function fieldsOf(p: Problem): ProblemFields {
  return {
    problemId: p.problemId, title: p.title, author: p.author, type: p.type, judgeMode: p.judgeMode, judgeCaseMode: p.judgeCaseMode,
    timeLimit: p.timeLimit, memoryLimit: p.memoryLimit, stackLimit: p.stackLimit, description: p.description, input: p.input,
    output: p.output, examples: p.examples, hint: p.hint, source: p.source, statementFormat: p.statementFormat, difficulty: p.difficulty, auth: p.auth, ioScore: p.ioScore,
    codeShare: p.codeShare, spjCode: p.spjCode, spjLanguage: p.spjLanguage, userExtraFile: p.userExtraFile, judgeExtraFile: p.judgeExtraFile,
    videoExtraFile: p.videoExtraFile, isRemoveEndBlank: p.isRemoveEndBlank, openCaseResult: p.openCaseResult, isUploadCase: p.isUploadCase,
    isRemote: p.isRemote, remoteOj: p.remoteOj, isGroup: p.isGroup, gid: p.gid, applyPublicProgress: p.applyPublicProgress,
    isFileIO: p.isFileIO, ioReadFileName: p.ioReadFileName, ioWriteFileName: p.ioWriteFileName,
  };
}
