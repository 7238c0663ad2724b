import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '@oj/core';

/** Transactions through MikroORM: repositories inside `run` use the transaction's entity manager (emOf). */
export class MikroUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(() => work());
  }
}
