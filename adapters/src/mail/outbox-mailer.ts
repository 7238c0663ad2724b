import type { Mail, Mailer, MailOutbox, SentMail } from '@oj/core';

/** What the outbox says of each mail it keeps: where it went, what it says, plainly. */
export interface KeptMailNotice {
  /** One line for a person reading the console: recipient, subject and the whole text. */
  line: string;
  fields: { mailId: string; to: string; subject: string };
}

/**
 * A kept mail on one console line, readable inside a JSON log line too (no quotes to escape): its line
 * breaks become ' / '.
 */
export function keptMailLine(mail: Mail): string {
  const text = mail.text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).join(' / ');
  return `mail kept in the outbox (no SMTP relay configured) — to: ${mail.to} — subject: ${mail.subject} — ${text}`;
}

/**
 * Mail without a relay: stored in the outbox (the super admin's outbox page and tests read it there) and
 * printed through `log` with its text, so that whoever runs a site without SMTP (the embedded default) reads
 * a registration code on the console.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly log: (notice: KeptMailNotice) => void = () => {},
  ) {}

  async send(mail: Mail): Promise<SentMail> {
    const stored = await this.outbox.store(mail);
    this.log({ line: keptMailLine(mail), fields: { mailId: stored.id, to: mail.to, subject: mail.subject } });
    return { id: stored.id, via: 'outbox' };
  }

  async hasRelay(): Promise<boolean> {
    return false;
  }
}
