import { TEST_ENGINES } from '../testing/test-database';
import { OrmSqlRunner } from './orm-sql-runner';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { MikroUnitOfWork } from './unit-of-work';

// The plugins' SqlRunner: rows and counts like sqlOf, and inside a UnitOfWork it is part of the transaction.
for (const engine of TEST_ENGINES) {
  describe(`OrmSqlRunner on ${engine}`, () => {
    let m: MigratedOrm;
    let sql: OrmSqlRunner;
    beforeAll(async () => {
      m = await migratedOrm(engine);
      sql = new OrmSqlRunner(m.orm);
      await sql.run('create table sql_runner_probe (id integer primary key, name varchar(20) not null)');
    });
    afterAll(() => m?.close());

    it('answers rows and the number of rows a statement touched', async () => {
      expect(await sql.run("insert into sql_runner_probe (id, name) values (1, 'a'), (2, 'b')")).toBe(2);
      expect(await sql.all<{ name: string }>('select name from sql_runner_probe where id > ? order by id', [0])).toEqual([{ name: 'a' }, { name: 'b' }]);
      expect(await sql.run('update sql_runner_probe set name = ? where id = ?', ['c', 99])).toBe(0);
    });

    it('joins the UnitOfWork it runs in: a failed unit leaves nothing, a good one commits', async () => {
      const unit = new MikroUnitOfWork(m.orm);
      await expect(unit.run(async () => {
        await sql.run("insert into sql_runner_probe (id, name) values (3, 'gone')");
        expect(await sql.all('select 1 from sql_runner_probe where id = 3')).toHaveLength(1);
        throw new Error('roll back');
      })).rejects.toThrow('roll back');
      expect(await sql.all('select 1 from sql_runner_probe where id = 3')).toHaveLength(0);
      await unit.run(() => sql.run("insert into sql_runner_probe (id, name) values (4, 'kept')"));
      expect(await sql.all('select 1 from sql_runner_probe where id = 4')).toHaveLength(1);
    });
  });
}
