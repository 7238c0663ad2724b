import { TransactionContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';

/**
 * The entity manager a repository call uses: inside `UnitOfWork.run`, the transaction's (so every
 * repository called there shares the transaction); anywhere else, a fresh fork of its own.
 *
 * Why not one entity manager per HTTP request (MikroORM's `RequestContext`): our repositories hand out
 * plain models, never managed entities, so a request-wide identity map saves nothing, and it would
 * cost correctness: an entity cached earlier in the request hides a later `nativeUpdate`, and a flush
 * that failed (say, a unique violation) leaves its entity queued, to be inserted again by the next
 * repository's flush in the same request. So the web layer wraps nothing per request; a use case that
 * must be atomic runs inside `UnitOfWork.run`.
 */
export function emOf(orm: MikroORM): EntityManager {
  return (TransactionContext.getEntityManager(orm.em.name) as EntityManager | undefined) ?? orm.em.fork();
}

/**
 * Hand-written SQL on the repository's entity manager: inside a transaction it runs on the
 * transaction's connection (`em.getConnection().execute` without a context would not: it takes a pooled
 * connection of its own, outside the transaction, and on PGlite would wait for that transaction forever).
 */
export function sqlOf(orm: MikroORM) {
  const em = emOf(orm);
  return {
    /** Rows of a query (`?` placeholders). */
    all: async <T>(sql: string, params: unknown[] = []) => (await em.execute(sql, params, 'all')) as unknown as T[],
    /** Runs a statement; returns the number of rows it touched. */
    run: async (sql: string, params: unknown[] = []) => {
      const result = (await em.execute(sql, params, 'run')) as unknown as { affectedRows?: number };
      return result.affectedRows ?? 0;
    },
  };
}
