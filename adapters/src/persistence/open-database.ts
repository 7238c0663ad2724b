import type { EntitySchema, MikroORM } from '@mikro-orm/postgresql';
import { coreMigrations } from '@oj/migrations';
import { createOrm } from './create-orm';
import { DatabaseHealthIndicator } from './database-health';
import { EmbeddedPostgres } from './embedded-postgres';
import { coreEntities } from './entities';
import { migrate, type MigrationSet } from './migrate';

export interface DatabaseOptions {
  /** A PostgreSQL server; unset = embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  migrate: boolean;
  pluginEntities?: EntitySchema[];
  pluginMigrations?: MigrationSet[];
  poolMax?: number;
}

export interface Database {
  orm: MikroORM;
  engine: 'postgresql' | 'pglite';
  /** The URL the ORM connects to (for the embedded engine, its loopback port). */
  url: string;
  health: DatabaseHealthIndicator;
  applied: string[];
  close(): Promise<void>;
}

const SERVER_POOL_MAX = 10;
const EMBEDDED_POOL_MAX = 4;

/** Opens the database the settings name (starting the embedded one if none), and migrates it if asked. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await EmbeddedPostgres.start(options.dataDir);
  const url = options.databaseUrl ?? (embedded as EmbeddedPostgres).url;
  const engine = embedded ? 'pglite' : 'postgresql';
  try {
    const orm = await createOrm({
      url,
      entities: [...coreEntities, ...(options.pluginEntities ?? [])],
      poolMax: options.poolMax ?? (embedded ? EMBEDDED_POOL_MAX : SERVER_POOL_MAX),
    });
    // the embedded database is this process's own: it is always brought up to date
    const report = options.migrate || embedded ? await migrate(orm, [{ owner: 'core', migrations: coreMigrations }, ...(options.pluginMigrations ?? [])]) : { applied: [] };
    return {
      orm,
      engine,
      url,
      health: new DatabaseHealthIndicator(orm, engine),
      applied: report.applied,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
