import type { ServiceIdentifier } from 'inversify';
import type { EmailConfig } from './email-config.model';

/** The stored SMTP settings: one row, seeded empty by its migration. */
export interface EmailConfigRepository {
  get(): Promise<EmailConfig>;
  /** Writes the given fields; returns the whole config after the change. */
  update(changes: Partial<EmailConfig>): Promise<EmailConfig>;
}

export const EMAIL_CONFIG_REPOSITORY: ServiceIdentifier<EmailConfigRepository> = Symbol.for('oj.EmailConfigRepository');
