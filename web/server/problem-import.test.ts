import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_WRITER, JudgeRunnerRegistry, MD_FILE_PATH, MD_IMAGE_PATH, PROBLEM_REPOSITORY, ProblemExportService, TAG_REPOSITORY, type ProblemPackage, type ProblemRepository } from '@oj/core';
import { parseFps } from '../../adapters/src/problem-formats/fps.js';
import { comparable } from '../../adapters/src/problem-formats/testing/comparable.js';
import { rawZip, zeroBomb } from '../../adapters/src/problem-formats/testing/raw-zip.js';
import { createUser, login } from './testing/accounts.js';
import { startInProcessRunner, type InProcessRunner } from './testing/in-process-runner.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

jest.setTimeout(180_000);

const FPS_DIR = join(__dirname, '../../adapters/src/problem-formats/fixtures/fps');
const HYDRO_DIR = join(__dirname, '../../adapters/src/problem-formats/fixtures/hydro');
const corpus = readdirSync(FPS_DIR).filter((f) => f.endsWith('.xml')).sort();
const judgeable = corpus.filter((f) => f !== 'fps-zhblue-SQL.xml');
const IMPORT_PATH = { hoj: '/api/file/import-problem', qduoj: '/api/file/import-qdoj-problem', fps: '/api/file/import-fps-problem', hydro: '/api/file/import-hydro-problem' } as const;
type Format = keyof typeof IMPORT_PATH;

