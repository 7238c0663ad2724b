import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateIf,
} from 'class-validator';
import { ACCOUNT_LIMITS as A } from './account-limits';
import { USERNAME_PATTERN } from './account.dto';
import { ROLES } from './roles';
import { UserStatus } from './user.model';
import { USER_ADMIN_LIMITS as L } from './user-admin.model';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Forms may send numbers as text; an empty one stays missing (never 0). */
const numeric = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
/** Query strings carry text: 'true' / '1' turn a flag on. */
const flag = ({ value }: { value: unknown }) => value === true || value === 'true' || value === '1';

/** `GET /api/admin/user/get-user-list`. */
export class UserListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  currentPage?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  limit?: number;

  @IsOptional() @Transform(flag) @IsBoolean()
  onlyAdmin?: boolean;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.KEYWORD_MAX, { message: 'userAdmin.keywordTooLong' })
  keyword?: string;
}

/** `PUT /api/admin/user/edit-user`: the account's identity, role (type), status, title and, with setNewPwd, a new password. */
export class EditUserBody {
  @IsString({ message: 'userAdmin.uidRequired' }) @IsNotEmpty({ message: 'userAdmin.uidRequired' }) @MaxLength(36, { message: 'account.userNotFound' })
  uid!: string;

  @Transform(trim)
  @IsString({ message: 'account.usernameRequired' })
  @IsNotEmpty({ message: 'account.usernameRequired' })
  @MaxLength(A.USERNAME_MAX, { message: 'account.usernameTooLong' })
  @Matches(USERNAME_PATTERN, { message: 'account.usernameInvalid' })
  username!: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.REALNAME_MAX, { message: 'userAdmin.realnameTooLong' })
  realname?: string;

  /** Empty means no address (accounts made by an admin may have none). */
  @IsOptional() @Transform(trim) @IsString({ message: 'account.emailInvalid' })
  @ValidateIf((o: EditUserBody) => typeof o.email === 'string' && o.email !== '')
  // the root account's first address is root@localhost: no top-level domain required
  @IsEmail({ require_tld: false }, { message: 'account.emailInvalid' })
  email?: string;

  /** Used only when setNewPwd is true. */
  @ValidateIf((o: EditUserBody) => o.setNewPwd === true)
  @IsString({ message: 'account.passwordRequired' })
  @Length(A.PASSWORD_MIN, A.PASSWORD_MAX, { message: 'account.passwordLength' })
  password?: string;

  /** The role id (01 §3): 1000–1008. */
  @Transform(numeric) @IsInt({ message: 'userAdmin.typeInvalid' }) @IsIn(ROLES.map((r) => r.id), { message: 'userAdmin.typeInvalid' })
  type!: number;

  @Transform(numeric) @IsIn([UserStatus.NORMAL, UserStatus.DISABLED], { message: 'userAdmin.statusInvalid' })
  status!: number;

  @IsOptional() @IsBoolean()
  setNewPwd?: boolean;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.TITLE_NAME_MAX, { message: 'userAdmin.titleNameTooLong' })
  titleName?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.TITLE_COLOR_MAX, { message: 'userAdmin.titleColorInvalid' })
  @Matches(/^$|^#[0-9a-fA-F]{3,8}$|^[a-zA-Z]+$|^rgba?\([\d\s.,%]+\)$/, { message: 'userAdmin.titleColorInvalid' })
  titleColor?: string;
}

/** `DELETE /api/admin/user/delete-user`: the uids to delete (03 §5: a non-empty selection). */
export class DeleteUsersBody {
  @IsArray({ message: 'userAdmin.selectionEmpty' })
  @ArrayNotEmpty({ message: 'userAdmin.selectionEmpty' })
  @ArrayMaxSize(L.DELETE_MAX, { message: 'userAdmin.tooManyUsers' })
  @IsString({ each: true, message: 'userAdmin.selectionEmpty' })
  @MaxLength(36, { each: true, message: 'userAdmin.selectionEmpty' })
  ids!: string[];
}

/**
 * `POST /api/admin/user/insert-batch-user`: rows of the imported CSV (03 §5), each
 * [username, password, email, realname, gender, nickname, school]; the rows are checked one by one by the service.
 */
export class InsertBatchUsersBody {
  @IsArray({ message: 'userAdmin.importEmpty' })
  @ArrayNotEmpty({ message: 'userAdmin.importEmpty' })
  @ArrayMaxSize(L.BATCH_MAX, { message: 'userAdmin.tooManyUsers' })
  @IsArray({ each: true, message: 'userAdmin.rowNotList' })
  users!: unknown[][];
}

/** `POST /api/admin/user/generate-user`: prefix + number + suffix for every number from number_from to number_to. */
export class GenerateUsersBody {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.AFFIX_MAX, { message: 'account.usernameTooLong' })
  @Matches(/^[^\s<>"'&\\/]*$/u, { message: 'account.usernameInvalid' })
  prefix?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(L.AFFIX_MAX, { message: 'account.usernameTooLong' })
  @Matches(/^[^\s<>"'&\\/]*$/u, { message: 'account.usernameInvalid' })
  suffix?: string;

  @Transform(numeric) @IsInt({ message: 'userAdmin.numberFromRequired' }) @Min(0, { message: 'userAdmin.numberInvalid' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'userAdmin.numberInvalid' })
  number_from!: number;

  @Transform(numeric) @IsInt({ message: 'userAdmin.numberToRequired' }) @Min(0, { message: 'userAdmin.numberInvalid' }) @Max(Number.MAX_SAFE_INTEGER, { message: 'userAdmin.numberInvalid' })
  number_to!: number;

  @Transform(numeric) @IsInt({ message: 'userAdmin.passwordLengthInvalid' })
  @Min(L.GENERATED_PASSWORD_MIN, { message: 'userAdmin.passwordLengthInvalid' }) @Max(L.GENERATED_PASSWORD_MAX, { message: 'userAdmin.passwordLengthInvalid' })
  password_length!: number;
}

/** `GET /api/file/generate-user-excel?key=`: the key generate-user answered. */
export class GeneratedFileQuery {
  @IsString({ message: 'userAdmin.fileExpired' }) @Matches(/^[0-9a-f-]{36}$/, { message: 'userAdmin.fileExpired' })
  key!: string;
}
