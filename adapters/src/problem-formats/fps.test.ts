import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from '@oj/core';
import { hustojChecker, isTestlibChecker } from './checker-code';
import { splitTemplate } from './code-template';
import { parseFps } from './fps';
import { serializeFps } from './fps-writer';
import { samplesOf } from './package-text';
import { comparable } from './testing/comparable';

const FPS_DIR = join(__dirname, 'fixtures/fps');
const corpus = readdirSync(FPS_DIR).filter((f) => f.endsWith('.xml')).sort();
const load = (name: string) => parseFps(readFileSync(join(FPS_DIR, name)), name);
const text = (b: Buffer) => b.toString('utf8');

function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('expected a refusal');
}

describe('FPS: every corpus file imports and its data matches the source', () => {
  test.each(corpus)('%s: each test_input/test_output pair becomes a case with the same bytes', (name) => {
    // XML readers end every line with LF (XML 1.0 §2.11), so the file's CRLF lines are compared as LF
    const raw = readFileSync(join(FPS_DIR, name), 'utf8').replace(/\r\n?/g, '\n');
    const packages = load(name);
    expect(packages.length).toBe((raw.match(/<item>/g) ?? []).length);
    const cases = packages.flatMap((p) => p.cases);
    expect(cases.length).toBe((raw.match(/<test_input/g) ?? []).length);
    // read independently of the parser: each case's text sits in the file as the element's CDATA
    for (const c of cases) {
      expect(raw).toMatch(new RegExp(`<test_input[^>]*><!\\[CDATA\\[${escape(text(c.input))}\\]\\]></test_input>`));
      expect(raw).toMatch(new RegExp(`<test_output[^>]*><!\\[CDATA\\[${escape(text(c.output))}\\]\\]></test_output>`));
    }
    for (const p of packages) expect(p.fields.title).not.toBe('');
  });

  test('A+B (v1.4): decimal seconds, names where given, an output without final newline, prepend/append kept for assembly', () => {
    const [p] = load('fps-zhblue-A+B.xml');
    expect(p.fields).toMatchObject({ title: 'A+B Problem', timeLimit: 1000, memoryLimit: 256, judgeMode: 'default', type: 0, source: '系统原理，熟悉OJ' });
    expect(p.cases.map((c) => [c.inputName, c.outputName, text(c.input), text(c.output)])).toEqual([
      ['test_01.in', 'test_01.out', '1 2\n', '3\n'],
      ['2.in', '2.out', '500 17\n', '517'],
      ['3.in', '3.out', '2 3\n', '5\n'],
    ]);
    expect(samplesOf(p.fields.examples)).toEqual([{ input: '1 2', output: '3' }]);
    // C#, Obj-C have no site language; Clang/Clang++ would collide with C/C++ (first wins)
    expect(p.codeTemplates.map((t) => t.language)).toEqual(['C', 'C++', 'Java', 'Python3', 'JavaScript Node']);
    const java = splitTemplate(p.codeTemplates.find((t) => t.language === 'Java')!.code);
    expect(java.prepend).toMatch(/^import java\.io\.\*;/);
    expect(java.template).toBe('static int plus_2_int(int a,int b){\n\n}');
    expect(java.append).toMatch(/System\.out\.println\(plus_2_int\(a,b\)\);[\s\S]*}$/);
    expect(p.codeTemplates.find((t) => t.language === 'Java')!.code).toMatch(/^\/\/PREPEND BEGIN\n[\s\S]*\/\/PREPEND END\n\n\/\/TEMPLATE BEGIN\n[\s\S]*\/\/TEMPLATE END\n\n\/\/APPEND BEGIN\n[\s\S]*\/\/APPEND END\n$/);
    // solutions keep every language, including those the judge lacks (Pascal, PHP, Fortran, ...)
    expect(p.solutions.map((s) => s.language)).toEqual(expect.arrayContaining(['C', 'C++', 'Java', 'Pascal', 'PHP', 'Fortran', 'JavaScript', 'Go']));
  });

  test("statements are HTML: stored as HTML, HUSTOJ's [code lang=c] a code block, <pre> and the rest as written", () => {
    const [p] = load('fps-zhblue-A+B.xml');
    expect(p.fields.statementFormat).toBe('html');
    expect(p.fields.description).toBe('<p>\n\tCalculate a+b\n</p>');
    expect(p.fields.hint).toContain('<pre><code class="language-c">#include &lt;stdio.h&gt;\nint main(){\n    int a,b;\n    while(scanf("%d %d",&amp;a, &amp;b) != EOF){');
    expect(p.fields.hint).not.toContain('[code');
    expect(p.fields.hint).toContain('<pre>#include &lt;iostream&gt;');
    // every HTML item of the corpus is HTML, the one markdown item markdown
    const formats = corpus.flatMap((name) => load(name).map((q) => `${name}: ${q.fields.statementFormat}`));
    expect(formats.filter((f) => f.endsWith('markdown'))).toEqual(['fps-liuqian2025-magician-swap.xml: markdown']);
    const [ybt] = load('fps-ybt-1.1-excerpt-spj-testlib.xml');
    expect(ybt.fields.description).toContain('<span class="katex"><span class="katex-mathml">');
  });

  test('v1.5: markdown in <span class=md> becomes the statement; empty samples are dropped; named tests 1..6 without final newline', () => {
    const [p] = load('fps-liuqian2025-magician-swap.xml');
    expect(p.fields.statementFormat).toBe('markdown');
    expect(p.fields.description).toMatch(/^### 题目名称：魔术师的交换谜题/);
    expect(p.fields.description).not.toMatch(/<span/);
    expect(p.fields).toMatchObject({ input: '', output: '', examples: '', timeLimit: 1000, memoryLimit: 128 });
    expect(p.cases.map((c) => c.inputName)).toEqual(['1.in', '2.in', '3.in', '4.in', '5.in', '6.in']);
    expect(text(p.cases[0].input)).toBe('CSK');
    expect(text(p.cases[0].output)).toBe('KSC\n');
  });

  test('v1.1 without units: seconds and MB; the embedded GIF becomes an attachment the statement links to', () => {
    const packages = load('fps-multi-noip2002-v1.1.xml');
    expect(packages.map((p) => p.fields.title)).toEqual(['级数求和', '选数', '产生数', '过河卒']);
    for (const p of packages) expect(p.fields).toMatchObject({ timeLimit: 1000, memoryLimit: 128 });
    const gif = packages[3];
    expect(gif.attachments.map((a) => a.name)).toEqual(['02fspt1.gif']);
    expect(gif.attachments[0].data.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.fields.description).toContain('src="file://02fspt1.gif"');
    expect(gif.fields.description).not.toContain('192.168.2.105');
  });

  test('demo v1.1: 10 MB memory, the PNG linked from 127.1 is rewritten, a stray CDATA in <item> is ignored', () => {
    const [p] = load('fps-demo-aplusb-v1.1.xml');
    expect(p.fields.memoryLimit).toBe(10);
    expect(p.attachments[0].data.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(p.fields.description).toContain('src="file://Screenshot.png"');
  });

  test('<spj> in HUSTOJ order gets the argument swap; a testlib checker pasted into <spj> is kept in testlib order', () => {
    const [bogus] = load('fps-aplusb-img-bogus-spj-v1.2.xml');
    expect(bogus.fields).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C' });
    expect(hustojChecker(bogus.fields.spjCode!)).toEqual({ hustoj: true, source: 'ii\n' });
    const ybt = load('fps-ybt-1.1-excerpt-spj-testlib.xml');
    const johnson = ybt.find((p) => p.fields.title.includes('加工生产调度'))!;
    expect(johnson.fields).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C++' });
    expect(isTestlibChecker(johnson.fields.spjCode!)).toBe(true);
    expect(hustojChecker(johnson.fields.spjCode!).hustoj).toBe(false);
    expect(ybt.filter((p) => p.fields.judgeMode === 'spj')).toHaveLength(1);
  });

  test('SQL file: no judgeable template language, one item without test data: parsed, never a crash', () => {
    const packages = load('fps-zhblue-SQL.xml');
    expect(packages).toHaveLength(4);
    expect(packages[2].fields.title).toBe('Insert');
    expect(packages[2].cases).toEqual([]);
    expect(packages.every((p) => p.codeTemplates.length === 0)).toBe(true);
    expect(packages[0].solutions[0].language).toBe('SQL(sqlite3)');
  });
});

describe('FPS: units, encodings and malformed files', () => {
  const item = (inner: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><fps version="1.2"><item><title>T</title>${inner}</item></fps>`);

  test('ms, kb and gb units; a KB limit rounds up, never to 0 MB', () => {
    const [p] = parseFps(item('<time_limit unit="ms">1500</time_limit><memory_limit unit="kb">65536</memory_limit>'));
    expect(p.fields).toMatchObject({ timeLimit: 1500, memoryLimit: 64 });
    const [q] = parseFps(item('<time_limit unit="s">0.5</time_limit><memory_limit unit="KB">1000</memory_limit>'));
    expect(q.fields).toMatchObject({ timeLimit: 500, memoryLimit: 1 });
    expect(refusal(() => parseFps(item('<time_limit unit="h">1</time_limit>'))).key).toBe('problemImport.badTimeLimit');
    expect(refusal(() => parseFps(item('<memory_limit>-3</memory_limit>'))).key).toBe('problemImport.badMemoryLimit');
  });

  test('a GBK file that says so is read; GBK bytes under a UTF-8 declaration are refused', () => {
    const gbk = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="GBK"?><fps version="1.1"><item><title>'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), Buffer.from('</title></item></fps>')]);
    expect(parseFps(gbk)[0].fields.title).toBe('你好');
    const lying = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?><fps><item><title>'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), Buffer.from('</title></item></fps>')]);
    expect(refusal(() => parseFps(lying, 'x.xml'))).toMatchObject({ key: 'problemImport.badEncoding', params: { name: 'x.xml', encoding: 'UTF-8' } });
    expect(refusal(() => parseFps(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><fps/>'))).key).toBe('problemImport.unknownEncoding');
  });

  test('UTF-16 files with a byte order mark and UTF-8 files with one are read', () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><fps version="1.2"><item><title>标题</title></item></fps>';
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(parseFps(utf16le)[0].fields.title).toBe('标题');
    const utf16be = Buffer.from(utf16le);
    utf16be.swap16();
    expect(parseFps(utf16be)[0].fields.title).toBe('标题');
    const utf8bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml.replace('UTF-16', 'UTF-8'))]);
    expect(parseFps(utf8bom)[0].fields.title).toBe('标题');
  });

  test('not XML, another root, no items, an output before its input: refused with the reason', () => {
    expect(refusal(() => parseFps(Buffer.from('<fps><item><title>a</title></fps>'))).key).toBe('problemImport.badXml');
    expect(refusal(() => parseFps(Buffer.from('<html><item/></html>'))).key).toBe('problemImport.notFps');
    expect(refusal(() => parseFps(Buffer.from('<fps version="1.2"></fps>'))).key).toBe('problemImport.empty');
    expect(refusal(() => parseFps(item('<test_output>1</test_output>'))).key).toBe('problemImport.fpsOutputWithoutInput');
    expect(refusal(() => parseFps(Buffer.from('<fps><item><title> </title></item></fps>'))).key).toBe('problemImport.noTitle');
  });

  test('entities declared in a DTD are never expanded (no billion laughs), XXE never reads files', () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY l0 "lol">${laughs}<!ENTITY xxe SYSTEM "file:///etc/passwd">]><fps><item><title>T</title><description>&l9;&xxe;</description></item></fps>`;
    const started = Date.now();
    const [p] = parseFps(Buffer.from(xml));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(p.fields.description).toBe('&l9;&xxe;');
  });

  test('HUSTOJ exports with only test_input elements alternate input and output; HTML entities outside CDATA are kept', () => {
    const [p] = parseFps(item('<test_input>1 2</test_input><test_input>3</test_input><description>a&nbsp;b</description>'));
    expect(p.cases.map((c) => [text(c.input), text(c.output)])).toEqual([['1 2', '3']]);
    expect(p.fields.description).toBe('a&nbsp;b');
  });

  test('written back, carriage returns, CDATA terminators and binary-free text survive; binary case data is refused', () => {
    const [p] = parseFps(item('<test_input>x</test_input><test_output>y</test_output>'));
    p.cases[0].input = Buffer.from('a\r\nb ]]> c\n');
    p.fields.hint = 'end ]]> here';
    const [back] = parseFps(serializeFps([p]));
    expect(text(back.cases[0].input)).toBe('a\r\nb ]]> c\n');
    expect(back.fields.hint).toBe('end ]]> here');
    p.cases[0].input = Buffer.from([0xff, 0x00, 0x01]);
    expect(refusal(() => serializeFps([p])).key).toBe('problemExport.notText');
  });
});

describe('FPS: written and read back unchanged', () => {
  test.each(corpus)('%s', (name) => {
    const first = load(name);
    const again = parseFps(serializeFps(first));
    expect(comparable(again)).toEqual(comparable(first));
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
