import type { RemoteProblem } from '@oj/core';
import { all, childElements, first, is, parseHtml, squash, textOf, type Element } from '../../http/html';
import { RemoteJudgeError } from '../../http/remote-judge-error';
import { statementMarkdown } from '../../http/statement';

/** Section headings of AtCoder's statements, in English and Japanese. */
const HEADINGS = {
  description: /^(Problem Statement|Problem|問題文|問題)$/i,
  constraints: /^(Constraints|制約)$/i,
  input: /^(Input|入力)$/i,
  output: /^(Output|出力)$/i,
  sampleInput: /^(Sample Input|入力例)\s*\d*$/i,
  sampleOutput: /^(Sample Output|出力例)\s*\d*$/i,
  notes: /^(Notes?|注意|注記)$/i,
};

/** 'Time Limit: 2 sec / Memory Limit: 1024 MB' (or the Japanese page's '実行時間制限: 2 sec / メモリ制限: 64 MB'). */
export function atcoderLimits(text: string): { timeLimit?: number; memoryLimit?: number } {
  const time = /(\d+(?:\.\d+)?)\s*sec/i.exec(text);
  const memory = /(\d+(?:\.\d+)?)\s*(MB|MiB|KB|KiB)/i.exec(text);
  return {
    timeLimit: time ? Math.round(Number(time[1]) * 1000) : undefined,
    memoryLimit: memory ? Math.round(/K/i.test(memory[2]) ? Number(memory[1]) / 1024 : Number(memory[1])) : undefined,
  };
}

/** A section's content after its heading. */
function body(section: Element): Element[] {
  return childElements(section).filter((c) => c.name !== 'h3');
}

/** A section's heading: its own `h3`, or (old pages) the `h3` just before it. */
function headingOf(section: Element): string {
  const own = childElements(section).find((c) => c.name === 'h3');
  if (own) return squash(textOf(own));
  let node = section.prev;
  while (node && node.type === 'text' && !textOf(node).trim()) node = node.prev;
  return node && (node as Element).name === 'h3' ? squash(textOf(node)) : '';
}

/**
 * Reads an AtCoder task page: the title (`span.h2`, its letter dropped), the limits line, and the
 * statement in English (`span.lang-en`), else Japanese, else the whole `#task-statement`: sections by
 * their `h3` (statement and constraints make the description; input, output, samples; notes the hint).
 */
export function readAtcoderTask(html: string, page: { remoteId: string; url: string }): RemoteProblem {
  const doc = parseHtml(html);
  const titleEl = first(doc, is('span.h2'));
  // the title is the heading's own text, without the editorial button inside it
  const title = squash((titleEl?.children ?? []).filter((c) => c.type === 'text').map((c) => textOf(c)).join(' ')).replace(/^[A-Za-z]+\d*\s*-\s*/, '');
  const statementRoot = first(doc, is('#task-statement'));
  const limitsLine = all(doc, (el) => el.name === 'p' && /(Time Limit|実行時間制限)/.test(textOf(el)))[0];
  const { timeLimit, memoryLimit } = atcoderLimits(textOf(limitsLine));
  if (!title || !statementRoot || !timeLimit || !memoryLimit) throw new RemoteJudgeError('AC', 'import', 'changed', `the page of ${page.remoteId} has no title, limits or statement where AtCoder puts them`);
  const root = first(statementRoot, is('span.lang-en')) ?? first(statementRoot, is('span.lang-ja')) ?? statementRoot;
  const style = { base: page.url };
  const parts = { description: [] as string[], input: [] as string[], output: [] as string[], hint: [] as string[] };
  const inputs: string[] = [];
  const outputs: string[] = [];
  for (const section of all(root, is('section'))) {
    const heading = headingOf(section);
    const markdown = statementMarkdown(body(section), style);
    const pre = first(section, is('pre'));
    if (HEADINGS.sampleInput.test(heading)) inputs.push(textOf(pre).replace(/^\n/, '').replace(/\s+$/, ''));
    else if (HEADINGS.sampleOutput.test(heading)) outputs.push(textOf(pre).replace(/^\n/, '').replace(/\s+$/, ''));
    else if (HEADINGS.description.test(heading)) parts.description.push(markdown);
    else if (HEADINGS.constraints.test(heading)) parts.description.push(`#### ${heading}\n\n${markdown}`);
    else if (HEADINGS.input.test(heading)) parts.input.push(markdown);
    else if (HEADINGS.output.test(heading)) parts.output.push(markdown);
    else if (heading) parts.hint.push(`#### ${heading}\n\n${markdown}`);
  }
  if (!parts.description.length) throw new RemoteJudgeError('AC', 'import', 'changed', `the statement of ${page.remoteId} has no problem section`);
  return {
    remoteId: page.remoteId,
    title,
    description: parts.description.join('\n\n'),
    input: parts.input.join('\n\n'),
    output: parts.output.join('\n\n'),
    hint: parts.hint.join('\n\n'),
    examples: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })),
    timeLimit,
    memoryLimit,
    source: '',
    url: page.url,
    tags: [],
  };
}
