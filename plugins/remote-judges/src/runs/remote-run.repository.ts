import { inject, injectable, SQL_RUNNER, type SqlRunner } from '@oj/core';

/** What a submission became on its remote judge. */
export interface RemoteRun {
  submitId: number;
  judge: string;
  /** The attempt that made (or is making) the run. */
  attempt: number;
  accountId: number | null;
  accountUsername: string;
  /** The judge's run id once known. */
  runId: string | null;
  state: 'submitting' | 'submitted' | 'finished' | 'failed';
  message: string | null;
}

interface Row {
  submit_id: string;
  judge: string;
  attempt: number;
  account_id: string | null;
  account_username: string;
  run_id: string | null;
  state: RemoteRun['state'];
  message: string | null;
}

/** The `remote_judge_run` table: one row per submission, its latest run on the remote judge. */
@injectable()
export class RemoteRunRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async find(submitId: number): Promise<RemoteRun | undefined> {
    const [r] = await this.sql.all<Row>('select * from remote_judge_run where submit_id = ?', [submitId]);
    return r
      ? { submitId: Number(r.submit_id), judge: r.judge, attempt: Number(r.attempt), accountId: r.account_id === null ? null : Number(r.account_id), accountUsername: r.account_username, runId: r.run_id, state: r.state, message: r.message }
      : undefined;
  }

  /** Written before the submit goes out: if the process dies before the run id is known, the next delivery knows it was interrupted. */
  async submitting(submitId: number, judge: string, attempt: number, account: { id: number; username: string }): Promise<void> {
    await this.sql.run(
      `insert into remote_judge_run (submit_id, judge, attempt, account_id, account_username, run_id, state, submitted_at, message, gmt_modified)
       values (?, ?, ?, ?, ?, null, 'submitting', now(), null, now())
       on conflict (submit_id) do update set judge = excluded.judge, attempt = excluded.attempt, account_id = excluded.account_id, account_username = excluded.account_username,
         run_id = null, state = 'submitting', submitted_at = now(), message = null, gmt_modified = now()`,
      [submitId, judge, attempt, account.id, account.username],
    );
  }

  async submitted(submitId: number, runId: string): Promise<void> {
    await this.sql.run("update remote_judge_run set run_id = ?, state = 'submitted', gmt_modified = now() where submit_id = ?", [runId, submitId]);
  }

  async settle(submitId: number, state: 'finished' | 'failed', message: string | null): Promise<void> {
    await this.sql.run('update remote_judge_run set state = ?, message = ?, gmt_modified = now() where submit_id = ?', [state, message, submitId]);
  }
}
