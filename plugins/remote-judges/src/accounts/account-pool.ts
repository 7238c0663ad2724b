import { inject, injectable, REMOTE_ACCOUNT_SEEDS, SECRET_BOX, type RemoteAccountSeed, type SecretBox } from '@oj/core';
import { RemoteJudgeError } from '../http/remote-judge-error';
import { AccountRepository, type PoolAccount } from './account.repository';

/**
 * The remote judges' accounts: leased one per submission (and returned on every outcome), the least
 * recently used first, so the accounts of a pool share the work and a pool's accounts bound how many of
 * its submissions run at once. Passwords are read only to log in: an environment account's from
 * REMOTE_JUDGE_ACCOUNTS (never stored), a switch-page account's opened from its sealed column.
 */
@injectable()
export class AccountPool {
  private readonly environment: ReadonlyMap<string, string>;

  constructor(
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(SECRET_BOX) private readonly box: SecretBox,
    @inject(REMOTE_ACCOUNT_SEEDS) private readonly seeds: readonly RemoteAccountSeed[],
  ) {
    this.environment = new Map(seeds.map((s) => [`${s.judge}\n${s.username}`, s.password]));
  }

  /** Puts the environment's accounts in the pools (their names only). */
  syncEnvironment(): Promise<void> {
    return this.accounts.syncEnvironment(this.seeds);
  }

  usable(pool: string): Promise<number> {
    return this.accounts.usable(pool);
  }

  /**
   * A free account of the pool (or that one account), waiting up to `waitMs` for one, asking again every
   * `retryMs`; undefined when none came free or `signal` ended the wait.
   */
  async lease(pool: string, holder: number, options: { leaseMs: number; waitMs: number; retryMs: number; signal: AbortSignal; accountId?: number }): Promise<PoolAccount | undefined> {
    const until = Date.now() + options.waitMs;
    for (;;) {
      const account = await this.accounts.lease(pool, holder, options.leaseMs, options.accountId);
      if (account || Date.now() >= until || options.signal.aborted) return account;
      await pause(Math.min(options.retryMs, until - Date.now()), options.signal);
    }
  }

  release(account: PoolAccount, holder: number): Promise<void> {
    return this.accounts.release(account.id, holder);
  }

  /** The account's password, for its login only: never logged, never stored anywhere else. */
  password(account: PoolAccount): string {
    if (account.source === 'environment') {
      const password = this.environment.get(`${account.judge}\n${account.username}`);
      if (password === undefined) throw new RemoteJudgeError(account.judge, 'login', 'config', `the environment no longer gives the account ${account.username}`);
      return password;
    }
    if (!account.passwordSealed) throw new RemoteJudgeError(account.judge, 'login', 'config', `the account ${account.username} has no password`);
    if (!this.box.available) throw new RemoteJudgeError(account.judge, 'login', 'config', `the site has no SECRETS_KEY to open the password of ${account.username} with`);
    try {
      return this.box.open(account.passwordSealed);
    } catch (error) {
      throw new RemoteJudgeError(account.judge, 'login', 'config', `the password of ${account.username} cannot be opened: ${(error as Error).message}`);
    }
  }

  noteError(account: PoolAccount, message: string | null): Promise<void> {
    return this.accounts.noteError(account.id, message);
  }
}

/** Waits `ms`, or less when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
