import { randomUUID } from 'node:crypto';
import { isEmail } from 'class-validator';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { Conflict, NotFound, ValidationError, type FieldProblem } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { USERNAME_PATTERN } from './account.dto';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { genderOf, IMPORT_COLUMNS, randomPassword, USER_ADMIN_LIMITS as L, type GeneratedAccount } from './user-admin.model';
import { USER_REPOSITORY, type NewUser, type UserRepository } from './user.repository';

export interface GenerateInput {
  prefix?: string;
  suffix?: string;
  numberFrom: number;
  numberTo: number;
  passwordLength: number;
}

/** A checked import row, before its password is hashed. */
interface ImportRow {
  username: string;
  password: string;
  email: string;
  profile: NewUser['profile'];
}

/** argon2 hashes run on the thread pool; this many at once keeps the other requests moving. */
const HASH_CONCURRENCY = 2;
const fileKey = (key: string) => `generated-users:${key}`;
/** Taken names are listed in the message up to this many (the rest are counted). */
const LISTED_NAMES = 10;

const raw = (row: unknown[], column: (typeof IMPORT_COLUMNS)[number]) => {
  const value = row[IMPORT_COLUMNS.indexOf(column)];
  return value === null || value === undefined ? '' : String(value);
};
const cell = (row: unknown[], column: (typeof IMPORT_COLUMNS)[number]) => raw(row, column).trim();

function namesText(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_NAMES).join(', ');
  return names.length > LISTED_NAMES ? `${shown} (+${names.length - LISTED_NAMES})` : shown;
}

/**
 * Accounts in bulk (03 §2, §5): the imported CSV's rows and generated accounts. Every row is checked
 * before anything is written; then all are created in one transaction, or none. Generated passwords wait
 * in the cache for one download.
 */
