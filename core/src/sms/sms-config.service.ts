import { inject, injectable } from 'inversify';
import { ValidationError } from '../shared/errors';
import { DEFAULT_SMS_CONFIG, smsConfigView, type SmsConfig, type SmsConfigView } from './sms-config.model';
import { SMS_CONFIG_REPOSITORY, type SmsConfigRepository } from './sms-config.repository';

/** What the super admin sends: any of the settings, and whether to remove the stored secret. */
export type SmsConfigChanges = Partial<SmsConfig> & { clearSmsAccessKeySecret?: boolean };

/**
 * The SMS settings of the config page (super admin). Only kept: nothing in the site sends SMS yet, so
 * nothing reads them but this page (no cache, no change event until a sender exists). The secret is
 * write-only: answered as whether one is stored, kept when sent empty, removed only when asked to.
 */
@injectable()
export class SmsConfigService {
  constructor(@inject(SMS_CONFIG_REPOSITORY) private readonly repository: SmsConfigRepository) {}

  async forAdmin(): Promise<SmsConfigView> {
    return smsConfigView(await this.repository.get());
  }

  async update(changes: SmsConfigChanges): Promise<SmsConfigView> {
    const { clearSmsAccessKeySecret, ...fields } = changes;
    const known = Object.fromEntries(Object.entries(fields).filter(([key, value]) => key in DEFAULT_SMS_CONFIG && value !== undefined)) as Partial<SmsConfig>;
    if (clearSmsAccessKeySecret && known.smsAccessKeySecret) {
      throw new ValidationError('sms.secretAndClear', {}, [{ field: 'smsAccessKeySecret', key: 'sms.secretAndClear' }]);
    }
    // the page never holds the stored secret: an empty field means "keep it"
    if (known.smsAccessKeySecret === '') delete known.smsAccessKeySecret;
    if (clearSmsAccessKeySecret) known.smsAccessKeySecret = '';
    return smsConfigView(await this.repository.update(known));
  }
}
