import type { ServiceIdentifier } from 'inversify';

/** One-way password hashing with a slow, salted function; hashes name their algorithm and cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export const PASSWORD_HASHER: ServiceIdentifier<PasswordHasher> = Symbol.for('oj.PasswordHasher');
