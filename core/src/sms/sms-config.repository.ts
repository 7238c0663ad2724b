import type { ServiceIdentifier } from 'inversify';
import type { SmsConfig } from './sms-config.model';

/** The stored SMS settings: one row, seeded empty by its migration. Only the settings: no sender. */
export interface SmsConfigRepository {
  get(): Promise<SmsConfig>;
  /** Writes the given fields; returns the whole config after the change. */
  update(changes: Partial<SmsConfig>): Promise<SmsConfig>;
}

export const SMS_CONFIG_REPOSITORY: ServiceIdentifier<SmsConfigRepository> = Symbol.for('oj.SmsConfigRepository');
