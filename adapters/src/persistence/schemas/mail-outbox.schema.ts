import { EntitySchema } from '@mikro-orm/postgresql';

/** A mail kept in `mail_outbox` because no SMTP relay is configured, and what its resends did. */
export class MailOutboxRecord {
  id!: string;
  to!: string;
  subject!: string;
  text!: string;
  html?: string | null;
  createdAt!: Date;
  sentAt?: Date | null;
  lastError?: string | null;
}

export const MailOutboxSchema = new EntitySchema<MailOutboxRecord>({
  class: MailOutboxRecord,
  tableName: 'mail_outbox',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    to: { type: 'string', fieldName: 'to' },
    subject: { type: 'string' },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    sentAt: { type: 'datetime', nullable: true },
    lastError: { type: 'string', nullable: true },
  },
});
