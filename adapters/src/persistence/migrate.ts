import type { MigrationSpec } from '@oj/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** Migrations of one owner: `core`, or a plugin id. */
export interface MigrationSet {
  owner: string;
  migrations: readonly MigrationSpec[];
}

export interface MigrationReport {
  applied: string[];
}

/** Any fixed number: the lock that makes concurrent starts migrate once. */
const MIGRATION_LOCK_KEY = 7_205_117_001;
export const MIGRATIONS_TABLE = 'oj_migrations';

/**
 * Runs every pending migration, the core's first and then each plugin's in the order given, in one
 * transaction under an advisory lock: two processes starting together migrate once, and a failing
 * migration leaves the database as it was.
 */
export async function migrate(orm: MikroORM, sets: readonly MigrationSet[]): Promise<MigrationReport> {
  const applied: string[] = [];
  await orm.em.fork().transactional(async (em) => {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    await conn.execute(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`, [], 'all', ctx);
    await conn.execute(
      `create table if not exists ${MIGRATIONS_TABLE} (seq bigserial unique, owner varchar(64) not null, name varchar(255) not null, applied_at timestamptz not null default now(), primary key (owner, name))`,
      [],
      'run',
      ctx,
    );
    const rows = await conn.execute<Array<{ owner: string; name: string }>>(`select owner, name from ${MIGRATIONS_TABLE}`, [], 'all', ctx);
    const done = new Set(rows.map((r) => `${r.owner}/${r.name}`));
    for (const set of sets) {
      for (const migration of set.migrations) {
        const id = `${set.owner}/${migration.name}`;
        if (done.has(id)) continue;
        for (const statement of migration.up) await conn.execute(statement, [], 'run', ctx);
        await conn.execute(`insert into ${MIGRATIONS_TABLE} (owner, name) values (?, ?)`, [set.owner, migration.name], 'run', ctx);
        applied.push(id);
      }
    }
  });
  return { applied };
}
