import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '@oj/core';

/**
 * One database transaction through MikroORM (`em.transactional`): repositories called inside `run` find
 * the transaction through `emOf` and share it; it commits when the work resolves and rolls back when it
 * throws. A `run` inside a `run` joins the outer transaction as a savepoint (MikroORM's NESTED
 * propagation): its failure undoes only its own writes if the caller catches it, and nothing commits
 * before the outermost `run` does. It never opens a second connection, which on the embedded engine
 * (one session, transactions served one at a time) would wait for the outer transaction forever.
 */
export class MikroUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    // orm.em is the context-aware manager: inside a transaction it resolves to that transaction's
    return this.orm.em.transactional(() => work());
  }
}
