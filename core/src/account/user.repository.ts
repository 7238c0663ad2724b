import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { RoleName } from './roles';
import type { EditableProfile, User } from './user.model';

export interface NewUser {
  username: string;
  /** May be empty for accounts an admin imports or generates; a non-empty one is unique. */
  email: string;
  passwordHash: string;
  roles: RoleName[];
  /** Profile fields to start with (an imported row's realname, gender, nickname, school). */
  profile?: Partial<EditableProfile>;
}

/** The admin's user list: a keyword over username, realname, e-mail and nickname; only admin roles. */
export interface UserListFilter {
  keyword?: string;
  onlyAdmin?: boolean;
}

/** What the super admin may change of an account besides its roles and password. */
export interface AccountChanges {
  username?: string;
  email?: string;
  realname?: string;
  titleName?: string;
  titleColor?: string;
  status?: number;
}

/** User accounts. Usernames and e-mails are unique ignoring case. */
export interface UserRepository {
  findByUid(uid: string): Promise<User | undefined>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | undefined>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | undefined>;
  /** Throws Conflict ('account.usernameExists' / 'account.emailExists') when either is taken. */
  create(user: NewUser): Promise<User>;
  updateProfile(uid: string, profile: Partial<EditableProfile>): Promise<User>;
  updatePasswordHash(uid: string, passwordHash: string): Promise<void>;
  /** Throws Conflict('account.emailExists') when taken. */
  updateEmail(uid: string, email: string): Promise<void>;
  updateAvatar(uid: string, avatar: string): Promise<void>;
  setRoles(uid: string, roles: RoleName[]): Promise<void>;
  count(): Promise<number>;
  /** Newest first, paged in the database. */
  page(filter: UserListFilter, request: PageRequest): Promise<Page<User>>;
  /** Those of `usernames` already taken (case-insensitive), as the site stores them. */
  takenUsernames(usernames: readonly string[]): Promise<string[]>;
  /** Those of `emails` already taken (case-insensitive), as the site stores them. */
  takenEmails(emails: readonly string[]): Promise<string[]>;
  /** Creates all or none (one transaction); Conflict like `create` when a name or address is taken. */
  createMany(users: readonly NewUser[]): Promise<number>;
  /** Throws Conflict ('account.usernameExists' / 'account.emailExists') when either is taken, NotFound when the user is gone. */
  updateAccount(uid: string, changes: AccountChanges): Promise<void>;
  /**
   * Deletes the users (sessions, roles and notices go with them); throws Conflict('userAdmin.stillReferenced')
   * when something they made must outlive them (an announcement, a carousel image). Returns how many went.
   */
  deleteMany(uids: readonly string[]): Promise<number>;
  /** Users holding `role` whose account is not disabled. */
  countEnabledWithRole(role: RoleName): Promise<number>;
}

export const USER_REPOSITORY: ServiceIdentifier<UserRepository> = Symbol.for('oj.UserRepository');
