import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './render-markdown';
import { renderUserMarkdown } from './render-user-markdown';
import { isSafeUserUrl } from './sanitize-user';

/** What a reader sees of some HTML: its text without tags (KaTeX's MathML copy aside, which katex.css hides). */
const visibleText = (html: string) => html.replace(/<span class="katex-mathml">[\s\S]*?(?=<span class="katex-html">)/g, '').replace(/<[^>]*>/g, '');
/** Anything that could run, restyle or leave the sanitiser's marks. */
const UNSAFE = /<script|<svg|<iframe|<style|<math|\son\w+=|javascript:|data:|style=|class="mantine|\[removed\]/i;
const DEBRIS = /&lt;|&gt;|\[removed\]|alert|onerror|onload|javascript/i;

describe('renderUserMarkdown (02 §6: the content of users who are not root or admin)', () => {
  const payloads: Array<[string, string, string]> = [
    ['a script element inside a paragraph (three markdown tokens)', 'Hello <script>alert(1)</script> world', 'Hello  world'],
    ['a script block', '<script>\nalert(1)\n</script>', ''],
    ['a script left open', 'before <script>alert(1)', 'before '],
    ['an image with an event handler', '<img src=x onerror=alert(1)>after', 'after'],
    ['SVG with a handler', '<svg onload=alert(1)><circle r=5></circle></svg>after', 'after'],
    ['SVG with a script inside', 'a <svg><script>alert(1)</script></svg> b', 'a  b'],
    ['markdown links to javascript: and data:', '[click](javascript:alert(1)) [c2](JaVaScRiPt&#58;alert(1)) [d](data:text/html;base64,PHNjcmlwdD4=) [e](<javascript:alert(1)>)', 'click c2 d e'],
    ['a reference link to javascript:', '[ref]\n\n[ref]: javascript:alert(1)', 'ref'],
    ['an image to javascript:', '![pic](javascript:alert(1))', 'pic'],
    ['raw links to javascript:, entity-encoded and data:', '<a href="javascript:alert(1)">a1</a> <a href="&#106;avascript:alert(1)">a2</a> <a href="data:text/html,x">a3</a> <a href="java\tscript:alert(1)">a4</a>', 'a1 a2 a3 a4'],
    ['style injection', '<p style="position:fixed;inset:0">styled</p><div class="mantine-Overlay-root">cls</div><style>body{display:none}</style>', 'styledcls'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>x', 'x'],
    ['an event of details and an unknown element with a handler', '<details open ontoggle=alert(1)>d</details><marquee onstart=alert(1)>m</marquee>', 'dm'],
    ['form controls', '<input autofocus onfocus=alert(1)><button formaction=javascript:alert(1)>b</button>', 'b'],
    ['mutation-style nesting', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ];
  for (const [what, source, text] of payloads) {
    it(`leaves no way to run and no debris: ${what}`, () => {
      const html = renderUserMarkdown(source);
      expect(html).not.toMatch(UNSAFE);
      expect(visibleText(html).trim()).toBe(text.trim());
      expect(visibleText(html)).not.toMatch(DEBRIS);
    });
  }

  it('keeps what users write: emphasis, safe links with rel, images of the web or the site, code, maths, tables', () => {
    const html = renderUserMarkdown('**bold** [x](https://ok.example "t") <https://auto.example> ![p](/api/public/img/a.png)\n\n<b title="t">raw</b> <a href="/problem/1000">site</a>\n\n```cpp\nint main() {}\n```\n\n$a+b$\n\n| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://ok.example" title="t" rel="noopener noreferrer">x</a>');
    expect(html).toContain('<a href="https://auto.example" rel="noopener noreferrer">');
    expect(html).toContain('<img src="/api/public/img/a.png" alt="p">');
    expect(html).toContain('<b title="t">raw</b>');
    expect(html).toContain('<a rel="noopener noreferrer" href="/problem/1000">site</a>');
    expect(html).toContain('hljs-type');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<table>');
  });

  it("shows a programmer's angle brackets as typed (not markup): vector<int>, List<String>", () => {
    expect(visibleText(renderUserMarkdown('vector<int> a; List<String> b;'))).toBe('vector&lt;int&gt; a; List&lt;String&gt; b;\n');
  });

  it('caps the sizes of formulas, so a user cannot cover the page with one', () => {
    const html = renderUserMarkdown('$\\rule{9999em}{9999em}$');
    expect(html).not.toContain('9999em;');
    expect(html).toMatch(/height="10em"/);
  });

  it('keeps the query of a raw link as written', () => {
    expect(renderUserMarkdown('<a href="https://x.example/?a=1&amp;b=2" title="a &amp; b">q</a>')).toContain('href="https://x.example/?a=1&amp;b=2"');
    // a reference beyond Unicode is no character, not a crash
    expect(renderUserMarkdown('<a href="&#99999999;javascript:alert(1)">r</a>')).not.toContain('href');
  });

  it('accepts web, mail and site URLs only', () => {
    for (const url of ['https://a.example', 'http://a.example', 'mailto:a@b.example', '/problem/1', '#top', 'page?x=1']) expect(isSafeUserUrl(url)).toBe(true);
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\nscript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) expect(isSafeUserUrl(url)).toBe(false);
  });

  it('renders nothing for an empty source', () => {
    expect(renderUserMarkdown('')).toBe('');
    expect(renderUserMarkdown(null)).toBe('');
  });

  // /user-home shows an ordinary user's signature through this renderer (trustedMarkdown false)
  it("an ordinary user's signature keeps its markdown and loses, without debris, what the allow-list refuses", () => {
    const signature = '**Hi** <span style="position:fixed;inset:0">cover</span> [me](javascript:alert(1))';
    const html = renderUserMarkdown(signature);
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).not.toMatch(/style|javascript|href/);
    expect(visibleText(html)).toBe('Hi cover me\n');
    // the statement renderer (root's and admins' text) leaves the attribute's name behind: the reason for the switch
    expect(renderMarkdown(signature)).toContain('<span style>');
  });
});
