import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SMS_CONFIG_LIMITS as L } from './sms-config.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A region such as `cn-hangzhou`: lower-case letters and digits in hyphen-joined parts, or empty. */
const REGION_ID_OR_EMPTY = /^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A DNS host name such as `dysmsapi.aliyuncs.com`, or empty. */
const DOMAIN_OR_EMPTY = /^$|^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const LETTERS_AND_DIGITS_OR_EMPTY = /^[A-Za-z0-9]*$/;
/** Visible ASCII, no spaces: what gateways issue as secrets. */
const SECRET_OR_EMPTY = /^[\x21-\x7E]*$/;
/** Text on one line: no control characters. */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** A template code such as `SMS_123456789`, or empty. */
const TEMPLATE_CODE_OR_EMPTY = /^[A-Za-z0-9_]*$/;

/**
 * `set-sms-config`: every field optional (only those sent change); each may be set empty. The secret is
 * write-only: empty or left out keeps the stored one, `clearSmsAccessKeySecret: true` removes it.
 */
export class SmsConfigBody {
  @IsOptional() @IsString({ message: 'sms.regionIdInvalid' }) @Transform(trim) @MaxLength(L.REGION_ID_MAX, { message: 'sms.regionIdInvalid' }) @Matches(REGION_ID_OR_EMPTY, { message: 'sms.regionIdInvalid' })
  smsRegionId?: string;

  @IsOptional() @IsString({ message: 'sms.domainInvalid' }) @Transform(trim) @MaxLength(L.DOMAIN_MAX, { message: 'sms.domainInvalid' }) @Matches(DOMAIN_OR_EMPTY, { message: 'sms.domainInvalid' })
  smsDomain?: string;

  @IsOptional() @IsString({ message: 'sms.accessKeyIdInvalid' }) @Transform(trim) @MaxLength(L.ACCESS_KEY_ID_MAX, { message: 'sms.accessKeyIdInvalid' }) @Matches(LETTERS_AND_DIGITS_OR_EMPTY, { message: 'sms.accessKeyIdInvalid' })
  smsAccessKeyId?: string;

  // kept exactly as typed: a secret is never trimmed
  @IsOptional() @IsString({ message: 'sms.accessKeySecretInvalid' }) @MaxLength(L.ACCESS_KEY_SECRET_MAX, { message: 'sms.accessKeySecretInvalid' }) @Matches(SECRET_OR_EMPTY, { message: 'sms.accessKeySecretInvalid' })
  smsAccessKeySecret?: string;

  @IsOptional() @IsBoolean({ message: 'site.booleanRequired' })
  clearSmsAccessKeySecret?: boolean;

  @IsOptional() @IsString({ message: 'sms.signNameInvalid' }) @Transform(trim) @MaxLength(L.SIGN_NAME_MAX, { message: 'sms.signNameInvalid' }) @Matches(ONE_LINE, { message: 'sms.signNameInvalid' })
  smsSignName?: string;

  @IsOptional() @IsString({ message: 'sms.templateCodeInvalid' }) @Transform(trim) @MaxLength(L.TEMPLATE_CODE_MAX, { message: 'sms.templateCodeInvalid' }) @Matches(TEMPLATE_CODE_OR_EMPTY, { message: 'sms.templateCodeInvalid' })
  smsTemplateCode?: string;
}
