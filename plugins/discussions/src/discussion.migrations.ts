import type { MigrationSpec } from '@oj/core';

/**
 * The plugin's tables (02 §3 Discussion, Category, Report, Comment, Reply). `comment_num` counts comments
 * and replies (HOJ) and is changed by one SQL update per post, never read-modify-write, so concurrent posts
 * keep it right. Likes are rows unique per user and target, so a like is idempotent.
 */
export const discussionMigrations: MigrationSpec[] = [
  {
    name: 'discussions-0001-discussions',
    up: [
      `create table discussion_category (
        id bigserial primary key,
        name varchar(255) not null,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      `insert into discussion_category (name) values ('Discussion'), ('Solution'), ('Help'), ('Chat')`,
      `create table discussion (
        id bigserial primary key,
        category_id bigint not null references discussion_category (id),
        title varchar(600) not null,
        description varchar(255) not null,
        content text not null,
        pid varchar(300),
        uid varchar(36) not null,
        author varchar(255) not null,
        role varchar(32) not null default 'user',
        view_num integer not null default 0,
        like_num integer not null default 0,
        comment_num integer not null default 0,
        top_priority boolean not null default false,
        status smallint not null default 0,
        gid bigint,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      'create index discussion_list_order on discussion (top_priority desc, gmt_create desc, id desc)',
      'create index discussion_pid on discussion (pid)',
      'create index discussion_uid_created on discussion (uid, gmt_create)',
      `create table discussion_like (
        did bigint not null references discussion (id) on delete cascade,
        uid varchar(36) not null,
        gmt_create timestamptz not null default now(),
        primary key (did, uid)
      )`,
      `create table discussion_report (
        id bigserial primary key,
        did bigint not null,
        reporter varchar(255) not null,
        reporter_uid varchar(36) not null,
        content varchar(1000) not null,
        status boolean not null default false,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      'create index discussion_report_unhandled on discussion_report (status, id desc)',
      // a comment belongs to a discussion (did) or to a contest's Q&A (cid)
      `create table discussion_comment (
        id bigserial primary key,
        did bigint references discussion (id) on delete cascade,
        cid bigint,
        content text not null,
        from_uid varchar(36) not null,
        from_name varchar(255) not null,
        from_role varchar(32) not null default 'user',
        like_num integer not null default 0,
        status smallint not null default 0,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now(),
        check (did is not null or cid is not null)
      )`,
      'create index discussion_comment_did on discussion_comment (did, gmt_create desc, id desc)',
      'create index discussion_comment_cid on discussion_comment (cid, gmt_create desc, id desc)',
      `create table discussion_comment_like (
        comment_id bigint not null references discussion_comment (id) on delete cascade,
        uid varchar(36) not null,
        gmt_create timestamptz not null default now(),
        primary key (comment_id, uid)
      )`,
      `create table discussion_reply (
        id bigserial primary key,
        comment_id bigint not null references discussion_comment (id) on delete cascade,
        content text not null,
        from_uid varchar(36) not null,
        from_name varchar(255) not null,
        from_role varchar(32) not null default 'user',
        to_uid varchar(36) not null,
        to_name varchar(255) not null,
        status smallint not null default 0,
        gmt_create timestamptz not null default now(),
        gmt_modified timestamptz not null default now()
      )`,
      'create index discussion_reply_comment on discussion_reply (comment_id, gmt_create, id)',
    ],
    down: ['drop table discussion_reply', 'drop table discussion_comment_like', 'drop table discussion_comment', 'drop table discussion_report', 'drop table discussion_like', 'drop table discussion', 'drop table discussion_category'],
  },
  {
    // a user reports a discussion once (issue 20 audit): the earliest of earlier duplicates stays
    name: 'discussions-0002-report-once',
    up: [
      `delete from discussion_report r using discussion_report e
        where e.did = r.did and e.reporter_uid = r.reporter_uid and e.id < r.id`,
      'create unique index discussion_report_once on discussion_report (did, reporter_uid)',
    ],
    down: ['drop index discussion_report_once'],
  },
];
