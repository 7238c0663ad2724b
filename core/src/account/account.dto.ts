import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { ACCOUNT_LIMITS as L } from './account-limits';
import { GENDERS } from './user.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Usernames: 1–20 characters, no spaces or markup characters (the spec leaves the format to us beyond its length). */
export const USERNAME_PATTERN = /^[^\s<>"'&\\/]+$/u;

class UsernameField {
  @Transform(trim)
  @IsString({ message: 'account.usernameRequired' })
  @IsNotEmpty({ message: 'account.usernameRequired' })
  @MaxLength(L.USERNAME_MAX, { message: 'account.usernameTooLong' })
  @Matches(USERNAME_PATTERN, { message: 'account.usernameInvalid' })
  username!: string;
}

export class LoginBody {
  @Transform(trim)
  @IsString({ message: 'account.usernameRequired' })
  @IsNotEmpty({ message: 'account.usernameRequired' })
  @MaxLength(L.USERNAME_MAX, { message: 'account.usernameTooLong' })
  username!: string;

  @IsString({ message: 'account.passwordRequired' })
  @Length(L.PASSWORD_MIN, L.PASSWORD_MAX, { message: 'account.passwordLength' })
  password!: string;

  /** The pass from `verify-slider-captcha`, needed from the fifth failed login on. */
  @IsOptional() @IsString()
  sliderPass?: string;
}

export class RegisterBody extends UsernameField {
  @IsString({ message: 'account.passwordRequired' })
  @Length(L.PASSWORD_MIN, L.PASSWORD_MAX, { message: 'account.passwordLength' })
  password!: string;

  @Transform(trim)
  @IsString({ message: 'account.emailRequired' })
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsEmail({}, { message: 'account.emailInvalid' })
  email!: string;

  /**
   * The e-mailed code: checked here when sent, required by the service unless the site switch
   * `registerWithoutEmailCode` is on (then ignored).
   */
  @ValidateIf((o: RegisterBody) => o.code !== undefined && o.code !== null && o.code !== '')
  @IsString({ message: 'account.codeRequired' })
  @Length(L.CODE_LENGTH, L.CODE_LENGTH, { message: 'account.codeLength' })
  @Matches(/^\d+$/, { message: 'account.codeLength' })
  code?: string;

  /** Sent by the spec's client; not used. */
  @IsOptional() @IsString()
  uuid?: string;
}

export class EmailQuery {
  @Transform(trim)
  @IsString({ message: 'account.emailRequired' })
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsEmail({}, { message: 'account.emailInvalid' })
  email!: string;
}

export class CheckUsernameOrEmailBody {
  @IsOptional() @IsString() @MaxLength(L.USERNAME_MAX * 4)
  username?: string;

  @IsOptional() @IsString() @MaxLength(320)
  email?: string;
}

export class ApplyResetBody {
  @Transform(trim)
  @IsString({ message: 'account.emailRequired' })
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsEmail({}, { message: 'account.emailInvalid' })
  email!: string;

  @IsString({ message: 'account.captchaRequired' })
  @Length(L.CAPTCHA_MIN, L.CAPTCHA_MAX, { message: 'account.captchaLength' })
  captcha!: string;

  @IsString({ message: 'account.captchaRequired' })
  @IsNotEmpty({ message: 'account.captchaRequired' })
  captchaKey!: string;
}

export class ResetPasswordBody extends UsernameField {
  @IsString({ message: 'account.passwordRequired' })
  @Length(L.PASSWORD_MIN, L.PASSWORD_MAX, { message: 'account.passwordLength' })
  password!: string;

  @IsString({ message: 'account.codeRequired' })
  @Length(L.CODE_LENGTH, L.CODE_LENGTH, { message: 'account.codeLength' })
  code!: string;
}

export class ChangePasswordBody {
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(L.PASSWORD_MAX, { message: 'account.passwordLength' })
  oldPassword!: string;

  @IsString({ message: 'account.passwordRequired' })
  @Length(L.PASSWORD_MIN, L.PASSWORD_MAX, { message: 'account.passwordLength' })
  newPassword!: string;
}

export class ChangeEmailBody {
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(L.PASSWORD_MAX, { message: 'account.passwordLength' })
  password!: string;

  @Transform(trim)
  @IsString({ message: 'account.emailRequired' })
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsEmail({}, { message: 'account.emailInvalid' })
  newEmail!: string;

  @IsString({ message: 'account.codeRequired' })
  @Length(L.CODE_LENGTH, L.CODE_LENGTH, { message: 'account.codeLength' })
  code!: string;
}

/** The whole body of `change-userInfo` as the spec's client sends it; only the profile fields are used. */
export class ChangeUserInfoBody {
  @IsOptional() @IsString() @MaxLength(L.NICKNAME_MAX, { message: 'account.nicknameTooLong' })
  nickname?: string;

  @IsOptional() @IsIn(GENDERS as string[], { message: 'account.genderInvalid' })
  gender?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  school?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  course?: string;

  @IsOptional() @IsString() @MaxLength(L.SIGNATURE_MAX, { message: 'account.fieldTooLong' })
  signature?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  github?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  blog?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  cfUsername?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  number?: string;

  @IsOptional() @IsString() @MaxLength(L.PROFILE_FIELD_MAX, { message: 'account.fieldTooLong' })
  realname?: string;

  @IsOptional() @IsString() @Matches(/^$|^\+?[0-9][0-9 -]{5,19}$/, { message: 'account.mobileInvalid' })
  mobile?: string;

  // sent by the client and deliberately ignored: a user changes none of these here
  @IsOptional() uid?: unknown;
  @IsOptional() username?: unknown;
  @IsOptional() email?: unknown;
  @IsOptional() avatar?: unknown;
  @IsOptional() titleName?: unknown;
  @IsOptional() titleColor?: unknown;
  @IsOptional() roleList?: unknown;
}

export class UserLookupQuery {
  @IsOptional() @IsString() @MaxLength(36)
  uid?: string;

  @IsOptional() @IsString() @MaxLength(L.USERNAME_MAX * 4)
  username?: string;
}

export class SliderVerifyBody {
  @IsUUID('4', { message: 'account.sliderExpired' })
  sliderKey!: string;

  @IsInt({ message: 'account.sliderWrong' }) @Min(0, { message: 'account.sliderWrong' })
  x!: number;
}

export class EndSessionsBody {
  @IsString() @IsNotEmpty() @MaxLength(36)
  uid!: string;
}
