import {
  ARCHIVE_READER,
  ARCHIVE_WRITER,
  CheckerCompiler,
  LANGUAGE_REPOSITORY,
  parseTestDataManifest,
  type Language,
} from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { startInProcessRunner, type InProcessRunner } from './testing/in-process-runner.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

jest.setTimeout(120_000);

const CHECKER = '#include <cstdio>\nint main(int argc, char** argv) { return 0; }\n';

describe('the admin problem bank: problems, test cases, checkers, tags', () => {
  let t: TestSite;
  const tokens: Record<string, string> = {};
  let languages: Language[];
  const lid = (name: string) => (languages.find((l) => l.name === name) as Language).id;

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    tokens.root = (await login(t, 'root', 'root-pass-1', '10.70.0.1')).token;
    for (const [name, role] of [['padmin1', 'problem_admin'], ['admin1', 'admin'], ['user1', 'default_user']] as const) {
      await createUser(t, name, 'password-1', [role]);
      tokens[name] = (await login(t, name, 'password-1', '10.70.0.2')).token;
    }
    languages = await t.site.container.get(LANGUAGE_REPOSITORY).list();
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, token: string | null = tokens.padmin1, body?: unknown) =>
    fetch(`${t.url}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call = async (method: string, path: string, body?: unknown, token = tokens.padmin1) => {
    const res = await send(method, path, token, body);
    return { code: res.status, ...(await json(res)) };
  };
  const zip = (files: Record<string, string>) => t.site.container.get(ARCHIVE_WRITER).zip(Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text) })));
  const upload = async (filename: string, data: Buffer, query = '', token = tokens.padmin1) => {
    const form = new FormData();
    form.append('file', new Blob([data]), filename);
    const res = await fetch(`${t.url}/api/file/upload-testcase-zip?l=en-US${query}`, { method: 'POST', headers: { authorization: token }, body: form });
    return { code: res.status, ...(await json(res)) };
  };
  const form = (problem: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    problem: { problemId: `P${Math.floor(Math.random() * 1e9)}`, title: 'A+B', description: 'Add', input: 'a b', output: 'a+b', ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: [{ name: 'C++ 17' }, { name: 'Python3' }],
    tags: [],
    codeTemplates: [],
    ...extra,
  });
  const manifestOf = async (caseVersion: string) => parseTestDataManifest((await t.site.infrastructure.files.read(caseVersion)).toString());

  describe('permissions', () => {
    it.each([
      ['a guest', '', 401],
      ['a user', 'user1', 403],
      ['a problem admin', 'padmin1', 200],
      ['an admin', 'admin1', 200],
      ['the super admin', 'root', 200],
    ])('%s on the problem list, tags and the zip upload: %s', async (_who, user, code) => {
      const token = user ? tokens[user] : null;
      expect((await send('GET', '/api/admin/problem/get-problem-list', token)).status).toBe(code);
      expect((await send('GET', '/api/admin/tag/classification', token)).status).toBe(code);
      const uploaded = await fetch(`${t.url}/api/file/upload-testcase-zip`, { method: 'POST', headers: token ? { authorization: token } : {}, body: (() => { const f = new FormData(); f.append('file', new Blob([Buffer.from('x')]), 'a.zip'); return f; })() });
      expect(uploaded.status).toBe(code === 200 ? 400 : code);
    });
  });

  describe('the test-case zip', () => {
    it('pairs X.in with X.out or X.ans, orders by name length then name, and keeps the upload for the save', async () => {
      const answer = await upload('cases.zip', await zip({ '10.in': '10', '10.out': '10!', '2.in': '2', '2.ans': '2!', '1.in': '1', '1.out': '1!', 'readme.txt': 'x', 'sub/3.in': '3' }));
      expect(answer).toMatchObject({ code: 200, msg: 'Upload Testcase Successfully' });
      expect(answer.data.fileList.map((f: { input: string; output: string }) => [f.input, f.output])).toEqual([['1.in', '1.out'], ['2.in', '2.ans'], ['3.in', '3.out'], ['10.in', '10.out']]);
      expect(answer.data.fileListDir).toMatch(/^[0-9a-f]{32}$/);
    });

    it('reads subtask groups from G_C names in the subtask modes', async () => {
      const answer = await upload('g.zip', await zip({ '1_1.in': 'a', '1_1.out': 'a', '1_2.in': 'b', '1_2.out': 'b', '2_1.in': 'c', '2_1.out': 'c' }), '&mode=subtask_lowest');
      expect(answer.data.fileList.map((f: { groupNum: number }) => f.groupNum)).toEqual([1, 1, 2]);
    });

    it('refuses what is not a zip of test cases, with a message', async () => {
      expect(await upload('cases.zip', Buffer.from('not a zip at all'))).toMatchObject({ code: 400, msg: 'The file is not a zip archive' });
      expect(await upload('cases.rar', await zip({ '1.in': '1' }))).toMatchObject({ code: 400, msg: 'Upload Testcase Failed: please upload a .zip file' });
      expect(await upload('cases.zip', await zip({ 'readme.md': 'x', '1.out': '1' }))).toMatchObject({ code: 400, msg: 'Upload Testcase Failed: the zip holds no test cases (X.in with X.out or X.ans)' });
    });
  });

  describe('saving problems', () => {
    it('creates a problem from an upload: cases by hash, a manifest whose hash is the caseVersion, and downloads the zip back', async () => {
      const up = await upload('cases.zip', await zip({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '5 5\n', '2.ans': '10\n' }));
      const body = form({ type: 0 }, { isUploadTestCase: true, uploadTestcaseDir: up.data.fileListDir, samples: up.data.fileList.map((f: { input: string; output: string }) => ({ input: f.input, output: f.output })), tags: [{ name: 'math' }, { name: 'easy' }] });
      const created = await call('POST', '/api/admin/problem', body);
      expect(created).toMatchObject({ code: 200, msg: 'Create Successfully' });
      const pid = created.data.id;
      const got = (await call('GET', `/api/admin/problem?pid=${pid}`)).data;
      expect(got).toMatchObject({ problemId: body.problem.problemId, timeLimit: 1000, memoryLimit: 256, stackLimit: 128, author: 'padmin1', isUploadCase: true });
      expect(got.tags.map((x: { name: string }) => x.name).sort()).toEqual(['easy', 'math']);
      expect(got.languages.map((x: { name: string }) => x.name).sort()).toEqual(['C++ 17', 'Python3']);
      const manifest = await manifestOf(got.caseVersion);
      expect(manifest).toMatchObject({ type: 'ACM', caseMode: 'default' });
      expect(manifest.cases).toHaveLength(2);
      expect((await t.site.infrastructure.files.read(manifest.cases[1].output)).toString()).toBe('10\n');

      const cases = await call('GET', `/api/admin/problem/get-problem-cases?pid=${pid}`);
      expect(cases.data.map((c: { input: string; output: string }) => [c.input, c.output])).toEqual([['1.in', '1.out'], ['2.in', '2.ans']]);

      const download = await send('GET', `/api/file/download-testcase?pid=${pid}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/zip');
      const archive = await t.site.container.get(ARCHIVE_READER).open(Buffer.from(await download.arrayBuffer()));
      expect(archive.entries.map((e) => e.name).sort()).toEqual(['1.in', '1.out', '2.ans', '2.in']);
      expect((await archive.read('2.ans')).toString()).toBe('10\n');
      await archive.close();

      // an edit without a new upload names the saved cases; unchanged data keeps the version
      const again = await call('PUT', '/api/admin/problem', { ...body, problem: { ...body.problem, id: pid, title: 'A+B again' }, uploadTestcaseDir: null });
      expect(again).toMatchObject({ code: 200, msg: 'Update Successfully' });
      const edited = (await call('GET', `/api/admin/problem?pid=${pid}`)).data;
      expect(edited).toMatchObject({ title: 'A+B again', caseVersion: got.caseVersion, modifiedUser: 'padmin1' });
      // a case the problem does not have is refused
      const missing = await call('PUT', '/api/admin/problem', { ...body, problem: { ...body.problem, id: pid }, uploadTestcaseDir: null, samples: [{ input: '9.in', output: '9.out' }] });
      expect(missing).toMatchObject({ code: 400, msg: 'The test case 9.in is not among the uploaded or saved test cases' });
    });

    it('turns typed OI samples into files and splits missing scores evenly, the remainder on the last', async () => {
      const body = form({ type: 1 }, { samples: [{ input: '1', output: '1' }, { input: '2', output: '2' }, { input: '3', output: '3', score: '' }] });
      const created = await call('POST', '/api/admin/problem', body);
      expect(created.code).toBe(200);
      const cases = await call('GET', `/api/admin/problem/get-problem-cases?pid=${created.data.id}&isUpload=false`);
      expect(cases.data.map((c: { input: string; score: number }) => [c.input, c.score])).toEqual([['1', 33], ['2', 33], ['3', 34]]);
      const got = (await call('GET', `/api/admin/problem?pid=${created.data.id}`)).data;
      expect(got.ioScore).toBe(100);
      expect((await manifestOf(got.caseVersion)).cases.map((c) => c.score)).toEqual([33, 33, 34]);
    });

    it.each([
      ['File IO without both names', { problem: { isFileIO: true, ioReadFileName: 'in.txt' } }, 'When the read/write mode is File IO the input file name or output file name cannot be empty'],
      ['no test data', { samples: [] }, 'The test data cannot be empty: upload test cases or fill in the samples'],
      ['empty samples', { samples: [{ input: '', output: '' }] }, 'The test data cannot be empty: upload test cases or fill in the samples'],
      ['a negative OI score', { problem: { type: 1 }, samples: [{ input: '1', output: '1', score: -5 }] }, 'The score must be an integer greater than or equal to 0'],
      ['a fractional OI score', { problem: { type: 1 }, samples: [{ input: '1', output: '1', score: 2.5 }] }, 'The score must be an integer greater than or equal to 0'],
      ['a subtask case without a group', { problem: { type: 1, judgeCaseMode: 'subtask_lowest' }, samples: [{ input: '1', output: '1', score: 10 }] }, 'In the subtask modes every test case needs a group number (an integer of at least 1)'],
      ['a tag twice', { tags: [{ name: 'dp' }, { name: 'dp' }] }, 'Add Tag Error: the tag dp is added twice'],
      ['an extra file without a name', { problem: { userExtraFile: JSON.stringify({ '': 'int x;' }) } }, 'An extra file needs a name and content'],
      ['an extra file without content', { problem: { judgeExtraFile: { 'a.h': '' } } }, 'An extra file needs a name and content'],
      ['a time limit too large', { problem: { timeLimit: 60_001 } }, 'timeLimit must be an integer from 1 to 60000'],
      ['a zero memory limit', { problem: { memoryLimit: 0 } }, 'memoryLimit must be an integer from 1 to 4096'],
      ['difficulty 10', { problem: { difficulty: 10 } }, 'The difficulty must be an integer from 0 to 9'],
      ['no title', { problem: { title: '  ' } }, 'title is required'],
      ['no languages', { languages: [] }, 'Select at least one language'],
      ['an expired upload', { isUploadTestCase: true, uploadTestcaseDir: 'f'.repeat(32), samples: [{ input: '1.in', output: '1.out' }] }, 'The uploaded test cases have expired or do not exist: upload the zip again'],
      ['a special judge never compiled', { problem: { judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'C++' } }, 'Spj or interactive code not compiled'],
      ['a checker in Python', { problem: { judgeMode: 'spj', spjCode: 'print(1)', spjLanguage: 'Python3' } }, "Special judges and interactors are written in C or C++ (Python3 is not one of the site's C or C++ languages)"],
    ])('refuses %s', async (_what, change: Record<string, unknown>, msg) => {
      const base = form();
      const body = { ...base, ...change, problem: { ...base.problem, ...(change.problem as object) } };
      expect(await call('POST', '/api/admin/problem', body)).toMatchObject({ code: 400, msg });
    });

    it('answers in zh-CN by default', async () => {
      const base = form();
      const res = await fetch(`${t.url}/api/admin/problem`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: tokens.padmin1 },
        body: JSON.stringify({ ...base, problem: { ...base.problem, isFileIO: true } }),
      });
      expect((await json(res)).msg).toBe('当读写模式为文件IO时，输入文件名或输出文件名不能为空');
    });

    it('refuses an enabled empty code template, and a display id in use', async () => {
      const templates = [{ lid: lid('C++ 17'), code: '  ', status: true }];
      expect(await call('POST', '/api/admin/problem', form({}, { codeTemplates: templates }))).toMatchObject({ code: 400, msg: 'The code template of C++ 17 cannot be empty' });
      const body = form({}, { codeTemplates: [{ lid: lid('C++ 17'), code: '', status: false }, { lid: lid('Python3'), code: 'print()', status: true }] });
      expect((await call('POST', '/api/admin/problem', body)).code).toBe(200);
      const again = await call('POST', '/api/admin/problem', form({ problemId: body.problem.problemId.toLowerCase() }));
      expect(again).toMatchObject({ code: 409, msg: `The problem id [${body.problem.problemId.toLowerCase()}] already exists. Do not reuse it!` });
    });

    it('lists private and contest problems to admins, changes auth and deletes', async () => {
      const created = await call('POST', '/api/admin/problem', form({ title: 'Hidden gem', auth: 2 }));
      const pid = created.data.id;
      const list = await call('GET', '/api/admin/problem/get-problem-list?keyword=Hidden%20gem');
      expect(list.data.records.map((r: { pid: number }) => r.pid)).toEqual([pid]);
      // the admin list shows when each problem was created and last changed
      expect(Date.parse(list.data.records[0].gmtCreate)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(list.data.records[0].gmtModified)).toBeGreaterThanOrEqual(Date.parse(list.data.records[0].gmtCreate));
      expect(await call('PUT', '/api/admin/problem/change-problem-auth', { id: pid, auth: 3, title: 'ignored' })).toMatchObject({ code: 200, msg: 'Update Successfully' });
      const contest = await call('GET', '/api/admin/problem/get-problem-list?auth=3&limit=50');
      expect(contest.data.records.map((r: { pid: number }) => r.pid)).toContain(pid);
      expect((await call('GET', `/api/admin/problem?pid=${pid}`)).data.auth).toBe(3);
      expect(await call('DELETE', `/api/admin/problem?pid=${pid}`)).toMatchObject({ code: 200, msg: 'Delete successfully' });
      expect(await call('GET', `/api/admin/problem?pid=${pid}`)).toMatchObject({ code: 404, msg: 'The problem does not exist' });
      expect((await call('DELETE', `/api/admin/problem?pid=${pid}`)).code).toBe(404);
    });
  });

  describe('tags and classifications', () => {
    it('adds, changes and deletes tags; a duplicate is refused', async () => {
      const added = await call('POST', '/api/admin/tag', { name: 'graphs', color: '#ff0000' });
      expect(added).toMatchObject({ code: 200, msg: 'Add Successfully', data: { name: 'graphs', color: '#ff0000', oj: 'ME' } });
      expect(await call('POST', '/api/admin/tag', { name: 'graphs' })).toMatchObject({ code: 409, msg: 'Duplicate tag' });
      const other = await call('POST', '/api/admin/tag', { name: 'trees' });
      expect(await call('PUT', '/api/admin/tag', { id: other.data.id, name: 'graphs' })).toMatchObject({ code: 409, msg: 'Duplicate tag' });
      expect(await call('PUT', '/api/admin/tag', { id: other.data.id, name: 'forests', color: 'red' })).toMatchObject({ code: 400, msg: 'The colour must be a hex colour such as #409eff' });
      expect(await call('PUT', '/api/admin/tag', { id: other.data.id, name: 'forests' })).toMatchObject({ code: 200, data: { name: 'forests' } });
      expect(await call('DELETE', `/api/admin/tag?tid=${other.data.id}`)).toMatchObject({ code: 200, msg: 'Delete successfully' });
      expect((await call('DELETE', `/api/admin/tag?tid=${other.data.id}`)).code).toBe(404);
      expect(await call('POST', '/api/admin/tag', { name: '  ' })).toMatchObject({ code: 400, msg: 'The tag name cannot be empty' });
    });

    it('manages classifications and files tags under them', async () => {
      const added = await call('POST', '/api/admin/tag/classification', { name: 'Algorithms', rank: 2 });
      expect(added).toMatchObject({ code: 200, data: { name: 'Algorithms', rank: 2, oj: 'ME' } });
      expect(await call('POST', '/api/admin/tag/classification', { name: 'Algorithms' })).toMatchObject({ code: 409, msg: 'Duplicate tag classification' });
      const first = await call('POST', '/api/admin/tag/classification', { name: 'Basics', rank: 1 });
      expect((await call('GET', '/api/admin/tag/classification?oj=ME')).data.map((c: { name: string }) => c.name)).toEqual(['Basics', 'Algorithms']);
      expect((await call('POST', '/api/admin/tag', { name: 'dfs', tcid: added.data.id })).data.tcid).toBe(added.data.id);
      expect(await call('POST', '/api/admin/tag', { name: 'bfs', tcid: 999999 })).toMatchObject({ code: 404, msg: 'The tag classification does not exist' });
      expect(await call('PUT', '/api/admin/tag/classification', { id: first.data.id, name: 'Basics 2', rank: 5 })).toMatchObject({ code: 200, data: { name: 'Basics 2', rank: 5 } });
      expect(await call('DELETE', `/api/admin/tag/classification?tcid=${first.data.id}`)).toMatchObject({ code: 200 });
      expect((await call('DELETE', `/api/admin/tag/classification?tcid=${first.data.id}`)).code).toBe(404);
    });
  });

  describe('markdown uploads', () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b8a5c50000000049454e44ae426082', 'hex');
    const post = async (path: string, field: string, filename: string, data: Buffer, token: string | null = tokens.padmin1) => {
      const f = new FormData();
      f.append(field, new Blob([data]), filename);
      const res = await fetch(`${t.url}${path}?l=en-US`, { method: 'POST', headers: token ? { authorization: token } : {}, body: f });
      return { code: res.status, ...(await json(res)) };
    };

    it('takes statement images from admin roles, serves them as images, and forgets them on delete', async () => {
      const up = await post('/api/file/upload-md-img', 'image', 'dot.png', PNG);
      expect(up).toMatchObject({ code: 200, msg: 'Upload Successfully' });
      expect(up.data.link).toBe(`/api/public/md-img/${up.data.fileId}`);
      const served = await fetch(`${t.url}${up.data.link}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      expect(await post('/api/file/upload-md-img', 'image', 'x.png', Buffer.from('<svg/>'))).toMatchObject({ code: 400, msg: 'file type not support' });
      expect((await post('/api/file/upload-md-img', 'image', 'dot.png', PNG, tokens.user1)).code).toBe(403);
      expect((await post('/api/file/upload-md-img', 'image', 'dot.png', PNG, null)).code).toBe(401);
      expect(await call('GET', `/api/file/delete-md-img?fileId=${up.data.fileId}`)).toMatchObject({ code: 200, msg: 'Delete successfully' });
      expect((await call('GET', `/api/file/delete-md-img?fileId=${'0'.repeat(64)}`)).code).toBe(404);
    });

    it('takes other attachments and serves them only as downloads', async () => {
      const up = await post('/api/file/upload-md-file', 'file', 'notes <1>.html', Buffer.from('<script>alert(1)</script>'));
      expect(up.code).toBe(200);
      const served = await fetch(`${t.url}${up.data.link}`);
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition')).toContain('attachment');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await served.text()).toBe('<script>alert(1)</script>');
    });
  });

  describe('checker compiles', () => {
    it('refuses when no judge runner is online', async () => {
      expect(await call('POST', '/api/admin/problem/compile-spj', { code: CHECKER, language: 'C++' })).toMatchObject({ code: 400, msg: 'Spj or interactive code not compiled: no judge runner is online' });
    });

    describe('with a runner', () => {
      let runner: InProcessRunner;
      beforeAll(async () => {
        runner = await startInProcessRunner(t, 'problem-admin-runner');
      });
      // this worker sends no heartbeats of its own (it has no site URL): each test says it is online, as its
      // heartbeat would (a runner is online for 20 s after one; a slow machine's earlier tests can take longer)
      beforeEach(() => runner.online());
      afterAll(() => runner.stop());

      it('compiles a special judge, answers the compiler\'s message on an error, and lets the save through only after a compile', async () => {
        const broken = await call('POST', '/api/admin/problem/compile-spj', { code: 'int main() { return nope; }', language: 'C' });
        expect(broken.code).toBe(400);
        expect(broken.msg).toContain('nope');
        expect(broken.data.compileMessage).toContain('nope');

        const header = { 'extra.h': '#define ZERO 0\n' };
        const code = '#include "extra.h"\nint main() { return ZERO; }\n';
        expect(await call('POST', '/api/admin/problem/compile-interactive', { code, language: 'C++', extraFiles: JSON.stringify(header) })).toMatchObject({ code: 200, msg: 'Compiled Successfully' });
        const body = form({ judgeMode: 'interactive', spjCode: code, spjLanguage: 'C++', judgeExtraFile: header });
        const created = await call('POST', '/api/admin/problem', body);
        expect(created).toMatchObject({ code: 200, data: { spjCompileOk: true, spjLanguage: 'C++' } });
        const manifest = await manifestOf(created.data.caseVersion);
        expect(Object.keys(manifest.judgeExtraFiles ?? {})).toEqual(['extra.h']);
        // unchanged checker: saved again without compiling; changed code that never compiled: refused
        expect((await call('PUT', '/api/admin/problem', { ...body, problem: { ...body.problem, id: created.data.id, title: 'Interactive' } })).code).toBe(200);
        const changed = await call('PUT', '/api/admin/problem', { ...body, problem: { ...body.problem, id: created.data.id, spjCode: `${code}// changed\n` } });
        expect(changed).toMatchObject({ code: 400, msg: 'Spj or interactive code not compiled' });
      });

      it('times out with the reason when the runner does not answer', async () => {
        const compiler = t.site.container.get(CheckerCompiler);
        await runner.worker.stop();
        compiler.timeoutMs = 300;
        try {
          expect(await call('POST', '/api/admin/problem/compile-spj', { code: CHECKER, language: 'C' })).toMatchObject({ code: 400, msg: 'Spj or interactive code not compiled: the judge did not answer within 1 seconds' });
        } finally {
          compiler.timeoutMs = 60_000;
          await runner.worker.start();
        }
      });
    });
  });
});
