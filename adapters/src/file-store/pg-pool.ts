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
