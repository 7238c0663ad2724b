import { parse as parseYaml, stringify as yaml } from 'yaml';
import {
  DIFFICULTY_MAX,
  ProblemType,
  ValidationError,
  type Archive,
  type ArchiveReader,
  type ArchiveWriter,
  type PackageCase,
  type PackageUpload,
  type ProblemFormat,
  type ProblemPackage,
  type SerializedPackages,
} from '@oj/core';
import { withHustojArgumentOrder } from './checker-code';
import { foreignLanguage, HYDRO_LANGUAGES, siteLanguage } from './language-names';
import { splitHydroStatement, hydroStatement } from './hydro-statement';
import { blankPackage, decodeUtf8, splitScore } from './package-text';
import { filesUnder, hasEntry, problemFolders, read, readText, withArchive, sourceOf } from './zip-package';

const TESTDATA = 'testdata/';
const ATTACHMENTS = 'additional_file/';
/** What Hydro's scores add up to when a config gives none. */
const HYDRO_FULL_SCORE = 100;
/** testlib's stock checkers that compare like our default comparison (tokens or lines, spacing forgiven). */
const PLAIN_STOCK_CHECKERS = new Set(['wcmp', 'lcmp']);

/**
 * Hydro's problem zip (FORMATS.md §3): a folder per problem with `problem.yaml`, `problem.md` (or
 * `problem_<lang>.md`), `testdata/` (config.yaml and the data) and `additional_file/`. Samples live in
 * the markdown as ```inputN / ```outputN blocks. Hydro has no ACM/OI switch: its problems import as OI
 * (as HOJ does), unless our own `oj:` block in problem.yaml says otherwise.
 */
export class HydroFormat implements ProblemFormat {
  readonly id = 'hydro' as const;

  constructor(
    private readonly reader: ArchiveReader,
    private readonly writer: ArchiveWriter,
  ) {}

  parse(upload: PackageUpload): Promise<ProblemPackage[]> {
    return withArchive(this.reader, sourceOf(upload), async (archive) => {
      const folders = problemFolders(archive, 'problem.yaml');
      if (folders.length === 0) throw new ValidationError('problemImport.noProblemFound', { format: 'Hydro', expected: '<folder>/problem.yaml' });
      const packages: ProblemPackage[] = [];
      for (const folder of folders) packages.push(await parseProblem(archive, folder));
      return packages;
    });
  }

  async serialize(packages: readonly ProblemPackage[]): Promise<SerializedPackages> {
    const files: Array<{ name: string; data: Buffer }> = [];
    packages.forEach((pkg, i) => files.push(...problemFiles(pkg, `${i + 1}/`)));
    return { filename: 'problems-hydro.zip', contentType: 'application/zip', data: await this.writer.zip(files) };
  }
}

function yamlOf(text: string, name: string): Record<string, unknown> {
  try {
    return read.obj(parseYaml(text, { maxAliasCount: 100 }));
  } catch {
    throw new ValidationError('problemImport.badYaml', { name });
  }
}

/** Hydro's time (`1s`, `500ms`, `1.5s`, bare number = ms) in ms. */
function timeMs(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Math.round(value);
  const m = /^([0-9]+(?:\.[0-9]*)?)\s*(ms|s|us)?$/i.exec(read.str(value).trim());
  if (!m) return fallback;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'ms').toLowerCase();
  return Math.max(1, Math.round(unit === 's' ? n * 1000 : unit === 'us' ? n / 1000 : n));
}

/** Hydro's memory (`256m`, `256MB`, `1g`, `512k`, bare number = MB) in MB. */
function memoryMb(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Math.round(value);
  const m = /^([0-9]+(?:\.[0-9]*)?)\s*([kmg])?b?$/i.exec(read.str(value).trim());
  if (!m) return fallback;
  const factor = { k: 1 / 1024, m: 1, g: 1024 }[(m[2] ?? 'm').toLowerCase() as 'k' | 'm' | 'g'];
  return Math.max(1, Math.ceil(Number(m[1]) * factor - 1e-9));
}

/**
 * HydroJudge's legacy `config.ini` (FORMATS.md §3.3): a count, then `input|output|seconds|score|KiB` per
 * case. Read as config.yaml's equivalent; the site has one limit per problem, so the largest is kept.
 */
