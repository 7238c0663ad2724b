import type { MikroORM } from '@mikro-orm/postgresql';
import { ProblemAuth, type ProblemDraft, type ProblemFields } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { sqlOf } from './entity-manager';
import { SqlProblemRepository } from './problem.repository';
import { SqlPublicProblemSource } from './public-problem-source';
import { SqlTagRepository } from './tag.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { MikroUnitOfWork } from './unit-of-work';

function draft(problemId: string, changes: Partial<ProblemFields> = {}, tagIds: number[] = []): ProblemDraft {
  return {
    fields: {
      problemId, title: `T ${problemId}`, author: 'a', type: 0, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256, stackLimit: 128,
      description: '', input: '', output: '', examples: '', hint: '', source: '', statementFormat: 'markdown', difficulty: 0, auth: ProblemAuth.PUBLIC, ioScore: 100, codeShare: true,
      spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null, videoExtraFile: null, isRemoveEndBlank: true, openCaseResult: true,
      isUploadCase: true, isRemote: false, remoteOj: null, isGroup: false, gid: null, applyPublicProgress: null, isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
      ...changes,
    },
    tagIds, languageIds: [], codeTemplates: [], cases: [], caseVersion: null, spjCompileOk: false, publishOnCompile: false, modifiedUser: null,
  };
}

describe.each(TEST_ENGINES)('SqlPublicProblemSource and the list stamp (migration 0010) on %s', (engine) => {
  let m: MigratedOrm;
  let orm: MikroORM;
  let source: SqlPublicProblemSource;
  let problems: SqlProblemRepository;
  let tags: SqlTagRepository;
  beforeAll(async () => {
    m = await migratedOrm(engine);
    orm = m.orm;
    source = new SqlPublicProblemSource(orm);
    problems = new SqlProblemRepository(orm);
    tags = new SqlTagRepository(orm);
  });
  afterAll(() => m?.close());

  /** Runs the change and answers whether the stamp moved. */
  const moves = async (change: () => Promise<unknown>) => {
    const before = await source.stamp();
    await change();
    return (await source.stamp()) !== before;
  };

  it('loads every public, non-group problem in list order with its tag ids, and every tag', async () => {
    const dp = await tags.create({ name: 'dp', color: '#111111', oj: 'ME', gid: null, tcid: null });
    const math = await tags.create({ name: 'math', color: '#222222', oj: 'ME', gid: null, tcid: null });
    await problems.create(draft('P10', { difficulty: 4 }, [math.id, dp.id]));
    await problems.create(draft('P2', { isRemote: true, remoteOj: 'HDU' }));
    await problems.create(draft('HIDDEN', { auth: ProblemAuth.PRIVATE }, [dp.id]));
    await problems.create(draft('G1', { isGroup: true, gid: 4 }));
    const set = await source.load();
    expect(set.entries.map((e) => [e.problemId, e.tagIds, e.remoteOj, e.difficulty])).toEqual([['P2', [], 'HDU', 0], ['P10', [dp.id, math.id].sort((a, b) => a - b), null, 4]]);
    expect(set.entries[1]).toMatchObject({ title: 'T P10', type: 0, auth: 1, isRemote: false, gid: null, total: 0, ac: 0 });
    expect(set.tags.map((t) => t.name)).toEqual(['dp', 'math']);
    expect(set.stamp).toBe(await source.stamp());
  });

  it('moves the stamp with every change a list row or its tags shows, in the same transaction, never with the counters', async () => {
    const p = (await problems.findByProblemId('P10'))!;
    expect(await moves(() => problems.create(draft('P11')))).toBe(true);
    expect(await moves(() => problems.update(p.id, draft('P10', { title: 'Renamed' })))).toBe(true);
    expect(await moves(() => problems.setAuth(p.id, ProblemAuth.CONTEST, 'admin'))).toBe(true);
    expect(await moves(async () => problems.delete((await problems.findByProblemId('P11'))!.id))).toBe(true);
    expect(await moves(() => tags.create({ name: 'graph', color: '#333333', oj: 'ME', gid: null, tcid: null }))).toBe(true);
    expect(await moves(() => sqlOf(orm).run("update tag set color = '#444444' where name = 'graph'"))).toBe(true);
    expect(await moves(() => sqlOf(orm).run('delete from problem_tag where pid = ?', [p.id]))).toBe(true);
    // the judging transaction's counters and the statement itself do not
    expect(await moves(() => sqlOf(orm).run('update problem set total = total + 1, ac = ac + 1 where id = ?', [p.id]))).toBe(false);
    expect(await moves(() => sqlOf(orm).run("update problem set description = 'new text' where id = ?", [p.id]))).toBe(false);
    // a rolled-back change leaves it where it was; a reader outside sees the new stamp only after commit
    const uow = new MikroUnitOfWork(orm);
    expect(await moves(() => uow.run(async () => {
      await problems.create(draft('P12'));
      throw new Error('undo');
    }).catch(() => undefined))).toBe(false);
    let seenInside = '';
    const before = await source.stamp();
    await uow.run(async () => {
      await problems.create(draft('P13'));
      seenInside = await source.stamp();
    });
    expect(seenInside).not.toBe(before);
    expect(await source.stamp()).toBe(seenInside);
  });
});
