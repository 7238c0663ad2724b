import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { Mail } from './mailer.port';

export interface OutboxMail extends Mail {
  id: string;
  createdAt: Date;
  /** When the super admin's resend handed it to an SMTP relay (the last time, if several). */
  sentAt?: Date;
  /** What the relay answered when the last resend failed (cleared by a successful one). */
  lastError?: string;
}

/** Where a kept mail stands: only kept, its last resend failed, or a resend handed it to a relay. */
export type OutboxMailState = 'kept' | 'sent' | 'failed';

export function outboxMailState(mail: Pick<OutboxMail, 'sentAt' | 'lastError'>): OutboxMailState {
  return mail.lastError ? 'failed' : mail.sentAt ? 'sent' : 'kept';
}

/** Where mail goes when no SMTP relay is configured: stored (and logged), readable by admins and tests. */
export interface MailOutbox {
  store(mail: Mail): Promise<OutboxMail>;
  /** Newest first. */
  latest(limit: number, to?: string): Promise<OutboxMail[]>;
  /** One page of every kept mail, newest first (the admin's outbox page). */
  page(request: PageRequest): Promise<Page<OutboxMail>>;
  find(id: string): Promise<OutboxMail | undefined>;
  /** Records a resend the relay accepted (clears the last failure). */
  markSent(id: string, at: Date): Promise<void>;
  /** Records why the last resend failed (an earlier delivery's time stays). */
  markFailed(id: string, reason: string): Promise<void>;
}

export const MAIL_OUTBOX: ServiceIdentifier<MailOutbox> = Symbol.for('oj.MailOutbox');
