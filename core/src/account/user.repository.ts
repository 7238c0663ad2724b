import type { ServiceIdentifier } from 'inversify';
import type { RoleName } from './roles';
import type { EditableProfile, User } from './user.model';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  roles: RoleName[];
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
}

export const USER_REPOSITORY: ServiceIdentifier<UserRepository> = Symbol.for('oj.UserRepository');
