import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { renderHtmlStatement } from './render-html';

/** The FPS corpus the importers' tests read (adapters/src/problem-formats/fixtures/README.md). */
const FPS = join(__dirname, '../../../../adapters/src/problem-formats/fixtures/fps');
/** The text of an element as an FPS file holds it (CDATA), the nth of its kind. */
function element(file: string, name: string, nth = 0): string {
  const all = [...readFileSync(join(FPS, file), 'utf8').matchAll(new RegExp(`<${name}><!\\[CDATA\\[([\\s\\S]*?)\\]\\]></${name}>`, 'g'))];
  return all[nth][1];
}
/** A tag of the statements shown as text. */
const ESCAPED_TAG = /(&lt;|<)\/?(p|div|span|img|pre|code|br|link|font|table|h[1-6])\b/i;
/**
 * What a reader sees of some HTML: its text without tags, and without KaTeX's MathML copy (hidden by
 * katex.css; in LibreOJ's scraped statements it holds the formula's source, damaged: `si<fis_i<f_i< span="">`).
 */
const visibleText = (html: string) => html.replace(/<span class="katex-mathml">[\s\S]*?(?=<span class="katex-html">)/g, '').replace(/<[^>]*>/g, '');

describe('renderHtmlStatement (FPS and QDUOJ statements)', () => {
  it('keeps the indented HTML of the A+B statement as HTML: paragraphs and <pre> code, no code block of escaped tags', () => {
    const html = renderHtmlStatement(element('fps-zhblue-A+B.xml', 'description'));
    expect(html).toMatch(/^<p>\s+Calculate a\+b\s+<\/p>$/);
    const hint = renderHtmlStatement(element('fps-zhblue-A+B.xml', 'hint'));
    expect(hint).toContain('<pre>#include &lt;iostream&gt;');
    expect(visibleText(hint)).not.toMatch(ESCAPED_TAG);
  });

  it('highlights the code blocks the importer made of [code] blocks, with their language', () => {
    const html = renderHtmlStatement('<pre><code class="language-c">#include &lt;stdio.h&gt;\nint main() { return 0; }</code></pre>');
    expect(html).toMatch(/^<pre class="hljs"><code class="language-c"><span class="hljs-meta">#<span class="hljs-keyword">include<\/span> <span class="hljs-string">&lt;stdio.h&gt;<\/span><\/span>/);
    expect(html).toContain('<span class="hljs-type">int</span>');
  });

  it("keeps LibreOJ's pre-rendered KaTeX and drops the <link> to a CDN stylesheet without showing it", () => {
    const html = renderHtmlStatement(element('fps-ybt-1.1-excerpt-spj-testlib.xml', 'description'));
    expect(html).toContain('<span class="katex"><span class="katex-mathml">');
    expect(html).not.toMatch(/<link|dn-menci/);
    // a formula's own "<" is text (si&lt;fi); no tag shows as text
    expect(visibleText(html)).not.toMatch(ESCAPED_TAG);
  });

  it("keeps the placement styles of KaTeX's HTML (top, vertical-align) with plain values only; position stays out", () => {
    const html = renderHtmlStatement('<span class="vlist"><span style="top:0.15em;margin-right:0.05em;position:fixed">i</span></span><span class="strut" style="vertical-align:-0.25em;top:calc(100vh)"></span>');
    expect(html).toBe('<span class="vlist"><span style="top:0.15em; margin-right:0.05em;">i</span></span><span class="strut" style="vertical-align:-0.25em;"></span>');
    expect(renderHtmlStatement('<span style="top:expression(alert(1))">x</span>')).not.toContain('expression');
  });

  it('typesets TeX in the text with KaTeX ($…$, $$…$$, \\(…\\), \\[…\\]), never inside code, and leaves prices alone', () => {
    const html = renderHtmlStatement('<p>Sum $a_i &lt; 10^9$ and \\(x\\).</p>\\[\\sum i\\]<p>$$n^2$$ costs $5 and $6</p><pre>$not$</pre><code>$no$</code>');
    expect(html.match(/class="katex"/g)).toHaveLength(4);
    expect(html.match(/katex-display/g)).toHaveLength(2);
    // the entity is read before KaTeX sees the formula
    expect(html).toContain('<annotation encoding="application/x-tex">a_i &lt; 10^9</annotation>');
    expect(html).toContain('costs $5 and $6');
    expect(html).toContain('<pre>$not$</pre><code>$no$</code>');
  });

  it('filters like the markdown renderer: no script, no event handler, no javascript: link; images kept; unknown tags dropped, their text kept', () => {
    const html = renderHtmlStatement('<script>alert(1)</script><img src="/api/public/img/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><b onclick="x()">bold</b><section>kept</section><style>p{}</style>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<section|p\{\}/);
    expect(html).toContain('<img src="/api/public/img/x.png">');
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('kept');
  });

  it('renders nothing for an empty source', () => {
    expect(renderHtmlStatement('')).toBe('');
  });
});
