import type { MikroORM } from '@mikro-orm/postgresql';
import type { SqlRunner } from '@oj/core';
import { sqlOf } from './entity-manager';

/** The core's SqlRunner for plugins: `sqlOf` per call, so each call joins the UnitOfWork running at that moment. */
export class OrmSqlRunner implements SqlRunner {
  constructor(private readonly orm: MikroORM) {}

  all<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return sqlOf(this.orm).all<T>(sql, params);
  }

  run(sql: string, params: unknown[] = []): Promise<number> {
    return sqlOf(this.orm).run(sql, params);
  }
}
