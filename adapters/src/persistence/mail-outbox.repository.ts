import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mail, MailOutbox, OutboxMail } from '@oj/core';
import { emOf } from './create-orm';
import { MailOutboxRecord } from './schemas/mail-outbox.schema';

const toModel = (r: MailOutboxRecord): OutboxMail => ({ id: String(r.id), to: r.to, subject: r.subject, text: r.text, html: r.html ?? undefined, createdAt: r.createdAt });

/** The outbox table, through MikroORM. */
export class MikroMailOutbox implements MailOutbox {
  constructor(private readonly orm: MikroORM) {}

  async store(mail: Mail): Promise<OutboxMail> {
    const em = emOf(this.orm);
    const record = em.create(MailOutboxRecord, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: new Date() });
    await em.persistAndFlush(record);
    return toModel(record);
  }

  async latest(limit: number, to?: string): Promise<OutboxMail[]> {
    const records = await emOf(this.orm).find(MailOutboxRecord, to ? { to } : {}, { orderBy: { id: 'desc' }, limit });
    return records.map(toModel);
  }
}
