import type { EntitySchema } from '@mikro-orm/postgresql';
import { MailOutboxSchema } from './schemas/mail-outbox.schema';
import { SessionSchema } from './schemas/session.schema';
import { SiteConfigSchema } from './schemas/site-config.schema';
import { UserSchema } from './schemas/user.schema';

/** Every entity schema of the core; plugins add theirs when the database is opened. */
export const coreEntities: EntitySchema[] = [SiteConfigSchema, MailOutboxSchema, UserSchema, SessionSchema] as EntitySchema[];
