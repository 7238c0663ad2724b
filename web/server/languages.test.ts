import { CACHE, JudgeRunnerRegistry, type JudgeRunnerStatus } from '@oj/core';
import { LANGUAGE_DEFINITIONS } from '@oj/judge-runner';
import { sqlOf } from '@oj/adapters';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

interface Listed {
  id: number;
  key: string;
  name: string;
  description: string;
  template: string;
  compileCommand: string;
  enabled: boolean;
  available: boolean;
  timeFactor: number;
  memoryFactor: number;
  runners: Array<{ runner: string; version: string }>;
  unavailable: Array<{ runner: string; reason: string }>;
}

const status = (name: string, languages: string[], unavailable: Array<[string, string]> = []): JudgeRunnerStatus => ({
  name,
  languages: languages.map((key) => ({ key, version: '12.2.0' })),
  unavailable: unavailable.map(([key, reason]) => ({ key, reason })),
  slots: 2,
  busy: 0,
  load: [0.1, 0.1, 0.1],
  version: 'test',
});

describe('the language list: seeded from the judge, edited by the super admin, available by heartbeats', () => {
  let t: TestSite;
  let root: string;
  let admin: string;
  beforeAll(async () => {
    // memory cache: the runners this test records are its own
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.60.0.1')).token;
    await createUser(t, 'langadmin', 'admin-pw1', ['admin']);
    admin = (await login(t, 'langadmin', 'admin-pw1', '10.60.0.2')).token;
  });
  afterAll(() => t.close());

  const send = (site: TestSite, method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${site.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const adminList = async (site = t, token = root): Promise<Listed[]> => (await json(await send(site, 'GET', '/api/admin/language', token))).data;
  const publicList = async (query = ''): Promise<Listed[]> => (await json(await send(t, 'GET', `/api/languages${query}`, undefined))).data;
  const byKey = (list: Listed[], key: string) => list.find((l) => l.key === key) as Listed;
  const put = (body: unknown, lang = 'en-US') => send(t, 'PUT', `/api/admin/language?l=${lang}`, root, body);

  it('seeds every language of the judge at start-up, in its order, with the help page\'s command and A+B', async () => {
    const list = await adminList();
    expect(list.map((l) => l.key)).toEqual(LANGUAGE_DEFINITIONS.map((d) => d.key));
    const cpp = byKey(list, 'C++ 17 With O2');
    expect(cpp).toMatchObject({
      name: 'C++ 17 With O2',
      description: 'G++ -O2 (C++17)',
      contentType: 'text/x-c++src',
      compileCommand: '/usr/bin/g++ -DONLINE_JUDGE -w -fmax-errors=3 -std=c++17 -O2 main.cpp -lm -o main',
      enabled: true,
      oj: 'ME',
      template: LANGUAGE_DEFINITIONS.find((d) => d.key === 'C++ 17 With O2')?.aPlusB,
    });
    expect(byKey(list, 'Java').compileCommand).toBe('javac -J-Xmx512m -encoding UTF-8 -d classes Main.java && jar cf Main.jar -C classes .');
    expect(byKey(list, 'Python3').compileCommand).toBe(`/usr/bin/python3 -c 'import ast,sys; ast.parse(open("main.py","rb").read(), "main.py")'`);
    // no runner has beaten yet: nothing can run
    expect(list.every((l) => !l.available && l.runners.length === 0)).toBe(true);
  });

  it('lists the enabled languages to everyone, without the admin\'s fields; all is accepted, pid names a problem', async () => {
    const list = await publicList();
    expect(list).toHaveLength(LANGUAGE_DEFINITIONS.length);
    expect(Object.keys(list[0]).sort()).toEqual(['available', 'codeTemplate', 'compileCommand', 'contentType', 'description', 'id', 'key', 'memoryFactor', 'name', 'oj', 'seq', 'template', 'timeFactor']);
    // the factors are the judge's own (docs/judge.md): what the runner multiplies the limits by
    for (const language of list) {
      const definition = LANGUAGE_DEFINITIONS.find((d) => d.key === language.key);
      expect([language.key, language.timeFactor, language.memoryFactor]).toEqual([language.key, definition?.timeFactor, definition?.memoryFactor]);
    }
    expect(list.find((l) => l.key === 'Java')?.timeFactor).toBeGreaterThan(1);
    expect((await publicList('?all=true')).length).toBe(LANGUAGE_DEFINITIONS.length);
    // with pid the list is that problem's (web/server/problems.test.ts); an unknown problem has none
    expect((await send(t, 'GET', '/api/languages?pid=1001', undefined)).status).toBe(404);
    expect((await publicList('?all=false')).length).toBe(LANGUAGE_DEFINITIONS.length);
    const bad = await send(t, 'GET', '/api/languages?all=maybe&l=en-US', undefined);
    expect([bad.status, (await json(bad)).msg]).toEqual([400, 'all must be true or false']);
  });

  it('checks every field of an edit with clear messages', async () => {
    const c = byKey(await adminList(), 'C');
    const cases: Array<[unknown, number, string]> = [
      [{ description: 'x' }, 400, 'The language id is required'],
      [{ id: 'seven', description: 'x' }, 400, 'The language id is required'],
      [{ id: 999_999, description: 'x' }, 404, 'The language does not exist'],
      [{ id: c.id, contentType: 'cpp' }, 400, 'The content type must look like text/x-c++src'],
      [{ id: c.id, contentType: 'text/x-c++src; evil' }, 400, 'The content type must look like text/x-c++src'],
      [{ id: c.id, enabled: 'yes' }, 400, 'enabled must be true or false'],
      [{ id: c.id, seq: -1 }, 400, 'The order must be a whole number from 0 to 100000'],
      [{ id: c.id, seq: 1.5 }, 400, 'The order must be a whole number from 0 to 100000'],
      [{ id: c.id, description: 'd'.repeat(256) }, 400, 'description is too long'],
      [{ id: c.id, compileCommand: 'c'.repeat(1025) }, 400, 'compileCommand is too long'],
      [{ id: c.id, template: 42 }, 400, 'template must be text'],
      [{ id: c.id, codeTemplate: 't'.repeat(65536) }, 400, 'codeTemplate is too long'],
      [{ id: c.id, timeFactor: 0 }, 400, "A factor must be a number from 0.1 to 10 with at most two decimals (empty: the judge's own)"],
      [{ id: c.id, memoryFactor: 11 }, 400, "A factor must be a number from 0.1 to 10 with at most two decimals (empty: the judge's own)"],
      [{ id: c.id, timeFactor: '2' }, 400, "A factor must be a number from 0.1 to 10 with at most two decimals (empty: the judge's own)"],
      [{ id: c.id, timeFactor: 1.234 }, 400, "A factor must be a number from 0.1 to 10 with at most two decimals (empty: the judge's own)"],
    ];
    for (const [body, code, msg] of cases) {
      const res = await put(body);
      expect([JSON.stringify(body).slice(0, 60), res.status, (await json(res)).msg]).toEqual([JSON.stringify(body).slice(0, 60), code, msg]);
    }
    expect((await json(await put({ id: c.id, contentType: 'cpp' }, 'zh-CN'))).msg).toBe('内容类型格式应如 text/x-c++src');
    expect(byKey(await adminList(), 'C')).toEqual(c);
  });

  it('saves an edit: only the fields sent change, the key and name stay the judge\'s, a disabled language leaves the public list', async () => {
    const python2 = byKey(await adminList(), 'Python2');
    const res = await json(await put({ id: python2.id, enabled: false, description: ' Python 2.7 (legacy) ', compileCommand: 'python2 -m py_compile main.py', key: 'Hacked', name: 'Hacked' }));
    expect(res).toMatchObject({ status: 200, msg: 'Update Successfully', data: { id: python2.id, key: 'Python2', name: 'Python2', enabled: false, description: 'Python 2.7 (legacy)', compileCommand: 'python2 -m py_compile main.py', template: python2.template } });
    expect((await publicList()).map((l) => l.key)).not.toContain('Python2');
    const java = byKey(await adminList(), 'Java');
    expect((await put({ id: java.id, template: 'class Main {}\n', codeTemplate: 'import java.util.*;\n', seq: 1 })).status).toBe(200);
    const list = await adminList();
    expect(list[0]).toMatchObject({ key: 'Java', template: 'class Main {}\n', codeTemplate: 'import java.util.*;\n', seq: 1 });
    expect((await publicList())[0].key).toBe('Java');
  });

  it('applies the spec\'s factors (C and C++ × 1, the others × 2) and an admin\'s own, which an empty value takes back', async () => {
    const factors = (list: Listed[], key: string) => [byKey(list, key).timeFactor, byKey(list, key).memoryFactor];
    const list = await publicList();
    expect([factors(list, 'C'), factors(list, 'C++ 17 With O2'), factors(list, 'Python3'), factors(list, 'Golang'), factors(list, 'Rust')]).toEqual([[1, 1], [1, 1], [2, 2], [2, 2], [2, 2]]);
    const python3 = byKey(await adminList(), 'Python3');
    expect(python3).toMatchObject({ timeFactor: null, memoryFactor: null, appliedTimeFactor: 2, appliedMemoryFactor: 2 });
    expect((await json(await put({ id: python3.id, timeFactor: 3 }))).data).toMatchObject({ timeFactor: 3, memoryFactor: null, appliedTimeFactor: 3, appliedMemoryFactor: 2 });
    expect(factors(await publicList(), 'Python3')).toEqual([3, 2]);
    expect((await json(await put({ id: python3.id, timeFactor: null }))).data).toMatchObject({ timeFactor: null, appliedTimeFactor: 2 });
    expect(factors(await publicList(), 'Python3')).toEqual([2, 2]);
  });

  it('keeps the admin\'s edits when a site starts again, and adds back a language that went missing', async () => {
    await sqlOf(t.site.infrastructure.database.orm).run("delete from language where key = 'Rust'");
    const again = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, t.database);
    try {
      const rootAgain = (await login(again, 'root', 'root-pass-1', '10.60.0.3')).token;
      const list = await adminList(again, rootAgain);
      expect(byKey(list, 'Python2')).toMatchObject({ enabled: false, description: 'Python 2.7 (legacy)', compileCommand: 'python2 -m py_compile main.py' });
      expect(byKey(list, 'Java')).toMatchObject({ seq: 1, template: 'class Main {}\n' });
      expect(byKey(list, 'Rust')).toMatchObject({ enabled: true, description: 'Rust', compileCommand: '/usr/bin/rustc -O --edition 2021 -o main main.rs' });
      expect(list).toHaveLength(LANGUAGE_DEFINITIONS.length);
    } finally {
      await again.close();
    }
  });

  it('marks languages available while a healthy runner runs them, with the reasons of those that cannot', async () => {
    const registry = t.site.container.get(JudgeRunnerRegistry);
    await registry.record(status('runner-1', ['C', 'C++ 17 With O2'], [['Python3', 'the A+B self-test failed: WA']]));
    let list = await adminList();
    expect(byKey(list, 'C')).toMatchObject({ available: true, runners: [{ runner: 'runner-1', version: '12.2.0' }], unavailable: [] });
    expect(byKey(list, 'Python3')).toMatchObject({ available: false, runners: [], unavailable: [{ runner: 'runner-1', reason: 'the A+B self-test failed: WA' }] });
    expect(byKey(list, 'Golang')).toMatchObject({ available: false, unavailable: [] });
    // users are offered only what a runner runs (web/server/language-offer.test.ts); the editor's list has all
    expect((await publicList()).map((l) => [l.key, l.available])).toEqual([['C', true], ['C++ 17 With O2', true]]);
    const editors = await publicList('?all=true');
    expect([byKey(editors, 'C').available, byKey(editors, 'Python3').available]).toEqual([true, false]);

    // a second runner can run Python 3; then the first falls silent (its last beat a minute ago)
    await registry.record(status('runner-2', ['Python3', 'C']));
    const aMinuteAgo = new JudgeRunnerRegistry(t.site.container.get(CACHE), { now: () => new Date(Date.now() - 60_000) });
    await aMinuteAgo.record(status('runner-1', ['C', 'C++ 17 With O2'], [['Python3', 'the A+B self-test failed: WA']]));
    list = await adminList();
    expect(byKey(list, 'Python3')).toMatchObject({ available: true, runners: [{ runner: 'runner-2', version: '12.2.0' }], unavailable: [] });
    expect(byKey(list, 'C++ 17 With O2')).toMatchObject({ available: false, runners: [] });
    expect(byKey(list, 'C').runners.map((r) => r.runner)).toEqual(['runner-2']);
  });

  it('keeps the language admin to the super admin', async () => {
    expect((await send(t, 'GET', '/api/admin/language', admin)).status).toBe(403);
    expect((await send(t, 'PUT', '/api/admin/language', admin, { id: 1, enabled: false })).status).toBe(403);
    expect((await send(t, 'PUT', '/api/admin/language', undefined, { id: 1, enabled: false })).status).toBe(401);
    expect((await send(t, 'GET', '/api/languages', admin)).status).toBe(200);
  });
});
