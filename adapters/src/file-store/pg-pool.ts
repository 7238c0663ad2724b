import { Pool } from 'pg';

/** The one thing the PostgreSQL file store and the collector ask of a connection: a parameterised query. */
export interface SqlQueryable {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

/**
 * A small `pg` pool for a database URL as the site spells it: `?schema=name` (see create-orm.ts) becomes the
 * connections' search_path, so the file tables are found where the migrations made them.
 */
export function openPgPool(databaseUrl: string, max: number): Pool {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  return new Pool({
    connectionString: url.toString(),
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

/**
 * Takes a session-level advisory lock on a connection of its own, if nobody holds it: answers its release, or
 * undefined when another process holds it (the work is being done there).
 */
export async function tryAdvisoryLock(pool: Pool, key: number): Promise<(() => Promise<void>) | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) {
      client.release();
      return undefined;
    }
  } catch (error) {
    client.release();
    throw error;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1)', [key]);
    } finally {
      client.release();
    }
  };
}
