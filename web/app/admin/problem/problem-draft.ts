import type { JudgeCaseMode, JudgeMode } from '@oj/core';

/**
 * The admin problem form's state and the rules the page checks before sending it (03 §5). The server
 * checks the same rules again and is the authority: these only spare a round trip.
 */

/** Defaults of 03 §9 (the core's PROBLEM_DEFAULTS; the page bundle cannot load the core's values). */
export const PROBLEM_FORM_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  ioScore: 100,
  spjLanguage: 'C',
} as const;

/** Difficulty 0–9 by its label's index (01 §3). */
export const DIFFICULTY_LABELS = ['Unknown', 'Lang', 'Entry', 'Basic', 'General', 'Enhance', 'Advance', 'Province', 'NOI', 'China'] as const;
/** Samples shown in the statement: more are allowed, two are advised (03 §5). */
export const EXAMPLES_ADVISED = 2;
/** The form's upper bounds (the core's PROBLEM_LIMITS). */
export const PROBLEM_FORM_LIMITS = { timeLimitMax: 60_000, memoryLimitMax: 4096, stackLimitMax: 4096, titleMax: 255, problemIdMax: 255, ioScoreMax: 1_000_000, checkerCodeMax: 256 * 1024 } as const;

export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;
export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];

export const JUDGE_MODES: readonly JudgeMode[] = ['default', 'spj', 'interactive'];
/** The judge case modes each type offers (03 §3). */
export const JUDGE_CASE_MODES_OF: Record<ProblemTypeCode, readonly JudgeCaseMode[]> = {
  [ProblemType.ACM]: ['default', 'ergodic_without_error'],
  [ProblemType.OI]: ['default', 'subtask_lowest', 'subtask_average'],
};
/** Modes that group cases into subtasks: every case needs its group number. */
export const SUBTASK_MODES: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];

export interface Example {
  input: string;
  output: string;
}

/** A test case: file names of an uploaded zip, or the text itself for a manual one. */
export interface CaseRow {
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

export interface ExtraFile {
  name: string;
  content: string;
}

export interface TagChoice {
  /** Absent for a tag made in this form (the server creates it on save). */
  id?: number;
  name: string;
  color?: string;
}

export interface TemplateRow {
  /** The language's id. */
  lid: number;
  code: string;
  status: boolean;
}

export interface ProblemDraft {
  id?: number;
  problemId: string;
  title: string;
  author?: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: ProblemTypeCode;
  ioScore: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  /** How description, input, output and hint are written: markdown, or HTML (imported FPS and QDUOJ statements). */
  statementFormat: StatementFormat;
  examples: Example[];
  tags: TagChoice[];
  languageIds: number[];
  codeTemplates: TemplateRow[];
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
  /** The checker as last compiled (or loaded): a save sends changed code only after it compiled. */
  compiled: { code: string; language: string } | null;
  isUploadCase: boolean;
  uploadTestcaseDir: string;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFile: ExtraFile[];
  judgeExtraFile: ExtraFile[];
  auth: ProblemAuthCode;
  isRemote: boolean;
  /**
   * What was loaded, to tell the server what changed (changeModeCode, changeJudgeCaseMode); `spjCompileOk`
   * false: the stored checker never compiled (an imported one), so it must compile before a save too.
   */
  loaded?: { judgeMode: JudgeMode; judgeCaseMode: JudgeCaseMode; spjCode: string; spjLanguage: string; spjCompileOk?: boolean };
  /** Private since its import because its checker has not compiled: the first compile (or a save) makes it public. */
  publishOnCompile?: boolean;
}

/** How a problem's statement fields are written. */
export type StatementFormat = 'markdown' | 'html';

export function emptyDraft(): ProblemDraft {
  return {
    problemId: '',
    title: '',
    timeLimit: PROBLEM_FORM_DEFAULTS.timeLimit,
    memoryLimit: PROBLEM_FORM_DEFAULTS.memoryLimit,
    stackLimit: PROBLEM_FORM_DEFAULTS.stackLimit,
    difficulty: PROBLEM_FORM_DEFAULTS.difficulty,
    type: ProblemType.ACM,
    ioScore: PROBLEM_FORM_DEFAULTS.ioScore,
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    statementFormat: 'markdown',
    examples: [{ input: '', output: '' }],
    tags: [],
    languageIds: [],
    codeTemplates: [],
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: '',
    spjLanguage: PROBLEM_FORM_DEFAULTS.spjLanguage,
    compiled: null,
    isUploadCase: true,
    uploadTestcaseDir: '',
    uploadedCases: [],
    manualCases: [{ input: '', output: '', score: null, groupNum: null }],
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFile: [],
    judgeExtraFile: [],
    auth: ProblemAuth.PUBLIC,
    isRemote: false,
  };
}

const EXAMPLE = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** HOJ's examples string (`<input>…</input><output>…</output>` pairs) as a list. */
export function parseExamples(examples: string | null | undefined): Example[] {
  return [...(examples ?? '').matchAll(EXAMPLE)].map((m) => ({ input: m[1], output: m[2] }));
}

/** The list back as HOJ's string; pairs with neither side are left out. */
export function formatExamples(examples: Example[]): string {
  return examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('');
}

/** A JSON map of file name → content (as stored) as rows, and back. */
export function extraFilesOf(map: Record<string, string> | string | null | undefined): ExtraFile[] {
  const parsed = typeof map === 'string' ? (map ? (JSON.parse(map) as Record<string, string>) : {}) : (map ?? {});
  return Object.entries(parsed).map(([name, content]) => ({ name, content }));
}

export function extraFileMap(rows: ExtraFile[]): Record<string, string> | null {
  return rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.name, r.content]));
}

