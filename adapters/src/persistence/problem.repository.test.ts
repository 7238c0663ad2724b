import type { MikroORM } from '@mikro-orm/postgresql';
import { compareDisplayIds, Conflict, displayOrderKey, pageRequest, PROBLEM_DEFAULTS, ProblemAuth, type ProblemDraft, type ProblemFields } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { sqlOf } from './entity-manager';
import { SqlLanguageRepository } from './language.repository';
import { SqlProblemRepository } from './problem.repository';
import { SqlPublicProblemSource } from './public-problem-source';
import { SqlTagRepository } from './tag.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { SqlTodoRepository } from './todo.repository';
import { MikroUnitOfWork } from './unit-of-work';
import { MikroUserRepository } from './user.repository';

const hash = (c: string) => c.repeat(64);

function fields(problemId: string, changes: Partial<ProblemFields> = {}): ProblemFields {
  return {
    problemId, title: `Problem ${problemId}`, author: 'setter', type: PROBLEM_DEFAULTS.type, judgeMode: 'default', judgeCaseMode: 'default',
    timeLimit: 1000, memoryLimit: 256, stackLimit: 128, description: 'd', input: 'i', output: 'o', examples: '<input>1 2</input><output>3</output>',
    hint: '', source: '', statementFormat: 'markdown', difficulty: 0, auth: ProblemAuth.PUBLIC, ioScore: 100, codeShare: true, spjCode: null, spjLanguage: null,
    userExtraFile: null, judgeExtraFile: null, videoExtraFile: null, isRemoveEndBlank: true, openCaseResult: true, isUploadCase: true,
    isRemote: false, remoteOj: null, isGroup: false, gid: null, applyPublicProgress: null, isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
    ...changes,
  };
}

function draft(problemId: string, changes: Partial<ProblemFields> = {}, relations: Partial<ProblemDraft> = {}): ProblemDraft {
  return { fields: fields(problemId, changes), tagIds: [], languageIds: [], codeTemplates: [], cases: [], caseVersion: null, spjCompileOk: false, publishOnCompile: false, modifiedUser: 'setter', ...relations };
}

const page = (currentPage = 1, limit = 30) => pageRequest(currentPage, limit, 30);

