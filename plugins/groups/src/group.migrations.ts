import type { MigrationSpec } from '@oj/core';

/**
 * The plugin's tables (03 §3). Group announcements use the core's `announcement.gid`; a group's problems,
 * trainings, contests, discussions and submissions are rows of their own modules that carry its `gid`.
 */
export const groupMigrations: MigrationSpec[] = [
  {
    name: '0001-groups',
    up: [
      `create table group_info (
        id bigserial primary key,
        avatar varchar(512),
        name varchar(25) not null,
        short_name varchar(10) not null,
        brief varchar(50) not null,
        description text not null default '',
        owner varchar(255) not null,
        uid varchar(64) not null,
        auth smallint not null default 1,
        code varchar(6),
        status smallint not null default 0,
        visible boolean not null default true,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      'create unique index group_info_short_name on group_info (lower(short_name))',
      'create index group_info_uid on group_info (uid, gmt_create)',
      `create table group_member (
        id bigserial primary key,
        gid bigint not null references group_info (id) on delete cascade,
        uid varchar(64) not null,
        auth smallint not null,
        reason varchar(100),
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now(),
        unique (gid, uid)
      )`,
      'create index group_member_uid on group_member (uid, auth)',
    ],
  },
];
