import {
  JUDGE_CASE_MODES,
  JUDGE_MODES,
  ProblemAuth,
  ProblemType,
  STATEMENT_FORMATS,
  ValidationError,
  type Archive,
  type ArchiveReader,
  type ArchiveWriter,
  type JudgeCaseMode,
  type JudgeMode,
  type PackageUpload,
  type ProblemAuthCode,
  type ProblemFormat,
  type ProblemPackage,
  type ProblemTypeCode,
  type SerializedPackages,
  type StatementFormat,
} from '@oj/core';
import { blankFields, safeFileName, uniqueName } from './package-text';
import { hasEntry, read, readJson, withArchive, sourceOf } from './zip-package';

/** Attachments sit beside the cases in a folder of their own (our addition; HOJ keeps images on its server). */
const ATTACHMENT_FOLDER = 'additional_file/';

/**
 * HOJ's own problem zip (peer-hoj §7): `problem_<id>.json` at the top, its data files in the sibling
 * folder `problem_<id>/`. The JSON carries every field of the problem, its tags, languages and code
 * templates; we add `solutions` and the folder's `additional_file/` (attachments), which HOJ ignores.
 */
export class HojFormat implements ProblemFormat {
  readonly id = 'hoj' as const;

  constructor(
    private readonly reader: ArchiveReader,
    private readonly writer: ArchiveWriter,
  ) {}

