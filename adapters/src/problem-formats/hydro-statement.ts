import type { ProblemFields } from '@oj/core';
import { examplesText, samplesOf, type Sample } from './package-text';

type StatementFields = Pick<ProblemFields, 'description' | 'input' | 'output' | 'examples' | 'hint' | 'source' | 'statementFormat'>;
type Section = 'description' | 'input' | 'output' | 'hint' | 'source' | 'samples';
type TextSection = Exclude<Section, 'samples'>;

/**
 * Section headings of Hydro statements by the field they fill: Hydro's own (`buildContent`: Description,
 * Input Format, Output Format, Hint, Source, and their zh translations), and what problems copied from
 * LibreOJ, Luogu, HUSTOJ and Codeforces carry. Compared lower-cased, without a trailing colon.
 */
const SECTIONS: Record<string, Section> = {
  description: 'description', background: 'description', 'problem description': 'description', statement: 'description', legend: 'description',
  题目描述: 'description', 题目背景: 'description', 描述: 'description', 背景: 'description', 问题描述: 'description',
  input: 'input', 'input format': 'input', 'input description': 'input', 'input specification': 'input',
  输入格式: 'input', 输入: 'input', 输入描述: 'input', 输入说明: 'input',
  output: 'output', 'output format': 'output', 'output description': 'output', 'output specification': 'output',
  输出格式: 'output', 输出: 'output', 输出描述: 'output', 输出说明: 'output',
  samples: 'samples', sample: 'samples', examples: 'samples', example: 'samples',
  样例: 'samples', 输入输出样例: 'samples', 样例数据: 'samples', 样例输入输出: 'samples',
  hint: 'hint', hints: 'hint', note: 'hint', notes: 'hint', 'constraints': 'hint',
  提示: 'hint', '说明/提示': 'hint', 说明: 'hint', 数据范围与提示: 'hint', 数据范围和提示: 'hint', 数据范围: 'hint', 数据规模与约定: 'hint', 样例解释: 'hint', 样例说明: 'hint',
  source: 'source', 来源: 'source', 题目来源: 'source',
};

