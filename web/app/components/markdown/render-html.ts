import { codeBlock } from './highlight';
import { renderTex } from './math';
import { sanitizeHtml } from './sanitize';

/**
 * TeX in the text of an HTML statement, as HUSTOJ's pages typeset it: `$$…$$` and `\[…\]` displayed,
 * `$…$` and `\(…\)` inline. An inline `$` formula starts and ends next to non-space, as in markdown, so
 * prices (`$5 and $6`) stay text. A formula does not run across tags.
 */
const MATH = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$(?!\s)((?:\\\$|[^$])+?)(?<!\s)\$/g;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };
/** The text of sanitised HTML (entities as the characters they stand for), for TeX. */
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });

function typeset(text: string): string {
  return text.replace(MATH, (all, display: string | undefined, bracket: string | undefined, paren: string | undefined, inline: string | undefined) => {
    const tex = display ?? bracket ?? paren ?? inline ?? '';
    return renderTex(decode(tex), display !== undefined || bracket !== undefined);
  });
}

/** Elements whose text is code: never typeset. */
const LITERAL = new Set(['pre', 'code', 'kbd', 'tt']);
/** Sanitised output: tags (attributes quoted and escaped by the sanitiser) and the text between them. */
const TOKENS = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|[^<]+|</gi;
/** An HTML code block that names its language (HUSTOJ's converted `[code]` blocks, Hydro's samples). */
const CODE_BLOCK = /<pre>\s*<code class="language-([\w-]+)">([^<]*)<\/code>\s*<\/pre>/g;

/**
 * A tag whose name holds a `<`: text a scraper failed to escape (`0<n<1000`) that a browser's serialiser
 * turned into a tag, `<n<1000< span="">` … `</n<1000<>` (LibreOJ's statements in the FPS corpus). A browser
 * reads it as an unknown element and shows nothing of it; the sanitiser would show it as text.
 */
const DAMAGED_TAG = /<\/?[A-Za-z][^\s/>]*<[^\s/>]*(?:\s[^>]*)?>/g;

/**
 * An HTML statement (FPS, QDUOJ, Hydro's FPS import) as safe HTML: the allow-list of the markdown
 * renderer (tags it does not allow dropped, their text kept), TeX in the text typeset by KaTeX, code
 * blocks that name their language highlighted. The same on the server and in the browser.
 */
export function renderHtmlStatement(source: string | null | undefined): string {
  if (!source) return '';
  const safe = sanitizeHtml(source.replace(DAMAGED_TAG, '')).replace(CODE_BLOCK, (_all, lang: string, code: string) => codeBlock(decode(code), lang));
  let literal = 0;
  let out = '';
  for (const m of safe.matchAll(TOKENS)) {
    const [token, closing, tag] = m;
    if (tag === undefined) {
      out += literal > 0 || token === '<' ? token : typeset(token);
      continue;
    }
    if (LITERAL.has(tag.toLowerCase())) literal = Math.max(0, literal + (closing ? -1 : 1));
    out += token;
  }
  return out;
}
