import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders inline and displayed maths with KaTeX', () => {
    const html = renderMarkdown('Sum $a+b$ and\n\n$$\n\\sum_{i=1}^n i\n$$\n');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toContain('$a+b$');
  });
  it('leaves prices and lone dollars as text', () => {
    expect(renderMarkdown('costs $5 and $ 6')).toContain('$5 and $ 6');
  });
  it('highlights fenced code of the judge languages', () => {
    const html = renderMarkdown('```cpp\nint main() { return 0; }\n```');
    expect(html).toContain('hljs-keyword');
    expect(html).toContain('language-cpp');
  });
  it('filters raw HTML: no script, no event handler, no javascript: link', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src="/api/public/img/x.png" onerror="alert(1)">\n\n[x](javascript:alert(1)) <b onclick="x()">bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<img src="/api/public/img/x.png"');
    expect(html).toContain('<b>bold</b>');
  });
  it('gives every link, markdown or raw HTML, rel="noopener noreferrer" and never the author\'s rel', () => {
    const html = renderMarkdown('[a](https://a.example) <https://b.example> https://c.example\n\n<a href="https://d.example" target="_blank" rel="opener">d</a> <A HREF="https://e.example">e</A>');
    const anchors = html.match(/<a\b[^>]*>/gi) ?? [];
    expect(anchors).toHaveLength(5);
    for (const anchor of anchors) expect(anchor).toMatch(/^<a rel="noopener noreferrer"[\s>]|\srel="noopener noreferrer"[\s>]/i);
    expect(html).not.toContain('opener"');
    expect(html).not.toMatch(/rel="opener"/);
  });
  it('renders nothing for an empty source', () => {
    expect(renderMarkdown(undefined)).toBe('');
  });
});
