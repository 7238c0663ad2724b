import katex from 'katex';
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

/**
 * TeX maths for markdown-it, rendered by KaTeX: `$…$` inline, `$$…$$` displayed (inline or as a block
 * of its own lines). A formula KaTeX cannot parse shows its source in red instead of breaking the page.
 */
export function renderTex(tex: string, displayMode: boolean, limits: MathLimits = {}): string {
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml', trust: false, strict: 'ignore', ...limits });
}

/** KaTeX's caps on a formula's sizes (em) and macro expansions; none for statements. */
export interface MathLimits {
  maxSize?: number;
  maxExpand?: number;
}

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

function inlineMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const open = display ? 2 : 1;
  const start = pos + open;
  // `$ x$` and `$5 and $6` stay text: an inline formula starts and ends next to non-space
  if (!display && (start >= state.posMax || /\s/.test(src[start]))) return false;
  let end = start;
  while (end < state.posMax) {
    const code = src.charCodeAt(end);
    if (code === BACKSLASH) {
      end += 2;
      continue;
    }
    if (code === DOLLAR && (!display || src.charCodeAt(end + 1) === DOLLAR)) break;
    end++;
  }
  if (end >= state.posMax || end === start) return false;
  if (!display && /\s/.test(src[end - 1])) return false;
  if (!silent) {
    const token = state.push(display ? 'math_display' : 'math_inline', 'math', 0);
    token.content = src.slice(start, end);
    token.markup = display ? '$$' : '$';
  }
  state.pos = end + open;
  return true;
}

function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const first = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]).trim();
  if (!first.startsWith('$$')) return false;
  // one line `$$ x $$` is left to the inline rule inside its paragraph unless it is the whole line
  if (first.length > 4 && first.endsWith('$$')) {
    if (silent) return true;
    const token = state.push('math_block', 'math', 0);
    token.content = first.slice(2, -2);
    token.map = [startLine, startLine + 1];
    state.line = startLine + 1;
    return true;
  }
  if (first !== '$$' && !first.startsWith('$$')) return false;
  let line = startLine;
  const lines = [first.slice(2)];
  let closed = false;
  while (++line < endLine) {
    const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    if (text.trim().endsWith('$$')) {
      lines.push(text.trim().slice(0, -2));
      closed = true;
      break;
    }
    lines.push(text);
  }
  if (!closed) return false;
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.content = lines.join('\n');
  token.map = [startLine, line + 1];
  state.line = line + 1;
  return true;
}

export function mathPlugin(md: MarkdownIt, limits: MathLimits = {}): void {
  md.inline.ruler.before('escape', 'math_inline', inlineMath);
  md.block.ruler.before('fence', 'math_block', blockMath, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.math_inline = (tokens, idx) => renderTex(tokens[idx].content, false, limits);
  md.renderer.rules.math_display = (tokens, idx) => renderTex(tokens[idx].content, true, limits);
  md.renderer.rules.math_block = (tokens, idx) => `<div class="math-block">${renderTex(tokens[idx].content, true, limits)}</div>\n`;
}
