import type { RemoteProblem } from '@oj/core';
import { all, childElements, first, is, parseHtml, squash, textOf, type Element } from '../../http/html';
import type { RemoteHttp, RemoteResponse } from '../../http/remote-http';
import { RemoteJudgeError, type RemoteStep } from '../../http/remote-judge-error';
import { statementMarkdown } from '../../http/statement';
import { SessionExpired, type JudgeAdapter, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { hduData } from './hdu.data';
import { HDU_VERDICTS, HDU_WAITING } from './hdu-verdicts';

/** HDU's pages are GBK, whatever a proxy says of them. */
const CHARSET = 'gbk';
const RUN_LOOKUP_TRIES = 3;
const RUN_LOOKUP_WAIT_MS = 2_000;

/** One row of HDU's status table. */
export interface HduRun {
  runId: string;
  status: string;
  /** The word after the status ('ACCESS_VIOLATION' of a Runtime Error). */
  detail: string;
  timeMs: number | null;
  memoryKb: number | null;
}

/** The rows of HDU's status page (`#fixed_table`: run id, time, status, problem, time, memory, ...), newest first. */
export function readHduStatus(html: string): HduRun[] {
  const table = first(parseHtml(html), is('#fixed_table')) ?? parseHtml(html);
  return all(table, (el) => el.name === 'tr' && el.attribs.align === 'center').map((row) => {
    const cells = childElements(row).filter((c) => c.name === 'td').map((c) => textOf(c));
    const [statusWord, ...rest] = (cells[2] ?? '').split('\n');
    return {
      runId: squash(cells[0] ?? ''),
      status: squash(statusWord),
      detail: squash(rest.join(' ')).replace(/^\(|\)$/g, ''),
      timeMs: /(\d+)\s*MS/i.test(cells[4] ?? '') ? Number(/(\d+)/.exec(cells[4])?.[1]) : null,
      memoryKb: /(\d+)\s*K/i.test(cells[5] ?? '') ? Number(/(\d+)/.exec(cells[5])?.[1]) : null,
    };
  });
}

/** 'Time Limit: 2000/1000 MS (Java/Others)   Memory Limit: 65536/32768 K': the second of each pair (the "Others" one), ms and MB. */
export function hduLimits(text: string): { timeLimit?: number; memoryLimit?: number } {
  const time = /Time Limit:\s*(\d+)\s*\/\s*(\d+)\s*MS/i.exec(text);
  const memory = /Memory Limit:\s*(\d+)\s*\/\s*(\d+)\s*K/i.exec(text);
  return { timeLimit: time ? Number(time[2]) : undefined, memoryLimit: memory ? Math.round(Number(memory[2]) / 1024) : undefined };
}

/**
 * HDU (acm.hdu.edu.cn): GBK pages. The problem page's `div.panel_title` / `div.panel_content` pairs,
 * the login form, the submit form (the code URL-encoded then base64, as HDU's own page sends it), and the
 * status table for the run id, the verdict, time and memory; compile messages from `viewerror.php`.
 */
export class HduAdapter implements JudgeAdapter {
  readonly data = hduData;

  canonicalId(raw: string): string | undefined {
    const id = raw.trim();
    return /^\d{4,5}$/.test(id) && Number(id) >= 1000 ? String(Number(id)) : undefined;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    return http.url('/showproblem.php', { pid: problemId });
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const url = this.problemUrl(http, problemId);
    const page = await this.get(http, 'import', url);
    const doc = parseHtml(page.text);
    const title = squash(textOf(first(doc, is('h1'))));
    if (!title) {
      if (/No such problem/i.test(page.text)) throw new RemoteJudgeError('HDU', 'import', 'missing', `there is no problem ${problemId}`);
      throw new RemoteJudgeError('HDU', 'import', 'changed', `the page of ${problemId} has no title where HDU puts it`);
    }
    const { timeLimit, memoryLimit } = hduLimits(textOf(doc));
    if (!timeLimit || !memoryLimit) throw new RemoteJudgeError('HDU', 'import', 'changed', `the page of ${problemId} has no limits line`);
    const sections = new Map<string, Element>();
    for (const heading of all(doc, is('div.panel_title'))) {
      let next = heading.next;
      while (next && !(next.type === 'tag' && is('div.panel_content')(next as Element))) next = next.next;
      if (next) sections.set(squash(textOf(heading)), next as Element);
    }
    const style = { base: url };
    const sampleOf = (name: string) => textOf(first(sections.get(name) ?? doc, is('pre'))).replace(/^\n/, '').replace(/\s+$/, '');
    // the hint sits in the sample output's box, after its pre
    const hintBox = sections.get('Sample Output') && childElements(sections.get('Sample Output') as Element).find((c) => c.name === 'div' && /Hint/.test(textOf(c)));
    const hint = hintBox ? statementMarkdown(hintBox.children.slice(1), style) : '';
    return {
      remoteId: problemId,
      title,
      description: statementMarkdown(sections.get('Problem Description'), style),
      input: statementMarkdown(sections.get('Input'), style),
      output: statementMarkdown(sections.get('Output'), style),
      hint,
      examples: sections.has('Sample Input') ? [{ input: sampleOf('Sample Input'), output: sampleOf('Sample Output') }] : [],
      timeLimit,
      memoryLimit,
      source: squash(textOf(sections.get('Source'))),
      url,
      tags: [],
    };
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    session.loggedIn = false;
    const answer = await session.http.request('login', { path: '/userloginex.php', query: { action: 'login' }, form: { username: session.username, userpass: password, login: 'Sign In' }, charset: CHARSET, followRedirects: false });
    if (answer.status !== 302) {
      const refused = /wrong password|No such user/i.test(answer.text);
      throw new RemoteJudgeError('HDU', 'login', refused ? 'refused' : 'changed', refused ? 'HDU refused the username or password' : `the login answered ${answer.status} instead of a redirect`);
    }
    const home = await this.get(session.http, 'login', '/index.php');
    if (!/userloginex\.php\?action=logout/.test(home.text)) throw new RemoteJudgeError('HDU', 'login', 'refused', 'HDU did not keep the login (no sign-out link on its home page)');
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const runs = () => this.get(session.http, 'run id', `/status.php?user=${encodeURIComponent(session.username)}&pid=${submission.problemId}`).then((p) => readHduStatus(p.text));
    const before = Number((await runs())[0]?.runId ?? 0);
    const answer = await session.http.request('submit', {
      path: '/submit.php',
      query: { action: 'submit' },
      form: { check: '0', problemid: submission.problemId, language: submission.language, _usercode: Buffer.from(encodeURIComponent(submission.code)).toString('base64') },
      charset: CHARSET,
      followRedirects: false,
    });
    if (answer.status !== 302) this.refused(answer);
    for (let attempt = 0; attempt < RUN_LOOKUP_TRIES; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, RUN_LOOKUP_WAIT_MS));
      const newest = (await runs())[0];
      if (newest && Number(newest.runId) > before) return newest.runId;
    }
    throw new RemoteJudgeError('HDU', 'run id', 'changed', `the submission to ${submission.problemId} does not show on the status page`);
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const page = await this.get(session.http, 'poll', `/status.php?first=${run.runId}&user=${encodeURIComponent(session.username)}&pid=${run.problemId}`);
    const found = readHduStatus(page.text).find((r) => r.runId === run.runId);
    if (!found) throw new RemoteJudgeError('HDU', 'poll', 'missing', `run ${run.runId} is not on the status page`);
    if (found.status in HDU_WAITING) return { final: false, judging: HDU_WAITING[found.status] };
    const verdict = HDU_VERDICTS[found.status];
    if (!verdict) throw new RemoteJudgeError('HDU', 'poll', 'changed', `unknown verdict '${found.status}' of run ${run.runId}`);
    const compileMessage = found.status === 'Compilation Error' ? await this.compileMessage(session, run.runId) : verdict.note ?? (found.detail || undefined);
    return { final: true, status: verdict.status, time: found.timeMs, memory: found.memoryKb, ...(compileMessage ? { compileMessage } : {}) };
  }

  private async compileMessage(session: RemoteSession, runId: string): Promise<string | undefined> {
    try {
      const page = await this.get(session.http, 'compile message', `/viewerror.php?rid=${runId}`);
      return textOf(first(parseHtml(page.text), is('pre'))).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  /** A GET of one of HDU's pages, read as GBK. */
  private async get(http: RemoteHttp, step: RemoteStep, path: string): Promise<RemoteResponse> {
    return http.request(step, { path, charset: CHARSET });
  }

  private refused(answer: RemoteResponse): never {
    if (/userloginex\.php\?action=login/.test(answer.text) && /userpass/.test(answer.text)) throw new SessionExpired('HDU');
    const doc = parseHtml(answer.text);
    const error = /One or more following ERROR\(s\) occurred/i.test(answer.text) ? squash(textOf(first(doc, is('li')))) : /Please don't re-submit/i.test(answer.text) ? "Please don't re-submit in 5 seconds" : '';
    throw new RemoteJudgeError('HDU', 'submit', error ? 'rejected' : 'changed', error ? `HDU refused the submission: ${error}` : `the submit answered ${answer.status} instead of a redirect`);
  }
}
