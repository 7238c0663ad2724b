import type { MigrationSpec } from '@oj/core';

/**
 * Virtual runs (issue 21 item 7): one per user and contest, started after the contest's end. The run's
 * submissions are the core's rows with the contest's cid made inside [started_at, ends_at): all of them come
 * after the contest's end, so the real board, AC info and ratings (which read rows before end_time) never see them.
 */
export const virtualMigrations: MigrationSpec[] = [
  {
    name: 'contests-0005-virtual',
    up: [
      `create table contest_virtual (
        id bigserial primary key,
        cid bigint not null references contest (id) on delete cascade,
        uid varchar(36) not null references user_info (uid) on delete cascade,
        started_at timestamptz not null,
        ends_at timestamptz not null,
        unique (cid, uid)
      )`,
    ],
    down: ['drop table contest_virtual'],
  },
];
