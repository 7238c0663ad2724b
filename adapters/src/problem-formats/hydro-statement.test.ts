import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydroStatement, splitHydroStatement } from './hydro-statement';
import { samplesOf } from './package-text';

const STATEMENTS = join(__dirname, 'fixtures/hydro/statements');
const fixture = (path: string) => readFileSync(join(STATEMENTS, path), 'utf8');

describe("Hydro statements: sections by their headings, samples from Hydro's blocks", () => {
  test('the zh fixture: background and description, input, output, samples, 数据范围与提示 and 来源 each in their field', () => {
    const f = splitHydroStatement(fixture('aplusb-zh/problem_zh.md'));
    expect(f.statementFormat).toBe('markdown');
    expect(f.description).toBe('这是一道入门题。\n\n\n输入两个整数 $a$ 和 $b$，输出它们的和 $a+b$。\n\n![加号](file://plus.png)');
    expect(f.input).toBe('一行两个整数 $a, b$。');
    expect(f.output).toBe('一行一个整数 $a+b$。');
    expect(samplesOf(f.examples)).toEqual([{ input: '1 2', output: '3' }]);
    expect(f.hint).toMatch(/^对于 \$100\\%\$ 的数据，\$0 \\le a, b \\le 10\^9\$。\n\n```cpp\n#include <cstdio>/);
    // the '#include' line is code, not a heading
    expect(f.hint).toContain('printf("%lld\\n", a + b);\n}\n```');
    expect(f.source).toBe('Hydro 示例');
  });

  test("Hydro's English buildContent: Description, Input Format, Output Format, samples, Hint, Source", () => {
    const md = '## Description\n\nAdd.\n\n## Input Format\n\nTwo ints.\n\n## Output Format\n\nTheir sum.\n\n```input1\n1 2\n```\n```output1\n3\n```\n```input2\n5 5\n```\n```output2\n10\n```\n\n## Hint\n\nEasy.\n\n## Source\n\nNOIP 2002\n';
    const f = splitHydroStatement(md);
    expect(f).toMatchObject({ description: 'Add.', input: 'Two ints.', output: 'Their sum.', hint: 'Easy.', source: 'NOIP 2002', statementFormat: 'markdown' });
    expect(samplesOf(f.examples)).toEqual([{ input: '1 2', output: '3' }, { input: '5 5', output: '10' }]);
  });

  test('sample headings with plain code blocks (样例输入 1, Sample Output), Luogu\'s 输入输出样例 with 输入 #1, colons and levels 1–3', () => {
    const hustoj = '# 题目描述：\n\nd\n\n## 样例输入 1\n\n```\n1 2\n```\n\n## 样例输出 1\n\n```\n3\n```\n\n### Sample Input\n\n```\n4 4\n```\n\n### Sample Output\n\n```\n8\n```\n\n## 提示\n\nh\n';
    const a = splitHydroStatement(hustoj);
    expect(a).toMatchObject({ description: 'd', hint: 'h' });
    expect(samplesOf(a.examples)).toEqual([{ input: '1 2', output: '3' }, { input: '4 4', output: '8' }]);

    const luogu = '## 题目描述\n\nd\n\n## 输入输出样例\n\n### 输入 #1\n\n```\n1\n```\n\n### 输出 #1\n\n```\n2\n```\n\n## 说明/提示\n\nh\n';
    const b = splitHydroStatement(luogu);
    expect(samplesOf(b.examples)).toEqual([{ input: '1', output: '2' }]);
    expect(b).toMatchObject({ description: 'd', hint: 'h' });

    // unlabelled blocks under a samples heading take turns; an explanation there goes to the hint, not away
    const plain = '## Samples\n\n```\n1\n```\n\n```\n2\n```\n\nThe sum of one.\n';
    const c = splitHydroStatement(plain);
    expect(samplesOf(c.examples)).toEqual([{ input: '1', output: '2' }]);
    expect(c.hint).toBe('The sum of one.');
  });

  test('text before any heading and under an unknown heading stays where it is; a heading inside a code block is code', () => {
    const md = 'Intro.\n\n## Story\n\nOnce.\n\n## Input\n\n~~~\n## Output\n~~~\n\nstill input\n';
    const f = splitHydroStatement(md);
    expect(f.description).toBe('Intro.\n\n## Story\n\nOnce.');
    expect(f.input).toBe('~~~\n## Output\n~~~\n\nstill input');
    expect(f.output).toBe('');
  });

  test("the HTML that Hydro's FPS import stores: <h2> sections, samples from <pre><code class=language-input1>, format html", () => {
    const f = splitHydroStatement(fixture('fps-html/problem.md'));
    expect(f.statementFormat).toBe('html');
    expect(f.description).toBe('<p>\n\tCalculate a+b\n</p>');
    expect(f.input).toBe('<p>\n\tTwo integer a,b (0&lt;=a,b&lt;=10)\n</p>');
    expect(f.output).toBe('<p>\n\tOutput a+b\n</p>');
    expect(samplesOf(f.examples)).toEqual([{ input: '1 2', output: '3' }]);
    expect(f.hint).toMatch(/^<p>\n\tHere is a sample solution using C:\n<\/p>\n<pre>#include &lt;stdio.h&gt;/);
    expect(f.source).toBe('系统原理，熟悉OJ');
  });

  test('older HTML: a sample heading with a <pre> under it', () => {
    const f = splitHydroStatement('<h2>Description</h2><p>d</p><h2>Sample Input 1</h2><pre>1 &amp; 2\n</pre><h2>Sample Output 1</h2><pre>3</pre>');
    expect(f.description).toBe('<p>d</p>');
    expect(samplesOf(f.examples)).toEqual([{ input: '1 & 2', output: '3' }]);
  });

  test('written as Hydro writes them and read back: the same fields, markdown and HTML', () => {
    for (const statementFormat of ['markdown', 'html'] as const) {
      const fields = { description: 'D <b>x</b>', input: 'I', output: 'O', examples: '<input>1 <2</input><output>3</output>', hint: 'H', source: 'S & T', statementFormat };
      expect(splitHydroStatement(hydroStatement(fields))).toEqual(fields);
    }
  });
});
