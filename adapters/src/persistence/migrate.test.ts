import type { MikroORM } from '@mikro-orm/postgresql';
import { coreMigrations } from '@oj/migrations';
import { freshDatabase, TEST_ENGINES, type TestDatabase } from '../testing/test-database';
import { createOrm } from './create-orm';
import { coreEntities } from './entities';
import { migrate, MIGRATIONS_TABLE } from './migrate';

const plugin = { owner: 'hello', migrations: [{ name: '0001-hello', up: ['create table hello (id serial primary key, site_name varchar(255))', 'insert into hello (site_name) select name from site_config'] }] };

describe.each(TEST_ENGINES)('migrate on %s', (engine) => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeEach(async () => {
    db = await freshDatabase(engine);
    orm = await createOrm({ url: db.url, entities: coreEntities, poolMax: 4 });
  });
  afterEach(async () => {
    await orm.close(true);
    await db.drop();
  });

  const tables = async () =>
    (await orm.em.fork().getConnection().execute<Array<{ t: string }>>("select table_name as t from information_schema.tables where table_schema = current_schema() order by 1")).map((r) => r.t);

  it('applies the core, then the plugins, and records each', async () => {
    const report = await migrate(orm, [{ owner: 'core', migrations: coreMigrations }, plugin]);
    expect(report.applied).toEqual([...coreMigrations.map((m) => `core/${m.name}`), 'hello/0001-hello']);
    expect(await tables()).toEqual(expect.arrayContaining(['site_config', 'mail_outbox', 'hello', MIGRATIONS_TABLE]));
    const rows = await orm.em.fork().getConnection().execute('select site_name from hello');
    expect(rows).toEqual([{ site_name: 'Online Judge' }]);
  });

  it('applies nothing the second time', async () => {
    await migrate(orm, [{ owner: 'core', migrations: coreMigrations }]);
    expect((await migrate(orm, [{ owner: 'core', migrations: coreMigrations }])).applied).toEqual([]);
  });

  it('leaves the database as it was when a migration fails', async () => {
    const broken = { owner: 'broken', migrations: [{ name: '0001', up: ['create table half (id int)', 'this is not sql'] }] };
    await expect(migrate(orm, [{ owner: 'core', migrations: coreMigrations }, broken])).rejects.toThrow();
    expect(await tables()).not.toContain('half');
    expect(await tables()).not.toContain('site_config');
  });

  it('migrates once when two processes start together', async () => {
    const other = await createOrm({ url: db.url, entities: coreEntities, poolMax: 2 });
    try {
      const [a, b] = await Promise.all([migrate(orm, [{ owner: 'core', migrations: coreMigrations }]), migrate(other, [{ owner: 'core', migrations: coreMigrations }])]);
      expect([...a.applied, ...b.applied]).toEqual(coreMigrations.map((m) => `core/${m.name}`));
    } finally {
      await other.close(true);
    }
  });
});
