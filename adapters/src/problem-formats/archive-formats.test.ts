import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify as yaml } from 'yaml';
import { ProblemType, ValidationError, type ProblemPackage } from '@oj/core';
import { SafeZipReader, ZipWriter } from '../archive';
import { parseFps } from './fps';
import { comparable } from './testing/comparable';
import { problemFormats } from './index';
import { splitTemplate } from './code-template';
import { samplesOf } from './package-text';

const FIXTURES = join(__dirname, 'fixtures');
const corpus = readdirSync(join(FIXTURES, 'fps')).filter((f) => f.endsWith('.xml')).sort();
const writer = new ZipWriter();
const formats = problemFormats(new SafeZipReader(), writer);
const fixture = (path: string) => readFileSync(join(FIXTURES, path));
const text = (b: Buffer) => b.toString('utf8');

async function roundTrip(id: 'hoj' | 'qduoj' | 'hydro' | 'fps', packages: ProblemPackage[]): Promise<ProblemPackage[]> {
  const format = formats.get(id)!;
  const out = await format.serialize(packages);
  return format.parse({ filename: out.filename, data: out.data });
}

/** A package read from a real-shaped archive comes back unchanged through its own format and through HOJ's. */
async function expectRoundTrips(id: 'qduoj' | 'hydro', p: ProblemPackage): Promise<void> {
  expect(comparable(await roundTrip(id, [p]))).toEqual(comparable(id === 'hydro' ? withoutHydroGaps([p]) : [p]));
  expect(comparable(await roundTrip('hoj', [p]))).toEqual(comparable([p]));
}

/** The two problem folders of fixtures/hydro/statements, zipped as a Hydro export. */
async function hydroStatementsZip(): Promise<Buffer> {
  const root = join(FIXTURES, 'hydro/statements');
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return writer.zip(files.map((e) => {
    const path = join(e.parentPath, e.name);
    return { name: path.slice(root.length + 1), data: readFileSync(path) };
  }));
}

/** What Hydro's layout cannot hold: code templates and reference solutions. */
const withoutHydroGaps = (packages: ProblemPackage[]) => packages.map((p) => ({ ...p, codeTemplates: [], solutions: [] }));

describe('every corpus problem, exported and imported again, is unchanged', () => {
  test.each(corpus)('HOJ zip: %s', async (name) => {
    const first = parseFps(fixture(`fps/${name}`), name);
    expect(comparable(await roundTrip('hoj', first))).toEqual(comparable(first));
  });

  test.each(corpus)('QDUOJ zip: %s', async (name) => {
    const first = parseFps(fixture(`fps/${name}`), name);
    expect(comparable(await roundTrip('qduoj', first))).toEqual(comparable(first));
  });

  test.each(corpus)('Hydro zip: %s (templates and solutions have no place there)', async (name) => {
    const first = parseFps(fixture(`fps/${name}`), name);
    expect(comparable(await roundTrip('hydro', first))).toEqual(comparable(withoutHydroGaps(first)));
  });

  test('an OI problem with subtasks, file IO, tags, extra files and an interactor survives HOJ and Hydro', async () => {
    const [base] = parseFps(fixture('fps/fps-multi-noip2002-v1.1.xml'));
    const oi: ProblemPackage = {
      ...base,
      tags: ['NOIP', '动态规划'],
      languages: ['C', 'C++ 17', 'Python3'],
      fields: { ...base.fields, problemId: 'P1002', type: ProblemType.OI, judgeCaseMode: 'subtask_lowest', ioScore: 100, isFileIO: true, ioReadFileName: 'knight.in', ioWriteFileName: 'knight.out', difficulty: 4, judgeMode: 'interactive', spjLanguage: 'C++', spjCode: '#include "testlib.h"\nint main(){}\n', userExtraFile: { 'grader.h': 'int f();\n' }, judgeExtraFile: null },
      cases: base.cases.map((c, i) => ({ ...c, score: i < 2 ? 40 : 60, groupNum: i < 2 ? 1 : 2 })),
    };
    expect(comparable(await roundTrip('hoj', [oi]))).toEqual(comparable([oi]));
    expect(comparable(await roundTrip('hydro', [oi]))).toEqual(comparable(withoutHydroGaps([oi])));
  });
});

