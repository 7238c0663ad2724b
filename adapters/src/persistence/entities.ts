import type { EntitySchema } from '@mikro-orm/postgresql';
import { MailOutboxSchema } from './schemas/mail-outbox.schema';
import { SiteConfigSchema } from './schemas/site-config.schema';

/** Every entity schema of the core; plugins add theirs when the database is opened. */
export const coreEntities: EntitySchema[] = [SiteConfigSchema as EntitySchema, MailOutboxSchema as EntitySchema];
