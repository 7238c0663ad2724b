import { JudgeStatus, type RemoteProblem } from '@oj/core';
import type { RemoteHttp } from '../../http/remote-http';
import { RemoteJudgeError, type RemoteStep } from '../../http/remote-judge-error';
import { SessionExpired, type JudgeAdapter, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { LIBRE_LANGUAGES, libreData } from './libre.data';

/** LibreOJ's statuses (lyrio's SubmissionStatus) in our table; a status not listed is not guessed. */
const LIBRE_VERDICTS: Readonly<Record<string, { status: number; note?: string }>> = {
  Accepted: { status: JudgeStatus.ACCEPTED },
  PartiallyCorrect: { status: JudgeStatus.PARTIAL_ACCEPTED },
  WrongAnswer: { status: JudgeStatus.WRONG_ANSWER },
  CompilationError: { status: JudgeStatus.COMPILE_ERROR },
  RuntimeError: { status: JudgeStatus.RUNTIME_ERROR },
  TimeLimitExceeded: { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  MemoryLimitExceeded: { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  OutputLimitExceeded: { status: JudgeStatus.RUNTIME_ERROR, note: 'Output Limit Exceeded (LibreOJ)' },
  FileError: { status: JudgeStatus.RUNTIME_ERROR, note: 'File Error (LibreOJ)' },
  InvalidInteraction: { status: JudgeStatus.WRONG_ANSWER, note: 'Invalid Interaction (LibreOJ)' },
  ConfigurationError: { status: JudgeStatus.SYSTEM_ERROR, note: 'Configuration Error (LibreOJ)' },
  SystemError: { status: JudgeStatus.SYSTEM_ERROR },
  JudgementFailed: { status: JudgeStatus.SYSTEM_ERROR, note: 'Judgement Failed (LibreOJ)' },
};

/** The parts of `problem/getProblem` read. */
interface LibreProblem {
  meta?: { id?: number; displayId?: number };
  localizedContentsOfLocale?: { title?: string; contentSections?: Array<{ sectionTitle?: string; type?: string; text?: string; sampleId?: number }> };
  samples?: Array<{ inputData?: string; outputData?: string }>;
  judgeInfo?: { timeLimit?: number; memoryLimit?: number };
  tagsOfLocale?: Array<{ name?: string }>;
}

/** Section titles of LibreOJ's statements, Chinese and English. */
const SECTIONS: ReadonlyArray<[RegExp, 'description' | 'input' | 'output' | 'hint']> = [
  [/题目描述|Description/i, 'description'],
  [/输入格式|Input/i, 'input'],
  [/输出格式|Output/i, 'output'],
  [/提示|Hint|Note/i, 'hint'],
];

/**
 * LibreOJ: its JSON API (every call a POST, every error an HTTP 200 with an `error` word). Statements
 * are markdown already (with `$…$`); login answers a bearer token; submit takes the problem's real id
 * (its display id resolved first) and answers the run id; `getSubmissionDetail` gives the verdict.
 */
export class LibreAdapter implements JudgeAdapter {
  readonly data = libreData;

  canonicalId(raw: string): string | undefined {
    const id = raw.trim();
    return /^\d{1,6}$/.test(id) && Number(id) > 0 ? String(Number(id)) : undefined;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    return http.url(`/p/${problemId}`);
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const body = await this.problem(http, 'import', problemId);
    const content = body.localizedContentsOfLocale;
    const { timeLimit, memoryLimit } = body.judgeInfo ?? {};
    if (!content?.title || !content.contentSections || !timeLimit || !memoryLimit) throw new RemoteJudgeError('LIBRE', 'import', 'changed', `getProblem of ${problemId} lacks its title, sections or limits`);
    const parts = { description: [] as string[], input: [] as string[], output: [] as string[], hint: [] as string[] };
    content.contentSections.forEach((section, i) => {
      if (section.type === 'Sample') {
        if (section.text?.trim()) parts.hint.push(section.text.trim());
        return;
      }
      // by its title, else by its place (HOJ's rule: description, input, output)
      const part = SECTIONS.find(([pattern]) => pattern.test(section.sectionTitle ?? ''))?.[1] ?? (['description', 'input', 'output'] as const)[i] ?? 'hint';
      if (section.text?.trim()) parts[part].push(section.text.trim());
    });
    return {
      remoteId: problemId,
      title: content.title,
      description: parts.description.join('\n\n'),
      input: parts.input.join('\n\n'),
      output: parts.output.join('\n\n'),
      hint: parts.hint.join('\n\n'),
      examples: (body.samples ?? []).map((s) => ({ input: (s.inputData ?? '').replace(/\s+$/, ''), output: (s.outputData ?? '').replace(/\s+$/, '') })),
      timeLimit,
      memoryLimit,
      source: '',
      url: this.problemUrl(http, problemId),
      tags: (body.tagsOfLocale ?? []).map((t) => t.name ?? '').filter(Boolean),
    };
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    session.loggedIn = false;
    const body = await this.api<{ token?: string }>(session.http, 'login', 'auth/login', { username: session.username, password });
    if (!body.token) throw new RemoteJudgeError('LIBRE', 'login', 'changed', 'the login answered no token');
    session.state.token = body.token;
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const token = session.state.token;
    if (!token) throw new SessionExpired('LIBRE');
    const language = LIBRE_LANGUAGES[submission.language];
    if (!language) throw new RemoteJudgeError('LIBRE', 'submit', 'rejected', `LibreOJ has no language of ours called ${submission.language}`);
    // the display id an admin imports can differ from the id the API submits to
    const problem = await this.problem(session.http, 'submit', submission.problemId);
    const id = problem.meta?.id;
    if (!id) throw new RemoteJudgeError('LIBRE', 'submit', 'changed', `getProblem of ${submission.problemId} has no meta.id`);
    const body = await this.api<{ submissionId?: number }>(session.http, 'submit', 'submission/submit', { problemId: id, content: { ...language, code: submission.code }, uploadInfo: null }, token);
    if (!body.submissionId) throw new RemoteJudgeError('LIBRE', 'submit', 'changed', 'the submit answered no submissionId');
    return String(body.submissionId);
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const body = await this.api<{ meta?: { status?: string; timeUsed?: number | null; memoryUsed?: number | null }; progress?: unknown; result?: { compile?: { message?: string } } }>(
      session.http, 'poll', 'submission/getSubmissionDetail', { submissionId: run.runId, locale: 'zh_CN' }, session.state.token,
    );
    const status = body.meta?.status;
    if (!status) throw new RemoteJudgeError('LIBRE', 'poll', 'changed', `the detail of run ${run.runId} has no status`);
    if (status === 'Pending') return { final: false, judging: body.progress !== undefined && body.progress !== null };
    const verdict = LIBRE_VERDICTS[status];
    if (!verdict) throw new RemoteJudgeError('LIBRE', 'poll', 'changed', `unknown verdict '${status}' of run ${run.runId}`);
    const compileMessage = verdict.status === JudgeStatus.COMPILE_ERROR ? body.result?.compile?.message : verdict.note;
    return { final: true, status: verdict.status, time: body.meta?.timeUsed ?? null, memory: body.meta?.memoryUsed ?? null, ...(compileMessage ? { compileMessage } : {}) };
  }

  private problem(http: RemoteHttp, step: RemoteStep, displayId: string): Promise<LibreProblem> {
    return this.api<LibreProblem>(http, step, 'problem/getProblem', { displayId: Number(displayId), localizedContentsOfLocale: 'zh_CN', samples: true, judgeInfo: true, tagsOfLocale: 'zh_CN' });
  }

  /** One API call: its answer, or the step's error for its `error` word (HTTP 200 with `{error}`). */
  private async api<T>(http: RemoteHttp, step: RemoteStep, method: string, body: unknown, token?: string): Promise<T> {
    const answer = await http.request(step, { path: http.hostUrl('api', `/api/${method}`), json: body, headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
    let parsed: T & { error?: string };
    try {
      parsed = JSON.parse(answer.text) as T & { error?: string };
    } catch {
      throw new RemoteJudgeError('LIBRE', step, 'changed', `the API's ${method} did not answer JSON`);
    }
    if (parsed.error) {
      const error = parsed.error;
      if (error === 'NO_SUCH_PROBLEM' || error === 'NO_SUCH_SUBMISSION') throw new RemoteJudgeError('LIBRE', step, 'missing', `LibreOJ answered ${error}`);
      if (step === 'login' && ['NO_SUCH_USER', 'WRONG_PASSWORD', 'USER_NOT_MIGRATED'].includes(error)) throw new RemoteJudgeError('LIBRE', 'login', 'refused', `LibreOJ refused the login: ${error}`);
      if (error === 'PERMISSION_DENIED' && step !== 'import' && token) throw new SessionExpired('LIBRE');
      throw new RemoteJudgeError('LIBRE', step, 'rejected', `LibreOJ answered ${error}`);
    }
    return parsed;
  }
}
