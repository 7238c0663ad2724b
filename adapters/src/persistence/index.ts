export { openDatabase, type Database, type DatabaseOptions } from './open-database';
export { migrate, MIGRATIONS_TABLE, type MigrationSet, type MigrationReport } from './migrate';
export { createOrm, emOf } from './create-orm';
export { EmbeddedPostgres } from './embedded-postgres';
export { coreEntities } from './entities';
export { MikroWebsiteConfigRepository } from './website-config.repository';
export { MikroMailOutbox } from './mail-outbox.repository';
export { MikroUnitOfWork } from './unit-of-work';
export { DatabaseHealthIndicator } from './database-health';
