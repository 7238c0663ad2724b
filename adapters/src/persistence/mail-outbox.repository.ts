import type { MikroORM } from '@mikro-orm/postgresql';
import { offsetOf, pageOf, type Mail, type MailOutbox, type OutboxMail, type Page, type PageRequest } from '@oj/core';
import { emOf } from './entity-manager';
import { MailOutboxRecord } from './schemas/mail-outbox.schema';

/** The most mails one `latest` call returns, whatever it asks for. */
export const OUTBOX_MAX_PAGE = 1_000;
/** The column's size: a relay's answer is cut to it. */
const LAST_ERROR_MAX = 1_000;
/** Outbox ids are bigserial: anything else names no mail. */
const ID = /^[1-9]\d{0,17}$/;

const toModel = (r: MailOutboxRecord): OutboxMail => ({
  id: String(r.id),
  to: r.to,
  subject: r.subject,
  text: r.text,
  html: r.html ?? undefined,
  createdAt: r.createdAt,
  ...(r.sentAt ? { sentAt: r.sentAt } : {}),
  ...(r.lastError ? { lastError: r.lastError } : {}),
});

/** The `mail_outbox` table, through MikroORM: mail kept, newest first, readable by recipient, with its resends. */
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

  async page(request: PageRequest): Promise<Page<OutboxMail>> {
    const [records, total] = await emOf(this.orm).findAndCount(MailOutboxRecord, {}, { orderBy: { id: 'desc' }, limit: request.limit, offset: offsetOf(request) });
    return pageOf(records.map(toModel), total, request);
  }

  async find(id: string): Promise<OutboxMail | undefined> {
    if (!ID.test(id)) return undefined;
    const record = await emOf(this.orm).findOne(MailOutboxRecord, { id });
    return record ? toModel(record) : undefined;
  }

  async markSent(id: string, at: Date): Promise<void> {
    if (ID.test(id)) await emOf(this.orm).nativeUpdate(MailOutboxRecord, { id }, { sentAt: at, lastError: null });
  }

  async markFailed(id: string, reason: string): Promise<void> {
    if (ID.test(id)) await emOf(this.orm).nativeUpdate(MailOutboxRecord, { id }, { lastError: reason.slice(0, LAST_ERROR_MAX) || 'failed' });
  }
}