/** `Sample Input 1`, `样例输入 #2`, `输入样例`, `Input #1` (inside Luogu's 输入输出样例): a sample's input or output. */
const SAMPLE_HEADING = /^(?:(?:sample|example|样例)\s*(input|output|输入|输出)|(input|output|输入|输出)\s*(?:sample|example|样例)|(input|output|输入|输出)(?=\s*#?\s*\d))\s*#?\s*(\d+)?$/;

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const MARKDOWN_HEADING = /^ {0,3}#{1,3}\s+(.+?)\s*#*\s*$/;
const HTML_HEADING = /<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
/** Hydro's samples in HTML (`buildContent(…, 'html')`, which its FPS import writes). */
const HTML_SAMPLE = /<pre\b[^>]*>\s*<code\b[^>]*class\s*=\s*["']?language-(input|output)(\d+)["']?[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/gi;
const HTML_PRE = /^\s*<pre\b[^>]*>(?:\s*<code\b[^>]*>)?([\s\S]*?)(?:<\/code>\s*)?<\/pre>/i;

type Heading = { section: Section } | { sample: 'input' | 'output'; n?: number } | undefined;

/** What a heading names: a section, a sample's input or output, or nothing we know (kept as text). */
function classify(raw: string): Heading {
  const name = raw.replace(/<[^>]*>/g, '').replace(/[:：]\s*$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (SECTIONS[name]) return { section: SECTIONS[name] };
  const sample = SAMPLE_HEADING.exec(name);
  if (!sample) return undefined;
  const kind = sample[1] ?? sample[2] ?? sample[3];
  return { sample: kind === 'input' || kind === '输入' ? 'input' : 'output', n: sample[4] ? Number(sample[4]) : undefined };
}

/** HTML text as plain text: tags dropped, entities read. */
const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0*39;/g, "'").replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

/** Collects the sections' text and the samples, in the order a statement gives them. */
class Collector {
  readonly text: Record<TextSection, string[]> = { description: [], input: [], output: [], hint: [], source: [] };
  readonly samples = new Map<number, Sample>();
  private readonly counts = { input: 0, output: 0 };
  section: Section = 'description';
  /** A sample heading waits for the code block under it. */
  pending: { kind: 'input' | 'output'; n: number } | undefined;

  heading(raw: string, keep: string): void {
    const found = classify(raw);
    if (found && 'section' in found) {
      this.section = found.section;
      this.pending = undefined;
    } else if (found) {
      this.section = 'samples';
      this.pending = { kind: found.sample, n: found.n ?? this.counts[found.sample] + 1 };
    } else {
      this.add(keep);
    }
  }

  sample(kind: 'input' | 'output', n: number, body: string): void {
    const sample = this.samples.get(n) ?? { input: '', output: '' };
    sample[kind] = body;
    this.samples.set(n, sample);
    this.counts[kind] = Math.max(this.counts[kind], n);
    this.pending = undefined;
  }

  /** A code block under the samples heading but under no sample heading: inputs and outputs take turns. */
  unlabelled(body: string): void {
    const kind = this.counts.input <= this.counts.output ? 'input' : 'output';
    this.sample(kind, kind === 'input' ? this.counts.input + 1 : this.counts.input, body);
  }

  /** Text under the samples heading that is no sample (an explanation) goes to the hint rather than away. */
  add(line: string): void {
    this.text[this.section === 'samples' ? 'hint' : this.section].push(line);
  }

  fields(format: 'markdown' | 'html', join: (parts: string[]) => string): StatementFields {
    return {
      description: join(this.text.description),
      input: join(this.text.input),
      output: join(this.text.output),
      examples: examplesText([...this.samples].sort(([a], [b]) => a - b).map(([, s]) => s)),
      hint: join(this.text.hint),
      // the source is plain text (the page shows it as such)
      source: (format === 'html' ? decodeEntities(this.text.source.join(' ')) : this.text.source.join(' ')).replace(/\s+/g, ' ').trim(),
      statementFormat: format,
    };
  }
}

function splitMarkdown(markdown: string): StatementFields {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const c = new Collector();
  for (let i = 0; i < lines.length; i++) {
    const fence = FENCE.exec(lines[i]);
    if (fence) {
      // a fenced block runs to the same fence (or to the end): headings inside it are code
      const close = new RegExp(`^ {0,3}${fence[1][0] === '`' ? '`' : '~'}{${fence[1].length},}\\s*$`);
      let end = i + 1;
      while (end < lines.length && !close.test(lines[end])) end++;
      const body = lines.slice(i + 1, end).join('\n');
      const native = /^(input|output)(\d+)$/.exec(fence[2]);
      if (native) c.sample(native[1] as 'input' | 'output', Number(native[2]), body);
      else if (c.pending) c.sample(c.pending.kind, c.pending.n, body);
      else if (c.section === 'samples') c.unlabelled(body);
      else for (const line of lines.slice(i, end + 1)) c.add(line);
      i = end;
      continue;
    }
    const heading = MARKDOWN_HEADING.exec(lines[i]);
    if (heading) c.heading(heading[1], lines[i]);
    else c.add(lines[i]);
  }
  return c.fields('markdown', (parts) => parts.join('\n').trim());
}

function splitHtml(html: string): StatementFields {
  const c = new Collector();
  // samples first: they leave the text wherever they are
  const text = html.replace(HTML_SAMPLE, (_all, kind: 'input' | 'output', n: string, body: string) => {
    c.sample(kind, Number(n), decodeEntities(body));
    return '';
  });
  let at = 0;
  const take = (part: string) => {
    let rest = part;
    const pre = c.pending ? HTML_PRE.exec(rest) : null;
    if (pre && c.pending) {
      c.sample(c.pending.kind, c.pending.n, decodeEntities(pre[1]).replace(/^\n|\n$/g, ''));
      rest = rest.slice(pre[0].length);
    }
    if (rest.trim()) c.add(rest);
  };
  for (const m of text.matchAll(HTML_HEADING)) {
    take(text.slice(at, m.index));
    c.heading(m[2], m[0]);
    at = (m.index ?? 0) + m[0].length;
  }
  take(text.slice(at));
  return c.fields('html', (parts) => parts.join('').trim());
}

/** Hydro writes HTML statements (its FPS import) with `<h2>` section headings; everything else is markdown. */
function isHtmlStatement(text: string): boolean {
  const htmlSections = [...text.matchAll(HTML_HEADING)].some((m) => classify(m[2]) !== undefined);
  const markdownSections = text.split(/\r?\n/).some((line) => {
    const heading = MARKDOWN_HEADING.exec(line);
    return heading !== null && classify(heading[1]) !== undefined;
  });
  return htmlSections && !markdownSections;
}

/**
 * Splits a Hydro statement into the site's fields: sections under known headings (`## Description`,
 * `## 输入格式`, `## 数据范围与提示`, `## 来源`, ... in markdown, `<h2>` in HTML) go to description, input,
 * output, hint and source; samples come from ```inputN / ```outputN blocks (or their HTML form) and from
 * the code block under a sample heading (`## 样例输入 1`). Text before any heading, and under a heading we
 * do not know, stays where it is (the description first); headings inside code blocks are code.
 */
export function splitHydroStatement(statement: string): StatementFields {
  return isHtmlStatement(statement) ? splitHtml(statement) : splitMarkdown(statement);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The statement as Hydro shows it: description, then headed sections, samples as Hydro writes them (markdown or HTML). */
export function hydroStatement(f: StatementFields): string {
  const samples = samplesOf(f.examples);
  if (f.statementFormat === 'html') {
    const parts: string[] = [];
    const section = (title: string, body: string) => body && parts.push(`<h2>${title}</h2>\n${body}`);
    section('Description', f.description);
    section('Input Format', f.input);
    section('Output Format', f.output);
    for (const [i, s] of samples.entries()) {
      parts.push(`<pre><code class="language-input${i + 1}">${escapeHtml(s.input)}</code></pre>\n<pre><code class="language-output${i + 1}">${escapeHtml(s.output)}</code></pre>`);
    }
    section('Hint', f.hint);
    section('Source', escapeHtml(f.source));
    return `${parts.join('\n')}\n`;
  }
  const parts: string[] = [];
  if (f.description) parts.push(f.description);
  if (f.input) parts.push(`## Input\n\n${f.input}`);
  if (f.output) parts.push(`## Output\n\n${f.output}`);
  if (samples.length) {
    parts.push(`## Samples\n\n${samples.map((s, i) => `\`\`\`input${i + 1}\n${s.input}\n\`\`\`\n\n\`\`\`output${i + 1}\n${s.output}\n\`\`\``).join('\n\n')}`);
  }
  if (f.hint) parts.push(`## Hint\n\n${f.hint}`);
  if (f.source) parts.push(`## Source\n\n${f.source}`);
  return `${parts.join('\n\n')}\n`;
}
