import { MikroORM, TransactionContext, type EntityManager, type EntitySchema } from '@mikro-orm/postgresql';

export interface OrmOptions {
  url: string;
  entities: EntitySchema[];
  /** Pooled connections (the embedded server gets fewer: it runs one query at a time anyway). */
  poolMax: number;
}

/** MikroORM on PostgreSQL (a real server or the embedded one: same driver either way). */
export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: options.url,
    entities: options.entities,
    pool: { min: 0, max: options.poolMax, idleTimeoutMillis: 30_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 5_000 } },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
  });
}

/**
 * The entity manager a repository call should use: the surrounding transaction's when inside
 * `UnitOfWork.run`, otherwise a fresh fork (its own identity map, nothing shared between requests).
 */
export function emOf(orm: MikroORM): EntityManager {
  return (TransactionContext.getEntityManager(orm.em.name) as EntityManager | undefined) ?? orm.em.fork();
}
