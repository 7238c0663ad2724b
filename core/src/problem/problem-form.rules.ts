import type { JudgeCaseMode } from '../judge/judge-task';
import { ValidationError } from '../shared/errors';
import type { ProblemSaveBody, SampleInput } from './problem-form.dto';
import { DIFFICULTY_MAX, PROBLEM_DEFAULTS, PROBLEM_LIMITS, ProblemType, type ProblemFields } from './problem.model';

/** The rules of 03 §5 (group problem form, Admin) that need more than one field, with the spec's messages. */

const fail = (key: string, field: string, params: Record<string, unknown> = {}): never => {
  throw new ValidationError(key, { field, ...params }, [{ field, key, params: { field, ...params } }]);
};

/** Display ids go into URLs and file names: letters, digits, '-' and '_' (HOJ's `HOJ-1000`, `CF-1000A`). */
const PROBLEM_ID = /^[A-Za-z0-9_-]+$/;

export const SUBTASK_MODES: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];

function integerIn(value: unknown, fallback: number, field: string, min: number, max: number, key = 'problem.limitOutOfRange'): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) return fail(key, field, { min, max });
  return n;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');

/** An extra-file map (name → content): every entry named and filled, all of them within the size limit. */
export function extraFilesOf(value: Record<string, unknown> | null | undefined, field: string): Record<string, string> | null {
  if (value === null || value === undefined) return null;
  const out: Record<string, string> = {};
  let bytes = 0;
  for (const [name, content] of Object.entries(value)) {
    if (!name.trim() || typeof content !== 'string' || content === '') fail('problem.extraFileInvalid', field);
    if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') fail('problem.extraFileInvalid', field);
    bytes += Buffer.byteLength(content as string);
    out[name.trim()] = content as string;
  }
  if (bytes > PROBLEM_LIMITS.extraFileMax) fail('problem.extraFileTooLarge', field, { size: `${PROBLEM_LIMITS.extraFileMax / 1024 / 1024}MB` });
  return Object.keys(out).length ? out : null;
}

/**
 * The problem's fields from the form, with the defaults of PROBLEM_DEFAULTS and the limits of
 * PROBLEM_LIMITS, refusing what 03 §5 refuses. `author` is the saving admin's name on a new problem.
 */
export function problemFieldsOf(body: ProblemSaveBody, author: string): ProblemFields {
  const p = body.problem;
  const problemId = text(p.problemId).trim();
  if (!problemId) fail('problem.fieldRequired', 'problemId');
  if (!PROBLEM_ID.test(problemId)) fail('problem.problemIdInvalid', 'problemId');
  const title = text(p.title).trim();
  if (!title) fail('problem.fieldRequired', 'title');
  if (!text(p.input).trim()) fail('problem.fieldRequired', 'input');
  if (!text(p.output).trim()) fail('problem.fieldRequired', 'output');
  const judgeMode = p.judgeMode ?? body.judgeMode ?? PROBLEM_DEFAULTS.judgeMode;
  const isFileIO = p.isFileIO === true;
  const ioReadFileName = text(p.ioReadFileName).trim();
  const ioWriteFileName = text(p.ioWriteFileName).trim();
  if (isFileIO && (!ioReadFileName || !ioWriteFileName)) fail('problem.fileIONamesRequired', ioReadFileName ? 'ioWriteFileName' : 'ioReadFileName');
  const usesChecker = judgeMode !== 'default';
  if (usesChecker && !text(p.spjCode).trim()) fail('problem.spjCodeRequired', 'spjCode');
  return {
    problemId,
    title,
    author: text(p.author).trim() || author,
    type: p.type ?? PROBLEM_DEFAULTS.type,
    judgeMode,
    judgeCaseMode: p.judgeCaseMode ?? PROBLEM_DEFAULTS.judgeCaseMode,
    timeLimit: integerIn(p.timeLimit, PROBLEM_DEFAULTS.timeLimit, 'timeLimit', 1, PROBLEM_LIMITS.timeLimitMax),
    memoryLimit: integerIn(p.memoryLimit, PROBLEM_DEFAULTS.memoryLimit, 'memoryLimit', 1, PROBLEM_LIMITS.memoryLimitMax),
    stackLimit: integerIn(p.stackLimit, PROBLEM_DEFAULTS.stackLimit, 'stackLimit', 1, PROBLEM_LIMITS.stackLimitMax),
    description: text(p.description),
    input: text(p.input),
    output: text(p.output),
    examples: text(p.examples),
    hint: text(p.hint),
    source: text(p.source),
    statementFormat: p.statementFormat ?? PROBLEM_DEFAULTS.statementFormat,
    difficulty: integerIn(p.difficulty, PROBLEM_DEFAULTS.difficulty, 'difficulty', 0, DIFFICULTY_MAX, 'problem.difficultyInvalid'),
    auth: p.auth ?? PROBLEM_DEFAULTS.auth,
    // recomputed from the cases' scores when the test data is saved
    ioScore: integerIn(p.ioScore, PROBLEM_DEFAULTS.ioScore, 'ioScore', 0, PROBLEM_LIMITS.ioScoreMax),
    codeShare: p.codeShare ?? PROBLEM_DEFAULTS.codeShare,
    spjCode: usesChecker ? text(p.spjCode) : null,
    spjLanguage: usesChecker ? text(p.spjLanguage).trim() || PROBLEM_DEFAULTS.spjLanguage : null,
    userExtraFile: extraFilesOf(p.userExtraFile, 'userExtraFile'),
    judgeExtraFile: extraFilesOf(p.judgeExtraFile, 'judgeExtraFile'),
    videoExtraFile: null,
    isRemoveEndBlank: p.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
    openCaseResult: p.openCaseResult ?? PROBLEM_DEFAULTS.openCaseResult,
    isUploadCase: body.isUploadTestCase ?? p.isUploadCase ?? PROBLEM_DEFAULTS.isUploadCase,
    isRemote: p.isRemote === true,
    remoteOj: null,
    isGroup: false,
    gid: null,
    applyPublicProgress: null,
    isFileIO,
    ioReadFileName: isFileIO ? ioReadFileName : null,
    ioWriteFileName: isFileIO ? ioWriteFileName : null,
  };
}

