// FilterXSS is one of the CommonJS exports Node can name from ESM (the server render imports it as is)
import { FilterXSS, type IWhiteList } from 'xss';

/**
 * The allow-list of raw HTML in statements, markdown or HTML: tags and attributes that cannot run
 * script, styles (filtered by property) kept for tables and alignment; no event handlers, no
 * `javascript:` links, images kept. Script and style elements go with their content.
 */
const LOOKS = ['style', 'class', 'align', 'title'];
const PLAIN = ['b', 'i', 'u', 's', 'strong', 'em', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'br', 'hr', 'kbd', 'tt', 'center', 'details', 'summary', 'caption', 'thead', 'tbody', 'tfoot', 'dl', 'dt', 'dd', 'ul', 'ol', 'li', 'blockquote'];
const allowed: IWhiteList = {
  ...Object.fromEntries(PLAIN.map((tag) => [tag, LOOKS])),
  ...Object.fromEntries(['p', 'div', 'span', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'col', 'colgroup'].map((tag) => [tag, [...LOOKS, 'width']])),
  td: [...LOOKS, 'width', 'colspan', 'rowspan', 'valign'],
  th: [...LOOKS, 'width', 'colspan', 'rowspan', 'valign'],
  // `rel` is the sanitiser's own (USER_LINK_REL), never the author's
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style', 'align'],
  font: ['color', 'size', 'face', 'style'],
};
const DROPPED_WITH_CONTENT = ['script', 'style'];

/**
 * Style properties kept beyond cssfilter's default list: KaTeX's HTML places sub- and superscripts with
 * `top` (inside its own `position: relative` boxes; `position` itself stays refused) and struts with
 * `vertical-align`. Statements scraped from LibreOJ carry that HTML. Only plain lengths and keywords pass.
 */
const LAYOUT_STYLES = new Set(['top', 'vertical-align']);
const LAYOUT_VALUE = /^(-?\d*\.?\d+(em|ex|px|pt|%)?|baseline|middle|top|bottom|text-top|text-bottom|sub|super)$/i;
const css = {
  onIgnoreAttr: (name: string, value: string) => (LAYOUT_STYLES.has(name) && LAYOUT_VALUE.test(value.trim()) ? `${name}:${value.trim()}` : undefined),
};

/**
 * In markdown a tag outside the list is shown as text: `vector<int>` typed in a statement is text, not
 * markup. In an HTML statement it is markup the list does not allow (`<link>`, `<section>`): dropped,
 * its content kept, as a browser would draw an unknown element.
 */
const inMarkdown = new FilterXSS({ whiteList: allowed, css, stripIgnoreTagBody: DROPPED_WITH_CONTENT });
const inHtml = new FilterXSS({ whiteList: allowed, css, stripIgnoreTag: true, stripIgnoreTagBody: DROPPED_WITH_CONTENT });

/**
 * Every link in user text: the page it opens gets no handle on ours (`window.opener`) and no Referer (a
 * statement's author learns nothing of who reads it, nor the URL they read it at).
 */
export const USER_LINK_REL = 'noopener noreferrer';

/** Gives every `<a` left in the sanitiser's output (each a tag it wrote, its own `rel` dropped) USER_LINK_REL. */
const withLinkRel = (html: string) => html.replace(/<a(?=[\s>])/gi, `<a rel="${USER_LINK_REL}"`);

/** Raw HTML inside markdown through the allow-list (tags it does not allow shown as text). */
export function sanitizeMarkdownHtml(html: string): string {
  return withLinkRel(inMarkdown.process(html));
}

/** An HTML statement through the allow-list (tags it does not allow dropped, their text kept). */
export function sanitizeHtml(html: string): string {
  return withLinkRel(inHtml.process(html));
}
