import { ProblemType, ValidationError, type Archive, type ArchiveReader, type ArchiveWriter, type PackageUpload, type ProblemFormat, type ProblemPackage, type SerializedPackages } from '@oj/core';
import { joinTemplate, splitTemplate } from './code-template';
import { checkerLanguage, foreignLanguage, QDUOJ_LANGUAGES, siteLanguage } from './language-names';
import { applyStatement, type FieldText } from './html-statement';
import { blankPackage, examplesText, samplesOf, splitScore } from './package-text';
import { problemFolders, read, readJson, withArchive, sourceOf } from './zip-package';

/** QDUOJ writes no output file for special-judge cases; Hydro reads '-' as "none". */
const NO_OUTPUT = '-';
/** QDUOJ's own score for each case of an ACM problem on export. */
const ACM_CASE_SCORE = 100;
/** Attachments: our addition (QDUOJ keeps images on its server). */
const ATTACHMENT_FOLDER = 'additional_file/';

/**
 * QDUOJ's export zip (FORMATS.md §2, peers §4.2): one folder per problem with `problem.json` and
 * `testcase/` (`1.in`, `1.out`, ...). QDUOJ's special judge reads `<input> <user output>`, the first two
 * of our judge's three arguments, so its checkers run unchanged.
 */
export class QduojFormat implements ProblemFormat {
  readonly id = 'qduoj' as const;

  constructor(
    private readonly reader: ArchiveReader,
    private readonly writer: ArchiveWriter,
  ) {}

  parse(upload: PackageUpload): Promise<ProblemPackage[]> {
    return withArchive(this.reader, sourceOf(upload), async (archive) => {
      const folders = problemFolders(archive, 'problem.json');
      if (folders.length === 0) throw new ValidationError('problemImport.noProblemFound', { format: 'QDUOJ', expected: '<n>/problem.json' });
      const packages: ProblemPackage[] = [];
      for (const folder of folders) packages.push(await parseProblem(archive, folder));
      return packages;
    });
  }

  async serialize(packages: readonly ProblemPackage[]): Promise<SerializedPackages> {
    const files: Array<{ name: string; data: Buffer }> = [];
    packages.forEach((pkg, i) => {
      const f = pkg.fields;
      if (f.judgeMode === 'interactive') throw new ValidationError('problemExport.cannotCarry', { format: 'QDUOJ', title: f.title, what: 'interactive' });
      const folder = `${i + 1}/`;
      const acm = f.type === ProblemType.ACM;
      // QDUOJ's own format field says how each text is written
      const html = (value: string) => ({ format: f.statementFormat, value });
      const json = {
        display_id: f.problemId,
        title: f.title,
        description: html(f.description),
        input_description: html(f.input),
        output_description: html(f.output),
        hint: html(f.hint),
        samples: samplesOf(f.examples),
        test_case_score: pkg.cases.map((c) => ({ input_name: c.inputName, output_name: f.judgeMode === 'spj' && c.output.length === 0 ? NO_OUTPUT : c.outputName, score: acm ? ACM_CASE_SCORE : c.score })),
        time_limit: f.timeLimit,
        memory_limit: f.memoryLimit,
        template: Object.fromEntries(pkg.codeTemplates.map((t) => [foreignLanguage(QDUOJ_LANGUAGES, t.language), splitTemplate(t.code)])),
        spj: f.judgeMode === 'spj' && f.spjCode ? { language: f.spjLanguage ?? 'C', code: f.spjCode } : null,
        rule_type: acm ? 'ACM' : 'OI',
        source: f.source,
        tags: pkg.tags,
        answers: pkg.solutions,
        io_mode: f.isFileIO ? { io_mode: 'File IO', input: f.ioReadFileName ?? '', output: f.ioWriteFileName ?? '' } : { io_mode: 'Standard IO', input: 'input.txt', output: 'output.txt' },
      };
      files.push({ name: `${folder}problem.json`, data: Buffer.from(JSON.stringify(json, null, 2), 'utf8') });
      const names = new Set<string>();
      for (const c of pkg.cases) {
        for (const [name, data] of [[c.inputName, c.input], [c.outputName, c.output]] as const) {
          if (names.has(name) || (name === c.outputName && json.spj && data.length === 0)) continue;
          names.add(name);
          files.push({ name: `${folder}testcase/${name}`, data });
        }
      }
      for (const a of pkg.attachments) files.push({ name: `${folder}${ATTACHMENT_FOLDER}${a.name}`, data: a.data });
    });
    return { filename: 'problems-qduoj.zip', contentType: 'application/zip', data: await this.writer.zip(files) };
  }
}

