import { first, is, parseHtml } from './html';
import { escapeMarkdown, statementMarkdown } from './statement';

const md = (html: string, tex?: 'codeforces') => statementMarkdown(first(parseHtml(`<div id="s">${html}</div>`), is('#s')), { base: 'https://judge.example/problem/1', tex });

describe('statementMarkdown', () => {
  it('keeps paragraphs, emphasis, breaks, lists and code blocks', () => {
    expect(md('<p>One <b>bold</b> and <i>slanted</i>.<br>Next line.</p><p>Two</p>')).toBe('One **bold** and *slanted*.  \nNext line.\n\nTwo');
    expect(md('<ul><li>first</li><li>second</li></ul><ol><li>a</li></ol>')).toBe('- first\n- second\n\n1. a');
    expect(md('<pre>\n1 2\n3 4\n</pre>')).toBe('```\n1 2\n3 4\n```');
  });

  it('escapes what markdown and the maths would read in plain text', () => {
    expect(md('<p>a_i * b_j costs $5 [sic] &lt;tag&gt; #1</p>')).toBe('a\\_i \\* b\\_j costs \\$5 \\[sic\\] \\<tag\\> \\#1');
    expect(escapeMarkdown('x|y`z')).toBe('x\\|y\\`z');
  });

  it("turns the judges' formulas into $…$: Codeforces' $$$, AtCoder's <var>, displayed ones", () => {
    expect(md('<p>Let $$$n \\le 10^5$$$ and $$$$$$\\sum a_i$$$$$$.</p>', 'codeforces')).toBe('Let $n \\le 10^5$ and $$\\sum a_i$$.');
    expect(md('<p>Find <var>N \\times M</var>.</p>')).toBe('Find $N \\times M$.');
  });

  it('makes links and images absolute, keeps tables as HTML, drops scripts and forms', () => {
    expect(md('<p><a href="/p/2">next</a> <img src="../img/a.png" alt="A"></p>')).toBe('[next](https://judge.example/p/2) ![A](https://judge.example/img/a.png)');
    expect(md('<p><a href="javascript:alert(1)">x</a></p>')).toBe('x');
    const table = md('<table><tr><td><img src="t.png"></td></tr></table>');
    expect(table).toContain('<table>');
    expect(table).toContain('src="https://judge.example/problem/t.png"');
    expect(md('<p>kept</p><script>alert(1)</script><form><input name="x"></form>')).toBe('kept');
  });
});
