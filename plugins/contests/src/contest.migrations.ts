import type { MigrationSpec } from '@oj/core';
import { liveMigrations } from './live/live.migrations';
import { ratingMigrations } from './rating/rating.migrations';
import { virtualMigrations } from './virtual/virtual.migrations';

/**
 * The plugin's tables (shared contract of issue 19). Submissions in a contest are the core's `submission`
 * rows with `cid` and `cpid` (contest_problem.id) set by the submission context; the board reads them.
 * Read marks of announcements live in the browser (02 §3 local storage), so there is no table for them.
 */
export const contestMigrations: MigrationSpec[] = [
  {
    name: 'contests-0001-contests',
    up: [
      `create table contest (
        id bigserial primary key,
        title varchar(255) not null,
        description text not null default '',
        type smallint not null default 0,
        auth smallint not null default 0,
        pwd text,
        visible boolean not null default true,
        start_time timestamptz not null,
        end_time timestamptz not null,
        duration bigint not null,
        seal_rank boolean not null default false,
        seal_rank_time timestamptz,
        auto_real_rank boolean not null default true,
        open_rank boolean not null default false,
        open_print boolean not null default false,
        allow_end_submit boolean not null default false,
        rank_show_name varchar(16) not null default 'username',
        star_account jsonb not null default '[]',
        oi_rank_score_type varchar(16) not null default 'Recent',
        award_type smallint not null default 0,
        award_config jsonb not null default '[]',
        open_account_limit boolean not null default false,
        account_limit_rule text,
        author varchar(255) not null,
        uid varchar(36) not null,
        gid bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      'create index contest_start on contest (start_time desc, id desc)',
      `create table contest_problem (
        id bigserial primary key,
        cid bigint not null references contest (id) on delete cascade,
        pid bigint not null references problem (id) on delete cascade,
        display_id varchar(255) not null,
        display_title varchar(255) not null default '',
        color varchar(32),
        unique (cid, display_id),
        unique (cid, pid)
      )`,
      'create index contest_problem_pid on contest_problem (pid)',
      `create table contest_register (
        id bigserial primary key,
        cid bigint not null references contest (id) on delete cascade,
        uid varchar(36) not null references user_info (uid) on delete cascade,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        unique (cid, uid)
      )`,
      `create table contest_announcement (
        id bigserial primary key,
        cid bigint not null references contest (id) on delete cascade,
        title varchar(255) not null,
        content text not null default '',
        uid varchar(36) not null,
        username varchar(255) not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      'create index contest_announcement_cid on contest_announcement (cid, id desc)',
      // the contest's submissions per user and problem (board, lists, AC/Total)
      'create index contest_submission_cid_uid on submission (cid, uid, submit_id) where cid <> 0',
    ],
    down: [
      'drop index contest_submission_cid_uid',
      'drop table contest_announcement',
      'drop table contest_register',
      'drop table contest_problem',
      'drop table contest',
    ],
  },
  {
    // api-calls.tsv's body.source of the contest form (HOJ: 0 for an original contest, else the id of the contest it was cloned from)
    name: 'contests-0002-contest-source',
    up: ['alter table contest add column source bigint not null default 0'],
  },
  // print jobs and balloon marks (issue 21, src/live)
  ...liveMigrations,
  // ratings (issue 21 item 8, src/rating)
  ...ratingMigrations,
  // virtual runs (issue 21 item 7, src/virtual)
  ...virtualMigrations,
];
