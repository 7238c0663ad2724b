import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A DNS name or an IPv4 address (labels of letters, digits and inner hyphens), an IPv6 address, or empty. */
const HOST_OR_EMPTY = /^$|^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$|^[0-9a-fA-F]*:[0-9a-fA-F:.]+$/;
const URL_OR_EMPTY = /^$|^https?:\/\/[^\s]+$/;
export const EMAIL_HOST_MAX = 253;
export const EMAIL_ACCOUNT_MAX = 255;
export const EMAIL_BG_IMG_MAX = 1024;
export const PORT_MIN = 1;
export const PORT_MAX = 65535;

/** `set-email-config`: every field optional (only those sent change); an empty or masked password keeps the stored one. */
export class EmailConfigBody {
  @IsOptional() @Transform(trim) @IsString({ message: 'mail.hostInvalid' }) @MaxLength(EMAIL_HOST_MAX, { message: 'mail.hostInvalid' }) @Matches(HOST_OR_EMPTY, { message: 'mail.hostInvalid' })
  emailHost?: string;

  @IsOptional() @IsInt({ message: 'mail.portInvalid' }) @Min(PORT_MIN, { message: 'mail.portInvalid' }) @Max(PORT_MAX, { message: 'mail.portInvalid' })
  emailPort?: number;

  @IsOptional() @Transform(trim) @IsString({ message: 'mail.usernameInvalid' }) @MaxLength(EMAIL_ACCOUNT_MAX, { message: 'site.fieldTooLong' }) @Matches(/^\S*$/, { message: 'mail.usernameInvalid' })
  emailUsername?: string;

  @IsOptional() @IsString({ message: 'mail.passwordInvalid' }) @MaxLength(EMAIL_ACCOUNT_MAX, { message: 'site.fieldTooLong' }) @Matches(/^[^\r\n]*$/, { message: 'mail.passwordInvalid' })
  emailPassword?: string;

  @IsOptional() @IsBoolean({ message: 'site.booleanRequired' })
  emailSsl?: boolean;

  @IsOptional() @Transform(trim) @IsString({ message: 'site.urlInvalid' }) @MaxLength(EMAIL_BG_IMG_MAX, { message: 'site.fieldTooLong' }) @Matches(URL_OR_EMPTY, { message: 'site.urlInvalid' })
  emailBGImg?: string;
}

/** `test-email`: where the test mail goes. */
export class TestEmailBody {
  @Transform(trim)
  @IsString({ message: 'mail.testAddressRequired' })
  @IsNotEmpty({ message: 'mail.testAddressRequired' })
  @MaxLength(320, { message: 'mail.testAddressInvalid' })
  @IsEmail({}, { message: 'mail.testAddressInvalid' })
  email!: string;
}