/** A statement field: `{format, value}` (QDUOJ's editor writes HTML), or a bare string (markdown). */
const fieldText = (v: unknown): FieldText => {
  const field = typeof v === 'object' ? read.obj(v) : { value: v };
  return { text: read.str(field.value).trim(), markdown: typeof v !== 'object' || read.str(field.format).toLowerCase() !== 'html' };
};

async function parseProblem(archive: Archive, folder: string): Promise<ProblemPackage> {
  const json = read.obj(await readJson(archive, `${folder}problem.json`));
  const title = read.str(json.title).trim();
  if (!title) throw new ValidationError('problemImport.noTitle', { item: `${folder}problem.json` });
  const oi = read.str(json.rule_type).toUpperCase() === 'OI';
  const pkg = blankPackage({
    problemId: read.str(json.display_id).trim(),
    title,
    type: oi ? ProblemType.OI : ProblemType.ACM,
    timeLimit: read.num(json.time_limit, 1000),
    memoryLimit: read.num(json.memory_limit, 256),
    source: read.str(json.source).trim(),
    examples: examplesText(read.list(json.samples).map(read.obj).map((s) => ({ input: read.str(s.input), output: read.str(s.output) }))),
  });
  const f = pkg.fields;
  applyStatement(f, { description: fieldText(json.description), input: fieldText(json.input_description), output: fieldText(json.output_description), hint: fieldText(json.hint) });
  const spj = read.obj(json.spj);
  if (typeof spj.code === 'string' && spj.code.trim()) {
    const language = checkerLanguage(read.str(spj.language, 'C'));
    if (!language) throw new ValidationError('problemImport.checkerLanguage', { item: folder, title, language: read.str(spj.language) });
    f.judgeMode = 'spj';
    f.spjLanguage = language;
    f.spjCode = spj.code;
  }
  const io = read.obj(json.io_mode);
  if (read.str(io.io_mode) === 'File IO') {
    f.isFileIO = true;
    f.ioReadFileName = read.str(io.input) || null;
    f.ioWriteFileName = read.str(io.output) || null;
  }
  pkg.tags = read.strings(json.tags).map((t) => t.trim()).filter(Boolean);
  pkg.solutions = read.list(json.answers).map(read.obj).filter((a) => typeof a.code === 'string').map((a) => ({ language: read.str(a.language), code: a.code as string }));
  for (const [foreign, parts] of Object.entries(read.obj(json.template))) {
    const language = siteLanguage(QDUOJ_LANGUAGES, foreign);
    const p = read.obj(parts);
    if (language && !pkg.codeTemplates.some((t) => t.language === language)) {
      pkg.codeTemplates.push({ language, code: joinTemplate({ prepend: read.str(p.prepend), template: read.str(p.template), append: read.str(p.append) }) });
    }
  }
  const scores = read.list(json.test_case_score).map(read.obj);
  const fallback = splitScore(f.ioScore, scores.length);
  for (const [i, s] of scores.entries()) {
    const inputName = read.str(s.input_name);
    const outputName = read.str(s.output_name);
    const hasOutput = outputName && outputName !== NO_OUTPUT;
    pkg.cases.push({
      inputName,
      outputName: hasOutput ? outputName : inputName.replace(/\.in$/, '') + '.out',
      input: await archive.read(`${folder}testcase/${inputName}`),
      output: hasOutput ? await archive.read(`${folder}testcase/${outputName}`) : Buffer.alloc(0),
      score: oi ? read.num(s.score, fallback[i]) : 0,
      groupNum: null,
    });
  }
  if (oi && pkg.cases.length) f.ioScore = pkg.cases.reduce((sum, c) => sum + c.score, 0);
  for (const { name } of archive.entries) {
    const rest = name.startsWith(folder + ATTACHMENT_FOLDER) ? name.slice(folder.length + ATTACHMENT_FOLDER.length) : '';
    if (rest && !rest.includes('/')) pkg.attachments.push({ name: rest, data: await archive.read(name) });
  }
  return pkg;
}