describe.each(TEST_ENGINES)('problem bank repositories on %s', (engine) => {
  let m: MigratedOrm;
  let orm: MikroORM;
  let problems: SqlProblemRepository;
  let tags: SqlTagRepository;
  let todos: SqlTodoRepository;
  let c: number;
  let cpp: number;

  beforeAll(async () => {
    m = await migratedOrm(engine);
    orm = m.orm;
    problems = new SqlProblemRepository(orm);
    tags = new SqlTagRepository(orm);
    todos = new SqlTodoRepository(orm);
    const languages = new SqlLanguageRepository(orm);
    await languages.insertMissing(['C', 'C++'].map((key, seq) => ({ key, name: key, description: '', contentType: 'text/x-csrc', template: '', codeTemplate: '', compileCommand: '', oj: 'ME', seq })));
    [c, cpp] = (await languages.list()).map((l) => l.id);
  });
  afterAll(() => m?.close());

  it('creates a problem with every field and relation, reads it back by id and case-insensitive display id', async () => {
    const dp = await tags.create({ name: 'dp', color: '#ff0000', oj: 'ME', gid: null, tcid: null });
    const graph = await tags.create({ name: 'graph', color: '#00ff00', oj: 'ME', gid: null, tcid: null });
    const created = await problems.create(draft('P1000', { userExtraFile: { 'a.h': '#define X 1' }, difficulty: 3, type: 1, spjCode: 'int main(){}', spjLanguage: 'C' }, {
      tagIds: [dp.id, graph.id, dp.id],
      languageIds: [cpp, c],
      codeTemplates: [{ languageId: c, code: 'int main() { /* ? \'x\' */ }', status: true }, { languageId: cpp, code: '// off', status: false }],
      cases: [
        { inputName: '1.in', outputName: '1.out', inputHash: hash('a'), outputHash: hash('b'), inputSize: 3, outputSize: 2, score: 40, groupNum: 1 },
        { inputName: '2.in', outputName: '2.out', inputHash: hash('c'), outputHash: hash('d'), inputSize: 5, outputSize: 1, score: 60, groupNum: null },
      ],
      caseVersion: hash('e'),
      spjCompileOk: true,
    }));
    expect(created).toMatchObject({
      problemId: 'P1000', title: 'Problem P1000', difficulty: 3, type: 1, userExtraFile: { 'a.h': '#define X 1' }, judgeExtraFile: null, spjCode: 'int main(){}',
      caseVersion: hash('e'), spjCompileOk: true, modifiedUser: 'setter', total: 0, ac: 0, auth: ProblemAuth.PUBLIC, gid: null,
    });
    expect(created.gmtCreate).toBeInstanceOf(Date);
    expect(await problems.find(created.id)).toEqual(created);
    expect((await problems.findByProblemId('p1000'))?.id).toBe(created.id);
    expect(await problems.tagIds(created.id)).toEqual([dp.id, graph.id].sort((a, b) => a - b));
    expect(await problems.languageIds(created.id)).toEqual([c, cpp].sort((a, b) => a - b));
    expect(await problems.codeTemplates(created.id)).toEqual([{ languageId: c, code: 'int main() { /* ? \'x\' */ }', status: true }, { languageId: cpp, code: '// off', status: false }]);
    expect((await problems.cases(created.id)).map((x) => [x.inputName, x.score, x.groupNum])).toEqual([['1.in', 40, 1], ['2.in', 60, null]]);
    expect(await problems.find(999_999)).toBeUndefined();
    expect(await problems.findByProblemId('nope')).toBeUndefined();
  });

  it('refuses a duplicate display id (any case) with Conflict and leaves nothing of the failed draft', async () => {
    const [dp] = await tags.list({ oj: 'ME' });
    const before = await sqlOf(orm).all<{ n: string }>('select count(*) as n from problem_tag');
    const error = await problems.create(draft('p1000', {}, { tagIds: [dp.id] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).key).toBe('problem.problemIdExists');
    expect(await sqlOf(orm).all<{ n: string }>('select count(*) as n from problem_tag')).toEqual(before);
  });

  it('rolls the whole draft back when a relation fails (unknown tag), inside and outside a unit of work', async () => {
    await expect(problems.create(draft('P-BROKEN', {}, { tagIds: [999_999] }))).rejects.toThrow();
    expect(await problems.findByProblemId('P-BROKEN')).toBeUndefined();
    await expect(new MikroUnitOfWork(orm).run(() => problems.create(draft('P-BROKEN', {}, { tagIds: [999_999] })))).rejects.toThrow();
    expect(await problems.findByProblemId('P-BROKEN')).toBeUndefined();
  });

  it('updates fields and replaces every relation; an unknown id answers undefined; a clash is Conflict', async () => {
    const p = await problems.findByProblemId('P1000');
    const other = await problems.create(draft('P1001'));
    const [, graph] = await tags.list({ oj: 'ME' });
    const updated = await problems.update(p!.id, draft('P1000', { title: 'Renamed', userExtraFile: null }, {
      tagIds: [graph.id], languageIds: [c], codeTemplates: [],
      cases: [{ inputName: 'x.in', outputName: 'x.out', inputHash: hash('f'), outputHash: hash('0'), inputSize: 1, outputSize: 1, score: 0, groupNum: null }],
      modifiedUser: 'editor',
    }));
    expect(updated).toMatchObject({ id: p!.id, title: 'Renamed', userExtraFile: null, modifiedUser: 'editor', caseVersion: null });
    expect(updated!.gmtModified.getTime()).toBeGreaterThanOrEqual(p!.gmtModified.getTime());
    expect(await problems.tagIds(p!.id)).toEqual([graph.id]);
    expect(await problems.languageIds(p!.id)).toEqual([c]);
    expect(await problems.codeTemplates(p!.id)).toEqual([]);
    expect((await problems.cases(p!.id)).map((x) => x.inputName)).toEqual(['x.in']);
    expect(await problems.update(999_999, draft('P9'))).toBeUndefined();
    await expect(problems.update(other.id, draft('P1000'))).rejects.toMatchObject({ key: 'problem.problemIdExists' });
    expect((await problems.find(other.id))?.problemId).toBe('P1001');
  });

  it('orders display ids naturally, the database and core\'s compareDisplayIds alike (1000 before HA1, W99 before W100)', async () => {
    await sqlOf(orm).run('delete from problem');
    const written = ['HA1', 'W100', '1000', 'W99', '999', 'P10', 'P2', 'a1', 'A02', '007', '7', 'CF-10A', 'CF-1A', 'CF-1B', 'HDU-1000', 'x_1', 'x-1', 'B', 'b10', '0', 'Z', '12345678901234567890'];
    for (const id of written) await problems.create(draft(id));
    const listed = (await problems.list({ publicOnly: false }, page(1, 100))).records.map((r) => r.problemId);
    expect(listed).toEqual([...written].sort(compareDisplayIds));
    expect(listed.slice(0, 6)).toEqual(['0', '007', '7', '999', '1000', '12345678901234567890']);
    expect(listed.indexOf('1000')).toBeLessThan(listed.indexOf('HA1'));
    expect(listed.indexOf('W99') + 1).toBe(listed.indexOf('W100'));
    expect(listed.at(-1)).toBe('Z');
    // the stored key is core's key, character for character
    const keys = await sqlOf(orm).all<{ problem_id: string; display_order: string }>('select problem_id, display_order from problem');
    for (const k of keys) expect(k.display_order).toBe(displayOrderKey(k.problem_id));
    // the in-memory public list loads in the same order
    const catalogue = await new SqlPublicProblemSource(orm).load();
    expect(catalogue.entries.map((e) => e.problemId)).toEqual(listed);
  });

  it('lists public problems in natural display-id order, paged, with filters on keyword, difficulty, judge and every tag', async () => {
    await sqlOf(orm).run('delete from problem');
    const t = {
      math: await tags.create({ name: 'math', color: '#111111', oj: 'ME', gid: null, tcid: null }),
      greedy: await tags.create({ name: 'greedy', color: '#222222', oj: 'ME', gid: null, tcid: null }),
    };
    const made: Record<string, number> = {};
    const add = async (id: string, changes: Partial<ProblemFields> = {}, tagIds: number[] = []) => (made[id] = (await problems.create(draft(id, changes, { tagIds }))).id);
    await add('P10', { title: 'Sum of 100%_done' }, [t.math.id]);
    await add('P2', { title: 'Two sums', difficulty: 2 }, [t.math.id, t.greedy.id]);
    await add('P1', { title: 'A+B', difficulty: 2 }, [t.greedy.id]);
    await add('HDU-1000', { title: 'Remote sum', isRemote: true, remoteOj: 'HDU' });
    await add('PRIV', { title: 'Private sum', auth: ProblemAuth.PRIVATE }, [t.math.id]);
    await add('CONT', { title: 'Contest sum', auth: ProblemAuth.CONTEST });
    await add('GRP', { title: 'Group sum', isGroup: true, gid: 7 });

    const ids = async (filter: Parameters<SqlProblemRepository['list']>[0], p = page()) => (await problems.list(filter, p)).records.map((r) => r.problemId);
    expect(await ids({ publicOnly: true })).toEqual(['HDU-1000', 'P1', 'P2', 'P10']);
    expect(await ids({ publicOnly: false })).toEqual(['CONT', 'GRP', 'HDU-1000', 'P1', 'P2', 'P10', 'PRIV']);
    const second = await problems.list({ publicOnly: true }, page(2, 3));
    expect(second).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(second.records.map((r) => r.problemId)).toEqual(['P10']);
    expect((await problems.list({ publicOnly: true }, page(9, 3))).records).toEqual([]);

    expect(await ids({ publicOnly: true, keyword: ' SUM ' })).toEqual(['HDU-1000', 'P2', 'P10']);
    expect(await ids({ publicOnly: true, keyword: 'p1' })).toEqual(['P1', 'P10']);
    expect(await ids({ publicOnly: true, keyword: '100%_' })).toEqual(['P10']);
    expect(await ids({ publicOnly: true, keyword: '%' })).toEqual(['P10']);
    expect(await ids({ publicOnly: true, keyword: '_' })).toEqual(['P10']);
    expect(await ids({ publicOnly: true, keyword: "'; drop table problem; --" })).toEqual([]);
    expect(await ids({ publicOnly: true, difficulty: 2 })).toEqual(['P1', 'P2']);
    expect(await ids({ publicOnly: true, oj: 'ME' })).toEqual(['P1', 'P2', 'P10']);
    expect(await ids({ publicOnly: true, oj: 'HDU' })).toEqual(['HDU-1000']);
    expect(await ids({ publicOnly: true, oj: 'CF' })).toEqual([]);
    expect(await ids({ publicOnly: true, tagIds: [t.math.id] })).toEqual(['P2', 'P10']);
    expect(await ids({ publicOnly: true, tagIds: [t.math.id, t.greedy.id] })).toEqual(['P2']);
    expect(await ids({ publicOnly: true, tagIds: [t.math.id, t.greedy.id], difficulty: 2, keyword: 'two' })).toEqual(['P2']);
    expect(await ids({ publicOnly: false, auth: ProblemAuth.PRIVATE })).toEqual(['PRIV']);

    const [row] = (await problems.list({ publicOnly: true, keyword: 'A+B' }, page())).records;
    expect(row).toEqual(expect.objectContaining({ pid: made.P1, problemId: 'P1', title: 'A+B', difficulty: 2, type: 0, auth: 1, author: 'setter', isRemote: false, gid: null, total: 0, ac: 0, pa: 0 }));
    expect(row.gmtModified).toBeInstanceOf(Date);

    // random picks only what the filter lets through, and every such problem in time
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < 4; i++) seen.add((await problems.random({ publicOnly: true }))!.problemId);
    expect([...seen].sort()).toEqual(['HDU-1000', 'P1', 'P10', 'P2']);
    expect(await problems.random({ publicOnly: true, keyword: 'nothing like this' })).toBeUndefined();

    await sqlOf(orm).run("update problem set gmt_modified = now() + interval '1 minute' where problem_id = 'P2'");
    await sqlOf(orm).run("update problem set gmt_modified = now() + interval '2 minutes' where problem_id = 'PRIV'");
    expect((await problems.recentlyUpdated({ publicOnly: true }, 2)).map((r) => r.problemId)).toEqual(['P2', 'HDU-1000']);

    expect((await problems.findRows([made.P1, made.PRIV, made.P1, 999_999])).map((r) => r.problemId).sort()).toEqual(['P1', 'PRIV']);
    expect(await problems.findRows([])).toEqual([]);

    // tags of many problems at once
    const byProblem = await tags.tagsOfProblems([made.P2, made.P1, made['HDU-1000']]);
    expect(byProblem.get(made.P2)?.map((x) => x.name)).toEqual(['math', 'greedy']);
    expect(byProblem.get(made.P1)?.map((x) => x.name)).toEqual(['greedy']);
    expect(byProblem.has(made['HDU-1000'])).toBe(false);
    expect((await tags.tagsOfProblems([])).size).toBe(0);

    expect(await problems.setAuth(made.P1, ProblemAuth.PRIVATE, 'admin')).toBe(true);
    expect(await ids({ publicOnly: true })).toEqual(['HDU-1000', 'P2', 'P10']);
    expect(await problems.setAuth(999_999, ProblemAuth.PRIVATE, 'admin')).toBe(false);
    expect(await problems.delete(made.P1)).toBe(true);
    expect(await problems.delete(made.P1)).toBe(false);
  });

  it('keeps tags unique per judge and group (Conflict tag.duplicate), classifies them, and unclassifies on delete', async () => {
    const dup = await tags.create({ name: 'math', color: '#000000', oj: 'ME', gid: null, tcid: null }).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(Conflict);
    expect((dup as Conflict).key).toBe('tag.duplicate');
    const remote = await tags.create({ name: 'math', color: '#000000', oj: 'HDU', gid: null, tcid: null });
    const grouped = await tags.create({ name: 'math', color: '#000000', oj: 'ME', gid: 3, tcid: null });
    await expect(tags.create({ name: 'math', color: '#000000', oj: 'ME', gid: 3, tcid: null })).rejects.toMatchObject({ key: 'tag.duplicate' });
    expect((await tags.findByName('math', 'ME', 3))?.id).toBe(grouped.id);
    expect((await tags.findByName('math', 'HDU', null))?.id).toBe(remote.id);
    expect(await tags.findByName('math', 'CF', null)).toBeUndefined();
    expect((await tags.list({ oj: 'ME', gid: null })).map((x) => x.name)).toEqual(['dp', 'graph', 'math', 'greedy']);
    expect((await tags.list({ gid: 3 })).map((x) => x.id)).toEqual([grouped.id]);

    const basics = await tags.createClassification({ name: 'Basics', rank: 2, oj: 'ME' });
    const advanced = await tags.createClassification({ name: 'Advanced', rank: 1, oj: 'ME' });
    await tags.createClassification({ name: 'Basics', rank: 1, oj: 'HDU' });
    await expect(tags.createClassification({ name: 'Basics', rank: 5, oj: 'ME' })).rejects.toMatchObject({ key: 'tag.classificationDuplicate' });
    expect((await tags.classifications('ME')).map((x) => x.name)).toEqual(['Advanced', 'Basics']);
    expect(await tags.classifications()).toHaveLength(3);
    expect(await tags.updateClassification(advanced.id, { name: 'Harder', rank: 3, oj: 'ME' })).toEqual({ id: advanced.id, name: 'Harder', rank: 3, oj: 'ME' });
    expect(await tags.updateClassification(999_999, { name: 'x', rank: 0, oj: 'ME' })).toBeUndefined();

    const [dp] = await tags.list({ oj: 'ME', gid: null });
    const classified = await tags.update(dp.id, { ...dp, color: '#abcdef', tcid: basics.id });
    expect(classified).toEqual({ ...dp, color: '#abcdef', tcid: basics.id });
    await expect(tags.update(dp.id, { ...dp, name: 'graph' })).rejects.toMatchObject({ key: 'tag.duplicate' });
    expect(await tags.update(999_999, { ...dp })).toBeUndefined();
    expect(await tags.deleteClassification(basics.id)).toBe(true);
    expect((await tags.find(dp.id))?.tcid).toBeNull();
    expect(await tags.deleteClassification(basics.id)).toBe(false);
    expect(await tags.delete(remote.id)).toBe(true);
    expect(await tags.find(remote.id)).toBeUndefined();
  });

  it("toggles a user's to-do problems, lists them newest first and only visible ones when asked", async () => {
    const users = new MikroUserRepository(orm);
    const ann = await users.create({ username: 'ann', email: 'ann@example.org', passwordHash: 'x', roles: ['default_user'] });
    const a = await problems.create(draft('TODO-A'));
    const b = await problems.create(draft('TODO-B', { difficulty: 4 }));
    expect(await todos.toggle(ann.uid, a.id, true)).toBe(true);
    expect(await todos.toggle(ann.uid, a.id, true)).toBe(true);
    await sqlOf(orm).run("update user_todo_problem set gmt_create = now() - interval '1 hour' where pid = ?", [a.id]);
    expect(await todos.toggle(ann.uid, b.id, true)).toBe(true);
    const listed = await todos.list(ann.uid, { publicOnly: true, limit: 10 });
    expect(listed.map((x) => x.problemId)).toEqual(['TODO-B', 'TODO-A']);
    expect(listed[0]).toEqual({ pid: b.id, problemId: 'TODO-B', title: 'Problem TODO-B', difficulty: 4, gmtCreate: expect.any(Date) });
    expect((await todos.list(ann.uid, { publicOnly: true, limit: 1 })).map((x) => x.problemId)).toEqual(['TODO-B']);
    await problems.setAuth(b.id, ProblemAuth.PRIVATE, 'admin');
    expect((await todos.list(ann.uid, { publicOnly: true, limit: 10 })).map((x) => x.problemId)).toEqual(['TODO-A']);
    expect((await todos.list(ann.uid, { publicOnly: false, limit: 10 })).map((x) => x.problemId)).toEqual(['TODO-B', 'TODO-A']);
    expect(await todos.toggle(ann.uid, a.id, false)).toBe(false);
    expect(await todos.toggle(ann.uid, a.id, false)).toBe(false);
    expect((await todos.list(ann.uid, { publicOnly: false, limit: 10 })).map((x) => x.problemId)).toEqual(['TODO-B']);
  });
});
