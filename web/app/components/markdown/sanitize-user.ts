// FilterXSS is one of the CommonJS exports Node can name from ESM (the server render imports it as is)
import { FilterXSS, type IWhiteList } from 'xss';
import { USER_LINK_REL } from './sanitize';

/**
 * The allow-list of raw HTML written by users who are not root or admin (discussions, comments, replies;
 * 02 §6): text-level and block tags only. No `style` and no `class` (nothing can restyle or cover the
 * site's own elements), no id or name (no clobbering of the page's globals), no event handler, no form
 * control, no SVG or MathML (KaTeX's own maths come from the renderer, never from the author's tags).
 */
const PLAIN = ['b', 'i', 'u', 's', 'strong', 'em', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'br', 'hr', 'kbd', 'tt', 'code', 'pre', 'p', 'div', 'span', 'center', 'details', 'summary', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'col', 'colgroup'];
const allowed: IWhiteList = {
  ...Object.fromEntries(PLAIN.map((tag) => [tag, ['title']])),
  td: ['title', 'colspan', 'rowspan', 'align'],
  th: ['title', 'colspan', 'rowspan', 'align'],
  // `rel` is the sanitiser's own (USER_LINK_REL), never the author's; no `target`
  a: ['href', 'title'],
  // no height: a tall image could push the page away (the stylesheet caps widths)
  img: ['src', 'alt', 'title', 'width'],
  font: ['color'],
};

/**
 * Elements whose content is never text for the reader: they go with everything inside them. The rest of
 * the HTML elements outside the list go without a trace, their text kept (a user's `<marquee>hi</marquee>`
 * reads "hi"); a tag that is not HTML and carries no attribute (`vector<int>`, `List<T>`) is the author's
 * text and shows as typed.
 */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes', 'template', 'textarea', 'title', 'xmp', 'plaintext', 'select', 'head', 'canvas', 'video', 'audio'];
const HTML_ELEMENTS = new Set([
  ...DROPPED_WITH_CONTENT,
  ...'html body meta link base form input button option optgroup label fieldset legend output datalist progress meter source track picture image map area param marquee blink dialog slot portal menu menuitem nav header footer main section article aside address figure figcaption abbr cite dfn q samp var time data wbr bdi bdo ruby rt rp big strike acronym basefont bgsound isindex keygen listing nobr spacer animate set use foreignobject'.split(' '),
]);

/** `<tag …>…</tag>` of DROPPED_WITH_CONTENT, or such a tag left open to the end. */
const BODY = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[^>]*>(?:[\\s\\S]*?</\\1\\s*>|[\\s\\S]*$)`, 'gi');

/** A URL a user may link to or show: the web, mail, or a path of this site. Never `javascript:`, `data:`, `vbscript:` … */
export function isSafeUserUrl(url: string): boolean {
  // what a browser reads: control characters and spaces are dropped from the scheme
  const plain = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain);
  return !scheme || ['http', 'https', 'mailto'].includes(scheme[1]);
}

/**
 * An image a user may show: on the web or on this site (`/api/public/img/…`). A bare relative name (`x`)
 * points nowhere a reader can follow and would draw a broken-image icon.
 */
export function isSafeUserImage(url: string): boolean {
  const trimmed = url.trim();
  return isSafeUserUrl(trimmed) && /^(https?:\/\/|\/)/i.test(trimmed) && !trimmed.toLowerCase().startsWith('mailto:');
}

/** A character reference's character; none for a number beyond Unicode (`&#99999999;`). */
const character = (code: number) => (Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');
/** An attribute's value as written (its entities kept), quoted safely: xss's own helper is not a named ESM export. */
const escapeAttr = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A URL read back to its characters (for the check), written out again with every `&` escaped. */
const escapeUrl = (url: string) => escapeAttr(url.replace(/&/g, '&amp;'));

const filter = new FilterXSS({
  whiteList: allowed,
  // the allow-list decides; no stylesheet filtering since no style attribute passes
  css: false,
  onIgnoreTag: (tag, html) => (HTML_ELEMENTS.has(tag.toLowerCase()) || /^<\/?[^\s>/]+[\s/][^>]*=/.test(html) ? '' : undefined),
  safeAttrValue: (tag, name, value) => {
    if (name === 'href' || name === 'src') {
      const decoded = value.replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => character(parseInt(h, 16))).replace(/&#(\d+);?/g, (_m, d: string) => character(Number(d))).replace(/&colon;/gi, ':').replace(/&amp;/gi, '&').trim();
      return (name === 'src' ? isSafeUserImage(decoded) : isSafeUserUrl(decoded)) ? escapeUrl(decoded) : '';
    }
    return escapeAttr(value);
  },
});

/** An image left without a source (its URL refused) shows nothing rather than a broken icon. */
const EMPTY_IMAGE = /<img\b(?![^>]*\ssrc="[^"]+")[^>]*>/gi;

/**
 * Raw HTML of a user's markdown through the user allow-list: what the reader sees is the author's text,
 * never the sanitiser's work — no `[removed]`, no escaped `<script>` or `<svg onload=…>` left as text.
 */
export function sanitizeUserHtml(html: string): string {
  const filtered = filter.process(html.replace(BODY, ''))
    // a refused URL leaves the bare attribute: an `<a href>` would link to this very page
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\s(?:href|src)(?=[\s>/])/gi, ''))
    .replace(EMPTY_IMAGE, '');
  return filtered.replace(/<a(?=[\s>])/gi, `<a rel="${USER_LINK_REL}"`);
}
