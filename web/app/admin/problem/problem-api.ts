import { send } from '../admin-api';
import {
  casesToSend,
  extraFileMap,
  extraFilesOf,
  formatExamples,
  parseExamples,
  ProblemType,
  type CaseRow,
  type ProblemAuthCode,
  type ProblemDraft,
  type ProblemTypeCode,
  type StatementFormat,
  type TagChoice,
  type TemplateRow,
} from './problem-draft';
import type { JudgeCaseMode, JudgeMode } from '@oj/core';

/** The admin problem calls (api-calls.tsv, admin and file rows), by name. */
export const PROBLEM_API = {
  list: '/api/admin/problem/get-problem-list',
  problem: '/api/admin/problem',
  changeAuth: '/api/admin/problem/change-problem-auth',
  cases: '/api/admin/problem/get-problem-cases',
  compileSpj: '/api/admin/problem/compile-spj',
  compileInteractive: '/api/admin/problem/compile-interactive',
  tag: '/api/admin/tag',
  classification: '/api/admin/tag/classification',
  uploadTestcase: '/api/file/upload-testcase-zip',
  downloadTestcase: '/api/file/download-testcase',
  exportProblem: '/api/file/export-problem',
  languages: '/api/languages?all=true',
  allTags: '/api/get-all-problem-tags',
  tagsAndClassification: '/api/get-problem-tags-and-classification',
  problemTags: '/api/get-problem-tags',
  problemLanguages: '/api/get-problem-languages',
  problemTemplates: '/api/get-problem-code-template',
} as const;

/** One row of the admin problem list (`pid` is the primary key). */
export interface AdminProblemRow {
  pid: number;
  problemId: string;
  title: string;
  author: string;
  auth: ProblemAuthCode;
  /** Private since its import until its checker compiles. */
  publishOnCompile?: boolean;
  type: ProblemTypeCode;
  isRemote?: boolean;
  /** Not every list answers it. */
  gmtCreate?: string;
  gmtModified: string;
  modifiedUser?: string | null;
}

export interface Paged<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface LanguageOption {
  id: number;
  name: string;
  description?: string;
  /** The editor mode (text/x-csrc, text/x-c++src, ...): tells the C and C++ languages a checker may use. */
  contentType?: string;
  /** The judge that runs it ('ME' for ours). */
  oj?: string;
  /** Whether a healthy judge runner runs it now (users are offered only the languages a runner can run). */
  available?: boolean;
}

export interface TagRow {
  id: number;
  name: string;
  color: string;
  oj: string;
  gid?: number | null;
  tcid?: number | null;
}

export interface ClassificationRow {
  id: number;
  name: string;
  rank: number;
  oj: string;
}

/** A stored problem as `GET /api/admin/problem` answers (03 §3 fields). */
export interface StoredProblem {
  id: number;
  problemId: string;
  title: string;
  author: string;
  type: ProblemTypeCode;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string;
  input: string;
  output: string;
  examples: string;
  hint: string;
  source: string;
  statementFormat?: StatementFormat;
  difficulty: number;
  auth: ProblemAuthCode;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: Record<string, string> | string | null;
  judgeExtraFile: Record<string, string> | string | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  isRemote: boolean;
  /** The remote judge of a mirrored problem (HDU, CF, ...). */
  remoteOj?: string | null;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** Whether the stored checker compiled on a runner (false for an imported one until it does). */
  spjCompileOk?: boolean;
  /** Private since its import until its checker compiles. */
  publishOnCompile?: boolean;
  /** Where the edit answer carries the relations itself. */
  tags?: TagRow[];
  languages?: LanguageOption[];
  codeTemplates?: StoredTemplate[];
}

/** A code template as the API answers it: the language by `languageId` (the edit answer) or `lid` (HOJ's). */
export interface StoredTemplate {
  languageId?: number;
  lid?: number;
  code: string;
  status?: boolean;
}

/** `POST /api/file/upload-testcase-zip`: the cases found in the zip and where they wait for the save. */
export interface TestcaseUpload {
  fileList: Array<{ input: string; output: string; score?: number | null; groupNum?: number | null }>;
  fileListDir: string;
}

/** Everything the form needs beside the problem: the language and tag lists to pick from. */
export interface FormChoices {
  languages: LanguageOption[];
  tags: TagRow[];
}

async function dataOf<T>(path: string, fallback: T): Promise<T> {
  const r = await send<T>(path);
  return r.status === 200 && r.data !== null ? r.data : fallback;
}

/** Our own judge's key: a local problem takes its languages. */
const OWN_JUDGE = 'ME';

/**
 * The languages and tags the form offers: the languages of the problem's judge only (ours for a local
 * problem, a remote judge's for a problem mirrored from it), so a local problem never takes another
 * judge's languages.
 */
export async function loadChoices(judge: string = OWN_JUDGE): Promise<FormChoices> {
  const [languages, tags] = await Promise.all([dataOf<LanguageOption[]>(PROBLEM_API.languages, []), dataOf<TagRow[]>(PROBLEM_API.allTags, [])]);
  return { languages: languages.filter((l) => (l.oj ?? OWN_JUDGE) === judge), tags };
}

/**
 * A stored problem and its relations as the form's draft. `casesPath` reads its test cases (a group's problem
 * through the group's get-problem-cases); its tags, languages and templates come with it or from the public calls.
 */
