import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { AccountPool } from '../accounts/account-pool';
import { HEALTH_CHECK_LEASE } from '../accounts/account.repository';
import type { JudgeAdapter } from '../judges/judge-adapter';
import { RemoteJudgeError } from '../http/remote-judge-error';
import { RemoteClients } from '../remote-clients';

/** A judge's last health check: null `healthy` while the first one runs. */
export interface JudgeHealthState {
  healthy: boolean | null;
  lastCheck: Date | null;
  message: string | null;
}

/** How long the health check keeps an account it logs in with. */
const CHECK_LEASE_MS = 60_000;

/**
 * Can we reach a judge and log in now: its page (anonymously), then a login with a free account of its
 * pool on a session of its own (a busy account is not disturbed). The outcome is stored, so every web
 * process shows the same state, and a check claims its turn in the table, so several processes do not
 * check the same judge at once.
 */
@injectable()
export class JudgeHealth {
  constructor(
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
    @inject(RemoteClients) private readonly clients: RemoteClients,
    @inject(AccountPool) private readonly pool: AccountPool,
  ) {}

  async state(judge: string): Promise<JudgeHealthState> {
    const [row] = await this.sql.all<{ healthy: boolean | null; checked_at: Date | string; message: string | null }>('select healthy, checked_at, message from remote_judge_health where judge = ?', [judge]);
    return row ? { healthy: row.healthy, lastCheck: new Date(row.checked_at), message: row.message } : { healthy: null, lastCheck: null, message: null };
  }

  /** Checks the judge if its last check is older than `periodMs` and no other process took the turn. */
  async checkIfDue(adapter: JudgeAdapter, periodMs: number): Promise<void> {
    const claimed = await this.sql.all(
      `insert into remote_judge_health (judge, healthy, message, checked_at) values (?, null, null, now())
       on conflict (judge) do update set checked_at = now() where remote_judge_health.checked_at < now() - make_interval(secs => ?)
       returning judge`,
      [adapter.data.key, periodMs / 1000],
    );
    if (claimed.length) await this.check(adapter);
  }

  /** Checks now and stores the outcome. */
  async check(adapter: JudgeAdapter): Promise<JudgeHealthState> {
    let healthy = true;
    let message: string | null = null;
    try {
      const page = await this.clients.http(adapter).request('health check', { path: adapter.healthPath ?? '/' });
      if (page.status >= 400) throw new RemoteJudgeError(adapter.data.key, 'health check', 'changed', `its page answered ${page.status}`);
      message = await this.checkLogin(adapter);
    } catch (error) {
      healthy = false;
      message = (error as Error).message;
    }
    await this.sql.run(
      `insert into remote_judge_health (judge, healthy, message, checked_at) values (?, ?, ?, now())
       on conflict (judge) do update set healthy = excluded.healthy, message = excluded.message, checked_at = excluded.checked_at`,
      [adapter.data.key, healthy, message],
    );
    return this.state(adapter.data.key);
  }

  /** Logs in with a free account; answers a note when none could be tried (then only the reach was checked). */
  private async checkLogin(adapter: JudgeAdapter): Promise<string | null> {
    const { pool } = adapter.data;
    if (!(await this.pool.usable(pool))) return 'reachable; no account to check the login with';
    const account = await this.pool.lease(pool, HEALTH_CHECK_LEASE, { leaseMs: CHECK_LEASE_MS, waitMs: 0, retryMs: 0, signal: new AbortController().signal });
    if (!account) return 'reachable; every account is busy, so the login was not checked';
    try {
      await adapter.login(this.clients.freshSession(adapter, account.username), this.pool.password(account));
      await this.pool.noteError(account, null);
      return null;
    } catch (error) {
      await this.pool.noteError(account, (error as Error).message);
      throw error;
    } finally {
      await this.pool.release(account, HEALTH_CHECK_LEASE);
    }
  }
}
