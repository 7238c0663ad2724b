import markdownIt, { type MarkdownIt } from 'markdown-it';
import { codeBlock } from './highlight';
import { mathPlugin } from './math';
import { USER_LINK_REL, sanitizeMarkdownHtml } from './sanitize';

const md: MarkdownIt = markdownIt({
  html: true,
  linkify: true,
  breaks: false,
  highlight: (code, lang) => codeBlock(code, lang),
}).use(mathPlugin);

// every markdown link gets USER_LINK_REL (raw HTML links get it from the sanitiser)
const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', USER_LINK_REL);
  return renderLinkOpen(tokens, idx, options, env, self);
};

// raw HTML inside markdown (imported statements often carry some) passes through the allow-list
const renderHtmlBlock = md.renderer.rules.html_block;
const renderHtmlInline = md.renderer.rules.html_inline;
md.renderer.rules.html_block = (tokens, idx, options, env, self) => sanitizeMarkdownHtml(renderHtmlBlock ? renderHtmlBlock(tokens, idx, options, env, self) : tokens[idx].content);
md.renderer.rules.html_inline = (tokens, idx, options, env, self) => sanitizeMarkdownHtml(renderHtmlInline ? renderHtmlInline(tokens, idx, options, env, self) : tokens[idx].content);

/** Markdown to safe HTML: KaTeX maths, highlighted code, raw HTML filtered by an allow-list. */
export function renderMarkdown(source: string | null | undefined): string {
  return source ? md.render(source) : '';
}