describe('problem import and export (FPS, HOJ, QDUOJ, Hydro)', () => {
  let t: TestSite;
  let problems: ProblemRepository;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    tokens.root = (await login(t, 'root', 'root-pass-1', '10.71.0.1')).token;
    for (const [name, role] of [['padmin', 'problem_admin'], ['admin', 'admin'], ['user', 'default_user']] as const) {
      await createUser(t, name, 'password-1', [role]);
      tokens[name] = (await login(t, name, 'password-1', '10.71.0.2')).token;
    }
    problems = t.site.container.get(PROBLEM_REPOSITORY);
  });
  afterAll(() => t.close());

  const importFile = async (format: Format, filename: string, data: Buffer, token: string | null = tokens.padmin) => {
    const form = new FormData();
    form.append('file', new Blob([data]), filename);
    const res = await fetch(`${t.url}${IMPORT_PATH[format]}?l=en-US`, { method: 'POST', headers: token ? { authorization: token } : {}, body: form });
    return { code: res.status, ...(await json(res)) } as { code: number; msg: string; data: Array<{ pid: number; problemId: string; title: string; auth: number; checker?: { state: string; message?: string } }> };
  };
  const exportProblems = async (pids: number[], format?: Format, token: string | null = tokens.padmin) => {
    const query = [...pids.map((p) => `pid=${p}`), ...(format ? [`format=${format}`] : []), 'l=en-US'].join('&');
    return fetch(`${t.url}/api/file/export-problem?${query}`, { headers: token ? { authorization: token } : {} });
  };
  const problemCount = async () => (await problems.list({ publicOnly: false }, { currentPage: 1, limit: 1 })).total;
  const tagCount = async () => (await t.site.container.get(TAG_REPOSITORY).list()).length;
  const packageOf = (pid: number) => t.site.container.get(ProblemExportService).packageOf(pid);
  const fixture = (name: string) => readFileSync(join(FPS_DIR, name));

  describe('permissions: root, admins and problem admins', () => {
    it.each([
      ['a guest', null, 401],
      ['a user', 'user', 403],
      ['a problem admin', 'padmin', 200],
      ['an admin', 'admin', 200],
      ['the super admin', 'root', 200],
    ])('%s: import and export', async (_who, user, code) => {
      const token = user ? tokens[user] : null;
      const imported = await importFile('fps', 'a.xml', fixture('fps-demo-aplusb-v1.1.xml'), token);
      expect(imported.code).toBe(code);
      const pid = code === 200 ? imported.data[0].pid : 1;
      expect((await exportProblems([pid], undefined, token)).status).toBe(code);
    });
  });

  describe('every corpus file imports, or is refused with the reason and nothing created', () => {
    test.each(judgeable)('%s: stored as parsed, cases byte for byte, images in the FileStore', async (name) => {
      const parsed = parseFps(fixture(name), name);
      const res = await importFile('fps', name, fixture(name));
      expect(res).toMatchObject({ code: 200, msg: 'Import Successfully' });
      expect(res.data.map((p) => p.title)).toEqual(parsed.map((p) => p.fields.title));
      for (const [i, { pid }] of res.data.entries()) {
        const stored = await packageOf(pid);
        const source = parsed[i];
        expect(stored.cases.map((c) => [c.inputName, c.outputName, c.input.toString('base64'), c.output.toString('base64')])).toEqual(
          source.cases.map((c) => [c.inputName, c.outputName, c.input.toString('base64'), c.output.toString('base64')]),
        );
        expect(stored.fields).toMatchObject({ title: source.fields.title, timeLimit: source.fields.timeLimit, memoryLimit: source.fields.memoryLimit, judgeMode: source.fields.judgeMode, examples: source.fields.examples, author: 'padmin' });
        expect(stored.codeTemplates).toEqual(expect.arrayContaining(source.codeTemplates));
        // attachments: stored by hash and linked from the statement
        const row = await problems.find(pid);
        for (const a of source.attachments) {
          const hash = createHash('sha256').update(a.data).digest('hex');
          expect(row?.description).toContain(MD_IMAGE_PATH + hash);
          expect(await t.site.infrastructure.files.stat(hash)).toEqual({ hash, size: a.data.length });
        }
        expect(row?.description).not.toContain('file://');
        expect(row?.caseVersion).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('the SQL file (a problem without test data) is refused whole: no problem, no tag', async () => {
      const [before, tagsBefore] = [await problemCount(), await tagCount()];
      const res = await importFile('fps', 'sql.xml', fixture('fps-zhblue-SQL.xml'));
      expect(res).toMatchObject({ code: 400, msg: 'Problem "Insert" has no test data: nothing was imported' });
      expect([await problemCount(), await tagCount()]).toEqual([before, tagsBefore]);
    });

    it('display ids: the archive\'s when free, else the next free number', async () => {
      const hoj = await t.site.container.get(ARCHIVE_WRITER).zip([{ name: 'problem_1.json', data: Buffer.from(JSON.stringify({ problem: { problemId: 'IMP-1', title: 'Keep my id' }, samples: [{ input: '1.in', output: '1.out' }], tags: ['imported-tag'] })) }, { name: 'problem_1/1.in', data: Buffer.from('1') }, { name: 'problem_1/1.out', data: Buffer.from('1') }]);
      const first = await importFile('hoj', 'p.zip', hoj);
      expect(first.data[0].problemId).toBe('IMP-1');
      const again = await importFile('hoj', 'p.zip', hoj);
      expect(again.data[0].problemId).toMatch(/^\d+$/);
      expect(Number(again.data[0].problemId)).toBeGreaterThanOrEqual(1000);
      expect((await packageOf(again.data[0].pid)).tags).toEqual(['imported-tag']);
    });
  });

  it('a non-image attachment is linked as a download by its name, and exported under that name', async () => {
    const json = { problem: { title: 'With notes', description: 'See [the notes](file://notes.pdf) and ![fig](file://fig.png)' }, samples: [{ input: '1.in', output: '1.out' }] };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const data = await t.site.container.get(ARCHIVE_WRITER).zip([
      { name: 'problem_n.json', data: Buffer.from(JSON.stringify(json)) },
      { name: 'problem_n/1.in', data: Buffer.from('1') },
      { name: 'problem_n/1.out', data: Buffer.from('1') },
      { name: 'problem_n/additional_file/notes.pdf', data: Buffer.from('%PDF-1.4 notes') },
      { name: 'problem_n/additional_file/fig.png', data: png },
    ]);
    const res = await importFile('hoj', 'n.zip', data);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const row = await problems.find(res.data[0].pid);
    expect(row?.description).toBe(`See [the notes](${MD_FILE_PATH}${sha(Buffer.from('%PDF-1.4 notes'))}/notes.pdf) and ![fig](${MD_IMAGE_PATH}${sha(png)})`);
    const exported = await packageOf(res.data[0].pid);
    expect(exported.fields.description).toBe(`See [the notes](file://notes.pdf) and ![fig](file://${sha(png)}.png)`);
    expect(exported.attachments.map((a) => a.name).sort()).toEqual([`${sha(png)}.png`, 'notes.pdf']);
  });

  describe('export → import gives the same problems', () => {
    const formats: Format[] = ['hoj', 'fps', 'qduoj', 'hydro'];
    /** What the stored problem keeps through a format (Hydro has no place for templates; language variants fold into families). */
    const kept = (format: Format, p: ProblemPackage) => {
      const { problemId: _id, ...fields } = p.fields;
      return { ...p, fields, ...(format === 'hydro' ? { codeTemplates: [], languages: [] } : {}) };
    };

    test.each(judgeable.flatMap((name) => formats.map((format) => [name, format] as const)))('%s through %s', async (name, format) => {
      const first = await importFile('fps', name, fixture(name));
      const pids = first.data.map((p) => p.pid);
      const exported = await exportProblems(pids, format);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(/^attachment/);
      const file = Buffer.from(await exported.arrayBuffer());
      const again = await importFile(format, exported.headers.get('content-disposition')?.match(/filename="?([^";]+)/)?.[1] ?? 'x', file);
      expect(again.code).toBe(200);
      const before = await Promise.all(pids.map(packageOf));
      const after = await Promise.all(again.data.map((p) => packageOf(p.pid)));
      expect(comparable(after.map((p) => kept(format, p)) as ProblemPackage[])).toEqual(comparable(before.map((p) => kept(format, p)) as ProblemPackage[]));
    });

    it("no pid: 'export needs at least one selected problem'; an unknown pid: 404", async () => {
      const none = await exportProblems([]);
      expect(none.status).toBe(400);
      expect((await json(none)).msg).toBe('export needs at least one selected problem');
      expect((await exportProblems([987654])).status).toBe(404);
      const badFormat = await fetch(`${t.url}/api/file/export-problem?pid=1&format=docx&l=en-US`, { headers: { authorization: tokens.padmin } });
      expect([badFormat.status, (await json(badFormat)).msg]).toEqual([400, 'format must be hoj, fps, qduoj or hydro']);
    });
  });

  describe('hostile archives are refused with a clear message, and nothing is created', () => {
    const evil = `/tmp/oj-import-evil-${process.pid}`;
    const hojJson = (input: string) => Buffer.from(JSON.stringify({ problem: { title: 'Evil' }, samples: [{ input, output: '1.out' }] }));
    const cases: Array<[string, Format, () => Buffer, RegExp]> = [
      ['a zip bomb declaring 10 GiB (ten 1 GiB files of zeros)', 'hoj', () => rawZip([{ name: 'problem_1.json', data: hojJson('1.in') }, ...Array.from({ length: 10 }, (_, i) => ({ name: `problem_1/${i}.in`, deflated: zeroBomb(1024), declaredSize: 1024 * 1024 * 1024 }))]), /unpacks to more than/],
      ['a zip bomb declaring 1 KiB that inflates to 10 GiB', 'fps', () => rawZip([{ name: 'bomb.xml', deflated: zeroBomb(10 * 1024), declaredSize: 1024 }]), /unpacks to more than the archive declares: refused/],
      ['a ../ path', 'hoj', () => rawZip([{ name: 'problem_1.json', data: hojJson('1.in') }, { name: `../../../../../..${evil}`, data: Buffer.from('x') }]), /outside its own folder/],
      ['an absolute path', 'hydro', () => rawZip([{ name: 'a/problem.yaml', data: Buffer.from('title: x') }, { name: evil, data: Buffer.from('x') }]), /outside its own folder/],
      ['a symbolic link', 'qduoj', () => rawZip([{ name: '1/problem.json', data: Buffer.from('{}') }, { name: '1/testcase/1.in', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 }]), /symbolic link/],
      ['a case named ../ inside the JSON', 'hoj', () => rawZip([{ name: 'problem_1.json', data: hojJson('../../etc/passwd') }, { name: 'problem_1/1.out', data: Buffer.from('1') }]), /has no file/],
      ['not a zip at all', 'hydro', () => Buffer.from('just text'), /not a zip archive/],
    ];

    test.each(cases)('%s', async (_what, format, build, message) => {
      const [before, tagsBefore] = [await problemCount(), await tagCount()];
      const started = Date.now();
      const res = await importFile(format, 'evil.zip', build());
      expect(res.code).toBe(400);
      expect(res.msg).toMatch(message);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect([await problemCount(), await tagCount()]).toEqual([before, tagsBefore]);
      expect(existsSync(evil)).toBe(false);
    });
  });

  it('all or nothing: when a create fails midway, the problems and tags this request made are removed', async () => {
    const [before, tagsBefore] = [await problemCount(), await tagCount()];
    const data = await t.site.container.get(ARCHIVE_WRITER).zip(
      [1, 2].flatMap((n) => [
        { name: `problem_${n}.json`, data: Buffer.from(JSON.stringify({ problem: { title: `Half ${n}` }, samples: [{ input: '1.in', output: '1.out' }], tags: [`half-tag-${n}`] })) },
        { name: `problem_${n}/1.in`, data: Buffer.from('1') },
        { name: `problem_${n}/1.out`, data: Buffer.from('1') },
      ]),
    );
    const create = problems.create.bind(problems);
    let calls = 0;
    problems.create = async (draft) => {
      calls += 1;
      if (calls === 2) throw new Error('the database went away');
      return create(draft);
    };
    try {
      expect((await importFile('hoj', 'half.zip', data)).code).toBe(500);
    } finally {
      problems.create = create;
    }
    expect(calls).toBe(2);
    expect([await problemCount(), await tagCount()]).toEqual([before, tagsBefore]);
  });

  describe('statements keep their format; a checker that did not compile keeps its problem private until it does', () => {
    const detail = async (problemId: string) => {
      const res = await fetch(`${t.url}/api/get-problem-detail?problemId=${encodeURIComponent(problemId)}&l=en-US`);
      return { code: res.status, ...(await json(res)) };
    };
    const send = async (method: string, path: string, body: unknown, token = tokens.padmin) => {
      const res = await fetch(`${t.url}${path}?l=en-US`, { method, headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
      return { code: res.status, ...(await json(res)) };
    };
    const hydroStatements = () => {
      const root = join(HYDRO_DIR, 'statements');
      const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      return t.site.container.get(ARCHIVE_WRITER).zip(files.map((e) => ({ name: join(e.parentPath, e.name).slice(root.length + 1), data: readFileSync(join(e.parentPath, e.name)) })));
    };

    it('an FPS statement is stored and served as HTML, its [code] block a code block', async () => {
      const res = await importFile('fps', 'a.xml', fixture('fps-zhblue-A+B.xml'));
      expect(res.data[0]).toMatchObject({ auth: 1 });
      expect(res.data[0].checker).toBeUndefined();
      const shown = await detail(res.data[0].problemId);
      expect(shown.data.problem).toMatchObject({ statementFormat: 'html', description: expect.stringMatching(/^<p>\s+Calculate a\+b\s+<\/p>$/) });
      expect(shown.data.problem.hint).toContain('<pre><code class="language-c">#include &lt;stdio.h&gt;');
    });

    it("a Hydro statement's headings become the sections, its image an attachment served by hash", async () => {
      const res = await importFile('hydro', 'statements.zip', await hydroStatements());
      expect(res.data.map((p) => p.problemId)).toEqual(['H1000', 'H1001']);
      const zh = (await detail('H1000')).data.problem;
      const png = readFileSync(join(HYDRO_DIR, 'statements/aplusb-zh/additional_file/plus.png'));
      expect(zh).toMatchObject({ statementFormat: 'markdown', input: '一行两个整数 $a, b$。', output: '一行一个整数 $a+b$。', source: 'Hydro 示例', examples: '<input>1 2</input><output>3</output>' });
      expect(zh.description).toContain(`![加号](${MD_IMAGE_PATH}${createHash('sha256').update(png).digest('hex')})`);
      expect(zh.hint).toMatch(/^对于 \$100\\%\$ 的数据/);
      expect((await detail('H1001')).data.problem).toMatchObject({ statementFormat: 'html', source: '系统原理，熟悉OJ' });
    });

    it('without a runner online: imported private with the reason, hidden from the public, and not made public by hand', async () => {
      const res = await importFile('fps', 'spj.xml', fixture('fps-aplusb-img-bogus-spj-v1.2.xml'));
      expect(res.data[0]).toMatchObject({ auth: 2, checker: { state: 'notCompiled' } });
      const { pid, problemId } = res.data[0];
      expect((await detail(problemId)).code).toBe(404);
      expect(await problems.find(pid)).toMatchObject({ auth: 2, publishOnCompile: true, spjCompileOk: false });
      const admin = await fetch(`${t.url}/api/admin/problem?pid=${pid}&l=en-US`, { headers: { authorization: tokens.padmin } });
      expect((await json(admin)).data).toMatchObject({ auth: 2, publishOnCompile: true });
      expect(await send('PUT', '/api/admin/problem/change-problem-auth', { id: pid, auth: 1 })).toMatchObject({
        code: 400, msg: 'The problem cannot be public until its special judge or interactor compiles: compile it on its edit page',
      });
      // contest-only is the admin's own choice: it ends the import's hiding
      expect((await send('PUT', '/api/admin/problem/change-problem-auth', { id: pid, auth: 3 })).code).toBe(200);
      expect(await problems.find(pid)).toMatchObject({ auth: 3, publishOnCompile: false });
    });

    // last in the file: the runner's heartbeat outlives it by 20 s, and an import then would wait for it
    describe('with a runner', () => {
      let runner: InProcessRunner;
      beforeAll(async () => {
        runner = await startInProcessRunner(t, 'import-runner');
      });
      afterAll(() => runner.stop());

      it('a checker that compiles at import keeps the problem public; one the compiler refuses keeps it private with the message', async () => {
        await runner.online();
        const ybt = await importFile('fps', 'ybt.xml', fixture('fps-ybt-1.1-excerpt-spj-testlib.xml'));
        const johnson = ybt.data.find((p) => p.title.includes('加工生产调度'))!;
        expect(johnson).toMatchObject({ auth: 1, checker: { state: 'compiled' } });
        expect(await problems.find(johnson.pid)).toMatchObject({ auth: 1, spjCompileOk: true, publishOnCompile: false });
        expect((await detail(johnson.problemId)).code).toBe(200);

        await runner.online();
        const bogus = await importFile('fps', 'spj.xml', fixture('fps-aplusb-img-bogus-spj-v1.2.xml'));
        expect(bogus.data[0]).toMatchObject({ auth: 2, checker: { state: 'compileError', message: expect.stringMatching(/ii/) } });
        expect((await detail(bogus.data[0].problemId)).code).toBe(404);
      });

      it("compile-spj of the stored checker (the edit page's Compile) makes a problem its import hid public; another program does not", async () => {
        // imported while no runner was online
        const registry = t.site.container.get(JudgeRunnerRegistry) as unknown as { onlineCount(): Promise<number> };
        const onlineCount = registry.onlineCount.bind(registry);
        registry.onlineCount = async () => 0;
        let imported;
        try {
          imported = await importFile('fps', 'ybt.xml', fixture('fps-ybt-1.1-excerpt-spj-testlib.xml'));
        } finally {
          registry.onlineCount = onlineCount;
        }
        const johnson = imported.data.find((p) => p.title.includes('加工生产调度'))!;
        expect(johnson).toMatchObject({ auth: 2, checker: { state: 'notCompiled' } });
        const stored = (await problems.find(johnson.pid))!;

        await runner.online();
        const other = await send('POST', '/api/admin/problem/compile-spj', { pid: johnson.pid, code: 'int main(void) { return 0; }\n', language: 'C++' });
        expect(other).toMatchObject({ code: 200, msg: 'Compiled Successfully', data: { published: false } });
        expect((await detail(johnson.problemId)).code).toBe(404);

        await runner.online();
        const own = await send('POST', '/api/admin/problem/compile-spj', { pid: johnson.pid, code: stored.spjCode, language: stored.spjLanguage });
        expect(own).toMatchObject({ code: 200, msg: 'Compiled Successfully', data: { published: true } });
        expect(await problems.find(johnson.pid)).toMatchObject({ auth: 1, spjCompileOk: true, publishOnCompile: false });
        expect((await detail(johnson.problemId)).code).toBe(200);
      });

      it('saving the edit form with the checker compiled makes such a problem public too, the form still saying private', async () => {
        const registry = t.site.container.get(JudgeRunnerRegistry) as unknown as { onlineCount(): Promise<number> };
        const onlineCount = registry.onlineCount.bind(registry);
        registry.onlineCount = async () => 0;
        let imported;
        try {
          imported = await importFile('fps', 'ybt.xml', fixture('fps-ybt-1.1-excerpt-spj-testlib.xml'));
        } finally {
          registry.onlineCount = onlineCount;
        }
        const { pid } = imported.data.find((p) => p.title.includes('加工生产调度'))!;
        const p = (await problems.find(pid))!;
        // the form compiles the code as it is in the editor (no pid), then saves
        await runner.online();
        expect((await send('POST', '/api/admin/problem/compile-spj', { code: p.spjCode, language: p.spjLanguage })).data).toEqual({ published: false });
        expect((await problems.find(pid))!.auth).toBe(2);
        const cases = await fetch(`${t.url}/api/admin/problem/get-problem-cases?pid=${pid}&l=en-US`, { headers: { authorization: tokens.padmin } });
        const problem = {
          id: pid, problemId: p.problemId, title: p.title, type: p.type, judgeMode: p.judgeMode, judgeCaseMode: p.judgeCaseMode, timeLimit: p.timeLimit,
          memoryLimit: p.memoryLimit, stackLimit: p.stackLimit, description: p.description, input: p.input, output: p.output, examples: p.examples,
          hint: p.hint, source: p.source, difficulty: p.difficulty, auth: 2, ioScore: p.ioScore, codeShare: p.codeShare, spjCode: p.spjCode,
          spjLanguage: p.spjLanguage, isRemoveEndBlank: p.isRemoveEndBlank, openCaseResult: p.openCaseResult, isUploadCase: true, isFileIO: false,
        };
        const samples = ((await json(cases)).data as Array<{ input: string; output: string }>).map((c) => ({ input: c.input, output: c.output }));
        const saved = await send('PUT', '/api/admin/problem', { problem, samples, isUploadTestCase: true, languages: (await problems.languageIds(pid)).map((id) => ({ id })) });
        expect(saved).toMatchObject({ code: 200 });
        expect(await problems.find(pid)).toMatchObject({ auth: 1, spjCompileOk: true, publishOnCompile: false, statementFormat: 'html' });
      });
    });
  });
});
