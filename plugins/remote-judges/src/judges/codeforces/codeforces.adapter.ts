import { randomBytes } from 'node:crypto';
import type { RemoteProblem } from '@oj/core';
import { attr, first, is, parseHtml, squash, textOf } from '../../http/html';
import { antibotPage, type RemoteHttp, type RemoteRequest, type RemoteResponse } from '../../http/remote-http';
import { RemoteJudgeError, type RemoteStep } from '../../http/remote-judge-error';
import { SessionExpired, type JudgeAdapter, type JudgeData, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { codeforcesData } from './codeforces.data';
import { readCodeforcesStatement } from './codeforces-problem';
import { isRcpcPage, rcpcCookie } from './codeforces-rcpc';
import { CODEFORCES_VERDICTS, CODEFORCES_WAITING } from './codeforces-verdicts';

/** Submissions of the account the run id is looked for among (newest first). */
const RUN_LOOKUP_COUNT = 20;
/** Tries to find the run id a submit made (the API lists it a moment after the submit), and the wait between them. */
const RUN_LOOKUP_TRIES = 3;
const RUN_LOOKUP_WAIT_MS = 2_000;

/** An API answer: `{status: 'OK', result}` or `{status: 'FAILED', comment}`. */
interface ApiAnswer<T> {
  status?: string;
  comment?: string;
  result?: T;
}

/** A submission of the API (`user.status`, `contest.status`), the fields read. */
interface ApiSubmission {
  id: number;
  contestId?: number;
  creationTimeSeconds?: number;
  problem?: { contestId?: number; index?: string };
  verdict?: string;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
}

/** A problem id split: contest and index ('1000A' → 1000, 'A'; 'F2' indexes too). */
export function splitProblemId(id: string): { contest: string; index: string } {
  const m = /^(\d+)([A-Z][0-9]?)$/.exec(id);
  if (!m) throw new Error(`'${id}' is not a Codeforces problem id`);
  return { contest: m[1], index: m[2] };
}

/**
 * Codeforces: statements from the problem pages; login and submit through the pages' forms (with the
 * CSRF token and the RCPC anti-bot cookie, which is computed here as its page's script would); run ids
 * and verdicts through the official API (`user.status`, `contest.status`), the compile message through
 * `/data/judgeProtocol`. Gym (`GymAdapter`) is the same with `/gym/` paths and contests from 100000 on.
 */
export class CodeforcesAdapter implements JudgeAdapter {
  constructor(
    readonly data: JudgeData = codeforcesData,
    /** The path segment of its contests: 'contest' on Codeforces, 'gym' on Gym. */
    protected readonly section: 'contest' | 'gym' = 'contest',
  ) {}

  canonicalId(raw: string): string | undefined {
    const m = /^\s*(\d{1,6})\s*([A-Za-z][0-9]?)\s*$/.exec(raw);
    if (!m) return undefined;
    const contest = Number(m[1]);
    // contests from 100000 on are Gym's
    if (contest < 1 || (this.section === 'gym') !== contest >= 100_000) return undefined;
    return `${contest}${m[2].toUpperCase()}`;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    const { contest, index } = splitProblemId(problemId);
    return http.url(`/${this.section}/${contest}/problem/${index}`);
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const url = this.problemUrl(http, problemId);
    const page = await this.get(http, 'import', { path: url });
    if (page.status === 404 || /No such problem/i.test(page.text)) throw new RemoteJudgeError(this.data.key, 'import', 'missing', `there is no problem ${problemId}`);
    const problem = readCodeforcesStatement(this.data.key, page.text, { remoteId: problemId, url, index: splitProblemId(problemId).index });
    if (!problem) return this.statementless(http, problemId, url);
    // a contest's problem page shows no tags: the official problem list has them
    if (!problem.tags.length && this.section === 'contest') problem.tags = await this.tagsOf(http, problemId).catch(() => []);
    return problem;
  }

  /** The problem's tags in the official API's problem list (`problemset.problems`); none when it is not there. */
  async tagsOf(http: RemoteHttp, problemId: string): Promise<string[]> {
    const { contest, index } = splitProblemId(problemId);
    const list = await this.api<{ problems?: Array<{ contestId?: number; index?: string; tags?: string[] }> }>(http, 'import', 'problemset.problems', {});
    return list.problems?.find((p) => String(p.contestId) === contest && p.index === index)?.tags ?? [];
  }

  /** A problem page without an HTML statement: Codeforces itself has none to show. */
  protected async statementless(_http: RemoteHttp, problemId: string, _url: string): Promise<RemoteProblem> {
    throw new RemoteJudgeError(this.data.key, 'import', 'changed', `the page of ${problemId} holds no statement where Codeforces puts it`);
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    const { key } = this.data;
    session.loggedIn = false;
    const form = await this.get(session.http, 'login', { path: '/enter' });
    const csrf = csrfOf(form.text);
    if (!csrf) throw new RemoteJudgeError(key, 'login', 'changed', 'the login page has no CSRF token');
    const answer = await this.get(session.http, 'login', {
      path: '/enter',
      form: { csrf_token: csrf, action: 'enter', ftaa: randomToken(18), bfaa: randomBytes(16).toString('hex'), handleOrEmail: session.username, password, remember: 'on', _tta: '176' },
      followRedirects: false,
    });
    if (answer.status !== 302) {
      const refused = /Invalid handle\/email or password|Неверный хэндл\/email или пароль/i.test(answer.text);
      throw new RemoteJudgeError(key, 'login', refused ? 'refused' : 'changed', refused ? 'Codeforces refused the handle or password' : `the login answered ${answer.status} instead of a redirect`);
    }
    const home = await this.get(session.http, 'login', { path: '/' });
    const handle = /var handle = "([^"]+)"/.exec(home.text)?.[1];
    if (!handle || !/\/logout"/.test(home.text)) throw new RemoteJudgeError(key, 'login', 'refused', 'Codeforces did not keep the login (no handle and logout link on its home page)');
    session.state.handle = handle;
    session.state.csrf = csrfOf(home.text) ?? csrf;
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const { key } = this.data;
    const { contest, index } = splitProblemId(submission.problemId);
    const handle = session.state.handle;
    if (!handle) throw new SessionExpired(key);
    // the account's newest run before this one: the run id must come after it
    const before = (await this.runsOf(session, 'submit')).at(0)?.id ?? 0;
    const form = await this.get(session.http, 'submit', { path: `/${this.section}/${contest}/submit` });
    if (/\/enter\b/.test(form.url) || !/\/logout"/.test(form.text)) throw new SessionExpired(key);
    const csrf = csrfOf(form.text);
    if (!csrf) throw new RemoteJudgeError(key, 'submit', 'changed', 'the submit page has no CSRF token');
    const answer = await this.get(session.http, 'submit', {
      path: `/${this.section}/${contest}/submit`,
      query: { csrf_token: csrf },
      form: {
        csrf_token: csrf, ftaa: randomToken(18), bfaa: randomBytes(16).toString('hex'), action: 'submitSolutionFormSubmitted',
        submittedProblemIndex: index, contestId: contest, programTypeId: submission.language, source: submission.code, tabSize: '4', sourceFile: '', _tta: '176',
      },
      followRedirects: false,
    });
    if (answer.status !== 302) {
      const doc = parseHtml(answer.text);
      const error = first(doc, (el) => is('span.error')(el) && el.children.length > 0);
      const reason = error ? squash(textOf(error)) : '';
      throw new RemoteJudgeError(key, 'submit', reason ? 'rejected' : 'changed', reason ? `Codeforces refused the submission: ${reason}` : `the submit answered ${answer.status} instead of a redirect`);
    }
    for (let attempt = 0; attempt < RUN_LOOKUP_TRIES; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, RUN_LOOKUP_WAIT_MS));
      const run = (await this.runsOf(session, 'run id')).find((s) => s.id > before && String(s.problem?.contestId ?? s.contestId) === contest && s.problem?.index === index);
      if (run) return String(run.id);
    }
    throw new RemoteJudgeError(key, 'run id', 'changed', `the submission to ${submission.problemId} does not show among ${handle}'s runs`);
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const { key } = this.data;
    const { contest } = splitProblemId(run.problemId);
    const handle = session.state.handle ?? session.username;
    const runs = await this.api<ApiSubmission[]>(session.http, 'poll', 'contest.status', { contestId: contest, handle, from: 1, count: RUN_LOOKUP_COUNT });
    const found = runs.find((s) => String(s.id) === run.runId);
    if (!found) throw new RemoteJudgeError(key, 'poll', 'missing', `run ${run.runId} is not among ${handle}'s newest runs of contest ${contest}`);
    if (CODEFORCES_WAITING.has(found.verdict)) return { final: false, judging: found.verdict === 'TESTING' };
    const status = CODEFORCES_VERDICTS[found.verdict as string];
    if (status === undefined) throw new RemoteJudgeError(key, 'poll', 'changed', `unknown verdict '${found.verdict}' of run ${run.runId}`);
    const compileMessage = found.verdict === 'COMPILATION_ERROR' ? await this.compileMessage(session, run.runId) : undefined;
    return {
      final: true,
      status,
      time: typeof found.timeConsumedMillis === 'number' ? found.timeConsumedMillis : null,
      memory: typeof found.memoryConsumedBytes === 'number' ? Math.round(found.memoryConsumedBytes / 1024) : null,
      ...(compileMessage ? { compileMessage } : {}),
    };
  }

  /** The account's newest runs (API `user.status`). */
  private runsOf(session: RemoteSession, step: RemoteStep): Promise<ApiSubmission[]> {
    return this.api<ApiSubmission[]>(session.http, step, 'user.status', { handle: session.state.handle ?? session.username, from: 1, count: RUN_LOOKUP_COUNT });
  }

  /** The compiler's message of a run (`/data/judgeProtocol`); undefined when Codeforces does not give it. */
  private async compileMessage(session: RemoteSession, runId: string): Promise<string | undefined> {
    const csrf = session.state.csrf;
    if (!csrf) return undefined;
    try {
      const answer = await this.get(session.http, 'compile message', { path: '/data/judgeProtocol', form: { submissionId: runId, csrf_token: csrf } });
      const parsed: unknown = JSON.parse(answer.text);
      return typeof parsed === 'string' && parsed.trim() ? parsed : undefined;
    } catch {
      // the verdict stands without the message
      return undefined;
    }
  }

  /** An official API call: its `result`, or the step's error (FAILED with its comment, an answer that is not the API's). */
  protected async api<T>(http: RemoteHttp, step: RemoteStep, method: string, query: Record<string, string | number>): Promise<T> {
    const answer = await this.get(http, step, { path: `/api/${method}`, query, headers: { Accept: 'application/json' } });
    let body: ApiAnswer<T>;
    try {
      body = JSON.parse(answer.text) as ApiAnswer<T>;
    } catch {
      throw new RemoteJudgeError(this.data.key, step, 'changed', `the API's ${method} did not answer JSON`);
    }
    if (body.status !== 'OK' || body.result === undefined) {
      const comment = body.comment ?? `status ${String(body.status)}`;
      // "Call limit exceeded" and the like pass; a missing handle or contest does not
      throw new RemoteJudgeError(this.data.key, step, /limit exceeded|temporarily/i.test(comment) ? 'server' : 'changed', `the API's ${method} failed: ${comment}`);
    }
    return body.result;
  }

  /** A request that passes Codeforces' RCPC page once (sets the cookie its script would, asks again). */
  protected async get(http: RemoteHttp, step: RemoteStep, request: RemoteRequest): Promise<RemoteResponse> {
    const answer = await http.request(step, { ...request, checkAntibot: false });
    if (!isRcpcPage(answer.text)) return checked(step, answer, this.data.key);
    const cookie = rcpcCookie(answer.text);
    if (!cookie) throw new RemoteJudgeError(this.data.key, step, 'antibot', 'Codeforces answered its "Redirecting... Please, wait." page in a form we cannot pass');
    http.jar.set('RCPC', cookie);
    const again = await http.request(step, { ...request, checkAntibot: false });
    if (isRcpcPage(again.text)) throw new RemoteJudgeError(this.data.key, step, 'antibot', 'Codeforces kept answering its "Redirecting... Please, wait." page');
    return checked(step, again, this.data.key);
  }
}

/** The anti-bot check the RCPC handling skipped, for everything else (Cloudflare, CAPTCHAs). */
function checked(step: RemoteStep, answer: RemoteResponse, judge: string): RemoteResponse {
  const antibot = antibotPage(answer.text);
  if (antibot) throw new RemoteJudgeError(judge, step, 'antibot', `the site answered with ${antibot} instead of its page`);
  return answer;
}

function csrfOf(html: string): string | undefined {
  const doc = parseHtml(html);
  return attr(first(doc, is('span.csrf-token')), 'data-csrf') ?? attr(first(doc, (el) => el.name === 'meta' && el.attribs.name === 'X-Csrf-Token'), 'content');
}

function randomToken(length: number): string {
  return randomBytes(length).toString('hex').slice(0, length);
}