@injectable()
export class UserAdminBatchService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(CACHE) private readonly cache: Cache,
  ) {}

  /** insert-batch-user: a 400 lists every bad row (`users[i]` with its message) and nothing is created. */
  async importRows(rows: readonly unknown[][]): Promise<{ count: number }> {
    const problems: FieldProblem[] = [];
    const checked: ImportRow[] = [];
    const seenNames = new Map<string, number>();
    const seenEmails = new Map<string, number>();
    rows.forEach((row, index) => {
      const problem = (key: string, params: Record<string, unknown> = {}) => problems.push({ field: `users[${index}]`, key, params: { row: index + 1, ...params } });
      const username = cell(row, 'username');
      // a password is taken as written, but one of spaces only is empty
      const password = raw(row, 'password');
      const email = cell(row, 'email');
      if (!username) problem('userAdmin.row.usernameRequired');
      else if (username.length > ACCOUNT_LIMITS.USERNAME_MAX) problem('userAdmin.row.usernameTooLong');
      else if (!USERNAME_PATTERN.test(username)) problem('userAdmin.row.usernameInvalid');
      else if (seenNames.has(username.toLowerCase())) problem('userAdmin.row.usernameRepeated', { username, other: (seenNames.get(username.toLowerCase()) as number) + 1 });
      if (!password.trim()) problem('userAdmin.row.passwordRequired');
      else if (password.length < ACCOUNT_LIMITS.PASSWORD_MIN || password.length > ACCOUNT_LIMITS.PASSWORD_MAX) problem('userAdmin.row.passwordLength');
      if (email && !isEmail(email)) problem('userAdmin.row.emailInvalid', { email });
      else if (email && seenEmails.has(email.toLowerCase())) problem('userAdmin.row.emailRepeated', { email, other: (seenEmails.get(email.toLowerCase()) as number) + 1 });
      if (cell(row, 'realname').length > ACCOUNT_LIMITS.PROFILE_FIELD_MAX || cell(row, 'school').length > ACCOUNT_LIMITS.PROFILE_FIELD_MAX) problem('userAdmin.row.fieldTooLong');
      if (cell(row, 'nickname').length > ACCOUNT_LIMITS.NICKNAME_MAX) problem('userAdmin.row.nicknameTooLong');
      if (username && !seenNames.has(username.toLowerCase())) seenNames.set(username.toLowerCase(), index);
      if (email && !seenEmails.has(email.toLowerCase())) seenEmails.set(email.toLowerCase(), index);
      checked.push({
        username, password, email,
        profile: { realname: cell(row, 'realname'), gender: genderOf(cell(row, 'gender')), nickname: cell(row, 'nickname'), school: cell(row, 'school') },
      });
    });
    // against the site: only rows that are fine so far
    const takenNames = new Set((await this.users.takenUsernames(checked.map((r) => r.username).filter(Boolean))).map((n) => n.toLowerCase()));
    const takenEmails = new Set((await this.users.takenEmails(checked.map((r) => r.email).filter(Boolean))).map((e) => e.toLowerCase()));
    checked.forEach((row, index) => {
      const params = { row: index + 1, username: row.username, email: row.email };
      if (row.username && takenNames.has(row.username.toLowerCase())) problems.push({ field: `users[${index}]`, key: 'userAdmin.row.usernameExists', params });
      if (row.email && takenEmails.has(row.email.toLowerCase())) problems.push({ field: `users[${index}]`, key: 'userAdmin.row.emailExists', params });
    });
    if (problems.length > 0) {
      problems.sort((a, b) => (a.params?.row as number) - (b.params?.row as number));
      const badRows = new Set(problems.map((p) => p.field)).size;
      throw new ValidationError('userAdmin.importInvalid', { rows: badRows, ...problems[0].params, first: problems[0].key }, problems);
    }
    const hashes = await this.hashAll(checked.map((r) => r.password));
    const count = await this.users.createMany(checked.map((r, i) => ({ username: r.username, email: r.email, passwordHash: hashes[i], roles: ['default_user'], profile: r.profile })));
    return { count };
  }

  /**
   * generate-user: prefix + number + suffix for every number in the range; existing usernames refuse the
   * whole call (409 naming them). Answers the key of the one-time download of the accounts and passwords.
   */
  async generate(input: GenerateInput): Promise<{ key: string; count: number; first: string; last: string; expiresInSeconds: number }> {
    const problem = (field: string, key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field, key, params }]);
    if (input.numberTo < input.numberFrom) throw problem('number_to', 'userAdmin.numberOrder');
    const count = input.numberTo - input.numberFrom + 1;
    if (count > L.BATCH_MAX) throw problem('number_to', 'userAdmin.tooManyUsers', { max: L.BATCH_MAX });
    const prefix = input.prefix ?? '';
    const suffix = input.suffix ?? '';
    const usernames = Array.from({ length: count }, (_, i) => `${prefix}${input.numberFrom + i}${suffix}`);
    const longest = usernames.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length > ACCOUNT_LIMITS.USERNAME_MAX) throw problem('prefix', 'userAdmin.generatedTooLong', { username: longest });
    const taken = await this.users.takenUsernames(usernames);
    if (taken.length > 0) throw new Conflict('userAdmin.usernamesTaken', { count: taken.length, usernames: namesText(taken) }).withData({ usernames: taken });
    const accounts: GeneratedAccount[] = usernames.map((username) => ({ username, password: randomPassword(input.passwordLength) }));
    const hashes = await this.hashAll(accounts.map((a) => a.password));
    await this.users.createMany(accounts.map((a, i) => ({ username: a.username, email: '', passwordHash: hashes[i], roles: ['default_user'] })));
    const key = randomUUID();
    await this.cache.set(fileKey(key), accounts, L.GENERATED_FILE_TTL_SECONDS);
    return { key, count, first: usernames[0], last: usernames[usernames.length - 1], expiresInSeconds: L.GENERATED_FILE_TTL_SECONDS };
  }

  /** The generated accounts of `key`, once: the key is spent by this call. */
  async takeGenerated(key: string): Promise<GeneratedAccount[]> {
    const accounts = await this.cache.take<GeneratedAccount[]>(fileKey(key));
    if (!accounts) throw new NotFound('userAdmin.fileExpired');
    return accounts;
  }

  private async hashAll(passwords: readonly string[]): Promise<string[]> {
    const out: string[] = new Array(passwords.length);
    let next = 0;
    const worker = async () => {
      while (next < passwords.length) {
        const i = next++;
        out[i] = await this.hasher.hash(passwords[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
    return out;
  }
}
