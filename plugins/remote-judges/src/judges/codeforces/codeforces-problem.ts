import type { RemoteProblem } from '@oj/core';
import { all, childElements, first, is, parseHtml, squash, textOf, type Element } from '../../http/html';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { statementMarkdown } from '../../http/statement';

/** '2 seconds', '2.0 s', '1.5 секунды': ms. */
export function seconds(text: string): number | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(?:s|sec|second|seconds|с|секунд)/i.exec(text);
  return m ? Math.round(Number(m[1]) * 1000) : undefined;
}

/** '256 megabytes', '512 MB', '1024 мегабайта': MB. */
export function megabytes(text: string): number | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(?:MB|megabytes?|MiB|мегабайт)/i.exec(text);
  return m ? Math.round(Number(m[1])) : undefined;
}

/** A `div.sample-test` pre's text: the lines of its `div.test-example-line`s, or its text. */
function sampleText(pre: Element | undefined): string {
  if (!pre) return '';
  const lines = all(pre, is('div.test-example-line'));
  const text = lines.length ? lines.map((l) => textOf(l)).join('\n') : textOf(pre);
  return text.replace(/^\n/, '').replace(/\s+$/, '');
}

/** The part of a section after its `div.section-title`. */
function sectionBody(section: Element | undefined): Element[] {
  return section ? childElements(section).filter((c) => !is('div.section-title')(c)) : [];
}

/**
 * Reads a Codeforces (or Gym) statement: `div.problem-statement` with its header (title, time and
 * memory limits), legend, input and output specifications, samples and note. Undefined when the page
 * has no statement (a Gym problem given as a PDF); a statement missing its parts is `changed`.
 */
export function readCodeforcesStatement(judge: string, html: string, page: { remoteId: string; url: string; index: string }): RemoteProblem | undefined {
  const doc = parseHtml(html);
  const holder = first(doc, (el) => is('div.problemindexholder')(el) && (el.attribs.problemindex ?? '').toUpperCase() === page.index.toUpperCase()) ?? doc;
  const statement = first(holder, is('div.problem-statement'));
  if (!statement) return undefined;
  const header = first(statement, is('div.header'));
  const titleText = squash(textOf(header && first(header, is('div.title'))));
  const limitText = (cls: string) => {
    const el = header && first(header, is(`div.${cls}`));
    return el ? squash(childElements(el).reduce((t, c) => t.replace(textOf(c), ''), textOf(el))) : '';
  };
  const timeLimit = seconds(limitText('time-limit'));
  const memoryLimit = megabytes(limitText('memory-limit'));
  if (!titleText || !timeLimit || !memoryLimit) throw new RemoteJudgeError(judge, 'import', 'changed', `the statement of ${page.remoteId} has no title or limits where Codeforces puts them`);
  const style = { base: page.url, tex: 'codeforces' as const };
  const parts = childElements(statement);
  const legend = parts.find((p) => p !== header && !p.attribs.class);
  const samples = all(statement, is('div.sample-test')).flatMap((test) => {
    const inputs = all(test, is('div.input')).map((d) => sampleText(first(d, is('pre'))));
    const outputs = all(test, is('div.output')).map((d) => sampleText(first(d, is('pre'))));
    return inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));
  });
  const tags = all(doc, is('span.tag-box'))
    .map((t) => squash(textOf(t)))
    // '*1500' is the difficulty rating, not a tag
    .filter((t) => t && !t.startsWith('*'));
  return {
    remoteId: page.remoteId,
    title: titleText.replace(/^[A-Z][0-9]?\.\s*/, ''),
    description: statementMarkdown(legend, style),
    input: statementMarkdown(sectionBody(first(statement, is('div.input-specification'))), style),
    output: statementMarkdown(sectionBody(first(statement, is('div.output-specification'))), style),
    hint: statementMarkdown(sectionBody(first(statement, is('div.note'))), style),
    examples: samples,
    timeLimit,
    memoryLimit,
    source: '',
    url: page.url,
    tags,
  };
}
