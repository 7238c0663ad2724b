import type { MikroORM } from '@mikro-orm/postgresql';
import { JudgeStatus, pageRequest, type RoleName } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { SqlProblemRepository } from './problem.repository';
import { SqlSubmissionRepository } from './submission.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { testProblemDraft } from './testing/problem-draft';
import { MikroUserRepository } from './user.repository';

// The list rows carry the author's badge (01 §6: SPA for root, ADM for admin) from the rows' own query.

describe.each(TEST_ENGINES)('submission list rows on %s', (engine) => {
  let m: MigratedOrm;
  let orm: MikroORM;
  let submissions: SqlSubmissionRepository;
  const uids: Record<string, string> = {};
  let pid: number;

  beforeAll(async () => {
    m = await migratedOrm(engine);
    orm = m.orm;
    submissions = new SqlSubmissionRepository(orm);
    const users = new MikroUserRepository(orm);
    const accounts: Array<[string, RoleName[]]> = [['boss', ['root', 'admin']], ['keeper', ['admin']], ['setter', ['problem_admin']], ['plain', ['default_user']], ['quiet', ['mute_user']]];
    for (const [username, roles] of accounts) uids[username] = (await users.create({ username, email: `${username}@example.org`, passwordHash: 'x'.repeat(64), roles })).uid;
    const problem = await new SqlProblemRepository(orm).create(testProblemDraft('P1', 'setter'));
    pid = problem.id;
    for (const username of Object.keys(uids)) {
      await submissions.create({ pid, displayPid: 'P1', cid: 0, cpid: 0, gid: null, tid: null, uid: uids[username], username, code: 'print(1)', language: 'Python3', ip: '', isRemote: false, priority: 'practice', status: JudgeStatus.PENDING });
    }
  });
  afterAll(() => m?.close());

  it('marks root (over admin) and admin authors, nobody else', async () => {
    const page = await submissions.list({ cid: 0 }, pageRequest(1, 15, 15));
    expect(Object.fromEntries(page.records.map((r) => [r.username, r.authorRole]))).toEqual({ boss: 'root', keeper: 'admin', setter: null, plain: null, quiet: null });
    const rows = await submissions.rows(page.records.map((r) => r.submitId));
    expect(rows.find((r) => r.username === 'keeper')?.authorRole).toBe('admin');
    expect(await submissions.authorRole(uids.boss)).toBe('root');
    expect(await submissions.authorRole(uids.plain)).toBeNull();
    expect(await submissions.authorRole('no-such-user')).toBeNull();
  });

  it('reads a page in the same number of queries whatever its size (no query per row)', async () => {
    // twenty more rows: a page of one and a page of fifteen must cost the same
    for (let i = 0; i < 20; i++) {
      const username = i % 2 ? 'boss' : 'plain';
      await submissions.create({ pid, displayPid: 'P1', cid: 0, cpid: 0, gid: null, tid: null, uid: uids[username], username, code: 'print(1)', language: 'Python3', ip: '', isRemote: false, priority: 'practice', status: JudgeStatus.PENDING });
    }
    const driver = orm.em.getDriver();
    const queries = jest.spyOn(driver, 'execute');
    const count = async (limit: number) => {
      queries.mockClear();
      const page = await submissions.list({ cid: 0 }, pageRequest(1, limit, 15));
      expect(page.records).toHaveLength(limit);
      return queries.mock.calls.length;
    };
    const [one, fifteen] = [await count(1), await count(15)];
    queries.mockRestore();
    expect(fifteen).toBe(one);
    expect(one).toBe(2);
  });
});
