import { JudgeStatus, type RemoteProblem } from '@oj/core';
import { all, childElements, first, is, parseHtml, squash, textOf, type Element } from '../../http/html';
import type { RemoteHttp, RemoteResponse } from '../../http/remote-http';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { statementMarkdown } from '../../http/statement';
import { SessionExpired, type JudgeAdapter, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { pojData } from './poj.data';

const RUN_LOOKUP_TRIES = 3;
const RUN_LOOKUP_WAIT_MS = 2_000;

/** POJ's result words in our table (01 §3); a word not listed is not guessed. */
const POJ_VERDICTS: Readonly<Record<string, { status: number; note?: string }>> = {
  Accepted: { status: JudgeStatus.ACCEPTED },
  'Presentation Error': { status: JudgeStatus.PRESENTATION_ERROR },
  'Wrong Answer': { status: JudgeStatus.WRONG_ANSWER },
  'Time Limit Exceeded': { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  'Memory Limit Exceeded': { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  'Output Limit Exceeded': { status: JudgeStatus.RUNTIME_ERROR, note: 'Output Limit Exceeded (POJ)' },
  'Runtime Error': { status: JudgeStatus.RUNTIME_ERROR },
  'Compile Error': { status: JudgeStatus.COMPILE_ERROR },
  'System Error': { status: JudgeStatus.SYSTEM_ERROR },
};
const POJ_WAITING: Readonly<Record<string, boolean>> = { Waiting: false, Queuing: false, Compiling: true, 'Running & Judging': true };

/** The rows of POJ's status table (`table.a`, rows `tr[align=center]`: run id, user, problem, result, memory, time, ...). */
export function readPojStatus(html: string): Array<{ runId: string; result: string; memoryKb: number | null; timeMs: number | null }> {
  const table = first(parseHtml(html), is('table.a'));
  if (!table) return [];
  return all(table, (el) => el.name === 'tr' && el.attribs.align === 'center').map((row) => {
    const cells = childElements(row).filter((c) => c.name === 'td').map((c) => squash(textOf(c)));
    const number = (text: string | undefined, unit: RegExp) => (text && unit.test(text) ? Number(/(\d+)/.exec(text)?.[1]) : null);
    return { runId: cells[0] ?? '', result: cells[3] ?? '', memoryKb: number(cells[4], /\d+\s*K/i), timeMs: number(cells[5], /\d+\s*MS/i) };
  });
}

/**
 * POJ (poj.org): the problem page (`div.ptt` title, `div.plm` limits, `p.pst` headings each followed by
 * `div.ptx` or `pre.sio`), the login and submit forms (the code base64-encoded with `encoded=1`), and
 * the status table for the run id and the verdict; compile messages from `showcompileinfo`.
 */
export class PojAdapter implements JudgeAdapter {
  readonly data = pojData;

  canonicalId(raw: string): string | undefined {
    const id = raw.trim();
    return /^\d{4}$/.test(id) ? id : undefined;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    return http.url('/problem', { id: problemId });
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const url = this.problemUrl(http, problemId);
    const page = await http.request('import', { path: url });
    if (/Can not find problem/i.test(page.text)) throw new RemoteJudgeError('POJ', 'import', 'missing', `there is no problem ${problemId}`);
    const doc = parseHtml(page.text);
    const title = squash(textOf(first(doc, is('div.ptt'))));
    const limits = textOf(first(doc, is('div.plm')));
    const time = /Time Limit:\s*(\d+)\s*MS/i.exec(limits);
    const memory = /Memory Limit:\s*(\d+)\s*K/i.exec(limits);
    if (!title || !time || !memory) throw new RemoteJudgeError('POJ', 'import', 'changed', `the page of ${problemId} has no title or limits where POJ puts them`);
    const sections = new Map<string, Element>();
    for (const heading of all(doc, is('p.pst'))) {
      let next = heading.next;
      while (next && next.type !== 'tag') next = next.next;
      if (next) sections.set(squash(textOf(heading)), next as Element);
    }
    const style = { base: url };
    const text = (name: string) => textOf(sections.get(name)).replace(/^\n/, '').replace(/\s+$/, '');
    return {
      remoteId: problemId,
      title,
      description: statementMarkdown(sections.get('Description'), style),
      input: statementMarkdown(sections.get('Input'), style),
      output: statementMarkdown(sections.get('Output'), style),
      hint: statementMarkdown(sections.get('Hint'), style),
      examples: sections.has('Sample Input') ? [{ input: text('Sample Input'), output: text('Sample Output') }] : [],
      timeLimit: Number(time[1]),
      memoryLimit: Math.round(Number(memory[1]) / 1024),
      source: squash(textOf(sections.get('Source'))),
      url,
      tags: [],
    };
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    session.loggedIn = false;
    const answer = await session.http.request('login', { path: '/login', form: { user_id1: session.username, password1: password, B1: 'login', url: '.' }, followRedirects: false });
    if (answer.status !== 302) throw new RemoteJudgeError('POJ', 'login', 'changed', `the login answered ${answer.status} instead of a redirect`);
    const home = await session.http.request('login', { path: '/' });
    if (!home.text.includes(session.username) || !/Log Out/i.test(home.text)) throw new RemoteJudgeError('POJ', 'login', 'refused', 'POJ refused the username or password (no "Log Out" on its home page)');
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const runs = async () => readPojStatus((await session.http.request('run id', { path: '/status', query: { user_id: session.username, problem_id: submission.problemId } })).text);
    const before = Number((await runs())[0]?.runId ?? 0);
    const answer = await session.http.request('submit', {
      path: '/submit',
      form: { problem_id: submission.problemId, language: submission.language, source: Buffer.from(submission.code).toString('base64'), encoded: '1', submit: 'Submit' },
      followRedirects: false,
    });
    if (answer.status !== 302) this.refused(answer);
    for (let attempt = 0; attempt < RUN_LOOKUP_TRIES; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, RUN_LOOKUP_WAIT_MS));
      const newest = (await runs())[0];
      if (newest && Number(newest.runId) > before) return newest.runId;
    }
    throw new RemoteJudgeError('POJ', 'run id', 'changed', `the submission to ${submission.problemId} does not show on the status page`);
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const page = await session.http.request('poll', { path: '/status', query: { top: Number(run.runId) + 1, user_id: session.username } });
    const found = readPojStatus(page.text).find((r) => r.runId === run.runId);
    if (!found) throw new RemoteJudgeError('POJ', 'poll', 'missing', `run ${run.runId} is not on the status page`);
    if (found.result in POJ_WAITING) return { final: false, judging: POJ_WAITING[found.result] };
    const verdict = POJ_VERDICTS[found.result];
    if (!verdict) throw new RemoteJudgeError('POJ', 'poll', 'changed', `unknown verdict '${found.result}' of run ${run.runId}`);
    const compileMessage = verdict.status === JudgeStatus.COMPILE_ERROR ? await this.compileMessage(session, run.runId) : verdict.note;
    return { final: true, status: verdict.status, time: found.timeMs, memory: found.memoryKb, ...(compileMessage ? { compileMessage } : {}) };
  }

  private async compileMessage(session: RemoteSession, runId: string): Promise<string | undefined> {
    try {
      const page = await session.http.request('compile message', { path: '/showcompileinfo', query: { solution_id: runId } });
      return textOf(first(parseHtml(page.text), is('pre'))).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  private refused(answer: RemoteResponse): never {
    if (/name=["']?user_id1/.test(answer.text)) throw new SessionExpired('POJ');
    const error = /Error Occurred/i.test(answer.text) ? squash(textOf(first(parseHtml(answer.text), is('li')))) : '';
    throw new RemoteJudgeError('POJ', 'submit', error ? 'rejected' : 'changed', error ? `POJ refused the submission: ${error}` : `the submit answered ${answer.status} instead of a redirect`);
  }
}