describe('QDUOJ zips shaped as QDUOJ exports them (FORMATS.md §2)', () => {
  const problemJson = (over: Record<string, unknown> = {}) => ({
    display_id: 'qd-1', title: 'A + B', description: { format: 'html', value: '<p>add</p>' }, input_description: { format: 'html', value: 'two ints' },
    output_description: { format: 'html', value: 'the sum' }, hint: { format: 'html', value: '' }, samples: [{ input: '1 2', output: '3' }],
    test_case_score: [{ input_name: '1.in', output_name: '1.out', score: 40 }], time_limit: 2000, memory_limit: 512, rule_type: 'OI',
    template: { Python3: { prepend: 'import sys\n', template: 'def add(a, b):\n    pass', append: 'print(add(*map(int, input().split())))' } },
    spj: null, source: 'JudgeServer tests', tags: ['easy'], answers: [], ...over,
  });
  const normal = 'qduoj/judgeserver-test_case/normal';

  test("JudgeServer's own A+B case, in a QDUOJ export's folder layout", async () => {
    const zip = await writer.zip([
      { name: '1/problem.json', data: Buffer.from(JSON.stringify(problemJson())) },
      { name: '1/testcase/1.in', data: fixture(`${normal}/1.in`) },
      { name: '1/testcase/1.out', data: fixture(`${normal}/1.out`) },
    ]);
    const [p] = await formats.get('qduoj')!.parse({ filename: 'export.zip', data: zip });
    expect(p.fields).toMatchObject({ problemId: 'qd-1', title: 'A + B', type: ProblemType.OI, ioScore: 40, timeLimit: 2000, memoryLimit: 512, description: '<p>add</p>', input: 'two ints', source: 'JudgeServer tests' });
    expect(samplesOf(p.fields.examples)).toEqual([{ input: '1 2', output: '3' }]);
    expect(p.cases).toEqual([{ inputName: '1.in', outputName: '1.out', input: fixture(`${normal}/1.in`), output: fixture(`${normal}/1.out`), score: 40, groupNum: null }]);
    expect(p.tags).toEqual(['easy']);
    // the data matches what JudgeServer's own info file says of it
    const info = JSON.parse(text(fixture(`${normal}/info`))).test_cases['1'];
    const md5 = (b: Buffer | string) => createHash('md5').update(b).digest('hex');
    expect([md5(p.cases[0].output), md5(text(p.cases[0].output).trimEnd()), p.cases[0].input.length]).toEqual([info.output_md5, info.stripped_output_md5, info.input_size]);
    expect(splitTemplate(p.codeTemplates[0].code)).toEqual({ prepend: 'import sys\n', template: 'def add(a, b):\n    pass', append: 'print(add(*map(int, input().split())))' });
    await expectRoundTrips('qduoj', p);
  });

  test("each text's format says how it is written: QDUOJ's HTML stays HTML, markdown (or a bare string) markdown", async () => {
    const zipOf = (json: Record<string, unknown>) => writer.zip([{ name: '1/problem.json', data: Buffer.from(JSON.stringify(json)) }, { name: '1/testcase/1.in', data: fixture(`${normal}/1.in`) }, { name: '1/testcase/1.out', data: fixture(`${normal}/1.out`) }]);
    const [html] = await formats.get('qduoj')!.parse({ filename: 'x.zip', data: await zipOf(problemJson()) });
    expect(html.fields.statementFormat).toBe('html');
    const markdown = problemJson({ description: { format: 'markdown', value: '**add**' }, input_description: 'two ints' });
    const [md] = await formats.get('qduoj')!.parse({ filename: 'x.zip', data: await zipOf(markdown) });
    expect(md.fields).toMatchObject({ statementFormat: 'markdown', description: '**add**', input: 'two ints' });
    await expectRoundTrips('qduoj', md);
  });

  test('a special-judge problem: cases without output files, the checker kept as written', async () => {
    const spj = { language: 'C', code: 'int main(int c, char **v) { return 0; }' };
    const zip = await writer.zip([
      { name: '7/problem.json', data: Buffer.from(JSON.stringify(problemJson({ spj, rule_type: 'ACM', test_case_score: [{ input_name: '1.in', output_name: '-', score: 100 }] }))) },
      { name: '7/testcase/1.in', data: fixture('qduoj/judgeserver-test_case/spj/1.in') },
    ]);
    const [p] = await formats.get('qduoj')!.parse({ filename: 'export.zip', data: zip });
    expect(p.fields).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C', spjCode: spj.code, type: ProblemType.ACM });
    expect(p.cases[0]).toMatchObject({ inputName: '1.in', outputName: '1.out', output: Buffer.alloc(0), score: 0 });
    await expectRoundTrips('qduoj', p);
  });

  test('a case file the JSON names but the zip lacks, or malformed JSON: refused naming the file', async () => {
    const missing = await writer.zip([{ name: '1/problem.json', data: Buffer.from(JSON.stringify(problemJson())) }]);
    await expect(formats.get('qduoj')!.parse({ filename: 'x.zip', data: missing })).rejects.toMatchObject({ key: 'archive.missingFile', params: { name: '1/testcase/1.in' } });
    const broken = await writer.zip([{ name: '1/problem.json', data: Buffer.from('{"title": ') }]);
    await expect(formats.get('qduoj')!.parse({ filename: 'x.zip', data: broken })).rejects.toMatchObject({ key: 'problemImport.badJson' });
    const empty = await writer.zip([{ name: 'readme.txt', data: Buffer.from('hi') }]);
    await expect(formats.get('qduoj')!.parse({ filename: 'x.zip', data: empty })).rejects.toMatchObject({ key: 'problemImport.noProblemFound' });
  });
});

