import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import { codeBlock } from './highlight';
import { mathPlugin } from './math';
import { USER_LINK_REL } from './sanitize';
import { DROPPED_WITH_CONTENT, isSafeUserImage, isSafeUserUrl, sanitizeUserHtml } from './sanitize-user';

/**
 * A user's formulas stay inside the text: KaTeX caps sizes (`\rule{9999em}{9999em}` cannot cover the page)
 * and macro expansions (a recursive `\def` cannot hang the reader's tab).
 */
const USER_MATH = { maxSize: 10, maxExpand: 500 };

const md: MarkdownIt = markdownIt({
  html: true,
  linkify: true,
  breaks: false,
  highlight: (code, lang) => codeBlock(code, lang),
}).use(mathPlugin, USER_MATH);

// every link reaches the token stream, then `dropUnsafeLinks` keeps the text of those it refuses: markdown-it's
// own check would leave `[text](javascript:…)` on the page as typed
md.validateLink = () => true;

const OPEN_DROPPED = new RegExp(`^<(${DROPPED_WITH_CONTENT.join('|')})\\b[^>]*>$`, 'i');

/** Inline tokens of one paragraph: `<script>` … `</script>` come as three tokens, the text between them too. */
function dropInlineBodies(children: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < children.length; i++) {
    const token = children[i];
    const open = token.type === 'html_inline' ? OPEN_DROPPED.exec(token.content.trim()) : null;
    if (!open || token.content.trim().endsWith('/>')) {
      kept.push(token);
      continue;
    }
    const close = new RegExp(`^</${open[1]}\\s*>$`, 'i');
    while (i + 1 < children.length && !(children[i + 1].type === 'html_inline' && close.test(children[i + 1].content.trim()))) i++;
    i++; // the closing tag (or past the end when the author left it open)
  }
  return kept;
}

/** Links and images whose URL a user may not use: the link's text stays as text, an image shows its alt text. */
function dropUnsafeLinks(children: Token[], state: StateCore): Token[] {
  const kept: Token[] = [];
  let refusedDepth = 0;
  for (const token of children) {
    if (token.type === 'link_open' && (refusedDepth > 0 || !isSafeUserUrl(String(token.attrGet('href') ?? '')))) {
      refusedDepth++;
      continue;
    }
    if (token.type === 'link_close' && refusedDepth > 0) {
      refusedDepth--;
      continue;
    }
    if (token.type === 'image' && !isSafeUserImage(String(token.attrGet('src') ?? ''))) {
      const alt = new state.Token('text', '', 0);
      alt.content = token.content;
      kept.push(alt);
      continue;
    }
    kept.push(token);
  }
  return kept;
}

md.core.ruler.push('user_content', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'inline' && token.children) token.children = dropUnsafeLinks(dropInlineBodies(token.children), state);
  }
});

const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', USER_LINK_REL);
  return renderLinkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.html_block = (tokens, idx) => sanitizeUserHtml(tokens[idx].content);
md.renderer.rules.html_inline = (tokens, idx) => sanitizeUserHtml(tokens[idx].content);

/**
 * Markdown of a user who is not root or admin (02 §6: discussions, comments, replies) to safe HTML: KaTeX
 * maths and highlighted code as statements have them, raw HTML through the user allow-list, links only to
 * the web, mail or this site. The page shows clean text: what is refused leaves no trace.
 */
export function renderUserMarkdown(source: string | null | undefined): string {
  return source ? md.render(source) : '';
}
