import {
  LANGUAGE_REPOSITORY,
  PROBLEM_REPOSITORY,
  PROBLEM_STATUS_SOURCE,
  ProblemAuth,
  TAG_REPOSITORY,
  USER_REPOSITORY,
  type ProblemDraft,
  type ProblemFields,
  type ProblemStatusSource,
  type UserProblemStatus,
} from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

function draft(problemId: string, changes: Partial<ProblemFields> = {}, relations: Partial<ProblemDraft> = {}): ProblemDraft {
  return {
    fields: {
      problemId, title: `Title ${problemId}`, author: 'setter', type: 0, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256, stackLimit: 128,
      description: `Statement of ${problemId}`, input: 'two numbers', output: 'their sum', examples: '<input>1 2</input><output>3</output>', hint: '', source: 'test',
      statementFormat: 'markdown', difficulty: 1, auth: ProblemAuth.PUBLIC, ioScore: 100, codeShare: true, spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null,
      videoExtraFile: null, isRemoveEndBlank: true, openCaseResult: true, isUploadCase: true, isRemote: false, remoteOj: null, isGroup: false, gid: null,
      applyPublicProgress: null, isFileIO: false, ioReadFileName: null, ioWriteFileName: null, ...changes,
    },
    tagIds: [], languageIds: [], codeTemplates: [], cases: [], caseVersion: null, spjCompileOk: false, publishOnCompile: false, modifiedUser: 'setter', ...relations,
  };
}

/** Marks as the submissions feature will give them: set per test, read by the list and the status call. */
class FixedStatus implements ProblemStatusSource {
  marks = new Map<string, Map<number, UserProblemStatus>>();
  async statusOf(uid: string, pids: readonly number[]): Promise<Map<number, UserProblemStatus>> {
    const mine = this.marks.get(uid) ?? new Map<number, UserProblemStatus>();
    return new Map(pids.filter((p) => mine.has(p)).map((p) => [p, mine.get(p) as UserProblemStatus]));
  }
}

