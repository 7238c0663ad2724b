import { inject, injectable } from 'inversify';
import { ACCOUNT_LIMITS } from './account-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { randomPassword } from './user-admin.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

export const ROOT_USERNAME = 'root';
/** Length of a generated root password (within the spec's 6–25 for generated admin passwords). */
const GENERATED_ROOT_PASSWORD_LENGTH = 16;

/** First start: creates the root account when there is none (password given, or generated and shown once). */
@injectable()
export class RootAccount {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  /** Returns the generated password when it made one (print it once), undefined otherwise. */
  async ensure(givenPassword: string | undefined, email = 'root@localhost'): Promise<{ created: boolean; generatedPassword?: string }> {
    if (await this.users.findByUsername(ROOT_USERNAME)) return { created: false };
    const generated = givenPassword ? undefined : randomPassword(GENERATED_ROOT_PASSWORD_LENGTH);
    const password = givenPassword ?? (generated as string);
    if (password.length < ACCOUNT_LIMITS.PASSWORD_MIN) throw new Error(`ADMIN_PASSWORD must be at least ${ACCOUNT_LIMITS.PASSWORD_MIN} characters`);
    try {
      await this.users.create({ username: ROOT_USERNAME, email, passwordHash: await this.hasher.hash(password), roles: ['root'] });
    } catch (error) {
      // another web process created it at the same moment
      if (await this.users.findByUsername(ROOT_USERNAME)) return { created: false };
      throw error;
    }
    return { created: true, generatedPassword: generated };
  }
}
