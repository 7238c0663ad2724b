import { pageLocale } from '../../i18n/page-text';
import { api, type Envelope } from '../api';

/** A tag as the problem calls answer it (01 §3). */
export interface ProblemTag {
  id: number;
  name: string;
  color: string;
  oj?: string;
  tcid?: number | null;
}

/** Per-status counters (01 §3 `problemCount`; the list rows carry the same names). */
export interface ProblemCounts {
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se?: number;
  pa: number;
}

/** A row of /problem (01 §3 "Problem list row"). */
export interface ProblemRow extends ProblemCounts {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: ProblemTag[];
  /** The signed-in user's best status on it (01 §3 judge statuses); absent for guests or untouched problems. */
  myStatus?: number | null;
}

export interface ProblemPage {
  records: ProblemRow[];
  total: number;
  current?: number;
  size?: number;
}

/** One classification with its tags (get-problem-tags-and-classification). */
export interface TagGroup {
  classification: { id: number; name: string; rank: number; oj: string } | null;
  tagList: ProblemTag[];
}

/** The problem of get-problem-detail (01 §3 "Problem detail"). */
export interface ProblemDetail {
  id: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  examples: string;
  hint: string;
  source: string;
  /** How description, input, output and hint are written (imported FPS and QDUOJ statements are HTML). */
  statementFormat?: 'markdown' | 'html';
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit: number;
  difficulty: number;
  judgeMode: string;
  type: number;
  ioScore?: number;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  isRemote: boolean;
  /** The remote judge of a mirrored problem (HDU, CF, ...); its source starts with the link to the original. */
  remoteOj?: string | null;
  author: string;
  gid: number | null;
  userExtraFile: Record<string, string> | null;
  videoExtraFile: Record<string, string> | null;
}

export interface ProblemDetailAnswer {
  problem: ProblemDetail;
  problemCount: ProblemCounts;
  tags: ProblemTag[];
  /** Language names the problem accepts. */
  languages: string[];
  /** Language name → starting code. */
  codeTemplate: Record<string, string>;
}

/** A language of `GET /api/languages`: its name, the editor's highlighting mode and the judge's limit factors. */
export interface SiteLanguage {
  name: string;
  contentType: string;
  description?: string;
  /** The runner gives this language the problem's time limit × timeFactor (and memory likewise). */
  timeFactor?: number;
  memoryFactor?: number;
}

/** A row of home's "latest updated problems" (keyed `id`) and of the to-do list (keyed `pid`). */
export interface ProblemBrief {
  pid?: number;
  id?: number;
  problemId: string;
  title: string;
  difficulty?: number;
  gmtModified?: string;
  gmtCreate?: string;
}

/** A row of the full-screen switcher: the user's mark on each problem. */
export interface FullScreenRow {
  id: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}

/** The primary key of a brief row, whichever name the call used. */
export const pidOf = (row: ProblemBrief): number => (row.pid ?? row.id) as number;

/** The problem list's filters as they stand in the URL (01 §2). */
export interface ProblemListQuery {
  keyword: string;
  difficulty: string;
  oj: string;
  tagIds: number[];
  currentPage: number;
  limit: number;
}

const call = <T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: pageLocale() });

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

/** A remote judge enabled on this site, with its last health check (`get-remote-judge-list`). */
export interface RemoteJudgeView {
  oj: string;
  name: string;
  url: string;
  /** null: not checked yet. */
  healthy: boolean | null;
  lastCheck: string | null;
}

/** The API's name for our own judge: the page's 'Mine' filter is sent as ME (01 §7). */
export const OWN_OJ = 'ME';
export const ALL_OJ = 'All';
export const MINE_OJ = 'Mine';

/** The oj filter as the API takes it: undefined for All, ME for Mine, else the remote key. */
export function ojParam(oj: string): string | undefined {
  if (oj === ALL_OJ) return undefined;
  return oj === MINE_OJ ? OWN_OJ : oj;
}