export async function loadDraft(problem: StoredProblem, casesPath: string = PROBLEM_API.cases): Promise<ProblemDraft> {
  const pid = problem.id;
  const [tags, languages, templates, cases] = await Promise.all([
    problem.tags ?? dataOf<TagRow[]>(`${PROBLEM_API.problemTags}?pid=${pid}`, []),
    problem.languages ?? dataOf<LanguageOption[]>(`${PROBLEM_API.problemLanguages}?pid=${pid}`, []),
    problem.codeTemplates ?? dataOf<StoredTemplate[]>(`${PROBLEM_API.problemTemplates}?pid=${pid}`, []),
    dataOf<Array<{ input: string; output: string; score?: number | null; groupNum?: number | null }>>(`${casesPath}?pid=${pid}&isUpload=${problem.isUploadCase}`, []),
  ]);
  const rows: CaseRow[] = cases.map((c) => ({ input: c.input, output: c.output, score: c.score ?? null, groupNum: c.groupNum ?? null }));
  const spjCode = problem.spjCode ?? '';
  const spjLanguage = problem.spjLanguage ?? 'C';
  return {
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    ioScore: problem.ioScore,
    description: problem.description ?? '',
    input: problem.input ?? '',
    output: problem.output ?? '',
    hint: problem.hint ?? '',
    source: problem.source ?? '',
    statementFormat: problem.statementFormat ?? 'markdown',
    examples: parseExamples(problem.examples),
    tags: tags.map((t): TagChoice => ({ id: t.id, name: t.name, color: t.color })),
    languageIds: languages.map((l) => l.id),
    codeTemplates: templates.map((t): TemplateRow => ({ lid: t.languageId ?? t.lid ?? 0, code: t.code, status: t.status ?? true })),
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    spjCode,
    spjLanguage,
    compiled: null,
    isUploadCase: problem.isUploadCase,
    uploadTestcaseDir: '',
    uploadedCases: problem.isUploadCase ? rows : [],
    manualCases: problem.isUploadCase ? [{ input: '', output: '', score: null, groupNum: null }] : rows,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    codeShare: problem.codeShare,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    userExtraFile: extraFilesOf(problem.userExtraFile),
    judgeExtraFile: extraFilesOf(problem.judgeExtraFile),
    auth: problem.auth,
    isRemote: problem.isRemote,
    loaded: { judgeMode: problem.judgeMode, judgeCaseMode: problem.judgeCaseMode, spjCode, spjLanguage, spjCompileOk: problem.spjCompileOk },
    publishOnCompile: problem.publishOnCompile === true,
  };
}

/** The body of `POST`/`PUT /api/admin/problem` (the tsv's names). */
export function saveBody(draft: ProblemDraft, languages: LanguageOption[]) {
  const checker = draft.judgeMode !== 'default';
  const cases = casesToSend(draft);
  const scored = draft.type === ProblemType.OI;
  return {
    problem: {
      ...(draft.id === undefined ? {} : { id: draft.id }),
      problemId: draft.problemId.trim(),
      title: draft.title.trim(),
      type: draft.type,
      judgeMode: draft.judgeMode,
      judgeCaseMode: draft.judgeCaseMode,
      timeLimit: draft.timeLimit,
      memoryLimit: draft.memoryLimit,
      stackLimit: draft.stackLimit,
      description: draft.description,
      input: draft.input,
      output: draft.output,
      examples: formatExamples(draft.examples),
      hint: draft.hint,
      source: draft.source,
      statementFormat: draft.statementFormat,
      difficulty: draft.difficulty,
      auth: draft.auth,
      ioScore: scored ? cases.reduce((sum, c) => sum + (c.score ?? 0), 0) : draft.ioScore,
      codeShare: draft.codeShare,
      spjCode: checker ? draft.spjCode : null,
      spjLanguage: checker ? draft.spjLanguage : null,
      userExtraFile: extraFileMap(draft.userExtraFile),
      judgeExtraFile: extraFileMap(draft.judgeExtraFile),
      isRemoveEndBlank: draft.isRemoveEndBlank,
      openCaseResult: draft.openCaseResult,
      isUploadCase: draft.isUploadCase,
      isRemote: draft.isRemote,
      isFileIO: draft.isFileIO,
      ioReadFileName: draft.isFileIO ? draft.ioReadFileName.trim() : null,
      ioWriteFileName: draft.isFileIO ? draft.ioWriteFileName.trim() : null,
    },
    samples: cases.map((c) => ({ input: c.input, output: c.output, score: scored ? c.score : null, groupNum: c.groupNum })),
    isUploadTestCase: draft.isUploadCase,
    uploadTestcaseDir: draft.uploadTestcaseDir,
    judgeMode: draft.judgeMode,
    changeModeCode: draft.loaded === undefined || draft.loaded.judgeMode !== draft.judgeMode || (checker && (draft.loaded.spjCode !== draft.spjCode || draft.loaded.spjLanguage !== draft.spjLanguage)),
    changeJudgeCaseMode: draft.loaded === undefined || draft.loaded.judgeCaseMode !== draft.judgeCaseMode,
    languages: languages.filter((l) => draft.languageIds.includes(l.id)).map((l) => ({ id: l.id, name: l.name })),
    tags: draft.tags.map((t) => (t.id === undefined ? { name: t.name } : { id: t.id, name: t.name })),
    codeTemplates: draft.codeTemplates.filter((t) => draft.languageIds.includes(t.lid)),
  };
}