/** A form case after its score and group were read (score null: not given). */
export interface FormCase {
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

const missing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The form's cases: for OI every score an integer >= 0 (or missing), in the subtask modes a group
 * number on every case; manual cases need input or output. None at all is refused for a problem of
 * our own judge (a remote problem is judged elsewhere).
 */
export function formCasesOf(samples: readonly SampleInput[] | undefined, fields: ProblemFields, uploaded: boolean): FormCase[] {
  const cases = (samples ?? []).filter((s) => uploaded || text(s.input) !== '' || text(s.output) !== '');
  if (fields.isRemote) return [];
  if (cases.length === 0) fail('problem.testCaseRequired', 'samples');
  if (cases.length > PROBLEM_LIMITS.caseCountMax) fail('problem.tooManyCases', 'samples', { max: PROBLEM_LIMITS.caseCountMax });
  const subtask = SUBTASK_MODES.includes(fields.judgeCaseMode);
  return cases.map((s, i) => {
    let score: number | null = null;
    if (fields.type === ProblemType.OI && !missing(s.score)) score = integerIn(s.score, 0, `samples[${i}].score`, 0, PROBLEM_LIMITS.ioScoreMax, 'problem.scoreInvalid');
    let groupNum: number | null = null;
    if (subtask) {
      if (missing(s.groupNum)) fail('problem.groupNumRequired', `samples[${i}].groupNum`);
      groupNum = integerIn(s.groupNum, 1, `samples[${i}].groupNum`, 1, PROBLEM_LIMITS.caseCountMax, 'problem.groupNumRequired');
    } else if (!missing(s.groupNum)) {
      groupNum = integerIn(s.groupNum, 1, `samples[${i}].groupNum`, 1, PROBLEM_LIMITS.caseCountMax, 'problem.groupNumRequired');
    }
    return { input: text(s.input), output: text(s.output), score, groupNum };
  });
}

/**
 * Fills in missing OI scores: what the given scores leave of `total` is split evenly among the cases
 * without one, the remainder going one point each to the last of them (100 over 3 → 33, 33, 34).
 */
export function fillScores(scores: ReadonlyArray<number | null>, total: number = PROBLEM_DEFAULTS.ioScore): number[] {
  const open = scores.map((s, i) => (s === null ? i : -1)).filter((i) => i >= 0);
  if (open.length === 0) return scores as number[];
  const left = Math.max(0, total - scores.reduce<number>((sum, s) => sum + (s ?? 0), 0));
  const share = Math.floor(left / open.length);
  const remainder = left - share * open.length;
  const out = scores.map((s) => s ?? share);
  for (let k = 0; k < remainder; k++) out[open[open.length - 1 - k]] += 1;
  return out;
}

/**
 * The total an OI problem is out of: the sum of its cases, or in the subtask modes the sum of its
 * groups, each group worth its highest case score (every case of a group carries the group's score).
 */
export function ioScoreOf(cases: ReadonlyArray<{ score: number; groupNum: number | null }>, mode: JudgeCaseMode): number {
  if (!SUBTASK_MODES.includes(mode)) return cases.reduce((sum, c) => sum + c.score, 0);
  const groups = new Map<number, number>();
  for (const c of cases) groups.set(c.groupNum ?? 0, Math.max(groups.get(c.groupNum ?? 0) ?? 0, c.score));
  return [...groups.values()].reduce((a, b) => a + b, 0);
}

/** Tag names of the form, trimmed; one named twice is refused ('Add Tag Error'). */
export function tagNamesOf(tags: ReadonlyArray<{ id?: number; name?: string }> | undefined): Array<{ id?: number; name: string }> {
  const seen = new Set<string>();
  return (tags ?? []).map((t, i) => {
    const name = text(t.name).trim();
    if (!name && !t.id) fail('problem.tagNameRequired', `tags[${i}].name`);
    const key = t.id ? `#${t.id}` : name.toLowerCase();
    if (seen.has(key) || (name && seen.has(name.toLowerCase()))) fail('problem.addTagError', `tags[${i}]`, { name });
    seen.add(key);
    if (name) seen.add(name.toLowerCase());
    return { id: t.id, name };
  });
}
