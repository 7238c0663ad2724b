import type { MikroORM } from '@mikro-orm/postgresql';
import { JudgeStatus, pageRequest, RANK_TYPE, type RoleName } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { SqlAnnouncementRepository } from './announcement.repository';
import { sqlOf } from './entity-manager';
import { SqlProblemRepository } from './problem.repository';
import { SqlSubmissionStats } from './submission-stats.repository';
import { SqlSubmissionRepository } from './submission.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { testProblemDraft } from './testing/problem-draft';
import { MikroUserRepository } from './user.repository';

// Rank rows, the 7-day AC rank and announcements carry their user's badge (01 §6: SPA for root, ADM for
// admin) from the list's own query, as submission rows do.

const ACCOUNTS: Array<[string, RoleName[]]> = [['boss', ['root', 'admin']], ['keeper', ['admin']], ['setter', ['problem_admin']], ['plain', ['default_user']]];
const EXPECTED = { boss: 'root', keeper: 'admin', setter: null, plain: null };

describe.each(TEST_ENGINES)("the author's badge on rank and announcement rows on %s", (engine) => {
  let m: MigratedOrm;
  let orm: MikroORM;
  let stats: SqlSubmissionStats;
  let announcements: SqlAnnouncementRepository;
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    m = await migratedOrm(engine);
    orm = m.orm;
    stats = new SqlSubmissionStats(orm);
    announcements = new SqlAnnouncementRepository(orm);
    const users = new MikroUserRepository(orm);
    for (const [username, roles] of ACCOUNTS) uids[username] = (await users.create({ username, email: `${username}@example.org`, passwordHash: 'x'.repeat(64), roles })).uid;
    const problem = await new SqlProblemRepository(orm).create(testProblemDraft('P1', 'setter'));
    const submissions = new SqlSubmissionRepository(orm);
    for (const [i, username] of Object.keys(uids).entries()) {
      await submissions.create({ pid: problem.id, displayPid: 'P1', cid: 0, cpid: 0, gid: null, tid: null, uid: uids[username], username, code: 'print(1)', language: 'Python3', ip: '', isRemote: false, priority: 'practice', status: JudgeStatus.ACCEPTED });
      // the verdict's transaction keeps user_record; here it is written as one would be
      await sqlOf(orm).run('insert into user_record (uid, submissions, solved, score) values (?, ?, ?, ?)', [uids[username], 1 + i, 1, 10 * i]);
    }
    for (const username of ['boss', 'keeper', 'plain']) await announcements.create(uids[username], { title: `by ${username}`, content: '', status: 0 });
  });
  afterAll(() => m?.close());

  const roles = (rows: Array<{ username: string; authorRole: string | null }>) => Object.fromEntries(rows.map((r) => [r.username, r.authorRole]));

  it('marks root (over admin) and admin users in both rankings and the 7-day AC rank, in the rankings\' order', async () => {
    const acm = await stats.rankPage(RANK_TYPE.ACM, undefined, pageRequest(1, 30, 30));
    expect(acm.rows.map((r) => r.username)).toEqual(['boss', 'keeper', 'setter', 'plain']);
    expect(roles(acm.rows)).toEqual(EXPECTED);
    const oi = await stats.rankPage(RANK_TYPE.OI, undefined, pageRequest(1, 30, 30));
    expect(oi.rows.map((r) => r.username)).toEqual(['plain', 'setter', 'keeper', 'boss']);
    expect(roles(oi.rows)).toEqual(EXPECTED);
    expect(roles((await stats.rankPage(RANK_TYPE.ACM, undefined, pageRequest(2, 3, 30))).rows)).toEqual({ plain: null });
    const recent = await stats.recentAcRank(new Date(Date.now() - 3600_000), 10);
    expect(recent.map((r) => r.username)).toEqual(['boss', 'keeper', 'plain', 'setter']);
    expect(roles(recent)).toEqual(EXPECTED);
  });

  it('marks the authors of announcements', async () => {
    const page = await announcements.page(pageRequest(1, 5, 5), { visibleOnly: true });
    expect(page.records.map((a) => [a.title, a.authorRole])).toEqual([['by plain', null], ['by keeper', 'admin'], ['by boss', 'root']]);
  });

  it('reads a page in the same number of queries whatever its size (no query per row)', async () => {
    const driver = orm.em.getDriver();
    const queries = jest.spyOn(driver, 'execute');
    const count = async (read: () => Promise<unknown>) => {
      queries.mockClear();
      await read();
      return queries.mock.calls.length;
    };
    try {
      expect(await count(() => stats.rankPage(RANK_TYPE.ACM, undefined, pageRequest(1, 4, 30)))).toBe(await count(() => stats.rankPage(RANK_TYPE.ACM, undefined, pageRequest(1, 1, 30))));
      expect(await count(() => stats.recentAcRank(new Date(0), 10))).toBe(await count(() => stats.recentAcRank(new Date(0), 1)));
      expect(await count(() => announcements.page(pageRequest(1, 5, 5), { visibleOnly: true }))).toBe(await count(() => announcements.page(pageRequest(1, 1, 5), { visibleOnly: true })));
    } finally {
      queries.mockRestore();
    }
  });
});
