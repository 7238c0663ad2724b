import { ATTACHMENT_SCHEME, PROBLEM_DEFAULTS, ValidationError, type ImportCase, type PackageCase, type ProblemFields, type ProblemPackage } from '@oj/core';

const BOM = '\uFEFF';

/**
 * Reads a text file of a package as UTF-8, refusing bytes that are not (a GBK statement or a binary
 * file where text belongs) rather than storing mojibake.
 */
export function decodeUtf8(data: Buffer, name: string): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return text.startsWith(BOM) ? text.slice(1) : text;
  } catch {
    throw new ValidationError('problemImport.badEncoding', { name, encoding: 'UTF-8' });
  }
}

/** A problem's fields as an import starts them: the site's defaults (03 §9), nothing else. */
export function blankFields(): ProblemFields {
  return {
    problemId: '',
    title: '',
    author: '',
    type: PROBLEM_DEFAULTS.type,
    judgeMode: PROBLEM_DEFAULTS.judgeMode,
    judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
    timeLimit: PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: PROBLEM_DEFAULTS.stackLimit,
    description: '',
    input: '',
    output: '',
    examples: '',
    hint: '',
    source: '',
    statementFormat: PROBLEM_DEFAULTS.statementFormat,
    difficulty: PROBLEM_DEFAULTS.difficulty,
    auth: PROBLEM_DEFAULTS.auth,
    ioScore: PROBLEM_DEFAULTS.ioScore,
    codeShare: PROBLEM_DEFAULTS.codeShare,
    spjCode: null,
    spjLanguage: null,
    userExtraFile: null,
    judgeExtraFile: null,
    videoExtraFile: null,
    isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
    openCaseResult: PROBLEM_DEFAULTS.openCaseResult,
    isUploadCase: PROBLEM_DEFAULTS.isUploadCase,
    isRemote: false,
    remoteOj: null,
    isGroup: false,
    gid: null,
    applyPublicProgress: null,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
  };
}

export function blankPackage<C extends ImportCase = PackageCase>(fields: Partial<ProblemFields> = {}): ProblemPackage<C> {
  return { fields: { ...blankFields(), ...fields }, tags: [], languages: [], codeTemplates: [], cases: [], solutions: [], attachments: [] };
}

export interface Sample {
  input: string;
  output: string;
}

/** HOJ's sample string (`<input>…</input><output>…</output>` pairs), as the problem page reads it. */
export function examplesText(samples: readonly Sample[]): string {
  return samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('');
}

/** The pairs of an examples string, in order. */
export function samplesOf(examples: string): Sample[] {
  const out: Sample[] = [];
  for (const m of examples.matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)) out.push({ input: m[1], output: m[2] });
  return out;
}

/**
 * A file name safe to keep inside a package: the last path part, only letters, digits, dot, dash and
 * underscore, never empty or dots only. Used for attachment and case names taken from foreign files.
 */
export function safeFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return cleaned && !/^[._-]*$/.test(cleaned) ? cleaned.slice(0, 200) : fallback;
}

/** Makes `name` unique among `taken` by a numeric suffix before the extension (and records it). */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; taken.has(candidate); i++) candidate = `${stem}_${i}${ext}`;
  taken.add(candidate);
  return candidate;
}

/** The attachment names a statement references as `file://<name>`. */
export function attachmentReference(name: string): string {
  return `${ATTACHMENT_SCHEME}${name}`;
}

/** Splits a score evenly over `count` cases, the remainder going to the last ones (03 §5). */
export function splitScore(total: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}

/** A positive number from text (limits like `1.000`), or undefined. */
export function positiveNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
