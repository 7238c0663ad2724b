import type { JudgeCaseMode, JudgeMode } from '../judge/judge-task';

/** Who may see a problem (03 §3): everyone, its admins only, or only inside its contest. */
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];

/** 0 ACM (all cases must pass), 1 OI (scored, out of ioScore). */
export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

/** Group problems asking to become public (03 §3): applying, made public, refused. */
export const ApplyPublic = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export type ApplyPublicProgress = (typeof ApplyPublic)[keyof typeof ApplyPublic];

/**
 * How a problem's statement fields (description, input, output, hint) are written: the site's markdown
 * (raw HTML allowed through an allow-list), or HTML as FPS and QDUOJ packages carry it, shown as
 * sanitised HTML. Problems made on the site are markdown; an import keeps what its package says.
 */
export const STATEMENT_FORMATS = ['markdown', 'html'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Difficulty 0–9 (01 §3), by its label's index. */
export const DIFFICULTY_LABELS = ['Unknown', 'Lang', 'Entry', 'Basic', 'General', 'Enhance', 'Advance', 'Province', 'NOI', 'China'] as const;
export const DIFFICULTY_MAX = DIFFICULTY_LABELS.length - 1;

/** Defaults of 01 §9 and 03 §9. */
export const PROBLEM_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  ioScore: 100,
  spjLanguage: 'C',
  codeShare: true,
  openCaseResult: true,
  isUploadCase: true,
  isRemoveEndBlank: true,
  auth: ProblemAuth.PUBLIC,
  type: ProblemType.ACM,
  judgeMode: 'default' as JudgeMode,
  judgeCaseMode: 'default' as JudgeCaseMode,
  statementFormat: 'markdown' as StatementFormat,
} as const;

/** The largest limits an admin may set: a day of CPU or a machine's memory would only jam a runner slot. */
export const PROBLEM_LIMITS = {
  timeLimitMax: 60_000,
  memoryLimitMax: 4096,
  stackLimitMax: 4096,
  titleMax: 255,
  problemIdMax: 255,
  /** Statement fields (description, input, output, hint, source). */
  textMax: 65_535 * 4,
  /**
   * A special judge or interactor: FPS checkers carry testlib.h pasted inline (≈140 KB in the corpus), so
   * more than a submission's 64 KB; well inside the API's 1 MiB body.
   */
  checkerCodeMax: 256 * 1024,
  ioScoreMax: 1_000_000,
  /** Manual samples and extra files are kept in the row's JSON: small by design. */
  extraFileMax: 1024 * 1024,
  caseCountMax: 1000,
} as const;

/**
 * The per-status counters of a problem (01 §3 `problemCount`). Updated in the judging transaction by
 * the submissions feature; read as stored.
 */
export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
}

/** Every field of a problem (01 §3, 03 §3) except its relations (tags, languages, templates, cases). */
export interface ProblemFields {
  /** The display id (`problemId` in the API). */
  problemId: string;
  title: string;
  author: string;
  type: ProblemTypeCode;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit: number;
  description: string;
  input: string;
  output: string;
  /** HOJ's sample string: `<input>…</input><output>…</output>` pairs. */
  examples: string;
  hint: string;
  source: string;
  /** How description, input, output and hint are written (markdown unless imported as HTML). */
  statementFormat: StatementFormat;
  difficulty: number;
  auth: ProblemAuthCode;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  /** File name → content, compiled or placed beside the user's program / the checker. */
  userExtraFile: Record<string, string> | null;
  judgeExtraFile: Record<string, string> | null;
  /** Video name → URL, shown in the problem's video tab. */
  videoExtraFile: Record<string, string> | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  isRemote: boolean;
  /** The remote judge's key (HDU, CF, ...) of a mirrored problem. */
  remoteOj: string | null;
  isGroup: boolean;
  gid: number | null;
  applyPublicProgress: ApplyPublicProgress | null;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
}

/** A stored problem. */
export interface Problem extends ProblemFields, ProblemCount {
  /** The primary key (`pid` in the API). */
  id: number;
  /** The test-data manifest's hash: the judge task's dataVersion (null until data is saved). */
  caseVersion: string | null;
  spjCompileOk: boolean;
  /**
   * Hidden by its import until its checker or interactor compiles: an import that could not compile it
   * made the problem private, and the first successful compile of that checker makes it public again.
   */
  publishOnCompile: boolean;
  modifiedUser: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** One test case: its files in the FileStore, the names they were uploaded under, score and subtask group. */
export interface ProblemCase {
  inputName: string;
  outputName: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number | null;
}

/** A language's code template for one problem; `status` false keeps it stored but unused. */
export interface ProblemCodeTemplate {
  languageId: number;
  code: string;
  status: boolean;
}

/**
 * A problem with everything saved alongside it, as the admin form, the importers and the seed hand it
 * to the repository. Tags are by id (the service resolves names first); cases are already in the FileStore.
 */
export interface ProblemDraft {
  fields: ProblemFields;
  tagIds: number[];
  languageIds: number[];
  codeTemplates: ProblemCodeTemplate[];
  cases: ProblemCase[];
  /** The manifest hash of `cases` (see test-data.ts). */
  caseVersion: string | null;
  spjCompileOk: boolean;
  /** See Problem.publishOnCompile. */
  publishOnCompile: boolean;
  modifiedUser: string | null;
}

/** Shown on the page and in lists: a difficulty outside 0–9 reads 'unknown [value]' (01 §3). */
export function difficultyLabel(difficulty: number): string {
  return DIFFICULTY_LABELS[difficulty] ?? `unknown [${difficulty}]`;
}
