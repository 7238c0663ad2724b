import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';

/** An account of a pool as the repository hands it out: never its password in clear. */
export interface PoolAccount {
  id: number;
  judge: string;
  username: string;
  /** AES-256-GCM sealed (switch page accounts); null for an environment account. */
  passwordSealed: string | null;
  source: 'switch' | 'environment';
  leasedBy: number | null;
  leasedUntil: Date | null;
  lastError: string | null;
}

interface Row {
  id: string;
  judge: string;
  username: string;
  password_sealed: string | null;
  source: 'switch' | 'environment';
  leased_by: string | null;
  leased_until: Date | string | null;
  last_error: string | null;
}

const accountOf = (r: Row): PoolAccount => ({
  id: Number(r.id),
  judge: r.judge,
  username: r.username,
  passwordSealed: r.password_sealed,
  source: r.source,
  leasedBy: r.leased_by === null ? null : Number(r.leased_by),
  leasedUntil: r.leased_until === null ? null : new Date(r.leased_until),
  lastError: r.last_error,
});

/** Who holds a lease of the health check (no submission). */
export const HEALTH_CHECK_LEASE = 0;

/** The `remote_judge_account` table: the pools and their leases. */
@injectable()
export class AccountRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(judge?: string): Promise<PoolAccount[]> {
    const rows = await this.sql.all<Row>(`select * from remote_judge_account ${judge ? 'where judge = ?' : ''} order by judge, id`, judge ? [judge] : []);
    return rows.map(accountOf);
  }

  async find(id: number): Promise<PoolAccount | undefined> {
    const [row] = await this.sql.all<Row>('select * from remote_judge_account where id = ?', [id]);
    return row ? accountOf(row) : undefined;
  }

  /** Accounts a submission can use now or later: an environment account, or one with a stored password. */
  async usable(judge: string): Promise<number> {
    const [row] = await this.sql.all<{ n: string }>("select count(*) as n from remote_judge_account where judge = ? and (source = 'environment' or password_sealed is not null)", [judge]);
    return Number(row.n);
  }

  /**
   * Leases a free account of the pool (the least recently used; `accountId` to ask for that one) to
   * `holder` for `leaseMs`: a lease past its time is free again. Undefined when none is free now.
   */
  async lease(judge: string, holder: number, leaseMs: number, accountId?: number): Promise<PoolAccount | undefined> {
    const [row] = await this.sql.all<Row>(
      `update remote_judge_account set leased_by = ?, leased_until = now() + make_interval(secs => ?), last_used_at = now()
        where id = (
          select id from remote_judge_account
           where judge = ? and (leased_by is null or leased_until < now()) and (source = 'environment' or password_sealed is not null)
             ${accountId === undefined ? '' : 'and id = ?'}
           order by last_used_at asc nulls first, id limit 1 for update skip locked
        ) returning *`,
      accountId === undefined ? [holder, leaseMs / 1000, judge] : [holder, leaseMs / 1000, judge, accountId],
    );
    return row ? accountOf(row) : undefined;
  }

  /** Gives a lease back (only the holder's: a lease taken over after it expired stays with its new holder). */
  async release(id: number, holder: number): Promise<void> {
    await this.sql.run('update remote_judge_account set leased_by = null, leased_until = null where id = ? and leased_by = ?', [id, holder]);
  }

  /** Notes the last failure of an account (login refused, ...), or clears it. Never a password. */
  async noteError(id: number, message: string | null): Promise<void> {
    await this.sql.run('update remote_judge_account set last_error = ? where id = ?', [message, id]);
  }

  /** Makes the environment's accounts of every pool exactly `seeds` (their passwords are never stored). */
  async syncEnvironment(seeds: ReadonlyArray<{ judge: string; username: string }>): Promise<void> {
    for (const seed of seeds) {
      await this.sql.run(
        `insert into remote_judge_account (judge, username, password_sealed, source) values (?, ?, null, 'environment')
         on conflict (judge, username) do update set password_sealed = null, source = 'environment'`,
        [seed.judge, seed.username],
      );
    }
    const kept = seeds.map((s) => `${s.judge}\n${s.username}`);
    for (const account of (await this.list()).filter((a) => a.source === 'environment')) {
      if (!kept.includes(`${account.judge}\n${account.username}`)) await this.sql.run('delete from remote_judge_account where id = ?', [account.id]);
    }
  }

  /**
   * Makes a pool's switch-page accounts exactly `accounts`, in one transaction (the caller's): new ones
   * inserted, a given password stored (sealed), the others left with theirs, the unlisted ones deleted.
   */
  async replaceSwitchAccounts(judge: string, accounts: ReadonlyArray<{ username: string; passwordSealed: string | undefined }>): Promise<void> {
    const names = accounts.map((a) => a.username);
    for (const account of await this.list(judge)) {
      if (account.source === 'switch' && !names.includes(account.username)) await this.sql.run('delete from remote_judge_account where id = ?', [account.id]);
    }
    for (const account of accounts) {
      await this.sql.run(
        `insert into remote_judge_account (judge, username, password_sealed, source) values (?, ?, ?, 'switch')
         on conflict (judge, username) do update set password_sealed = coalesce(excluded.password_sealed, remote_judge_account.password_sealed), last_error = case when excluded.password_sealed is null then remote_judge_account.last_error end`,
        [judge, account.username, account.passwordSealed ?? null],
      );
    }
  }
}