  parse(upload: PackageUpload): Promise<ProblemPackage[]> {
    return withArchive(this.reader, sourceOf(upload), async (archive) => {
      const jsons = archive.entries.map((e) => e.name).filter((n) => /^[^/]+\.json$/i.test(n)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      if (jsons.length === 0) throw new ValidationError('problemImport.noProblemFound', { format: 'HOJ', expected: 'problem_<id>.json' });
      const packages: ProblemPackage[] = [];
      for (const json of jsons) packages.push(await parseProblem(archive, json));
      return packages;
    });
  }

  async serialize(packages: readonly ProblemPackage[]): Promise<SerializedPackages> {
    const files: Array<{ name: string; data: Buffer }> = [];
    const taken = new Set<string>();
    packages.forEach((pkg, i) => {
      const stem = uniqueName(`problem_${safeFileName(pkg.fields.problemId, String(i + 1))}`, taken);
      files.push({ name: `${stem}.json`, data: Buffer.from(JSON.stringify(problemJson(pkg), null, 2), 'utf8') });
      const names = new Set<string>();
      for (const c of pkg.cases) {
        for (const [name, data] of [[c.inputName, c.input], [c.outputName, c.output]] as const) {
          if (names.has(name)) continue;
          names.add(name);
          files.push({ name: `${stem}/${name}`, data });
        }
      }
      for (const a of pkg.attachments) files.push({ name: `${stem}/${ATTACHMENT_FOLDER}${a.name}`, data: a.data });
    });
    return { filename: 'problems-hoj.zip', contentType: 'application/zip', data: await this.writer.zip(files) };
  }
}

function problemJson(pkg: ProblemPackage): Record<string, unknown> {
  const f = pkg.fields;
  return {
    judgeMode: f.judgeMode,
    languages: pkg.languages,
    samples: pkg.cases.map((c) => ({ input: c.inputName, output: c.outputName, score: c.score, groupNum: c.groupNum })),
    tags: pkg.tags,
    problem: { ...f, isRemote: false },
    codeTemplates: pkg.codeTemplates.map((t) => ({ language: t.language, code: t.code, status: true })),
    userExtraFile: f.userExtraFile,
    judgeExtraFile: f.judgeExtraFile,
    solutions: pkg.solutions,
  };
}

/** Names given as strings or as objects with a name (HOJ writes either, by version). */
const names = (v: unknown): string[] => read.list(v).map((x) => read.str(typeof x === 'object' ? read.obj(x).name : x).trim()).filter(Boolean);

const oneOf = <T>(values: readonly T[], v: unknown, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

async function parseProblem(archive: Archive, json: string): Promise<ProblemPackage> {
  const root = read.obj(await readJson(archive, json));
  const p = read.obj(root.problem);
  const title = read.str(p.title).trim();
  if (!title) throw new ValidationError('problemImport.noTitle', { item: json });
  const folder = `${json.replace(/\.json$/i, '')}/`;
  const d = blankFields();
  const judgeMode = oneOf<JudgeMode>(JUDGE_MODES, root.judgeMode ?? p.judgeMode, d.judgeMode);
  const fields = {
    ...d,
    problemId: read.str(p.problemId).trim(),
    title,
    author: read.str(p.author),
    type: oneOf<ProblemTypeCode>([ProblemType.ACM, ProblemType.OI], p.type, d.type),
    judgeMode,
    judgeCaseMode: oneOf<JudgeCaseMode>(JUDGE_CASE_MODES, p.judgeCaseMode, d.judgeCaseMode),
    timeLimit: read.num(p.timeLimit, d.timeLimit),
    memoryLimit: read.num(p.memoryLimit, d.memoryLimit),
    stackLimit: read.num(p.stackLimit, d.stackLimit),
    description: read.str(p.description),
    input: read.str(p.input),
    output: read.str(p.output),
    examples: read.str(p.examples),
    hint: read.str(p.hint),
    source: read.str(p.source),
    // ours (HOJ's statements are markdown): an export of ours keeps an HTML statement HTML
    statementFormat: oneOf<StatementFormat>(STATEMENT_FORMATS, p.statementFormat, d.statementFormat),
    difficulty: read.num(p.difficulty, d.difficulty),
    auth: oneOf<ProblemAuthCode>(Object.values(ProblemAuth), p.auth, d.auth),
    ioScore: read.num(p.ioScore, d.ioScore),
    codeShare: read.bool(p.codeShare, d.codeShare),
    spjCode: judgeMode === 'default' ? null : read.str(p.spjCode) || null,
    spjLanguage: judgeMode === 'default' ? null : read.str(p.spjLanguage) || null,
    userExtraFile: read.textMap(root.userExtraFile ?? p.userExtraFile),
    judgeExtraFile: read.textMap(root.judgeExtraFile ?? p.judgeExtraFile),
    videoExtraFile: read.textMap(p.videoExtraFile),
    isRemoveEndBlank: read.bool(p.isRemoveEndBlank, d.isRemoveEndBlank),
    openCaseResult: read.bool(p.openCaseResult, d.openCaseResult),
    isUploadCase: read.bool(p.isUploadCase, d.isUploadCase),
    isFileIO: read.bool(p.isFileIO, d.isFileIO),
    ioReadFileName: read.str(p.ioReadFileName) || null,
    ioWriteFileName: read.str(p.ioWriteFileName) || null,
  };
  const cases = [];
  for (const raw of read.list(root.samples)) {
    const s = read.obj(raw);
    const inputName = read.str(s.input);
    const outputName = read.str(s.output);
    // hand-typed cases (isUploadCase false) carry their text instead of file names
    const literal = !fields.isUploadCase && !hasEntry(archive, folder + inputName);
    cases.push({
      inputName: literal ? `${cases.length + 1}.in` : inputName,
      outputName: literal ? `${cases.length + 1}.out` : outputName,
      input: literal ? Buffer.from(inputName, 'utf8') : await archive.read(folder + inputName),
      output: literal ? Buffer.from(outputName, 'utf8') : await archive.read(folder + outputName),
      score: read.num(s.score, 0),
      groupNum: typeof s.groupNum === 'number' ? s.groupNum : null,
    });
  }
  const attachments = [];
  for (const { name } of archive.entries) {
    if (name.startsWith(folder + ATTACHMENT_FOLDER) && !name.slice(folder.length + ATTACHMENT_FOLDER.length).includes('/')) {
      attachments.push({ name: name.slice(folder.length + ATTACHMENT_FOLDER.length), data: await archive.read(name) });
    }
  }
  return {
    fields,
    tags: names(root.tags),
    languages: names(root.languages),
    codeTemplates: read.list(root.codeTemplates).map(read.obj).filter((t) => typeof t.language === 'string' && typeof t.code === 'string').map((t) => ({ language: t.language as string, code: t.code as string })),
    cases,
    solutions: read.list(root.solutions).map(read.obj).filter((s) => typeof s.language === 'string' && typeof s.code === 'string').map((s) => ({ language: s.language as string, code: s.code as string })),
    attachments,
  };
}