describe('Hydro zips shaped as Hydro exports them (FORMATS.md §3)', () => {
  const testdata = 'hydro/hydro-examples-testdata';
  const checker = '#include "testlib.h"\nint main(int argc, char *argv[]) {\n  registerTestlibCmd(argc, argv);\n  double a = ans.readDouble(), b = ouf.readDouble();\n  if (a == b) quitf(_ok, "ok");\n  quitf(_wa, "Too big or too small");\n}\n';

  test('A+B without config.yaml: cases found by name, 1 s / 256 MB, scored 100, imported as OI', async () => {
    const zip = await writer.zip([
      { name: 'P1000/problem.yaml', data: Buffer.from(yaml({ pid: 'P1000', title: 'A+B Problem', tag: ['入门'] })) },
      { name: 'P1000/problem_zh.md', data: Buffer.from('## 题目描述\n\n计算 a+b。\n\n## 输入格式\n\n两个整数\n\n## 样例\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n\n## 提示\n\n小心溢出\n') },
      { name: 'P1000/testdata/aplusb1.in', data: fixture(`${testdata}/aplusb/aplusb1.in`) },
      { name: 'P1000/testdata/aplusb1.out', data: fixture(`${testdata}/aplusb/aplusb1.out`) },
    ]);
    const [p] = await formats.get('hydro')!.parse({ filename: 'hydro.zip', data: zip });
    expect(p.fields).toMatchObject({ problemId: 'P1000', title: 'A+B Problem', type: ProblemType.OI, ioScore: 100, timeLimit: 1000, memoryLimit: 256, description: '计算 a+b。', input: '两个整数', output: '', hint: '小心溢出' });
    expect(samplesOf(p.fields.examples)).toEqual([{ input: '1 2', output: '3' }]);
    expect(p.tags).toEqual(['入门']);
    expect(p.cases).toEqual([{ inputName: 'aplusb1.in', outputName: 'aplusb1.out', input: fixture(`${testdata}/aplusb/aplusb1.in`), output: fixture(`${testdata}/aplusb/aplusb1.out`), score: 100, groupNum: null }]);
    await expectRoundTrips('hydro', p);
  });

  test("Hydro's special-judge example: checker_type testlib with chk.cc becomes a C++ special judge", async () => {
    const dir = `${testdata}/special-judge`;
    const zip = await writer.zip([
      { name: 'problem.yaml', data: Buffer.from(yaml({ title: 'Special Judge' })) },
      { name: 'problem.md', data: Buffer.from('Print the number.') },
      { name: 'testdata/config.yaml', data: fixture(`${dir}/config.yaml`) },
      { name: 'testdata/chk.cc', data: Buffer.from(checker) },
      { name: 'testdata/a1.in', data: fixture(`${dir}/a1.in`) },
      { name: 'testdata/a1.out', data: fixture(`${dir}/a1.out`) },
    ]);
    const [p] = await formats.get('hydro')!.parse({ filename: 'hydro.zip', data: zip });
    expect(p.fields).toMatchObject({ title: 'Special Judge', judgeMode: 'spj', spjLanguage: 'C++', spjCode: checker });
    expect(p.cases.map((c) => [c.inputName, c.outputName, text(c.input), text(c.output)])).toEqual([['a1.in', 'a1.out', text(fixture(`${dir}/a1.in`)), text(fixture(`${dir}/a1.out`))]]);
    await expectRoundTrips('hydro', p);
  });

  test('the statement fixtures: zh headings to sections with the image attached; the HTML of Hydro\'s FPS import stays HTML', async () => {
    const [zh, html] = await formats.get('hydro')!.parse({ filename: 'statements.zip', data: await hydroStatementsZip() });
    expect(zh.fields).toMatchObject({ problemId: 'H1000', title: 'A+B 问题', statementFormat: 'markdown', input: '一行两个整数 $a, b$。', output: '一行一个整数 $a+b$。', source: 'Hydro 示例' });
    expect(zh.fields.description).toContain('![加号](file://plus.png)');
    expect(zh.fields.hint).toMatch(/^对于 \$100\\%\$ 的数据/);
    expect(samplesOf(zh.fields.examples)).toEqual([{ input: '1 2', output: '3' }]);
    expect(zh.attachments.map((a) => a.name)).toEqual(['plus.png']);
    expect(html.fields).toMatchObject({ problemId: 'H1001', statementFormat: 'html', description: '<p>\n\tCalculate a+b\n</p>', source: '系统原理，熟悉OJ' });
    expect(samplesOf(html.fields.examples)).toEqual([{ input: '1 2', output: '3' }]);
    await expectRoundTrips('hydro', zh);
    await expectRoundTrips('hydro', html);
  });

  test('the checker config.yaml names but the zip lacks is refused, as Hydro does ("Cannot find checker")', async () => {
    const zip = await writer.zip([
      { name: 'x/problem.yaml', data: Buffer.from('title: S') },
      { name: 'x/testdata/config.yaml', data: fixture(`${testdata}/special-judge/config.yaml`) },
    ]);
    await expect(formats.get('hydro')!.parse({ filename: 'h.zip', data: zip })).rejects.toMatchObject({ key: 'archive.missingFile', params: { name: 'x/testdata/chk.cc' } });
  });

  test("subtasks with min scoring (every case carries its subtask's score), time and memory strings", async () => {
    const config = { time: '1.5s', memory: '512MB', subtasks: [{ score: 30, type: 'min', cases: [{ input: '1.in', output: '1.out' }] }, { score: 70, type: 'min', cases: [{ input: '2.in', output: '2.ans' }, { input: '3.in', output: '3.out' }] }] };
    const files = ['1.in', '1.out', '2.in', '2.ans', '3.in', '3.out'].map((n) => ({ name: `s/testdata/${n}`, data: Buffer.from(n) }));
    const zip = await writer.zip([{ name: 's/problem.yaml', data: Buffer.from('title: Sub\ndifficulty: 3\n') }, { name: 's/testdata/config.yaml', data: Buffer.from(yaml(config)) }, ...files]);
    const [p] = await formats.get('hydro')!.parse({ filename: 'h.zip', data: zip });
    expect(p.fields).toMatchObject({ timeLimit: 1500, memoryLimit: 512, judgeCaseMode: 'subtask_lowest', ioScore: 100, difficulty: 3 });
    expect(p.cases.map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual([['1.in', '1.out', 30, 1], ['2.in', '2.ans', 70, 2], ['3.in', '3.out', 70, 2]]);
    await expectRoundTrips('hydro', p);
  });

  test("HydroJudge's legacy config.ini (the corpus' testdata.ini): ten cases of 10 points, 1 s, 128000 KiB", async () => {
    const cases = Array.from({ length: 10 }, (_, i) => [{ name: `old/testdata/${i + 1}.in`, data: Buffer.from(`${i}`) }, { name: `old/testdata/${i + 1}.out`, data: Buffer.from(`${i * 2}`) }]).flat();
    const zip = await writer.zip([{ name: 'old/problem.yaml', data: Buffer.from('title: Legacy') }, { name: 'old/testdata/config.ini', data: fixture('hydro/hydrojudge-examples/testdata.ini') }, ...cases]);
    const [p] = await formats.get('hydro')!.parse({ filename: 'h.zip', data: zip });
    expect(p.fields).toMatchObject({ timeLimit: 1000, memoryLimit: 125, ioScore: 100, type: ProblemType.OI });
    expect(p.cases.map((c) => [c.inputName, c.outputName, c.score, text(c.output)])).toEqual(Array.from({ length: 10 }, (_, i) => [`${i + 1}.in`, `${i + 1}.out`, 10, `${i * 2}`]));
    await expectRoundTrips('hydro', p);
  });

  test("the corpus' annotated testdata.yaml (every key, some twice) is not a loadable config: refused as not valid YAML", async () => {
    const zip = await writer.zip([{ name: 'ref/problem.yaml', data: Buffer.from('title: Reference') }, { name: 'ref/testdata/config.yaml', data: fixture('hydro/hydrojudge-examples/testdata.yaml') }]);
    await expect(formats.get('hydro')!.parse({ filename: 'h.zip', data: zip })).rejects.toMatchObject({ key: 'problemImport.badYaml', params: { name: 'ref/testdata/config.yaml' } });
  });

  test('a statement that is not UTF-8 and a broken problem.yaml are refused naming the file', async () => {
    const gbk = await writer.zip([{ name: 'a/problem.yaml', data: Buffer.from('title: T') }, { name: 'a/problem.md', data: Buffer.from([0xc4, 0xe3, 0xba, 0xc3]) }]);
    await expect(formats.get('hydro')!.parse({ filename: 'h.zip', data: gbk })).rejects.toMatchObject({ key: 'problemImport.badEncoding', params: { name: 'a/problem.md' } });
    const bad = await writer.zip([{ name: 'a/problem.yaml', data: Buffer.from('title: [unclosed') }]);
    await expect(formats.get('hydro')!.parse({ filename: 'h.zip', data: bad })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('HOJ zips', () => {
  test("HOJ's tag objects and hand-typed cases (isUploadCase false) are read", async () => {
    const json = { judgeMode: 'default', tags: [{ name: 'math' }], languages: ['C++'], samples: [{ input: '1 1', output: '2' }], problem: { problemId: 'HOJ-7', title: 'Add', isUploadCase: false, timeLimit: 1000, memoryLimit: 128 } };
    const zip = await writer.zip([{ name: 'problem_7.json', data: Buffer.from(JSON.stringify(json)) }]);
    const [p] = await formats.get('hoj')!.parse({ filename: 'hoj.zip', data: zip });
    expect(p.tags).toEqual(['math']);
    expect(p.cases.map((c) => [c.inputName, text(c.input), text(c.output)])).toEqual([['1.in', '1 1', '2']]);
  });

  test('parseLazily leaves uploaded cases in the archive: sized, streamed on open, and only while `use` runs', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    const json = { judgeMode: 'default', samples: [{ input: 'a.in', output: 'a.out' }], problem: { problemId: 'L-1', title: 'Lazy', isUploadCase: true, timeLimit: 1000, memoryLimit: 128 } };
    const zip = await writer.zip([
      { name: 'problem_1.json', data: Buffer.from(JSON.stringify(json)) },
      { name: 'problem_1/a.in', data: big },
      { name: 'problem_1/a.out', data: Buffer.from('ok\n') },
    ]);
    let kept: { open(): Promise<NodeJS.ReadableStream> } | undefined;
    const read = await formats.get('hoj')!.parseLazily({ filename: 'l.zip', data: zip }, async ([p]) => {
      const c = p.cases[0];
      // not read yet: a size and a stream, no bytes
      expect(Buffer.isBuffer(c.input)).toBe(false);
      expect(Buffer.isBuffer(c.output)).toBe(false);
      const input = c.input as Exclude<typeof c.input, Buffer>;
      expect([input.size, (c.output as typeof input).size]).toEqual([big.length, 3]);
      kept = input;
      const chunks: Buffer[] = [];
      for await (const chunk of await input.open()) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(read.equals(big)).toBe(true);
    // the archive is closed once `use` has settled
    await expect((async () => {
      for await (const chunk of await kept!.open()) void chunk;
    })()).rejects.toBeInstanceOf(Error);
    // `parse` answers the same cases in memory
    const [p] = await formats.get('hoj')!.parse({ filename: 'l.zip', data: zip });
    expect(p.cases[0].input.equals(big)).toBe(true);
    expect(text(p.cases[0].output)).toBe('ok\n');
  });

  test('parseLazily refuses a missing case file before `use` runs', async () => {
    const json = { judgeMode: 'default', samples: [{ input: 'a.in', output: 'a.out' }], problem: { problemId: 'L-2', title: 'Gone', isUploadCase: true, timeLimit: 1000, memoryLimit: 128 } };
    const zip = await writer.zip([{ name: 'problem_1.json', data: Buffer.from(JSON.stringify(json)) }, { name: 'problem_1/a.in', data: Buffer.from('1') }]);
    const use = jest.fn(async () => 0);
    await expect(formats.get('hoj')!.parseLazily({ filename: 'g.zip', data: zip }, use)).rejects.toMatchObject({ key: 'archive.missingFile', params: { name: 'problem_1/a.out' } });
    expect(use).not.toHaveBeenCalled();
  });

  test('FPS as a zip of XML files', async () => {
    const zip = await writer.zip([{ name: 'b.xml', data: fixture('fps/fps-zhblue-A+B.xml') }, { name: 'a.xml', data: fixture('fps/fps-multi-noip2002-v1.1.xml') }]);
    const packages = await formats.get('fps')!.parse({ filename: 'fps.zip', data: zip });
    expect(packages.map((p) => p.fields.title)).toEqual(['级数求和', '选数', '产生数', '过河卒', 'A+B Problem']);
  });
});
