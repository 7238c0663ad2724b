import type { MigrationSpec } from '@oj/core';

/**
 * Submissions (01 §3 "Submission row") and what a verdict moves in the same transaction: the cases, a
 * user's result per problem (myStatus, solved list, best OI score) and a user's ranking record.
 * `version` is the judging attempt; `queued_at` null marks an attempt whose task is not yet confirmed on
 * the queue (the row is its own outbox: a sweeper publishes those, see docs/submissions.md).
 */
export const submissions: MigrationSpec = {
  name: '0012-submissions',
  up: [
    `create table submission (
      submit_id bigserial primary key,
      pid bigint not null references problem (id) on delete cascade,
      display_pid varchar(255) not null,
      cid bigint not null default 0,
      cpid bigint not null default 0,
      gid bigint,
      tid bigint,
      uid varchar(36) not null references user_info (uid) on delete cascade,
      username varchar(255) not null,
      submit_time timestamptz not null default now(),
      status integer not null,
      share boolean not null default false,
      error_message text,
      time integer,
      memory integer,
      score integer,
      oi_rank_score integer,
      length integer not null,
      code text not null,
      language varchar(64) not null,
      judger varchar(255),
      ip varchar(64) not null default '',
      version integer not null default 1,
      is_manual boolean not null default false,
      is_remote boolean not null default false,
      priority varchar(16) not null default 'practice',
      queued_at timestamptz,
      gmt_modified timestamptz not null default now()
    )`,
    'create index submission_uid on submission (uid, submit_id desc)',
    'create index submission_pid on submission (pid, submit_id desc)',
    'create index submission_uid_pid on submission (uid, pid)',
    'create index submission_cid on submission (cid, submit_id desc) where cid <> 0',
    'create index submission_time on submission (submit_time)',
    'create index submission_status on submission (status, submit_id desc)',
    // the outbox sweep and the start-up re-queue read only unfinished rows
    'create index submission_unfinished on submission (submit_id) where status in (5, 6, 7, 9)',
    `create table submission_case (
      submit_id bigint not null references submission (submit_id) on delete cascade,
      case_id integer not null,
      status integer not null,
      time integer not null,
      memory integer not null,
      score integer,
      group_num integer,
      input_data varchar(255) not null default '',
      output_data varchar(255) not null default '',
      user_output text,
      message text,
      primary key (submit_id, case_id)
    )`,
    `create table user_problem_result (
      uid varchar(36) not null references user_info (uid) on delete cascade,
      pid bigint not null references problem (id) on delete cascade,
      solved boolean not null,
      first_ac_time timestamptz,
      last_status integer not null,
      best_score integer,
      best_oi_rank_score integer not null default 0,
      difficulty integer not null default 0,
      primary key (uid, pid)
    )`,
    'create index user_problem_result_solved on user_problem_result (uid) where solved',
    `create table user_record (
      uid varchar(36) primary key references user_info (uid) on delete cascade,
      submissions integer not null default 0,
      solved integer not null default 0,
      score integer not null default 0,
      gmt_modified timestamptz not null default now()
    )`,
    'create index user_record_acm on user_record (solved desc, submissions asc)',
    'create index user_record_oi on user_record (score desc, solved desc)',
  ],
  down: ['drop table user_record', 'drop table user_problem_result', 'drop table submission_case', 'drop table submission'],
};
