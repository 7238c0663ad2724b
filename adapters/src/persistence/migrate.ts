import type { MikroORM } from '@mikro-orm/postgresql';
import type { MigrationSpec } from '@oj/core';
import type { Client } from 'pg';

/** Migrations of one owner: `core`, or a plugin id. */
export interface MigrationSet {
  owner: string;
  migrations: readonly MigrationSpec[];
}

export interface MigrationReport {
  /** `owner/name` of each migration this call applied, in order. */
  applied: string[];
}

/** Where applied migrations are recorded (in the schema the URL names, like every table). */
export const MIGRATIONS_TABLE = 'oj_migrations';
/**
 * First half of the advisory lock key (any fixed number: 'OJ'); the second half is the hash of the
 * current schema, so sites (or test suites) in different schemas of one database do not wait for each other.
 */
const MIGRATION_LOCK_CLASS = 0x4f4a;
const LOCK_KEY = `${MIGRATION_LOCK_CLASS}, hashtext(coalesce(current_schema(), ''))`;

/** A migration that failed: which one, where (`statement 3 of 5`), and the database's reason. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    readonly where: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed (${where}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationFailed';
  }
}

function checkSets(sets: readonly MigrationSet[]): void {
  const owners = new Set<string>();
  for (const set of sets) {
    if (owners.has(set.owner)) throw new Error(`migrations of '${set.owner}' are given twice`);
    owners.add(set.owner);
    const names = new Set<string>();
    for (const m of set.migrations) {
      if (names.has(m.name)) throw new Error(`migration ${set.owner}/${m.name} is listed twice`);
      names.add(m.name);
    }
  }
}

/**
 * Brings the database up to date: the core's migrations first, then each plugin's in the order given,
 * each migration in a transaction of its own (a failing one leaves nothing half done, and the ones
 * before it stay applied), each recorded in `oj_migrations` with its owner and time. Idempotent.
 *
 * Two processes starting together migrate once: the run holds a session advisory lock, so the second
 * waits and then finds everything applied. The embedded engine has a single session shared by every
 * connection, where that lock cannot exclude anyone; there each migration's transaction checks again
 * that it is still pending (PGlite serves one transaction at a time), which gives the same result.
 *
 * Why our own runner and not MikroORM's Migrator: migrations here are SQL as data handed over by
 * plugins at run time (no files, no build step, see G9), several owners share one table, and the
 * lock and per-schema keying above are not something the Migrator offers.
 */
export async function migrate(orm: MikroORM, sets: readonly MigrationSet[]): Promise<MigrationReport> {
  checkSets(sets);
  const knexClient = orm.em.getConnection().getKnex().client;
  // one pooled connection for the whole run: a session lock belongs to the connection that took it
  const client = (await knexClient.acquireConnection()) as Client & { __knex__disposed?: unknown };
  try {
    await client.query(`select pg_advisory_lock(${LOCK_KEY})`);
    try {
      return await applyPending(client, sets);
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK_KEY})`).catch((error: unknown) => {
        // a connection still holding the lock must never go back to the pool: knex drops disposed ones
        client.__knex__disposed = error;
      });
    }
  } finally {
    await knexClient.releaseConnection(client);
  }
}

async function applyPending(client: Client, sets: readonly MigrationSet[]): Promise<MigrationReport> {
  await client.query(
    `create table if not exists ${MIGRATIONS_TABLE} (
      seq bigserial unique,
      owner varchar(64) not null,
      name varchar(255) not null,
      applied_at timestamptz not null default now(),
      primary key (owner, name)
    )`,
  );
  const rows = (await client.query<{ owner: string; name: string }>(`select owner, name from ${MIGRATIONS_TABLE}`)).rows;
  const done = new Set(rows.map((r) => `${r.owner}/${r.name}`));
  const applied: string[] = [];
  for (const set of sets) {
    for (const migration of set.migrations) {
      const id = `${set.owner}/${migration.name}`;
      if (done.has(id)) continue;
      if (await applyOne(client, set.owner, migration)) applied.push(id);
    }
  }
  return { applied };
}

/** Applies one migration in its own transaction; false when another process applied it meanwhile. */
async function applyOne(client: Client, owner: string, migration: MigrationSpec): Promise<boolean> {
  const id = `${owner}/${migration.name}`;
  let statement = -1;
  await client.query('begin');
  try {
    const already = await client.query(`select 1 from ${MIGRATIONS_TABLE} where owner = $1 and name = $2`, [owner, migration.name]);
    if (already.rowCount) {
      await client.query('commit');
      return false;
    }
    for (statement = 0; statement < migration.up.length; statement++) await client.query(migration.up[statement]);
    await client.query(`insert into ${MIGRATIONS_TABLE} (owner, name) values ($1, $2)`, [owner, migration.name]);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    const where = statement < 0 ? 'checking whether it is pending' : statement < migration.up.length ? `statement ${statement + 1} of ${migration.up.length}` : 'recording it';
    throw new MigrationFailed(id, where, error);
  }
}
