import type { MigrationSpec } from '@oj/core';

/**
 * The live-contest tools' tables (issue 21 items 1–2). AC info has no table of its own: the accepted
 * submissions are the core's rows; only the balloon runners' "checked" mark is kept, per submission.
 */
export const liveMigrations: MigrationSpec[] = [
  {
    name: 'contests-0003-live-tools',
    up: [
      `create table contest_print (
        id bigserial primary key,
        cid bigint not null references contest (id) on delete cascade,
        uid varchar(36) not null references user_info (uid) on delete cascade,
        username varchar(255) not null,
        content text not null,
        status smallint not null default 0,
        created_at timestamptz not null default now()
      )`,
      // the admin list: not printed first, newest first
      'create index contest_print_cid on contest_print (cid, status, id desc)',
      `create table contest_ac_check (
        submit_id bigint primary key,
        cid bigint not null references contest (id) on delete cascade,
        checked boolean not null default false,
        updated_at timestamptz not null default now()
      )`,
      'create index contest_ac_check_cid on contest_ac_check (cid)',
    ],
    down: ['drop table contest_ac_check', 'drop table contest_print'],
  },
];
