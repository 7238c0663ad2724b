import type { ServiceIdentifier } from 'inversify';
import type { Mail } from './mailer.port';

export interface OutboxMail extends Mail {
  id: string;
  createdAt: Date;
}

/** Where mail goes when no SMTP relay is configured: stored (and logged), readable by admins and tests. */
export interface MailOutbox {
  store(mail: Mail): Promise<OutboxMail>;
  /** Newest first. */
  latest(limit: number, to?: string): Promise<OutboxMail[]>;
}

export const MAIL_OUTBOX: ServiceIdentifier<MailOutbox> = Symbol.for('oj.MailOutbox');
