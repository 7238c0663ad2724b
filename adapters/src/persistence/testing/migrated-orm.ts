import type { MikroORM } from '@mikro-orm/postgresql';
import { coreMigrations } from '@oj/migrations';
import { freshDatabase, type TestDatabase, type TestEngine } from '../../testing/test-database';
import { createOrm } from '../create-orm';
import { coreEntities } from '../entities';
import { migrate } from '../migrate';

/** Pool of a test ORM: more than one connection, so tests would notice work escaping a transaction. */
const TEST_POOL_MAX = 4;

export interface MigratedOrm {
  orm: MikroORM;
  db: TestDatabase;
  close(): Promise<void>;
}

/** An ORM on a fresh schema of the given engine, with the core's migrations applied. */
export async function migratedOrm(engine: TestEngine): Promise<MigratedOrm> {
  const db = await freshDatabase(engine);
  let orm: MikroORM | undefined;
  try {
    orm = await createOrm({ url: db.url, entities: coreEntities, poolMax: TEST_POOL_MAX });
    await migrate(orm, [{ owner: 'core', migrations: coreMigrations }]);
  } catch (error) {
    await orm?.close(true);
    await db.drop();
    throw error;
  }
  const opened = orm;
  return {
    orm: opened,
    db,
    async close() {
      await opened.close(true);
      await db.drop();
    },
  };
}
