/**
 * The SMS settings of the admin's config page (03 §3: region ID, domain, access key ID, secret, sign name,
 * template code), named as the SMS gateway's API names them. Nothing sends SMS yet: the site has no SMS
 * port, so these are only kept for when one exists. Empty means not set.
 */
export interface SmsConfig {
  smsRegionId: string;
  smsDomain: string;
  smsAccessKeyId: string;
  /** Write-only: never sent back to a page (see `SmsConfigView`). */
  smsAccessKeySecret: string;
  smsSignName: string;
  smsTemplateCode: string;
}

/** The longest value of each field (the columns of migration 0016 are as wide). */
export const SMS_CONFIG_LIMITS = Object.freeze({
  REGION_ID_MAX: 64,
  DOMAIN_MAX: 253,
  ACCESS_KEY_ID_MAX: 128,
  ACCESS_KEY_SECRET_MAX: 128,
  SIGN_NAME_MAX: 64,
  TEMPLATE_CODE_MAX: 64,
});

export const DEFAULT_SMS_CONFIG: Readonly<SmsConfig> = Object.freeze({
  smsRegionId: '',
  smsDomain: '',
  smsAccessKeyId: '',
  smsAccessKeySecret: '',
  smsSignName: '',
  smsTemplateCode: '',
});

/** The settings as the admin API answers them: the secret replaced by whether one is stored. */
export type SmsConfigView = Omit<SmsConfig, 'smsAccessKeySecret'> & { smsAccessKeySecretSet: boolean };

export function smsConfigView(config: SmsConfig): SmsConfigView {
  const { smsAccessKeySecret, ...shown } = config;
  return { ...shown, smsAccessKeySecretSet: smsAccessKeySecret !== '' };
}