function legacyConfig(text: string, name: string): Record<string, unknown> {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const count = Number(lines[0]);
  const rows = lines.slice(1).map((l) => l.split('|').map((p) => p.trim()));
  if (!Number.isInteger(count) || count < 1 || rows.length < count || rows.slice(0, count).some((r) => r.length < 5 || !r[0])) {
    throw new ValidationError('problemImport.badConfigIni', { name });
  }
  const cases = rows.slice(0, count).map(([input, output, , score]) => ({ input, output, score: Number(score) }));
  const seconds = Math.max(...rows.slice(0, count).map((r) => Number(r[2]) || 1));
  const kib = Math.max(...rows.slice(0, count).map((r) => Number(r[4]) || 262144));
  return { time: `${seconds}s`, memory: `${kib}k`, subtasks: [{ type: 'sum', score: cases.reduce((sum, c) => sum + c.score, 0), cases }] };
}

/** A checker or interactor entry: a file name, or `{file, lang}`. */
function programFile(value: unknown): { file: string; language: 'C' | 'C++' } | undefined {
  const file = typeof value === 'string' ? value : read.str(read.obj(value).file);
  if (!file) return undefined;
  const lang = typeof value === 'object' ? read.str(read.obj(value).lang) : '';
  return { file, language: /^c$/i.test(lang) || /\.c$/i.test(file) ? 'C' : 'C++' };
}

/** Cases found by name when config.yaml lists none: `X.in` with `X.out` or `X.ans` (FORMATS.md §3.3, the common forms). */
function detectCases(names: string[]): Array<{ input: string; output: string }> {
  const set = new Set(names);
  const out: Array<{ input: string; output: string }> = [];
  for (const name of names) {
    const m = /^(.*\d.*)\.in$/i.exec(name);
    if (!m) continue;
    const output = [`${m[1]}.out`, `${m[1]}.ans`, `${m[1]}.OUT`, `${m[1]}.ANS`].find((o) => set.has(o));
    if (output) out.push({ input: name, output });
  }
  return out;
}

async function parseProblem(archive: Archive, folder: string): Promise<ProblemPackage> {
  const meta = yamlOf(await readText(archive, `${folder}problem.yaml`), `${folder}problem.yaml`);
  const title = read.str(meta.title ?? meta.name).trim();
  if (!title) throw new ValidationError('problemImport.noTitle', { item: `${folder}problem.yaml` });
  const ours = read.obj(meta.oj);
  const type = ours.type === 'ACM' ? ProblemType.ACM : ProblemType.OI;
  const pkg = blankPackage({ problemId: read.str(meta.pid).trim(), title, type, source: read.str(ours.source) });
  const f = pkg.fields;
  pkg.tags = read.strings(meta.tag).map((t) => t.trim()).filter(Boolean);
  const difficulty = meta.difficulty;
  if (typeof difficulty === 'number' && Number.isInteger(difficulty) && difficulty >= 0 && difficulty <= DIFFICULTY_MAX) f.difficulty = difficulty;

  const statementFile = ['problem.md', 'problem_zh.md', 'problem_en.md', 'problem.zh.md', 'problem.en.md'].map((n) => folder + n).find((n) => hasEntry(archive, n))
    ?? filesUnder(archive, folder).map((n) => folder + n).find((n) => /problem[._][A-Za-z_]+\.md$/.test(n));
  const markdown = statementFile ? await readText(archive, statementFile) : read.str(meta.content);
  Object.assign(f, splitHydroStatement(markdown));
  // a Source section of the statement, else ours in problem.yaml
  f.source ||= read.str(ours.source);

  const testdata = folder + TESTDATA;
  const config = hasEntry(archive, `${testdata}config.yaml`)
    ? yamlOf(await readText(archive, `${testdata}config.yaml`), `${testdata}config.yaml`)
    : hasEntry(archive, `${testdata}config.ini`)
      ? legacyConfig(await readText(archive, `${testdata}config.ini`), `${testdata}config.ini`)
      : {};
  f.timeLimit = timeMs(config.time, f.timeLimit);
  f.memoryLimit = memoryMb(config.memory, f.memoryLimit);
  if (typeof config.filename === 'string' && config.filename) {
    f.isFileIO = true;
    f.ioReadFileName = `${config.filename}.in`;
    f.ioWriteFileName = `${config.filename}.out`;
  }
  const kind = read.str(config.type, 'default');
  const checkerType = read.str(config.checker_type, 'default');
  if (kind === 'interactive') {
    const interactor = programFile(config.interactor);
    if (!interactor) throw new ValidationError('problemImport.missingChecker', { title, what: 'interactor' });
    f.judgeMode = 'interactive';
    f.spjLanguage = interactor.language;
    f.spjCode = decodeUtf8(await archive.read(testdata + interactor.file), interactor.file);
  } else if (kind !== 'default') {
    throw new ValidationError('problemImport.unsupportedType', { title, type: kind });
  } else if (checkerType === 'strict') {
    f.isRemoveEndBlank = false;
  } else if (checkerType !== 'default' || config.checker) {
    const checker = programFile(config.checker);
    if (!checker) throw new ValidationError('problemImport.missingChecker', { title, what: 'checker' });
    if (!checker.file.includes('.')) {
      if (!PLAIN_STOCK_CHECKERS.has(checker.file)) throw new ValidationError('problemImport.stockChecker', { title, checker: checker.file });
    } else {
      if (!['testlib', 'hustoj', 'qduoj', 'default'].includes(checkerType)) throw new ValidationError('problemImport.checkerType', { title, type: checkerType });
      const code = decodeUtf8(await archive.read(testdata + checker.file), checker.file);
      f.judgeMode = 'spj';
      f.spjLanguage = checker.language;
      f.spjCode = checkerType === 'hustoj' ? withHustojArgumentOrder(code) : code;
    }
  }
  pkg.languages = read.strings(config.langs).map((l) => siteLanguage(HYDRO_LANGUAGES, l)).filter((l): l is string => Boolean(l));
  pkg.languages = [...new Set(pkg.languages)];
  const extra = async (list: unknown) => {
    const names = read.strings(list);
    if (!names.length) return null;
    const files: Record<string, string> = {};
    for (const n of names) files[n] = decodeUtf8(await archive.read(testdata + n), n);
    return files;
  };
  f.userExtraFile = await extra(config.user_extra_files);
  f.judgeExtraFile = await extra(config.judge_extra_files);

  pkg.cases = await casesOf(archive, testdata, config, pkg);
  if (type === ProblemType.OI && pkg.cases.length) f.ioScore = totalScore(pkg.cases);
  for (const name of filesUnder(archive, folder + ATTACHMENTS)) pkg.attachments.push({ name, data: await archive.read(folder + ATTACHMENTS + name) });
  return pkg;
}

