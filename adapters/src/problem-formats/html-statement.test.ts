import { applyStatement, hustojCodeBlocks } from './html-statement';

describe("HUSTOJ's [code] blocks become HTML code blocks", () => {
  test('[code lang=c] as the FPS A+B hint writes it: the code escaped, its language kept', () => {
    const html = '<p>C:</p>\n[code lang=c]\n#include <stdio.h>\nint main(){ printf("%d\\n", 1 < 2 && 3 > 2); }\n[/code]\n<p>end</p>';
    expect(hustojCodeBlocks(html)).toBe('<p>C:</p>\n<pre><code class="language-c">#include &lt;stdio.h&gt;\nint main(){ printf("%d\\n", 1 &lt; 2 &amp;&amp; 3 &gt; 2); }</code></pre>\n<p>end</p>');
  });

  test('[code], [code=cpp], [code lang="C++"] and an editor that saved the code escaped', () => {
    expect(hustojCodeBlocks('[code]x = 1[/code]')).toBe('<pre><code class="language-plaintext">x = 1</code></pre>');
    expect(hustojCodeBlocks('[code=cpp]a<b[/code]')).toBe('<pre><code class="language-cpp">a&lt;b</code></pre>');
    expect(hustojCodeBlocks('[CODE lang="C++"]\nint x;\n[/CODE]')).toBe('<pre><code class="language-cpp">int x;</code></pre>');
    expect(hustojCodeBlocks('[code lang=py]print(1 &lt; 2)[/code]')).toBe('<pre><code class="language-python">print(1 &lt; 2)</code></pre>');
    // a language that is not a plain word is not put into the class attribute
    expect(hustojCodeBlocks('[code lang=c#]z[/code]')).toBe('<pre><code class="language-plaintext">z</code></pre>');
    expect(hustojCodeBlocks('[codex] stays')).toBe('[codex] stays');
  });
});

describe('a problem is HTML unless its package marks markdown', () => {
  const blank = () => ({ description: '', input: '', output: '', hint: '', statementFormat: 'markdown' as const });
  const field = (text: string, markdown = false) => ({ text, markdown });

  test('HTML fields: format html, [code] converted', () => {
    const f = { ...blank() } as ReturnType<typeof blank> & { statementFormat: 'markdown' | 'html' };
    applyStatement(f, { description: field('<p>a</p>'), input: field(''), output: field('<p>o</p>'), hint: field('[code]x[/code]') });
    expect(f).toEqual({ description: '<p>a</p>', input: '', output: '<p>o</p>', hint: '<pre><code class="language-plaintext">x</code></pre>', statementFormat: 'html' });
  });

  test('any field marked markdown makes the problem markdown, its text as written; no text at all stays markdown', () => {
    const f = { ...blank() } as ReturnType<typeof blank> & { statementFormat: 'markdown' | 'html' };
    applyStatement(f, { description: field('# T\n\n[code]x[/code]', true), input: field('<p>i</p>'), output: field(''), hint: field('') });
    expect(f).toMatchObject({ description: '# T\n\n[code]x[/code]', input: '<p>i</p>', statementFormat: 'markdown' });
    const empty = { ...blank() } as ReturnType<typeof blank> & { statementFormat: 'markdown' | 'html' };
    applyStatement(empty, { description: field(' '), input: field(''), output: field(''), hint: field('') });
    expect(empty.statementFormat).toBe('markdown');
  });
});
