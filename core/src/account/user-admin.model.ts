import { randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS } from './account-limits';
import { roleByName, type RoleName } from './roles';
import type { Gender, User } from './user.model';

/** The super admin's user tools (03 §2, §5, §9): every limit in one place. */
export const USER_ADMIN_LIMITS = {
  /** Admin lists show 10 a page by default, with a size selector (03 §9). */
  LIST_PAGE_SIZE: 10,
  KEYWORD_MAX: 100,
  TITLE_NAME_MAX: 64,
  TITLE_COLOR_MAX: 32,
  REALNAME_MAX: ACCOUNT_LIMITS.PROFILE_FIELD_MAX,
  /** Not in the spec: accounts per generate-user call, and rows per insert-batch-user call (each password is hashed with argon2id, ~25 ms). */
  BATCH_MAX: 1000,
  /** Not in the spec: how many users one delete-user call removes. */
  DELETE_MAX: 1000,
  /** Generated passwords (03 §5, §9): 6 to 25 characters. */
  GENERATED_PASSWORD_MIN: ACCOUNT_LIMITS.GENERATED_PASSWORD_MIN,
  GENERATED_PASSWORD_MAX: ACCOUNT_LIMITS.GENERATED_PASSWORD_MAX,
  /** Prefix and suffix of generated usernames; the whole name must still fit USERNAME_MAX. */
  AFFIX_MAX: ACCOUNT_LIMITS.USERNAME_MAX,
  /** Not in the spec: the generated accounts (with their passwords) wait this long for their one download. */
  GENERATED_FILE_TTL_SECONDS: 30 * 60,
} as const;

/** The imported CSV's columns, in order (03 §5). Only username and password must be non-empty. */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** 03 §5: 'male' or 0 is male, 'female' or 1 is female, anything else is secrecy. */
export function genderOf(value: unknown): Gender {
  const v = String(value ?? '').trim().toLowerCase();
  if (v === 'male' || v === '0') return 'male';
  if (v === 'female' || v === '1') return 'female';
  return 'secrecy';
}

/** One row of the admin's user list. `type` is the user's role id (01 §3: 1000–1008), what edit-user sends back. */
export interface AdminUserRow {
  uid: string;
  username: string;
  realname: string;
  email: string;
  nickname: string;
  school: string;
  roles: RoleName[];
  type: number | null;
  /** 0 normal, 1 disabled. */
  status: number;
  titleName: string;
  titleColor: string;
  gmtCreate: Date;
}

export function adminUserRowOf(user: User): AdminUserRow {
  const ids = user.roles.map((r) => roleByName(r)?.id).filter((id): id is number => id !== undefined).sort((a, b) => a - b);
  return {
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    email: user.email,
    nickname: user.nickname,
    school: user.school,
    roles: [...user.roles],
    type: ids[0] ?? null,
    status: user.status,
    titleName: user.titleName,
    titleColor: user.titleColor,
    gmtCreate: user.gmtCreate,
  };
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a printed password reads back unambiguously. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password from the crypto generator. */
export function randomPassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** A generated account as the one-time download lists it. */
export interface GeneratedAccount {
  username: string;
  password: string;
}
