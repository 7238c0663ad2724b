import type { RemoteProblem } from '@oj/core';
import { all, attr, first, is, parseHtml, squash, textOf } from '../../http/html';
import type { RemoteHttp } from '../../http/remote-http';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { SessionExpired, type JudgeAdapter, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { atcoderData } from './atcoder.data';
import { readAtcoderTask } from './atcoder-problem';
import { ATCODER_VERDICTS, atcoderWaiting } from './atcoder-verdicts';

/** Tries to find the run id of a submit on the account's submissions page, and the wait between them. */
const RUN_LOOKUP_TRIES = 3;
const RUN_LOOKUP_WAIT_MS = 2_000;

/** A task id split into its contest and task ('abc110_a' → abc110, abc110_a). */
export function contestOf(taskId: string): string {
  return taskId.slice(0, taskId.lastIndexOf('_'));
}

const screenName = (html: string) => /var userScreenName = "([^"]*)"/.exec(html)?.[1] ?? '';
const csrfOf = (html: string) => attr(first(parseHtml(html), (el) => el.name === 'input' && el.attribs.name === 'csrf_token'), 'value') ?? /var csrfToken = "([^"]*)"/.exec(html)?.[1];

/** The newest run id on an account's submissions page (`td.submission-score[data-id]`), 0 without one. */
export function newestRunId(html: string): number {
  const ids = all(parseHtml(html), (el) => is('td.submission-score')(el) && el.attribs['data-id'] !== undefined).map((el) => Number(el.attribs['data-id']));
  return ids.length ? Math.max(...ids) : 0;
}

/** A run's cells as AtCoder's verdict JSON (or its submissions table) shows them: the label, time and memory. */
export function readAtcoderCells(html: string): { label: string; title: string; timeMs: number | null; memoryKb: number | null } {
  const doc = parseHtml(html);
  const label = first(doc, is('span.label'));
  const right = all(doc, is('td.text-right')).map((td) => squash(textOf(td)));
  const time = right.map((t) => /^(\d+)\s*ms$/.exec(t)).find(Boolean);
  const memory = right.map((t) => /^(\d+)\s*KB$/.exec(t)).find(Boolean);
  return { label: squash(textOf(label)), title: attr(label, 'title') ?? '', timeMs: time ? Number(time[1]) : null, memoryKb: memory ? Number(memory[1]) : null };
}

/**
 * AtCoder: task pages for statements (`/contests/{contest}/tasks/{task}`), the login form, the submit
 * form (its language list checked against ours first), the account's submissions page for the run id,
 * and the verdict JSON its own pages poll (`submissions/me/status/json`, with its `Interval` hint).
 */
export class AtcoderAdapter implements JudgeAdapter {
  readonly data = atcoderData;

