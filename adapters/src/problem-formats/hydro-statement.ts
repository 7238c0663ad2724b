import type { ProblemFields } from '@oj/core';
import { examplesText, samplesOf, type Sample } from './package-text';

type StatementFields = Pick<ProblemFields, 'description' | 'input' | 'output' | 'examples' | 'hint'>;

/** Section headings Hydro problems use (English and Chinese), by the field they fill. */
const HEADINGS: Record<string, keyof StatementFields | 'samples'> = {
  description: 'description', background: 'description', 题目描述: 'description', 题目背景: 'description', 描述: 'description',
  input: 'input', 'input format': 'input', 输入格式: 'input', 输入: 'input', 输入描述: 'input',
  output: 'output', 'output format': 'output', 输出格式: 'output', 输出: 'output', 输出描述: 'output',
  samples: 'samples', sample: 'samples', examples: 'samples', 样例: 'samples', 输入输出样例: 'samples',
  hint: 'hint', hints: 'hint', note: 'hint', notes: 'hint', 提示: 'hint', '说明/提示': 'hint', 说明: 'hint', 数据范围与提示: 'hint',
};

const SAMPLE_BLOCK = /^```(input|output)(\d+)\n([\s\S]*?)\n```[ \t]*$/gm;

/**
 * Splits a Hydro statement into the site's fields: ```inputN / ```outputN blocks become samples (and
 * leave the text), `## Heading` sections go to description, input, output or hint; text before any
 * heading, and sections of unknown headings, stay in the description.
 */
export function splitHydroStatement(markdown: string): StatementFields {
  const samples = new Map<number, Sample>();
  const text = markdown.replace(/\r\n/g, '\n').replace(SAMPLE_BLOCK, (_all, kind: 'input' | 'output', n: string, body: string) => {
    const sample = samples.get(Number(n)) ?? { input: '', output: '' };
    sample[kind] = body;
    samples.set(Number(n), sample);
    return '';
  });
  const out: Record<keyof StatementFields, string[]> = { description: [], input: [], output: [], examples: [], hint: [] };
  let current: keyof StatementFields | 'samples' = 'description';
  for (const line of text.split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    const target = heading ? HEADINGS[heading[1].trim().toLowerCase()] : undefined;
    if (target) {
      current = target;
      continue;
    }
    if (current !== 'samples') out[current].push(line);
  }
  const join = (lines: string[]) => lines.join('\n').trim();
  return {
    description: join(out.description),
    input: join(out.input),
    output: join(out.output),
    examples: examplesText([...samples].sort(([a], [b]) => a - b).map(([, s]) => s)),
    hint: join(out.hint),
  };
}

/** The statement as Hydro shows it: description, then headed sections, samples as fenced blocks. */
export function hydroStatement(f: StatementFields): string {
  const parts: string[] = [];
  if (f.description) parts.push(f.description);
  if (f.input) parts.push(`## Input\n\n${f.input}`);
  if (f.output) parts.push(`## Output\n\n${f.output}`);
  const samples = samplesOf(f.examples);
  if (samples.length) {
    parts.push(`## Samples\n\n${samples.map((s, i) => `\`\`\`input${i + 1}\n${s.input}\n\`\`\`\n\n\`\`\`output${i + 1}\n${s.output}\n\`\`\``).join('\n\n')}`);
  }
  if (f.hint) parts.push(`## Hint\n\n${f.hint}`);
  return `${parts.join('\n\n')}\n`;
}
