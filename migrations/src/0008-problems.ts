import type { MigrationSpec } from '@oj/core';

/**
 * The problem bank (01 §3, 03 §3): problems with their per-status counters (updated by the judging
 * transaction, never recounted per request), tags and classifications, the languages a problem accepts,
 * code templates, test cases (files named by content hash in the FileStore) and users' to-do lists.
 * `case_version` is the hash of the test-data manifest runners fetch (the task's dataVersion).
 */
export const problems: MigrationSpec = {
  name: '0008-problems',
  up: [
    `create table problem (
      id bigserial primary key,
      problem_id varchar(255) not null,
      title varchar(255) not null,
      author varchar(255) not null default '',
      type smallint not null default 0 check (type in (0, 1)),
      judge_mode varchar(16) not null default 'default' check (judge_mode in ('default', 'spj', 'interactive')),
      judge_case_mode varchar(32) not null default 'default'
        check (judge_case_mode in ('default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error')),
      time_limit integer not null default 1000 check (time_limit > 0),
      memory_limit integer not null default 256 check (memory_limit > 0),
      stack_limit integer not null default 128 check (stack_limit > 0),
      description text not null default '',
      input text not null default '',
      output text not null default '',
      examples text not null default '',
      hint text not null default '',
      source text not null default '',
      difficulty smallint not null default 0 check (difficulty between 0 and 9),
      auth smallint not null default 1 check (auth in (1, 2, 3)),
      io_score integer not null default 100 check (io_score >= 0),
      code_share boolean not null default true,
      spj_code text,
      spj_language varchar(64),
      spj_compile_ok boolean not null default false,
      user_extra_file text,
      judge_extra_file text,
      video_extra_file text,
      is_remove_end_blank boolean not null default true,
      open_case_result boolean not null default true,
      is_upload_case boolean not null default true,
      case_version varchar(64),
      is_remote boolean not null default false,
      remote_oj varchar(32),
      is_group boolean not null default false,
      gid bigint,
      apply_public_progress smallint check (apply_public_progress in (1, 2, 3)),
      is_file_io boolean not null default false,
      io_read_file_name varchar(255),
      io_write_file_name varchar(255),
      modified_user varchar(255),
      total integer not null default 0,
      ac integer not null default 0,
      wa integer not null default 0,
      tle integer not null default 0,
      mle integer not null default 0,
      re integer not null default 0,
      pe integer not null default 0,
      ce integer not null default 0,
      se integer not null default 0,
      pa integer not null default 0,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now()
    )`,
    'create unique index problem_problem_id_key on problem (lower(problem_id))',
    'create index problem_list_idx on problem (auth, is_group, id)',
    'create index problem_modified_idx on problem (gmt_modified desc)',
    `create table tag_classification (
      id bigserial primary key,
      name varchar(255) not null,
      rank integer not null default 0,
      oj varchar(32) not null default 'ME',
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now(),
      unique (oj, name)
    )`,
    `create table tag (
      id bigserial primary key,
      name varchar(255) not null,
      color varchar(16) not null default '#409eff',
      oj varchar(32) not null default 'ME',
      gid bigint,
      tcid bigint references tag_classification (id) on delete set null,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now()
    )`,
    'create unique index tag_name_key on tag (oj, coalesce(gid, 0), name)',
    `create table problem_tag (
      pid bigint not null references problem (id) on delete cascade,
      tid bigint not null references tag (id) on delete cascade,
      primary key (pid, tid)
    )`,
    'create index problem_tag_tid_idx on problem_tag (tid, pid)',
    `create table problem_language (
      pid bigint not null references problem (id) on delete cascade,
      lid bigint not null references language (id) on delete cascade,
      primary key (pid, lid)
    )`,
    `create table code_template (
      id bigserial primary key,
      pid bigint not null references problem (id) on delete cascade,
      lid bigint not null references language (id) on delete cascade,
      code text not null,
      status boolean not null default true,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now(),
      unique (pid, lid)
    )`,
    `create table problem_case (
      id bigserial primary key,
      pid bigint not null references problem (id) on delete cascade,
      seq integer not null,
      input_name varchar(255) not null,
      output_name varchar(255) not null,
      input_hash char(64) not null,
      output_hash char(64) not null,
      input_size bigint not null default 0,
      output_size bigint not null default 0,
      score integer not null default 0 check (score >= 0),
      group_num integer,
      unique (pid, seq)
    )`,
    `create table user_todo_problem (
      uid varchar(36) not null references user_info (uid) on delete cascade,
      pid bigint not null references problem (id) on delete cascade,
      gmt_create timestamptz not null default now(),
      primary key (uid, pid)
    )`,
  ],
  down: ['drop table user_todo_problem', 'drop table problem_case', 'drop table code_template', 'drop table problem_language', 'drop table problem_tag', 'drop table tag', 'drop table tag_classification', 'drop table problem'],
};
