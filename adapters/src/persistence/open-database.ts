import type { EntitySchema, MikroORM } from '@mikro-orm/postgresql';
import { coreMigrations } from '@oj/migrations';
import { createOrm } from './create-orm';
import { DatabaseHealthIndicator, type DatabaseEngine } from './database-health';
import { EmbeddedPostgres } from './embedded-postgres';
import { coreEntities } from './entities';
import { migrate, type MigrationSet } from './migrate';

export interface DatabaseOptions {
  /** A PostgreSQL server (`?schema=name` to use a schema other than `public`); unset = embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Where the embedded database keeps its data (`<dataDir>/pg`). */
  dataDir: string;
  /** Run pending migrations now. The embedded database is always migrated: it is this process's own. */
  migrate: boolean;
  pluginEntities?: EntitySchema[];
  /** Each enabled plugin's migrations, in plugin order; they run after the core's. */
  pluginMigrations?: MigrationSet[];
  poolMax?: number;
}

/** An open database: what the composition root binds repositories to and closes at shutdown. */
export interface Database {
  orm: MikroORM;
  engine: DatabaseEngine;
  /** The URL the ORM connects to (for the embedded engine, its loopback port: psql can attach there). */
  url: string;
  health: DatabaseHealthIndicator;
  /** `owner/name` of the migrations applied while opening. */
  applied: string[];
  close(): Promise<void>;
}

const SERVER_POOL_MAX = 10;
/** PGlite serves one query at a time: a few connections keep requests queued in the server, not the pool. */
const EMBEDDED_POOL_MAX = 4;

/** Opens the database the settings name (starting the embedded one if none), and migrates it if asked. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await EmbeddedPostgres.start(options.dataDir);
  const url = options.databaseUrl ?? (embedded as EmbeddedPostgres).url;
  const engine: DatabaseEngine = embedded ? 'pglite' : 'postgresql';
  let orm: MikroORM | undefined;
  try {
    orm = await createOrm({
      url,
      entities: [...coreEntities, ...(options.pluginEntities ?? [])],
      poolMax: options.poolMax ?? (embedded ? EMBEDDED_POOL_MAX : SERVER_POOL_MAX),
    });
    const sets = [{ owner: 'core', migrations: coreMigrations }, ...(options.pluginMigrations ?? [])];
    const { applied } = options.migrate || embedded ? await migrate(orm, sets) : { applied: [] };
    const opened = orm;
    return {
      orm: opened,
      engine,
      url,
      health: new DatabaseHealthIndicator(opened, engine),
      applied,
      async close() {
        try {
          await opened.close(true);
        } finally {
          await embedded?.stop();
        }
      },
    };
  } catch (error) {
    await orm?.close(true).catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