/** An OI total: the sum of the cases, or with subtask groups the sum of each group's score (its highest case). */
function totalScore(cases: PackageCase[]): number {
  if (cases.every((c) => c.groupNum === null)) return cases.reduce((s, c) => s + c.score, 0);
  const groups = new Map<number, number>();
  for (const c of cases) groups.set(c.groupNum ?? 0, Math.max(groups.get(c.groupNum ?? 0) ?? 0, c.score));
  return [...groups.values()].reduce((a, b) => a + b, 0);
}

async function casesOf(archive: Archive, testdata: string, config: Record<string, unknown>, pkg: ProblemPackage): Promise<PackageCase[]> {
  const f = pkg.fields;
  const acm = f.type === ProblemType.ACM;
  let subtasks = read.list(config.subtasks).map(read.obj);
  if (!subtasks.length && read.list(config.cases).length) subtasks = [{ type: 'sum', cases: config.cases }];
  if (!subtasks.length) subtasks = [{ type: 'sum', cases: detectCases(filesUnder(archive, testdata)) }];
  const grouped = subtasks.length > 1 || subtasks.some((s) => s.type === 'min' || s.type === 'max');
  if (grouped) f.judgeCaseMode = subtasks.every((s) => s.type === 'min' || s.type === undefined) ? 'subtask_lowest' : 'subtask_average';
  const unscored = subtasks.filter((s) => typeof s.score !== 'number').length;
  const left = HYDRO_FULL_SCORE - subtasks.reduce((sum, s) => sum + (typeof s.score === 'number' ? s.score : 0), 0);
  const shares = splitScore(Math.max(0, left), unscored);
  const cases: PackageCase[] = [];
  for (const [k, subtask] of subtasks.entries()) {
    const list = read.list(subtask.cases).map(read.obj);
    const total = typeof subtask.score === 'number' ? subtask.score : (shares.shift() ?? 0);
    const split = splitScore(total, list.length);
    for (const [i, c] of list.entries()) {
      const input = read.str(c.input);
      const output = read.str(c.output);
      if (!input) throw new ValidationError('problemImport.badCase', { title: f.title });
      cases.push({
        inputName: input,
        outputName: output || input.replace(/\.in$/, '') + '.out',
        input: await archive.read(testdata + input),
        output: output && output !== '-' ? await archive.read(testdata + output) : Buffer.alloc(0),
        // in a subtask every case carries the subtask's score, as the admin form stores them (the judge scores a group by its cases)
        score: acm ? 0 : read.num(c.score, grouped ? total : split[i]),
        groupNum: grouped ? read.num(subtask.id, k + 1) : null,
      });
    }
  }
  return cases;
}

