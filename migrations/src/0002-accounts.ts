import { ROLES, type MigrationSpec } from '@oj/core';

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Accounts (spec 01 §3 user info and profile), the roles 1000–1008 seeded (01 §3, 03 §3), and sessions. */
export const accounts: MigrationSpec = {
  name: '0002-accounts',
  up: [
    `create table user_info (
      uid varchar(36) primary key,
      username varchar(20) not null,
      email varchar(320) not null,
      password_hash varchar(255) not null,
      nickname varchar(20) not null default '',
      gender varchar(8) not null default 'secrecy',
      school varchar(100) not null default '',
      course varchar(100) not null default '',
      signature text not null default '',
      github varchar(100) not null default '',
      blog varchar(100) not null default '',
      cf_username varchar(100) not null default '',
      number varchar(100) not null default '',
      realname varchar(100) not null default '',
      mobile varchar(32) not null default '',
      avatar varchar(64) not null default '',
      title_name varchar(64) not null default '',
      title_color varchar(32) not null default '',
      status smallint not null default 0,
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now()
    )`,
    'create unique index user_info_username_key on user_info (lower(username))',
    'create unique index user_info_email_key on user_info (lower(email))',
    `create table role (
      id integer primary key,
      role varchar(64) not null unique,
      description varchar(255) not null
    )`,
    `insert into role (id, role, description) values ${ROLES.map((r) => `(${r.id}, ${text(r.role)}, ${text(r.description)})`).join(', ')}`,
    `create table user_role (
      uid varchar(36) not null references user_info (uid) on delete cascade,
      role_id integer not null references role (id),
      primary key (uid, role_id)
    )`,
    `create table user_session (
      token_hash char(64) primary key,
      uid varchar(36) not null references user_info (uid) on delete cascade,
      ip varchar(64) not null default '',
      user_agent varchar(255) not null default '',
      created_at timestamptz not null,
      issued_at timestamptz not null,
      expires_at timestamptz not null
    )`,
    'create index user_session_uid_idx on user_session (uid)',
    'create index user_session_created_idx on user_session (created_at desc)',
  ],
  down: ['drop table user_session', 'drop table user_role', 'drop table role', 'drop table user_info'],
};
