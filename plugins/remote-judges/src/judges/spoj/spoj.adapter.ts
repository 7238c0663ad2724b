import { JudgeStatus, type RemoteProblem } from '@oj/core';
import { all, attr, first, is, parseHtml, squash, textOf, type AnyNode, type Element } from '../../http/html';
import type { RemoteHttp } from '../../http/remote-http';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { statementMarkdown } from '../../http/statement';
import { SessionExpired, type JudgeAdapter, type PollResult, type RemoteSession, type RemoteSubmission } from '../judge-adapter';
import { spojData } from './spoj.data';

/** SPOJ's numeric verdicts (`status` of `#statusres_ID` once `final='1'`) in our table. */
const SPOJ_VERDICTS: Readonly<Record<string, number>> = {
  '11': JudgeStatus.COMPILE_ERROR,
  '12': JudgeStatus.RUNTIME_ERROR,
  '13': JudgeStatus.TIME_LIMIT_EXCEEDED,
  '14': JudgeStatus.WRONG_ANSWER,
  '15': JudgeStatus.ACCEPTED,
};

/** '1s-10s' (the upper bound, as Hydro reads it) or '0.5s': ms. */
export function spojSeconds(text: string): number | undefined {
  const values = [...text.matchAll(/(\d+(?:\.\d+)?)\s*s/g)].map((m) => Number(m[1]));
  return values.length ? Math.round(Math.max(...values) * 1000) : undefined;
}

/** The sample of SPOJ's `Example` pre: 'Input:' … 'Output:' …. */
function sampleOf(pre: Element | undefined): { input: string; output: string } | undefined {
  const text = textOf(pre);
  const m = /Input:?\s*\n([\s\S]*?)\n\s*Output:?\s*\n([\s\S]*)$/i.exec(text);
  return m ? { input: m[1].replace(/\s+$/, ''), output: m[2].replace(/\s+$/, '') } : undefined;
}

/**
 * SPOJ (www.spoj.com): the problem page (`h2#problem-name`, `table#problem-meta`, `div#problem-body`
 * split at its Input / Output / Example headings, the tags), the login form, the submit form (its
 * language list checked first; the answer carries `newSubmissionId`), the status row of a run and its
 * compile error page.
 */
export class SpojAdapter implements JudgeAdapter {
  readonly data = spojData;

  canonicalId(raw: string): string | undefined {
    const id = raw.trim().toUpperCase();
    return /^[A-Z0-9_]{1,8}$/.test(id) && /[A-Z]/.test(id) ? id : undefined;
  }

