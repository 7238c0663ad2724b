import type { ServiceIdentifier } from 'inversify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  /** Id given by the transport (SMTP message id or outbox row id). */
  id: string;
  /** `smtp` when handed to a relay; `outbox` when stored because no relay is configured. */
  via: 'smtp' | 'outbox';
}

/** Sends e-mail: through SMTP when configured, else into an outbox so the embedded site still works. */
export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
  /** Whether mail goes to an SMTP relay now (false: `send` keeps it in the outbox). */
  hasRelay(): Promise<boolean>;
}

export const MAILER: ServiceIdentifier<Mailer> = Symbol.for('oj.Mailer');
