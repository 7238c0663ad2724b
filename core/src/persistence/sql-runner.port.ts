import type { ServiceIdentifier } from 'inversify';

/**
 * Hand-written SQL for plugins, which may not import the adapters: `?` placeholders, PostgreSQL 15 and
 * PGlite. Inside `UnitOfWork.run` it runs in that transaction (as the adapters' own repositories do);
 * anywhere else on a connection of its own. Plugins read the core's tables through it but write only theirs.
 */
export interface SqlRunner {
  /** Rows of a query. */
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a statement; answers how many rows it touched. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

export const SQL_RUNNER: ServiceIdentifier<SqlRunner> = Symbol.for('oj.SqlRunner');
