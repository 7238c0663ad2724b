import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';

export interface OrmOptions {
  /**
   * `postgresql://user:password@host:port/database`, optionally `?schema=name`: the tables then live in
   * that schema (MikroORM qualifies its queries with it, and every connection's `search_path` names it,
   * so hand-written SQL and migrations land there too).
   */
  url: string;
  entities: EntitySchema[];
  /** Pooled connections (the embedded server gets fewer: it runs one query at a time anyway). */
  poolMax: number;
}

/** Unused pooled connections are closed after this long. */
const POOL_IDLE_TIMEOUT_MS = 30_000;
/** A server that does not accept a connection within this is reported as down, not waited for. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long a caller waits for a free pooled connection before the query fails. */
const ACQUIRE_TIMEOUT_MS = 30_000;

/** The schema named by `?schema=` in a database URL, if any. */
export function schemaOf(url: string): string | undefined {
  return new URL(url).searchParams.get('schema') ?? undefined;
}

/**
 * MikroORM on PostgreSQL: a real server or the embedded one, same driver either way. There is no global
 * entity manager (`allowGlobalContext: false`): repositories work through `entityManagerOf` (a fork of
 * their own, or the surrounding `UnitOfWork`'s transaction).
 */
export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  const schema = schemaOf(options.url);
  return MikroORM.init({
    clientUrl: options.url,
    entities: options.entities,
    pool: { min: 0, max: options.poolMax, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS, acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS },
    driverOptions: {
      connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      // knex runs `set search_path` on every new connection
      ...(schema ? { searchPath: [schema] } : {}),
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
  });
}
