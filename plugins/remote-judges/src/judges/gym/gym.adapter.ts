import type { RemoteProblem } from '@oj/core';
import { all, attr, childElements, first, is, parseHtml, squash, textOf, type Element } from '../../http/html';
import type { RemoteHttp } from '../../http/remote-http';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { CodeforcesAdapter, splitProblemId } from '../codeforces/codeforces.adapter';
import { megabytes, seconds } from '../codeforces/codeforces-problem';
import { gymData } from './gym.data';

/**
 * Codeforces Gym: Codeforces' adapter on `/gym/` paths. Many Gym contests have no HTML statements,
 * only a PDF: such a problem is read from the contest page's problem table (title, limits) and its
 * statement is a link to the PDF (never copied here).
 */
export class GymAdapter extends CodeforcesAdapter {
  constructor() {
    super(gymData, 'gym');
  }

  protected override async statementless(http: RemoteHttp, problemId: string, url: string): Promise<RemoteProblem> {
    const { contest, index } = splitProblemId(problemId);
    const page = await this.get(http, 'import', { path: `/gym/${contest}` });
    const doc = parseHtml(page.text);
    const link = first(doc, (el) => el.name === 'a' && (el.attribs.href ?? '').replace(/\/$/, '').endsWith(`/gym/${contest}/problem/${index}`) && squash(textOf(el)) !== index);
    const cells = link ? rowCells(link) : [];
    const title = link ? squash(textOf(first(link, is('div')) ?? link)) : '';
    const limits = cells.map((c) => squash(textOf(c))).find((t) => seconds(t) && megabytes(t)) ?? '';
    const timeLimit = seconds(limits);
    const memoryLimit = megabytes(limits);
    if (!title || !timeLimit || !memoryLimit) throw new RemoteJudgeError(this.data.key, 'import', 'changed', `neither the problem page nor the contest page of ${problemId} shows its title and limits`);
    const pdf = all(doc, (el) => el.name === 'a' && /\/attachments\/download\/.+\.pdf$/i.test(el.attribs.href ?? '') && !/tutorial/i.test(el.attribs.href ?? ''))[0];
    const pdfUrl = pdf ? http.url(attr(pdf, 'href') as string) : undefined;
    return {
      remoteId: problemId,
      title,
      description: pdfUrl ? `The statement of this problem is a PDF: [${squash(textOf(pdf)) || 'statement'}](${pdfUrl})` : `The statement is on [Codeforces Gym](${url}).`,
      input: '',
      output: '',
      hint: '',
      examples: [],
      timeLimit,
      memoryLimit,
      source: '',
      url,
      tags: [],
    };
  }
}

/** The cells of the table row that holds `el` (a link in one of its cells). */
function rowCells(el: Element): Element[] {
  let row: Element | null = el;
  while (row && row.name !== 'tr') row = row.parent as Element | null;
  return row ? childElements(row).filter((c) => c.name === 'td') : [];
}