/**
 * OI scores when OI is chosen (03 §4): `total` split evenly over the cases, the remainder given one
 * point each to the last ones (100 over 3 cases: 33, 33, 34).
 */
export function splitScores<T extends { score: number | null }>(cases: T[], total: number = PROBLEM_FORM_DEFAULTS.ioScore): T[] {
  if (cases.length === 0) return cases;
  const each = Math.floor(total / cases.length);
  const remainder = total - each * cases.length;
  return cases.map((c, i) => ({ ...c, score: each + (i >= cases.length - remainder ? 1 : 0) }));
}

/** Whether the checker in the form differs from the one last compiled or loaded. */
export function checkerNeedsCompile(draft: ProblemDraft): boolean {
  if (draft.judgeMode === 'default') return false;
  const loaded = draft.loaded;
  const last = draft.compiled ?? (loaded && loaded.judgeMode === draft.judgeMode && loaded.spjCompileOk !== false ? { code: loaded.spjCode, language: loaded.spjLanguage } : null);
  return !last || last.code !== draft.spjCode || last.language !== draft.spjLanguage;
}

/** The message keys of the page's checks (problem-messages.ts), in the order 03 §5 lists them. */
export type DraftProblem =
  | 'required'
  | 'fileIoNames'
  | 'noTestData'
  | 'scoreInvalid'
  | 'groupNumRequired'
  | 'notCompiled'
  | 'languageRequired'
  | 'templateEmpty'
  | 'extraFileIncomplete';

/** One failed check: the message key and the form field it belongs to. */
export interface DraftIssue {
  problem: DraftProblem;
  field: string;
}

/** A missing score is the server's to fill (the rest of the total, split evenly); a given one is an integer >= 0. */
const isScore = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0);

/** The cases the save sends: the uploaded ones, or the manual ones with some text. */
export function casesToSend(draft: ProblemDraft): CaseRow[] {
  return draft.isUploadCase ? draft.uploadedCases : draft.manualCases.filter((c) => c.input !== '' || c.output !== '');
}

/** The checks of 03 §5 ("Group problem form" and "Admin: Problem"), first failure per field. */
export function checkDraft(draft: ProblemDraft): DraftIssue[] {
  const issues: DraftIssue[] = [];
  for (const field of ['problemId', 'title', 'input', 'output'] as const) {
    if (draft[field].trim() === '') issues.push({ problem: 'required', field });
  }
  if (draft.isFileIO) {
    if (draft.ioReadFileName.trim() === '') issues.push({ problem: 'fileIoNames', field: 'ioReadFileName' });
    if (draft.ioWriteFileName.trim() === '') issues.push({ problem: 'fileIoNames', field: 'ioWriteFileName' });
  }
  const cases = casesToSend(draft);
  if (!draft.isRemote && cases.length === 0) issues.push({ problem: 'noTestData', field: 'cases' });
  if (draft.type === ProblemType.OI) {
    if (cases.some((c) => !isScore(c.score))) issues.push({ problem: 'scoreInvalid', field: 'cases' });
    else if (SUBTASK_MODES.includes(draft.judgeCaseMode) && cases.some((c) => c.groupNum === null || !Number.isInteger(c.groupNum))) {
      issues.push({ problem: 'groupNumRequired', field: 'cases' });
    }
  }
  if (draft.judgeMode !== 'default' && checkerNeedsCompile(draft)) issues.push({ problem: 'notCompiled', field: 'spjCode' });
  if (draft.languageIds.length === 0) issues.push({ problem: 'languageRequired', field: 'languages' });
  if (draft.codeTemplates.some((t) => t.status && t.code.trim() === '')) issues.push({ problem: 'templateEmpty', field: 'codeTemplates' });
  for (const field of ['userExtraFile', 'judgeExtraFile'] as const) {
    if (draft[field].some((f) => f.name.trim() === '' || f.content === '')) issues.push({ problem: 'extraFileIncomplete', field });
  }
  return issues;
}

/** The server names nested fields by their path (`problem.title`, `samples[2].score`); the form by its section. */
export function formFieldOf(serverField: string): string {
  const field = serverField.replace(/^problem\./, '');
  if (field.startsWith('samples') || field === 'uploadTestcaseDir') return 'cases';
  const list = /^(tags|languages|codeTemplates)\b/.exec(field);
  return list ? list[1] : field;
}

/** Adds a tag by name; undefined when the problem has it already ('Add Tag Error'). */
export function addTag(tags: TagChoice[], choice: TagChoice): TagChoice[] | undefined {
  const name = choice.name.trim();
  if (name === '' || tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) return undefined;
  return [...tags, { ...choice, name }];
}
