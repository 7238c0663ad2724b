import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mail, MailOutbox, OutboxMail } from '@oj/core';
import { emOf } from './entity-manager';
import { MailOutboxRecord } from './schemas/mail-outbox.schema';

/** The most mails one `latest` call returns, whatever it asks for. */
export const OUTBOX_MAX_PAGE = 1_000;

const toModel = (r: MailOutboxRecord): OutboxMail => ({ id: String(r.id), to: r.to, subject: r.subject, text: r.text, html: r.html ?? undefined, createdAt: r.createdAt });

/** The `mail_outbox` table, through MikroORM: mail kept, newest first, readable by recipient. */
export class MikroMailOutbox implements MailOutbox {
  constructor(private readonly orm: MikroORM) {}

  async store(mail: Mail): Promise<OutboxMail> {
    const em = emOf(this.orm);
    const record = em.create(MailOutboxRecord, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: new Date() });
    em.persist(record);
    await em.flush();
    return toModel(record);
  }

  async latest(limit: number, to?: string): Promise<OutboxMail[]> {
    const count = Math.min(Math.floor(limit), OUTBOX_MAX_PAGE);
    // (a limit of 0 would mean "no limit" to the query builder)
    if (!(count > 0)) return [];
    const records = await emOf(this.orm).find(MailOutboxRecord, to ? { to } : {}, { orderBy: { id: 'desc' }, limit: count });
    return records.map(toModel);
  }
}
