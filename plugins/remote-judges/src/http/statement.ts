import { Element, type AnyNode } from 'domhandler';
import { outerHtml, squash, textOf } from './html';

/** How a judge writes formulas in its statements' text, and what else a statement needs to be read right. */
export interface StatementStyle {
  /** Base URL relative links and images are resolved against (the page's own URL). */
  base: string;
  /**
   * Formulas inside text: Codeforces writes `$$$…$$$` (inline) and `$$$$$$…$$$$$$` (displayed); the other
   * HTML judges write none (AtCoder marks them with `<var>` elements, read as elements).
   */
  tex?: 'codeforces';
}

/** Characters that mean something to markdown (or to the maths plugin) in plain text. */
const MARKDOWN_SPECIALS = /[\\`*_[\]<>$|#]/g;

/** Plain text as markdown shows it literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIALS, (c) => `\\${c}`);
}

/** A formula as the maths plugin reads it: `$…$` inline, `$$…$$` displayed (whitespace squashed, no `$` inside). */
function formula(tex: string, display: boolean): string {
  const body = squash(tex).replace(/\$/g, '\\$');
  if (!body) return '';
  return display ? `$$${body}$$` : `$${body}$`;
}

/** Text with the judge's formulas turned into the bank's, the rest escaped. */
function textToMarkdown(text: string, style: StatementStyle): string {
  const collapsed = text.replace(/\s+/g, ' ');
  if (style.tex === 'codeforces') {
    return collapsed
      .split(/(\${6}[\s\S]*?\${6}|\${3}[\s\S]*?\${3})/)
      .map((part) => (part.startsWith('$$$$$$') ? formula(part.slice(6, -6), true) : part.startsWith('$$$') ? formula(part.slice(3, -3), false) : escapeMarkdown(part)))
      .join('');
  }
  return escapeMarkdown(collapsed);
}

const BLOCKS = new Set(['p', 'div', 'section', 'center', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'pre', 'table', 'blockquote', 'hr', 'dl', 'dt', 'dd']);
const DROPPED = new Set(['script', 'style', 'noscript', 'button', 'form', 'input', 'select', 'textarea', 'iframe']);

function absolute(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Inline content of a node as markdown (one paragraph's worth). */
function inline(node: AnyNode, style: StatementStyle): string {
  if (node.type === 'text') return textToMarkdown((node as unknown as { data: string }).data, style);
  if (!(node instanceof Element)) return '';
  const inner = () => node.children.map((c) => inline(c, style)).join('');
  switch (node.name) {
    case 'br':
      return '  \n';
    case 'b':
    case 'strong': {
      const text = inner().trim();
      return text ? `**${text}**` : '';
    }
    case 'i':
    case 'em': {
      const text = inner().trim();
      return text ? `*${text}*` : '';
    }
    case 'sup':
    case 'sub':
      return `<${node.name}>${inner()}</${node.name}>`;
    case 'code':
    case 'tt':
    case 'kbd': {
      const text = squash(textOf(node)).replace(/`/g, "'");
      return text ? `\`${text}\`` : '';
    }
    case 'var':
      // AtCoder's formulas (rendered by KaTeX on its pages)
      return formula(textOf(node), false);
    case 'img': {
      const src = absolute(node.attribs.src, style.base);
      return src ? `![${escapeMarkdown(node.attribs.alt ?? '')}](${src})` : '';
    }
    case 'a': {
      const href = absolute(node.attribs.href, style.base);
      const text = inner().trim();
      return href ? `[${text || href}](${href})` : text;
    }
    default:
      return DROPPED.has(node.name) ? '' : inner();
  }
}

/** Markdown blocks of a node's children: paragraphs, lists, code blocks, tables as (sanitized) HTML. */
function blocks(parent: Element, style: StatementStyle): string[] {
  const out: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/^\s+|\s+$/g, '').replace(/ {3,}\n/g, '  \n');
    if (text) out.push(text);
    line = '';
  };
  for (const child of parent.children) {
    if (child instanceof Element && DROPPED.has(child.name)) continue;
    if (!(child instanceof Element) || !BLOCKS.has(child.name)) {
      line += inline(child, style);
      continue;
    }
    flush();
    out.push(...block(child, style));
  }
  flush();
  return out;
}

function block(el: Element, style: StatementStyle): string[] {
  switch (el.name) {
    case 'pre': {
      const text = textOf(el).replace(/^\n/, '').replace(/\s+$/, '');
      return text ? [`\`\`\`\n${text.replace(/```/g, "'''")}\n\`\`\``] : [];
    }
    case 'ul':
    case 'ol':
      return [
        el.children
          .filter((c): c is Element => c instanceof Element && c.name === 'li')
          .map((li, i) => `${el.name === 'ol' ? `${i + 1}.` : '-'} ${blocks(li, style).join(' ').replace(/\n+/g, ' ')}`)
          .join('\n'),
      ];
    case 'table':
      // kept as HTML (the statement renderer's allow-list keeps tables), with its images made absolute
      return [outerHtml(withAbsoluteImages(el, style.base)).replace(/\n\s*\n/g, '\n')];
    case 'hr':
      return ['---'];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const text = squash(blocks(el, style).join(' '));
      return text ? [`#### ${text}`] : [];
    }
    case 'blockquote':
      return blocks(el, style).map((b) => b.split('\n').map((l) => `> ${l}`).join('\n'));
    default:
      return blocks(el, style);
  }
}

function withAbsoluteImages(el: Element, base: string): Element {
  const visit = (node: AnyNode) => {
    if (!(node instanceof Element)) return;
    if (node.name === 'img') {
      const src = absolute(node.attribs.src, base);
      if (src) node.attribs.src = src;
      else delete node.attribs.src;
    }
    node.children.forEach(visit);
  };
  visit(el);
  return el;
}

/**
 * A statement part of a remote judge's page (its children, the heading left out by the caller) as the
 * bank's markdown: paragraphs, emphasis, lists, code blocks, links and images made absolute, formulas
 * as `$…$`, tables kept as HTML; scripts and form controls dropped.
 */
export function statementMarkdown(nodes: Element | readonly AnyNode[] | undefined, style: StatementStyle): string {
  if (!nodes) return '';
  const holder = nodes instanceof Element ? nodes : new Element('div', {}, [...nodes]);
  return blocks(holder, style).join('\n\n').trim();
}
