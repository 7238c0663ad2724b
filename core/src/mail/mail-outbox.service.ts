import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../clock/clock.port';
import { ADMIN_LIST_PAGE_SIZE } from '../site/announcement.model';
import { Conflict, NotFound, ServiceUnavailable } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import { MAIL_OUTBOX, outboxMailState, type MailOutbox, type OutboxMail, type OutboxMailState } from './mail-outbox.port';
import { MAILER, type Mailer } from './mailer.port';

/** A kept mail as the outbox page lists it (its text only when one is opened). */
export interface OutboxMailRow {
  id: string;
  to: string;
  subject: string;
  createdAt: Date;
  state: OutboxMailState;
  sentAt: Date | null;
  lastError: string | null;
}

/** One kept mail, opened: its row and its text (and HTML, when it has one). */
export type OutboxMailView = OutboxMailRow & { text: string; html: string | null };

const rowOf = (m: OutboxMail): OutboxMailRow => ({ id: m.id, to: m.to, subject: m.subject, createdAt: m.createdAt, state: outboxMailState(m), sentAt: m.sentAt ?? null, lastError: m.lastError ?? null });

/**
 * The super admin's outbox page: the mails kept because no SMTP relay was configured (registration codes of
 * a site without SMTP among them), each readable, and a resend once a relay is configured.
 */
@injectable()
export class MailOutboxService {
  constructor(
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(currentPage: number | undefined, limit: number | undefined): Promise<Page<OutboxMailRow>> {
    const page = await this.outbox.page(pageRequest(currentPage, limit, ADMIN_LIST_PAGE_SIZE));
    return { ...page, records: page.records.map(rowOf) };
  }

  async get(id: string): Promise<OutboxMailView> {
    const mail = await this.find(id);
    return { ...rowOf(mail), text: mail.text, html: mail.html ?? null };
  }

  /**
   * Sends a kept mail through the relay now configured (the stored SMTP settings, else SMTP_URL): 409 while
   * there is none, 503 with the relay's answer when it refuses (recorded as the mail's failure).
   */
  async resend(id: string): Promise<OutboxMailView> {
    const mail = await this.find(id);
    if (!(await this.mailer.hasRelay())) throw new Conflict('mail.outboxNoRelay');
    let sent;
    try {
      sent = await this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const reason = error instanceof ServiceUnavailable && typeof error.params.reason === 'string' ? error.params.reason : (error as Error).message;
      await this.outbox.markFailed(id, reason);
      throw new ServiceUnavailable('mail.outboxResendFailed', { reason });
    }
    // the relay's settings were cleared between the check and the send: the mail was kept once more
    if (sent.via !== 'smtp') throw new Conflict('mail.outboxNoRelay');
    await this.outbox.markSent(id, this.clock.now());
    return this.get(id);
  }

  private async find(id: string): Promise<OutboxMail> {
    const mail = await this.outbox.find(id);
    if (!mail) throw new NotFound('mail.outboxNotFound');
    return mail;
  }
}