  canonicalId(raw: string): string | undefined {
    const id = raw.trim().toLowerCase();
    return /^[a-z0-9][a-z0-9-]*(?:_[a-z0-9-]+)*_[a-z0-9]+$/.test(id) ? id : undefined;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    return http.url(`/contests/${contestOf(problemId)}/tasks/${problemId}`);
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const url = this.problemUrl(http, problemId);
    const page = await http.request('import', { path: url, query: { lang: 'en' } });
    if (page.status === 404) throw new RemoteJudgeError('AC', 'import', 'missing', `there is no task ${problemId}`);
    return readAtcoderTask(page.text, { remoteId: problemId, url });
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    session.loggedIn = false;
    const home = await session.http.request('login', { path: '/home' });
    const csrf = csrfOf(home.text);
    if (!csrf) throw new RemoteJudgeError('AC', 'login', 'changed', 'the page has no CSRF token for the login form');
    const answer = await session.http.request('login', { path: '/login', form: { username: session.username, password, csrf_token: csrf }, followRedirects: false });
    if (answer.status !== 302 || /\/login/.test(answer.location ?? '')) {
      throw new RemoteJudgeError('AC', 'login', answer.status === 302 ? 'refused' : 'changed', answer.status === 302 ? 'AtCoder refused the username or password' : `the login answered ${answer.status} instead of a redirect`);
    }
    const after = await session.http.request('login', { path: '/home' });
    if (!screenName(after.text)) throw new RemoteJudgeError('AC', 'login', 'refused', 'AtCoder did not keep the login (no user on its home page)');
    session.state.csrf = csrfOf(after.text) ?? csrf;
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const task = submission.problemId;
    const contest = contestOf(task);
    const form = await session.http.request('submit', { path: `/contests/${contest}/submit` });
    if (!screenName(form.text)) throw new SessionExpired('AC');
    const offered = new Set(all(parseHtml(form.text), (el) => el.name === 'option' && /^\d+$/.test(el.attribs.value ?? '')).map((el) => el.attribs.value));
    if (offered.size && !offered.has(submission.language)) {
      throw new RemoteJudgeError('AC', 'submit', 'changed', `AtCoder's submit form no longer offers language id ${submission.language}: the adapter's language list needs an update`);
    }
    const csrf = csrfOf(form.text);
    if (!csrf) throw new RemoteJudgeError('AC', 'submit', 'changed', 'the submit page has no CSRF token');
    const mine = (attempt: number) => session.http.request(attempt ? 'run id' : 'submit', { path: `/contests/${contest}/submissions/me`, query: { 'f.Task': task, 'f.LanguageName': '', 'f.Status': '', 'f.User': '' } });
    const before = newestRunId((await mine(0)).text);
    const answer = await session.http.request('submit', {
      path: `/contests/${contest}/submit`,
      form: { 'data.TaskScreenName': task, 'data.LanguageId': submission.language, sourceCode: submission.code, csrf_token: csrf },
      followRedirects: false,
    });
    if (answer.status !== 302 || !/submissions\/me/.test(answer.location ?? '')) {
      const alert = squash(textOf(first(parseHtml(answer.text), is('div.alert-danger'))).replace(/^×\s*/, ''));
      throw new RemoteJudgeError('AC', 'submit', alert ? 'rejected' : 'changed', alert ? `AtCoder refused the submission: ${alert}` : `the submit answered ${answer.status} instead of a redirect to the submissions`);
    }
    for (let attempt = 1; attempt <= RUN_LOOKUP_TRIES; attempt++) {
      const newest = newestRunId((await mine(attempt)).text);
      if (newest > before) return String(newest);
      await new Promise((resolve) => setTimeout(resolve, RUN_LOOKUP_WAIT_MS));
    }
    throw new RemoteJudgeError('AC', 'run id', 'changed', `the submission to ${task} does not show on the account's submissions page`);
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const contest = contestOf(run.problemId);
    const answer = await session.http.request('poll', { path: `/contests/${contest}/submissions/me/status/json`, query: { 'sids[]': run.runId } });
    if (/\/login/.test(answer.url)) throw new SessionExpired('AC');
    let body: { Interval?: number; Result?: Record<string, { Html?: string }> };
    try {
      body = JSON.parse(answer.text) as typeof body;
    } catch {
      throw new RemoteJudgeError('AC', 'poll', 'changed', 'the verdict answer is not JSON');
    }
    const html = body.Result?.[run.runId]?.Html;
    if (!html) throw new RemoteJudgeError('AC', 'poll', 'missing', `run ${run.runId} is not in the verdict answer`);
    const cells = readAtcoderCells(html);
    const waiting = atcoderWaiting(cells.label);
    if (waiting.waiting) return { final: false, judging: waiting.judging, ...(body.Interval ? { nextPollMs: body.Interval } : {}) };
    const verdict = ATCODER_VERDICTS[cells.label];
    if (!verdict) throw new RemoteJudgeError('AC', 'poll', 'changed', `unknown verdict '${cells.label}' of run ${run.runId}`);
    const compileMessage = verdict.status === ATCODER_VERDICTS.CE.status ? await this.compileMessage(session, contest, run.runId) : verdict.note;
    return { final: true, status: verdict.status, time: cells.timeMs, memory: cells.memoryKb, ...(compileMessage ? { compileMessage } : {}) };
  }

  /** The compiler's message on the run's page ('Compile Error' heading and its `pre`); undefined when not found. */
  private async compileMessage(session: RemoteSession, contest: string, runId: string): Promise<string | undefined> {
    try {
      const page = await session.http.request('compile message', { path: `/contests/${contest}/submissions/${runId}` });
      const doc = parseHtml(page.text);
      const heading = first(doc, (el) => /^h[1-6]$/.test(el.name) && /Compile Error|コンパイルエラー/.test(textOf(el)));
      let node = heading?.next;
      while (node && !(node.type === 'tag' && (node as { name?: string }).name === 'pre')) node = node.next;
      const text = node ? textOf(node).trim() : '';
      return text || undefined;
    } catch {
      return undefined;
    }
  }
}
