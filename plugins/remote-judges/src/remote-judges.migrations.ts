import type { MigrationSpec } from '@oj/core';

/**
 * The account pool, the runs made on remote judges and the judges' last health checks.
 * - `remote_judge_account`: an account per pool (HDU, CF, POJ, AC, SPOJ, LIBRE) and username. A switch-page
 *   account's password is sealed with SECRETS_KEY (AES-256-GCM); an environment account's is never stored
 *   (null here, read from REMOTE_JUDGE_ACCOUNTS). A lease names the submission holding it and ends by
 *   itself at `leased_until`, so a process that died frees its accounts.
 * - `remote_judge_run`: what a submission became on the remote judge (the account, the run id): a rejudge
 *   or a restart re-polls the same run instead of submitting again. No password.
 * - `remote_judge_health`: the last health check of each judge (the home card's state).
 */
export const remoteJudgeMigrations: MigrationSpec[] = [
  {
    name: '0001-remote-judges',
    up: [
      `create table remote_judge_account (
        id bigserial primary key,
        judge varchar(16) not null,
        username varchar(100) not null,
        password_sealed text,
        source varchar(16) not null check (source in ('switch', 'environment')),
        leased_by bigint,
        leased_until timestamptz,
        last_used_at timestamptz,
        last_error text,
        gmt_create timestamptz not null default now(),
        unique (judge, username)
      )`,
      `create table remote_judge_run (
        submit_id bigint primary key references submission (submit_id) on delete cascade,
        judge varchar(16) not null,
        attempt integer not null,
        account_id bigint references remote_judge_account (id) on delete set null,
        account_username varchar(100) not null,
        run_id varchar(64),
        state varchar(16) not null check (state in ('submitting', 'submitted', 'finished', 'failed')),
        submitted_at timestamptz,
        message text,
        gmt_modified timestamptz not null default now()
      )`,
      `create table remote_judge_health (
        judge varchar(16) primary key,
        healthy boolean,
        message text,
        checked_at timestamptz not null
      )`,
    ],
    down: ['drop table remote_judge_health', 'drop table remote_judge_run', 'drop table remote_judge_account'],
  },
];