describe('the public problem bank API', () => {
  let t: TestSite;
  const clients: Record<string, Client> = {};
  const pid: Record<string, number> = {};
  const tag: Record<string, number> = {};
  const statuses = new FixedStatus();
  let c: { id: number; name: string };
  let cpp: { id: number; name: string };
  let userUid: string;

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    const { container } = t.site;
    (await container.rebind(PROBLEM_STATUS_SOURCE)).toConstantValue(statuses);
    const accounts: Array<[string, Parameters<typeof createUser>[3]]> = [['solver', ['default_user']], ['setter', ['problem_admin']], ['boss', ['admin']]];
    for (const [name, roles] of accounts) await createUser(t, name, 'pass-word-1', roles);
    for (const [i, name] of ['solver', 'setter', 'boss'].entries()) clients[name] = await login(t, name, 'pass-word-1', `10.70.0.${i + 1}`);
    clients.root = await login(t, 'root', 'root-pass-1', '10.70.0.9');
    userUid = (await container.get(USER_REPOSITORY).findByUsername('solver'))?.uid as string;

    const languages = (await container.get(LANGUAGE_REPOSITORY).list({ oj: 'ME' })).filter((l) => l.enabled);
    [c, cpp] = [languages.find((l) => l.key === 'C') ?? languages[0], languages.find((l) => l.key.startsWith('C++')) ?? languages[1]];
    const tags = container.get(TAG_REPOSITORY);
    const basics = await tags.createClassification({ name: 'Basics', rank: 2, oj: 'ME' });
    const advanced = await tags.createClassification({ name: 'Advanced', rank: 1, oj: 'ME' });
    tag.math = (await tags.create({ name: 'math', color: '#ff0000', oj: 'ME', gid: null, tcid: basics.id })).id;
    tag.dp = (await tags.create({ name: 'dp', color: '#00ff00', oj: 'ME', gid: null, tcid: advanced.id })).id;
    tag.loose = (await tags.create({ name: 'loose', color: '#0000ff', oj: 'ME', gid: null, tcid: null })).id;
    tag.hdu = (await tags.create({ name: 'hdu-tag', color: '#123456', oj: 'HDU', gid: null, tcid: null })).id;
    tag.group = (await tags.create({ name: 'group-tag', color: '#654321', oj: 'ME', gid: 5, tcid: null })).id;

    const problems = container.get(PROBLEM_REPOSITORY);
    const add = async (id: string, changes: Partial<ProblemFields> = {}, relations: Partial<ProblemDraft> = {}) => (pid[id] = (await problems.create(draft(id, changes, relations))).id);
    await add('P1', { title: 'A+B Problem', difficulty: 1 }, {
      tagIds: [tag.math], languageIds: [c.id, cpp.id],
      codeTemplates: [{ languageId: c.id, code: 'int main() { return 0; }', status: true }, { languageId: cpp.id, code: '// hidden template', status: false }],
    });
    await add('P2', { title: 'Knapsack 100%', difficulty: 3, type: 1 }, { tagIds: [tag.math, tag.dp], languageIds: [cpp.id] });
    await add('P10', { title: 'Longest path', difficulty: 3 }, { tagIds: [tag.dp] });
    await add('HDU-1000', { title: 'Remote A+B', isRemote: true, remoteOj: 'HDU' }, { tagIds: [tag.hdu] });
    await add('PRIV', { title: 'Secret sum', auth: ProblemAuth.PRIVATE, spjCode: 'checker' }, { tagIds: [tag.math], languageIds: [c.id], codeTemplates: [{ languageId: c.id, code: 'secret', status: true }] });
    await add('CONT', { title: 'Contest sum', auth: ProblemAuth.CONTEST }, { tagIds: [tag.math], languageIds: [c.id] });
    await add('GRP', { title: 'Group sum', isGroup: true, gid: 5 }, { tagIds: [tag.group], languageIds: [c.id] });
  });
  afterAll(() => t?.close());

  const get = (path: string, client?: Client) => fetch(`${t.url}${path}`, { headers: client ? { authorization: client.token } : {} });
  const post = (path: string, body: unknown, client?: Client) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(client ? { authorization: client.token } : {}) }, body: JSON.stringify(body) });
  const data = async (res: Promise<Response>) => {
    const r = await res;
    const body = await json(r);
    if (r.status !== 200) throw new Error(`${r.url}: ${r.status} ${body.msg}`);
    return body.data;
  };
  const listIds = async (query = '', client?: Client): Promise<string[]> => (await data(get(`/api/get-problem-list${query}`, client))).records.map((r: { problemId: string }) => r.problemId);
  const viewers = () => [undefined, clients.solver, clients.setter, clients.boss, clients.root];

  it('lists public problems in natural display-id order with tags and counters, 30 a page by default, for every viewer alike', async () => {
    for (const viewer of viewers()) expect(await listIds('', viewer)).toEqual(['HDU-1000', 'P1', 'P2', 'P10']);
    const page = await data(get('/api/get-problem-list'));
    expect(page).toMatchObject({ total: 4, current: 1, size: 30 });
    expect(page.records[2]).toEqual({
      pid: pid.P2, problemId: 'P2', title: 'Knapsack 100%', difficulty: 3, type: 1,
      tags: [{ id: tag.math, name: 'math', color: '#ff0000' }, { id: tag.dp, name: 'dp', color: '#00ff00' }],
      total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0,
    });
    const second = await data(get('/api/get-problem-list?limit=3&currentPage=2'));
    expect([second.total, second.size, second.records.map((r: { problemId: string }) => r.problemId)]).toEqual([4, 3, ['P10']]);
  });

  it('filters by keyword (title or display id, % and _ literal), tags (all of them; comma text or JSON), difficulty and judge', async () => {
    expect(await listIds('?keyword=a%2BB')).toEqual(['HDU-1000', 'P1']);
    expect(await listIds('?keyword=p1')).toEqual(['P1', 'P10']);
    expect(await listIds('?keyword=100%25')).toEqual(['P2']);
    expect(await listIds('?keyword=%25')).toEqual(['P2']);
    expect(await listIds('?keyword=secret')).toEqual([]);
    expect(await listIds(`?tagId=${tag.math}`)).toEqual(['P1', 'P2']);
    expect(await listIds(`?tagId=${tag.math},${tag.dp}`)).toEqual(['P2']);
    expect(await listIds(`?tagId=${encodeURIComponent(JSON.stringify([tag.dp, tag.math]))}`)).toEqual(['P2']);
    expect(await listIds(`?tagId=${tag.dp}&tagId=${tag.math}`)).toEqual(['P2']);
    expect(await listIds('?tagId=')).toEqual(['HDU-1000', 'P1', 'P2', 'P10']);
    expect(await listIds(`?tagId=${tag.group}`)).toEqual([]);
    expect(await listIds('?difficulty=3')).toEqual(['P2', 'P10']);
    expect(await listIds('?difficulty=All')).toHaveLength(4);
    expect(await listIds('?oj=Mine')).toEqual(['P1', 'P2', 'P10']);
    expect(await listIds('?oj=ME')).toEqual(['P1', 'P2', 'P10']);
    expect(await listIds('?oj=HDU')).toEqual(['HDU-1000']);
    expect(await listIds('?oj=All')).toHaveLength(4);
    expect(await listIds(`?oj=Mine&difficulty=3&tagId=${tag.dp}&keyword=path`)).toEqual(['P10']);
    for (const [query, message] of [['?tagId=x', 'tagId must be a list of at most 32 tag ids (whole numbers)'], ['?difficulty=10', 'The difficulty must be an integer from 0 to 9'], ['?tagId=%5B1', 'tagId must be a list of at most 32 tag ids (whole numbers)']]) {
      const res = await get(`/api/get-problem-list${query}&l=en-US`);
      expect([res.status, (await json(res)).msg]).toEqual([400, message]);
    }
    const zh = await get('/api/get-problem-list?difficulty=-1&l=zh-CN');
    expect((await json(zh)).msg).toBe('难度必须是 0 到 9 之间的整数');
  });

  it('marks rows with myStatus for a signed-in user only (-10 where never submitted)', async () => {
    statuses.marks.set(userUid, new Map([[pid.P2, { status: 0, score: null }], [pid.PRIV, { status: -1, score: null }]]));
    const guest = await data(get('/api/get-problem-list'));
    expect(guest.records.every((r: object) => !('myStatus' in r))).toBe(true);
    const mine = await data(get('/api/get-problem-list', clients.solver));
    expect(mine.records.map((r: { problemId: string; myStatus: number }) => [r.problemId, r.myStatus])).toEqual([['HDU-1000', -10], ['P1', -10], ['P2', 0], ['P10', -10]]);
    const status = await data(post('/api/get-user-problem-status', { pidList: [pid.P1, pid.P2, pid.P2], isContestProblemList: false }, clients.solver));
    expect(status).toEqual({ [pid.P1]: { status: -10, score: null }, [pid.P2]: { status: 0, score: null } });
    const contest = await post('/api/get-user-problem-status?l=en-US', { pidList: [pid.P1], isContestProblemList: true, cid: 3 }, clients.solver);
    expect([contest.status, (await json(contest)).msg]).toEqual([404, 'The training, contest or group does not exist']);
    const bad = await post('/api/get-user-problem-status?l=en-US', { pidList: 'P1' }, clients.solver);
    expect([bad.status, (await json(bad)).msg]).toEqual([400, 'pidList must be a list of at most 300 problem ids (whole numbers)']);
  });

  it('lists every tag of a judge and the classified filter in HOJ\'s shape, never group tags', async () => {
    const names = async (q = '') => (await data(get(`/api/get-all-problem-tags${q}`))).map((x: { name: string }) => x.name);
    expect(await names()).toEqual(['math', 'dp', 'loose']);
    expect(await names('?oj=ME')).toEqual(['math', 'dp', 'loose']);
    expect(await names('?oj=HDU')).toEqual(['hdu-tag']);
    expect(await names('?oj=ALL')).toEqual(['math', 'dp', 'loose', 'hdu-tag']);
    const groups = await data(get('/api/get-problem-tags-and-classification?oj=ME'));
    expect(groups.map((g: { classification: { name: string } | null; tagList: Array<{ name: string }> }) => [g.classification?.name ?? null, g.tagList.map((x) => x.name)])).toEqual([
      ['Advanced', ['dp']], ['Basics', ['math']], [null, ['loose']],
    ]);
    expect(groups[0].classification).toMatchObject({ name: 'Advanced', rank: 1, oj: 'ME' });
    expect(await data(get('/api/get-problem-tags-and-classification?oj=HDU'))).toEqual([{ classification: null, tagList: [expect.objectContaining({ name: 'hdu-tag' })] }]);
    expect(await data(get('/api/get-problem-tags-and-classification?oj=CF'))).toEqual([{ classification: null, tagList: [] }]);
  });

  it('shows the detail of a public problem by display id (any case) without checker code or judge files', async () => {
    const detail = await data(get('/api/get-problem-detail?problemId=p1'));
    expect(detail.problem).toMatchObject({ id: pid.P1, problemId: 'P1', title: 'A+B Problem', description: 'Statement of P1', timeLimit: 1000, memoryLimit: 256, examples: '<input>1 2</input><output>3</output>', auth: 1 });
    for (const hidden of ['spjCode', 'spjLanguage', 'judgeExtraFile', 'caseVersion', 'total', 'modifiedUser']) expect(detail.problem).not.toHaveProperty(hidden);
    expect(detail.problemCount).toEqual({ pid: pid.P1, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });
    expect(detail.tags.map((x: { name: string }) => x.name)).toEqual(['math']);
    expect(detail.languages).toEqual([c.name, cpp.name]);
    expect(detail.codeTemplate).toEqual({ [c.name]: 'int main() { return 0; }' });
  });

  it('never shows private, contest-only or group problems on any public call, to anyone, with one clear 404', async () => {
    for (const viewer of viewers()) {
      for (const hidden of ['PRIV', 'CONT', 'GRP']) {
        const res = await get(`/api/get-problem-detail?problemId=${hidden}&l=en-US`, viewer);
        expect([res.status, (await json(res)).msg]).toEqual([404, 'The problem does not exist']);
        for (const path of ['get-problem-tags', 'get-problem-languages', 'get-problem-code-template']) {
          const r = await get(`/api/${path}?pid=${pid[hidden]}&l=en-US`, viewer);
          expect([path, r.status, (await json(r)).msg]).toEqual([path, 404, 'The problem does not exist']);
        }
        expect((await get(`/api/languages?pid=${pid[hidden]}`, viewer)).status).toBe(404);
      }
      expect(await listIds('?keyword=sum', viewer)).toEqual([]);
      expect(await listIds(`?tagId=${tag.math}`, viewer)).toEqual(['P1', 'P2']);
    }
    const zh = await get('/api/get-problem-detail?problemId=PRIV&l=zh-CN');
    expect((await json(zh)).msg).toBe('该题目不存在');
    expect((await get('/api/get-problem-detail?problemId=P1&gid=5')).status).toBe(404);
    expect((await get('/api/get-problem-detail?problemId=NOPE')).status).toBe(404);
    for (let i = 0; i < 40; i++) expect(['P1', 'P2', 'P10', 'HDU-1000']).toContain((await data(get('/api/get-random-problem'))).problemId);
    expect((await data(get('/api/get-recent-updated-problem'))).map((r: { problemId: string }) => r.problemId).sort()).toEqual(['HDU-1000', 'P1', 'P10', 'P2']);
  });

  it('answers a public problem\'s tags, languages (also through /api/languages?pid=) and enabled templates', async () => {
    expect((await data(get(`/api/get-problem-tags?pid=${pid.P2}`))).map((x: { name: string }) => x.name)).toEqual(['math', 'dp']);
    expect(await data(get(`/api/get-problem-tags?pid=${pid.P10}`))).toHaveLength(1);
    const languages = await data(get(`/api/get-problem-languages?pid=${pid.P1}`));
    expect(languages.map((l: { name: string }) => l.name)).toEqual([c.name, cpp.name]);
    expect(Object.keys(languages[0])).toEqual(expect.arrayContaining(['id', 'name', 'contentType', 'available']));
    expect((await data(get(`/api/languages?pid=${pid.P2}`))).map((l: { name: string }) => l.name)).toEqual([cpp.name]);
    expect((await data(get('/api/languages'))).length).toBeGreaterThan(2);
    expect(await data(get(`/api/get-problem-code-template?pid=${pid.P1}`))).toEqual([{ pid: pid.P1, lid: c.id, language: c.name, code: 'int main() { return 0; }' }]);
    expect(await data(get(`/api/get-problem-code-template?pid=${pid.P10}`))).toEqual([]);
    const bad = await get('/api/get-problem-tags?pid=abc&l=en-US');
    expect([bad.status, (await json(bad)).msg]).toEqual([400, 'The problem id (pid) must be a whole number']);
    expect((await get('/api/get-problem-tags?pid=999999')).status).toBe(404);
    expect((await get('/api/languages?pid=x1')).status).toBe(404);
  });

  it('keeps a to-do list per user: toggled on and off, newest first, hidden problems refused and dropped', async () => {
    expect(await data(post('/api/toggle-user-todo-problem-status', { pid: pid.P1, set: true }, clients.solver))).toBe(true);
    expect(await data(post('/api/toggle-user-todo-problem-status', { pid: pid.P10, set: true }, clients.solver))).toBe(true);
    expect(await data(post('/api/toggle-user-todo-problem-status', { pid: pid.P10, set: true }, clients.solver))).toBe(true);
    const list = await data(get('/api/get-user-todo-problem-list', clients.solver));
    expect(list.map((x: { problemId: string }) => x.problemId).sort()).toEqual(['P1', 'P10']);
    expect(list[0]).toEqual({ pid: expect.any(Number), problemId: expect.any(String), title: expect.any(String), difficulty: expect.any(Number), gmtCreate: expect.any(String) });
    expect(await data(get('/api/get-user-todo-problem-list', clients.setter))).toEqual([]);
    const hidden = await post('/api/toggle-user-todo-problem-status?l=en-US', { pid: pid.PRIV, set: true }, clients.solver);
    expect([hidden.status, (await json(hidden)).msg]).toEqual([404, 'The problem does not exist']);
    const bad = await post('/api/toggle-user-todo-problem-status?l=en-US', { pid: pid.P1 }, clients.solver);
    expect([bad.status, (await json(bad)).msg]).toEqual([400, 'set must be true or false']);
    expect(await data(post('/api/toggle-user-todo-problem-status', { pid: pid.P1, set: false }, clients.solver))).toBe(false);
    expect((await data(get('/api/get-user-todo-problem-list', clients.solver))).map((x: { problemId: string }) => x.problemId)).toEqual(['P10']);
    // a problem made private drops out of the list
    await t.site.container.get(PROBLEM_REPOSITORY).setAuth(pid.P10, ProblemAuth.PRIVATE, 'root');
    expect(await data(get('/api/get-user-todo-problem-list', clients.solver))).toEqual([]);
    await t.site.container.get(PROBLEM_REPOSITORY).setAuth(pid.P10, ProblemAuth.PUBLIC, 'root');
  });

  it('gives the full-screen switcher the public list with marks; trainings and contests are unknown for now', async () => {
    const rows = await data(get('/api/get-full-screen-problem-list', clients.solver));
    expect(rows.map((r: { problemId: string }) => r.problemId)).toEqual(['HDU-1000', 'P1', 'P2', 'P10']);
    expect(rows[2]).toEqual({ id: pid.P2, problemId: 'P2', title: 'Knapsack 100%', status: 0, score: null });
    const training = await get('/api/get-full-screen-problem-list?tid=1&l=en-US', clients.solver);
    expect([training.status, (await json(training)).msg]).toEqual([404, 'The training, contest or group does not exist']);
    expect((await get('/api/get-full-screen-problem-list?cid=2', clients.solver)).status).toBe(404);
  });

  it('refuses the signed-in calls to guests with 401', async () => {
    for (const res of [
      await get('/api/get-full-screen-problem-list'),
      await get('/api/get-user-todo-problem-list'),
      await post('/api/get-user-problem-status', { pidList: [pid.P1] }),
      await post('/api/toggle-user-todo-problem-status', { pid: pid.P1, set: true }),
    ]) expect(res.status).toBe(401);
  });

  it('answers 404 for a random problem when no public problem is left', async () => {
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    for (const id of ['P1', 'P2', 'P10', 'HDU-1000']) await problems.setAuth(pid[id], ProblemAuth.PRIVATE, 'root');
    const res = await get('/api/get-random-problem?l=en-US');
    expect([res.status, (await json(res)).msg]).toEqual([404, 'No random problem: the problem bank has no public problem yet']);
    expect(await data(get('/api/get-problem-list'))).toMatchObject({ total: 0, records: [] });
    expect(await data(get('/api/get-recent-updated-problem'))).toEqual([]);
  });
});
