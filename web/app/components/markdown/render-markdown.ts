import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import delphi from 'highlight.js/lib/languages/delphi';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import markdownIt, { type MarkdownIt } from 'markdown-it';
// FilterXSS is one of the CommonJS exports Node can name from ESM (the server render imports it as is)
import { FilterXSS, type IWhiteList } from 'xss';
import { mathPlugin } from './math';

// the judge's languages (and a few that statements quote); others show as plain text
for (const [name, language] of Object.entries({ bash, c, cpp, delphi, go, java, javascript, json, php, plaintext, python, ruby, rust })) hljs.registerLanguage(name, language);
hljs.registerAliases(['pascal'], { languageName: 'delphi' });

/**
 * Raw HTML inside markdown (imported statements often carry some) passes through this allow-list: tags
 * and attributes that cannot run script, styles (filtered by property) kept for tables and alignment; no
 * event handlers, no `javascript:` links.
 */
const LOOKS = ['style', 'class', 'align', 'title'];
const PLAIN = ['b', 'i', 'u', 's', 'strong', 'em', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'br', 'hr', 'kbd', 'tt', 'center', 'details', 'summary', 'caption', 'thead', 'tbody', 'tfoot', 'dl', 'dt', 'dd', 'ul', 'ol', 'li', 'blockquote'];
const allowed: IWhiteList = {
  ...Object.fromEntries(PLAIN.map((tag) => [tag, LOOKS])),
  ...Object.fromEntries(['p', 'div', 'span', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'col', 'colgroup'].map((tag) => [tag, [...LOOKS, 'width']])),
  td: [...LOOKS, 'width', 'colspan', 'rowspan', 'valign'],
  th: [...LOOKS, 'width', 'colspan', 'rowspan', 'valign'],
  // `rel` is the renderer's own (USER_LINK_REL), never the author's
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style', 'align'],
  font: ['color', 'size', 'face', 'style'],
};
const sanitizer = new FilterXSS({ whiteList: allowed, stripIgnoreTagBody: ['script', 'style'] });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

const md: MarkdownIt = markdownIt({
  html: true,
  linkify: true,
  breaks: false,
  highlight(code, lang) {
    const language = lang && hljs.getLanguage(lang) ? lang : undefined;
    const html = language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
    return `<pre class="hljs"><code class="language-${escapeHtml(language ?? 'plaintext')}">${html}</code></pre>`;
  },
}).use(mathPlugin);

/**
 * Every link in user text: the page it opens gets no handle on ours (`window.opener`) and no Referer (a
 * statement's author learns nothing of who reads it, nor the URL they read it at).
 */
export const USER_LINK_REL = 'noopener noreferrer';

const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', USER_LINK_REL);
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** Raw HTML through the allow-list, its links given USER_LINK_REL (every `<a` left in the sanitiser's output is a tag it wrote). */
const sanitized = (html: string) => sanitizer.process(html).replace(/<a(?=[\s>])/gi, `<a rel="${USER_LINK_REL}"`);
const renderHtmlBlock = md.renderer.rules.html_block;
const renderHtmlInline = md.renderer.rules.html_inline;
md.renderer.rules.html_block = (tokens, idx, options, env, self) => sanitized(renderHtmlBlock ? renderHtmlBlock(tokens, idx, options, env, self) : tokens[idx].content);
md.renderer.rules.html_inline = (tokens, idx, options, env, self) => sanitized(renderHtmlInline ? renderHtmlInline(tokens, idx, options, env, self) : tokens[idx].content);

/** Markdown to safe HTML: KaTeX maths, highlighted code, raw HTML filtered by an allow-list. */
export function renderMarkdown(source: string | null | undefined): string {
  return source ? md.render(source) : '';
}
