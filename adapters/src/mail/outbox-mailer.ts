import type { Mail, Mailer, MailOutbox, SentMail } from '@oj/core';

/** Mail without a relay: stored in the outbox (admins and tests read it there) and logged. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly log: (line: string, mail: { to: string; subject: string }) => void = () => {},
  ) {}

  async send(mail: Mail): Promise<SentMail> {
    const stored = await this.outbox.store(mail);
    this.log('mail kept in the outbox (no SMTP relay configured)', { to: mail.to, subject: mail.subject });
    return { id: stored.id, via: 'outbox' };
  }
}