  problemUrl(http: RemoteHttp, problemId: string): string {
    return http.url(`/problems/${problemId}/`);
  }

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const url = this.problemUrl(http, problemId);
    const page = await http.request('import', { path: url });
    const doc = parseHtml(page.text);
    const name = squash(textOf(first(doc, is('h2#problem-name'))));
    if (!name) {
      if (page.status === 404 || /Wrong problem code/i.test(page.text)) throw new RemoteJudgeError('SPOJ', 'import', 'missing', `there is no problem ${problemId}`);
      throw new RemoteJudgeError('SPOJ', 'import', 'changed', `the page of ${problemId} has no title where SPOJ puts it`);
    }
    const meta = new Map(all(first(doc, is('table#problem-meta')) ?? doc, (el) => el.name === 'tr').map((tr) => {
      const [key, value] = all(tr, (el) => el.name === 'td').map((td) => squash(textOf(td)));
      return [key ?? '', value ?? ''] as const;
    }));
    const timeLimit = spojSeconds(meta.get('Time limit:') ?? '');
    const memory = /(\d+)\s*MB/i.exec(meta.get('Memory limit:') ?? '');
    const body = first(doc, is('div#problem-body'));
    if (!timeLimit || !memory || !body) throw new RemoteJudgeError('SPOJ', 'import', 'changed', `the page of ${problemId} has no limits or statement where SPOJ puts them`);
    // the body's parts between its headings
    const parts: Record<string, AnyNode[]> = { description: [], input: [], output: [], example: [] };
    let current = 'description';
    for (const node of body.children) {
      const heading = node.type === 'tag' && /^h[1-6]$/.test((node as Element).name) ? squash(textOf(node)).toLowerCase() : undefined;
      if (heading === 'input' || heading === 'output' || heading === 'example' || heading === 'examples') current = heading.startsWith('example') ? 'example' : heading;
      else parts[current].push(node);
    }
    const style = { base: url };
    const example = sampleOf(first(parts.example, is('pre')));
    return {
      remoteId: problemId,
      title: name.replace(new RegExp(`^${problemId}\\s*-\\s*`), ''),
      description: statementMarkdown(parts.description, style),
      input: statementMarkdown(parts.input, style),
      output: statementMarkdown(parts.output, style),
      hint: '',
      examples: example ? [example] : [],
      timeLimit,
      memoryLimit: Number(memory[1]),
      source: meta.get('Resource:') ?? '',
      url,
      tags: all(doc, (el) => el.name === 'span' && el.attribs['data-tagid'] !== undefined).map((t) => squash(textOf(t)).replace(/^#/, '')),
    };
  }

  async login(session: RemoteSession, password: string): Promise<void> {
    session.loggedIn = false;
    const answer = await session.http.request('login', { path: '/login/', form: { login_user: session.username, password, autologin: '1', next_raw: '/' } });
    if (!signedIn(answer.text)) {
      const refused = /Authentication failed/i.test(answer.text);
      throw new RemoteJudgeError('SPOJ', 'login', 'refused', refused ? 'SPOJ refused the username or password' : 'SPOJ did not keep the login (no sign-out on its page)');
    }
    session.loggedIn = true;
  }

  async submit(session: RemoteSession, submission: RemoteSubmission): Promise<string> {
    const form = await session.http.request('submit', { path: `/submit/${submission.problemId}/` });
    if (!signedIn(form.text)) throw new SessionExpired('SPOJ');
    const offered = new Set(all(first(parseHtml(form.text), is('select#lang')) ?? parseHtml(''), (el) => el.name === 'option').map((o) => o.attribs.value));
    if (!offered.has(submission.language)) throw new RemoteJudgeError('SPOJ', 'submit', 'rejected', `SPOJ does not take language id ${submission.language} for ${submission.problemId}`);
    const answer = await session.http.request('submit', { path: '/submit/complete/', form: { problemcode: submission.problemId, lang: submission.language, file: submission.code, submit: 'Submit!' } });
    const runId = attr(first(parseHtml(answer.text), (el) => el.name === 'input' && el.attribs.name === 'newSubmissionId'), 'value');
    if (runId && /^\d+$/.test(runId)) return runId;
    const alert = squash(textOf(first(parseHtml(answer.text), is('div.alert-danger'))));
    const known = /Wrong problem code|submit in this language|solution is too long/i.test(answer.text);
    throw new RemoteJudgeError('SPOJ', 'submit', alert || known ? 'rejected' : 'changed', alert || known ? `SPOJ refused the submission: ${alert || 'see SPOJ'}` : 'the answer to the submit holds no run id');
  }

  async poll(session: RemoteSession, run: { runId: string; problemId: string }): Promise<PollResult> {
    const page = await session.http.request('poll', { path: `/status/ns=${run.runId}` });
    const doc = parseHtml(page.text);
    const result = first(doc, is(`#statusres_${run.runId}`));
    if (!result) throw new RemoteJudgeError('SPOJ', 'poll', 'missing', `run ${run.runId} is not on its status page`);
    const code = result.attribs.status ?? '';
    if (result.attribs.final !== '1') return { final: false, judging: code !== '0' };
    const status = SPOJ_VERDICTS[code];
    if (status === undefined) throw new RemoteJudgeError('SPOJ', 'poll', 'changed', `unknown verdict ${code} ('${squash(textOf(result))}') of run ${run.runId}`);
    const time = /(\d+(?:\.\d+)?)/.exec(squash(textOf(first(doc, is(`#statustime_${run.runId}`)))));
    const memory = /(\d+(?:\.\d+)?)\s*([MK])/i.exec(squash(textOf(first(doc, is(`#statusmem_${run.runId}`)))));
    const compileMessage = status === JudgeStatus.COMPILE_ERROR ? await this.compileMessage(session, run.runId) : undefined;
    return {
      final: true,
      status,
      time: time ? Math.round(Number(time[1]) * 1000) : null,
      memory: memory ? Math.round(Number(memory[1]) * (memory[2].toUpperCase() === 'M' ? 1024 : 1)) : null,
      ...(compileMessage ? { compileMessage } : {}),
    };
  }

  private async compileMessage(session: RemoteSession, runId: string): Promise<string | undefined> {
    try {
      const page = await session.http.request('compile message', { path: `/error/${runId}` });
      const pre = first(parseHtml(page.text), is('pre'));
      return textOf(first(pre ?? parseHtml(''), is('small')) ?? pre).trim() || undefined;
    } catch {
      return undefined;
    }
  }
}

function signedIn(html: string): boolean {
  return all(parseHtml(html), is('span.fa-sign-out')).length > 0;
}
