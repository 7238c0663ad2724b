import type { ProblemFields, StatementFormat } from '@oj/core';

/** The statement fields a package may write in HTML or markdown. */
export const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/**
 * HUSTOJ's code markup inside HTML statements: `[code]…[/code]`, `[code=c]`, `[code lang=c]` or
 * `[code lang="cpp"]` (the FPS A+B hint uses `[code lang=c]`). The code between is plain text.
 */
const HUSTOJ_CODE = /\[code(?:(?:\s*=\s*|\s+lang\s*=\s*)["']?([\w+#-]*)["']?)?\s*\]\r?\n?([\s\S]*?)\r?\n?[ \t]*\[\/code\]/gi;

/** HUSTOJ's language words, as the site's highlighter names them (others are kept if they are plain words). */
const CODE_LANGUAGES: Record<string, string> = { 'c++': 'cpp', cc: 'cpp', cxx: 'cpp', py: 'python', python3: 'python', pas: 'pascal', js: 'javascript', sh: 'bash' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Code a rich-text editor saved already escaped (`&lt;stdio.h&gt;` and no raw `<`) is read back first. */
const unescapeIfEscaped = (code: string) =>
  !/[<>]/.test(code) && /&(lt|gt|amp|quot);/.test(code) ? code.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&') : code;

/** `[code]` blocks as HTML code blocks, `<pre><code class="language-x">`, which the site highlights. */
export function hustojCodeBlocks(html: string): string {
  return html.replace(HUSTOJ_CODE, (_all, lang: string | undefined, code: string) => {
    const word = (lang ?? '').toLowerCase();
    const language = CODE_LANGUAGES[word] ?? (/^[a-z][\w-]*$/.test(word) ? word : 'plaintext');
    return `<pre><code class="language-${language}">${escapeHtml(unescapeIfEscaped(code))}</code></pre>`;
  });
}

/** One statement field as a package wrote it: its text, and whether it was marked as markdown. */
export interface FieldText {
  text: string;
  markdown: boolean;
}

/**
 * Sets a problem's statement fields and format from fields written in HTML unless marked markdown. The
 * problem is HTML when none of its filled fields is markdown; a package that marks any field markdown is
 * read as markdown throughout (HTML inside markdown still renders through the allow-list). HUSTOJ's
 * `[code]` blocks become HTML code blocks in HTML fields.
 */
export function applyStatement(fields: Pick<ProblemFields, StatementField | 'statementFormat'>, texts: Record<StatementField, FieldText>): void {
  const filled = STATEMENT_FIELDS.filter((key) => texts[key].text.trim() !== '');
  const format: StatementFormat = filled.some((key) => texts[key].markdown) ? 'markdown' : filled.length ? 'html' : 'markdown';
  fields.statementFormat = format;
  for (const key of STATEMENT_FIELDS) {
    const { text, markdown } = texts[key];
    fields[key] = format === 'html' && !markdown ? hustojCodeBlocks(text) : text;
  }
}