export const problemApi = {
  list: (q: ProblemListQuery) =>
    call<ProblemPage>(
      `/api/get-problem-list?${query({ keyword: q.keyword, difficulty: q.difficulty === 'All' ? undefined : q.difficulty, oj: ojParam(q.oj), tagId: q.tagIds.length ? q.tagIds.join(',') : undefined, currentPage: q.currentPage, limit: q.limit })}`,
    ),
  tagsAndClassifications: (oj: string) => call<TagGroup[]>(`/api/get-problem-tags-and-classification?${query({ oj: ojParam(oj) ?? 'ALL' })}`),
  random: () => call<{ problemId: string }>('/api/get-random-problem'),
  /** The remote judges enabled on this site (an empty list without the remote judges' plugin). */
  remoteJudges: () => call<RemoteJudgeView[]>('/api/get-remote-judge-list'),
  detail: (problemId: string, gid?: string) => call<ProblemDetailAnswer>(`/api/get-problem-detail?${query({ problemId, gid })}`),
  fullScreenList: (params: { tid?: string; cid?: string; gid?: string }) => call<FullScreenRow[]>(`/api/get-full-screen-problem-list?${query(params)}`),
  languages: () => call<SiteLanguage[]>('/api/languages'),
  recentUpdated: () => call<ProblemBrief[]>('/api/get-recent-updated-problem'),
  todoList: () => call<ProblemBrief[]>('/api/get-user-todo-problem-list'),
  toggleTodo: (pid: number, set: boolean) => call<boolean>('/api/toggle-user-todo-problem-status', { method: 'POST', body: { pid, set } }),
  submit: (body: SubmitRequest) => call<SubmissionRow | { requireCaptcha?: boolean } | null>('/api/submit-problem-judge', { method: 'POST', body }),
  captcha: () => call<{ img: string; captchaKey: string }>('/api/captcha'),
  /** The user's mark on one problem (-10: never submitted). */
  myStatus: (pid: number, cid?: number, gid?: number) => call<Record<string, { status: number; score: number | null }>>('/api/get-user-problem-status', { method: 'POST', body: { pidList: [pid], isContestProblemList: Boolean(cid), ...(cid ? { cid } : {}), ...(gid ? { gid } : {}) } }),
  mySubmissions: (problemId: string, limit: number, cid?: number, gid?: number) =>
    cid
      ? // inside a contest: the user's rows of this contest problem (problemId is its display id), the contests plugin's call
        call<{ records: SubmissionRow[]; total: number }>(`/api/contest-submissions?${query({ contestID: cid, onlyMine: 'true', problemID: problemId, completeProblemID: 'true', beforeContestSubmit: 'true', containsEnd: 'true', limit, currentPage: 1 })}`)
      : call<{ records: SubmissionRow[]; total: number }>(`/api/get-submission-list?${query({ onlyMine: 'true', problemID: problemId, completeProblemID: 'true', limit, currentPage: 1, gid })}`),
  lastAcCode: (pid: number, cid?: number) => call<{ code: string; language: string }>(`/api/get-last-ac-code?${query({ pid, cid })}`),
  testRun: (body: TestRunRequest) => call<string>('/api/submit-problem-test-judge', { method: 'POST', body }),
  testRunResult: (testJudgeKey: string) => call<TestRunResult>(`/api/get-test-judge-result?${query({ testJudgeKey })}`),
};

/** The body of submit-problem-judge (01 §7); captcha and captchaKey only after the server asked for one. */
export interface SubmitRequest {
  pid: number;
  language: string;
  code: string;
  cid: number;
  tid: number | null;
  gid: number | null;
  isRemote: boolean;
  captcha?: string;
  captchaKey?: string;
}

/** A submission as the list and the submit call answer it (never with code). */
export interface SubmissionRow {
  submitId: number;
  pid: number;
  displayId: string;
  username: string;
  status: number;
  score: number | null;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
  length: number;
  language: string;
  submitTime: string;
}

/** The body of submit-problem-test-judge (01 §7). */
export interface TestRunRequest {
  pid: number;
  type: 'public' | 'contest';
  /** type 'contest': the contest the run is made in. */
  cid?: number;
  code: string;
  language: string;
  userInput: string;
  expectedOutput: string;
  mode: string;
  isRemoteJudge: boolean;
}

/** 01 §3 "Test-run result"; sampleIndex (1-based) when an Accepted output matched a sample. */
export interface TestRunResult {
  status: number;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string | null;
  problemJudgeMode: string;
  sampleIndex?: number | null;
}
