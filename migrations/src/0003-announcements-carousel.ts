import type { MigrationSpec } from '@oj/core';

/** Site announcements (03 §3: title, content, visible, modified time) and the home carousel (01 §2). */
export const announcementsAndCarousel: MigrationSpec = {
  name: '0003-announcements-carousel',
  up: [
    `create table announcement (
      id bigserial primary key,
      title varchar(255) not null,
      content text not null,
      uid varchar(36) not null references user_info (uid),
      status smallint not null default 0,
      gid bigint,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now()
    )`,
    'create index announcement_public_idx on announcement (gid, status, id desc)',
    `create table home_carousel (
      id bigserial primary key,
      file_hash char(64) not null,
      uid varchar(36) not null references user_info (uid),
      gmt_create timestamptz not null default now()
    )`,
  ],
  down: ['drop table home_carousel', 'drop table announcement'],
};
