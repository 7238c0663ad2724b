import type { MigrationSpec } from '@oj/core';

/**
 * The plugin's tables. Progress and rank are computed from the core's `submission` rows that carry the
 * training's id (`tid`), so there is no record table to keep in step with rejudges.
 */
export const trainingMigrations: MigrationSpec[] = [
  {
    name: '0001-trainings',
    up: [
      `create table training_category (
        id bigserial primary key,
        name varchar(255) not null,
        color varchar(32) not null default '#409EFF',
        gid bigint,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      `create table training (
        id bigserial primary key,
        rank integer not null default 1000,
        title varchar(255) not null,
        description text not null default '',
        auth varchar(16) not null default 'Public',
        private_pwd varchar(255),
        status boolean not null default true,
        author varchar(255) not null,
        gid bigint,
        rank_show_name varchar(16) not null default 'username',
        category_id bigint references training_category (id) on delete set null,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      'create index training_order on training (rank, id)',
      `create table training_problem (
        id bigserial primary key,
        tid bigint not null references training (id) on delete cascade,
        pid bigint not null references problem (id) on delete cascade,
        display_id varchar(255),
        rank integer not null default 0,
        gmt_create timestamptz not null default now(),
        unique (tid, pid)
      )`,
      `create table training_register (
        id bigserial primary key,
        tid bigint not null references training (id) on delete cascade,
        uid varchar(36) not null references user_info (uid) on delete cascade,
        status boolean not null default true,
        gmt_create timestamptz not null default now(),
        unique (tid, uid)
      )`,
      'create index training_submission_tid on submission (tid, uid) where tid is not null',
    ],
    down: ['drop index training_submission_tid', 'drop table training_register', 'drop table training_problem', 'drop table training', 'drop table training_category'],
  },
  {
    // 02 §3: a training's reference videos (JSON map of name → URL)
    name: '0002-training-videos',
    up: ['alter table training add column video_extra_file text'],
    down: ['alter table training drop column video_extra_file'],
  },
];