function problemFiles(pkg: ProblemPackage, folder: string): Array<{ name: string; data: Buffer }> {
  const f = pkg.fields;
  const files: Array<{ name: string; data: Buffer }> = [];
  const text = (name: string, value: string) => files.push({ name: folder + name, data: Buffer.from(value, 'utf8') });
  const acm = f.type === ProblemType.ACM;
  const meta: Record<string, unknown> = { pid: f.problemId || undefined, title: f.title, tag: pkg.tags, difficulty: f.difficulty };
  // ours: what Hydro has no place for, read back by our importer and ignored by Hydro's
  meta.oj = { type: acm ? 'ACM' : 'OI' };
  text('problem.yaml', yaml(meta));
  text('problem.md', hydroStatement(f));

  const config: Record<string, unknown> = { type: f.judgeMode === 'interactive' ? 'interactive' : 'default', time: `${f.timeLimit}ms`, memory: `${f.memoryLimit}m` };
  const ext = f.spjLanguage === 'C' ? 'c' : 'cc';
  if (f.judgeMode === 'spj' && f.spjCode) {
    config.checker_type = 'testlib';
    config.checker = `checker.${ext}`;
    text(`${TESTDATA}checker.${ext}`, f.spjCode);
  } else if (f.judgeMode === 'interactive' && f.spjCode) {
    config.interactor = `interactor.${ext}`;
    text(`${TESTDATA}interactor.${ext}`, f.spjCode);
  } else if (!f.isRemoveEndBlank) {
    config.checker_type = 'strict';
  }
  const stem = f.isFileIO && f.ioReadFileName?.endsWith('.in') ? f.ioReadFileName.slice(0, -3) : undefined;
  if (stem && f.ioWriteFileName === `${stem}.out`) config.filename = stem;
  if (pkg.languages.length) config.langs = [...new Set(pkg.languages.map((l) => foreignLanguage(HYDRO_LANGUAGES, l)))];
  for (const [key, map] of [['user_extra_files', f.userExtraFile], ['judge_extra_files', f.judgeExtraFile]] as const) {
    if (!map) continue;
    config[key] = Object.keys(map);
    for (const [name, content] of Object.entries(map)) text(TESTDATA + name, content);
  }
  const scores = acm ? splitScore(HYDRO_FULL_SCORE, pkg.cases.length) : pkg.cases.map((c) => c.score);
  const caseOf = (c: PackageCase, i: number) => ({ input: c.inputName, output: c.outputName, score: scores[i] });
  if (f.judgeCaseMode === 'subtask_lowest' || f.judgeCaseMode === 'subtask_average') {
    const groups = new Map<number, Array<ReturnType<typeof caseOf>>>();
    pkg.cases.forEach((c, i) => groups.set(c.groupNum ?? 0, [...(groups.get(c.groupNum ?? 0) ?? []), caseOf(c, i)]));
    config.subtasks = [...groups].map(([id, cases]) => ({ id, type: f.judgeCaseMode === 'subtask_lowest' ? 'min' : 'sum', score: Math.max(0, ...cases.map((c) => c.score)), cases }));
  } else {
    config.subtasks = [{ type: 'sum', score: scores.reduce((s, n) => s + n, 0), cases: pkg.cases.map(caseOf) }];
  }
  text(`${TESTDATA}config.yaml`, yaml(config));
  const names = new Set<string>();
  for (const c of pkg.cases) {
    for (const [name, data] of [[c.inputName, c.input], [c.outputName, c.output]] as const) {
      if (names.has(name)) continue;
      names.add(name);
      files.push({ name: folder + TESTDATA + name, data });
    }
  }
  for (const a of pkg.attachments) files.push({ name: folder + ATTACHMENTS + a.name, data: a.data });
  return files;
}
