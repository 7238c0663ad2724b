import type { MigrationSpec } from '@oj/core';

/**
 * System notices of 03 §3 (title, content, recipients: all users, one designated user, the admins;
 * state = pushed) and their delivery: one `user_sys_notice` row per recipient, written by the hourly
 * push job, read by the message centre ('sys' tab; `state` there is the read flag).
 */
export const sysNotices: MigrationSpec = {
  name: '0005-sys-notices',
  up: [
    `create table sys_notice (
      id bigserial primary key,
      title varchar(255) not null,
      content text not null,
      type varchar(16) not null check (type in ('All', 'Single', 'Admin')),
      recipient_id varchar(36) references user_info (uid) on delete cascade,
      state boolean not null default false,
      admin_id varchar(36) references user_info (uid) on delete set null,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now(),
      check ((type = 'Single') = (recipient_id is not null))
    )`,
    'create index sys_notice_type_idx on sys_notice (type, id desc)',
    'create index sys_notice_unpushed_idx on sys_notice (id) where not state',
    `create table user_sys_notice (
      id bigserial primary key,
      sys_notice_id bigint not null references sys_notice (id) on delete cascade,
      recipient_id varchar(36) not null references user_info (uid) on delete cascade,
      type varchar(8) not null default 'Sys' check (type in ('Sys', 'Mine')),
      state boolean not null default false,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now(),
      unique (sys_notice_id, recipient_id)
    )`,
    'create index user_sys_notice_recipient_idx on user_sys_notice (recipient_id, type, id desc)',
  ],
  down: ['drop table user_sys_notice', 'drop table sys_notice'],
};
