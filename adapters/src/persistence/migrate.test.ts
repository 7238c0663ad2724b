import type { MikroORM } from '@mikro-orm/postgresql';
import type { MigrationSpec } from '@oj/core';
import { coreMigrations } from '@oj/migrations';
import { freshDatabase, TEST_ENGINES, type TestDatabase } from '../testing/test-database';
import { createOrm } from './create-orm';
import { coreEntities } from './entities';
import { migrate, MigrationFailed, MIGRATIONS_TABLE, type MigrationSet } from './migrate';

const core: MigrationSet = { owner: 'core', migrations: coreMigrations };
const coreIds = coreMigrations.map((m) => `core/${m.name}`);
const hello: MigrationSet = {
  owner: 'hello',
  migrations: [
    // a plugin's migration may rely on the core's tables: it runs after them
    { name: '0001-hello', up: ['create table hello (id serial primary key, site_name varchar(255))', 'insert into hello (site_name) select name from site_config'] },
  ],
};
const POOL_MAX = 2;

describe.each(TEST_ENGINES)('migrate on %s', (engine) => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeEach(async () => {
    db = await freshDatabase(engine);
    orm = await createOrm({ url: db.url, entities: coreEntities, poolMax: POOL_MAX });
  });
  afterEach(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const query = <T>(sql: string) => orm.em.fork().execute<T[]>(sql);
  const tables = async () => (await query<{ t: string }>('select table_name as t from information_schema.tables where table_schema = current_schema()')).map((r) => r.t);
  const recorded = async () => (await query<{ owner: string; name: string }>(`select owner, name from ${MIGRATIONS_TABLE} order by seq`)).map((r) => `${r.owner}/${r.name}`);

  it('applies the core’s migrations, then the plugins’, in the schema the URL names, and records each', async () => {
    const report = await migrate(orm, [core, hello]);
    expect(report.applied).toEqual([...coreIds, 'hello/0001-hello']);
    expect(await recorded()).toEqual(report.applied);
    expect(await tables()).toEqual(expect.arrayContaining(['site_config', 'mail_outbox', 'hello', MIGRATIONS_TABLE]));
    expect(await query('select site_name from hello')).toEqual([{ site_name: 'Online Judge' }]);
    // nothing leaked into public: the suite's schema holds it all
    expect(await query(`select table_name from information_schema.tables where table_schema = 'public' and table_name = 'site_config'`)).toEqual([]);
    const [applied] = await query<{ applied_at: Date }>(`select applied_at from ${MIGRATIONS_TABLE} limit 1`);
    expect(Date.now() - new Date(applied.applied_at).getTime()).toBeLessThan(60_000);
  });

  it('applies nothing the second time, and only what is new later', async () => {
    await migrate(orm, [core]);
    expect((await migrate(orm, [core])).applied).toEqual([]);
    expect((await migrate(orm, [core, hello])).applied).toEqual(['hello/0001-hello']);
    expect((await migrate(orm, [core, hello])).applied).toEqual([]);
  });

  it('keeps the migrations before a failing one, undoes the failing one entirely, and says where it failed', async () => {
    const broken: MigrationSet = { owner: 'broken', migrations: [{ name: '0001', up: ['create table half (id int)', 'this is not sql'] }] };
    const failure = await migrate(orm, [core, broken]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).message).toMatch(/^migration broken\/0001 failed \(statement 2 of 2\): .*syntax error/);
    expect(await tables()).toContain('site_config');
    expect(await tables()).not.toContain('half');
    expect(await recorded()).toEqual(coreIds);
    // fixed, it applies on the next start
    const fixed: MigrationSet = { owner: 'broken', migrations: [{ name: '0001', up: ['create table half (id int)'] }] };
    expect((await migrate(orm, [core, fixed])).applied).toEqual(['broken/0001']);
  });

  it('migrates once when two processes start together', async () => {
    const other = await createOrm({ url: db.url, entities: coreEntities, poolMax: POOL_MAX });
    try {
      const [a, b] = await Promise.all([migrate(orm, [core, hello]), migrate(other, [core, hello])]);
      const all = [...a.applied, ...b.applied];
      expect(all.sort()).toEqual([...coreIds, 'hello/0001-hello'].sort());
      expect(await recorded()).toEqual([...coreIds, 'hello/0001-hello']);
      expect(await query('select site_name from hello')).toHaveLength(1);
    } finally {
      await other.close(true);
    }
  });

  it('refuses a list that names an owner or a migration twice', async () => {
    const twice: MigrationSpec = { name: '0001', up: ['select 1'] };
    await expect(migrate(orm, [core, core])).rejects.toThrow("migrations of 'core' are given twice");
    await expect(migrate(orm, [{ owner: 'p', migrations: [twice, twice] }])).rejects.toThrow('migration p/0001 is listed twice');
    expect(await tables()).not.toContain(MIGRATIONS_TABLE);
  });

  it('gives its connection back: many runs on a pool of two do not exhaust it', async () => {
    await migrate(orm, [core]);
    for (let i = 0; i < POOL_MAX * 3; i++) await migrate(orm, [core]);
    expect(await query('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
