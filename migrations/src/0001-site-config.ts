import { DEFAULT_WEBSITE_CONFIG as d, type MigrationSpec } from '@oj/core';

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The website config (spec 01 §3), one row, seeded with the defaults; and the mail outbox. */
export const siteConfig: MigrationSpec = {
  name: '0001-site-config',
  up: [
    `create table site_config (
      id smallint primary key default 1 check (id = 1),
      base_url varchar(255) not null,
      name varchar(255) not null,
      short_name varchar(64) not null,
      description text not null,
      record_name varchar(255) not null,
      record_url varchar(255) not null,
      project_name varchar(255) not null,
      project_url varchar(255) not null,
      register boolean not null,
      open_public_discussion boolean not null,
      open_group_discussion boolean not null,
      open_contest_comment boolean not null,
      gmt_modified timestamptz not null default now()
    )`,
    `insert into site_config (id, base_url, name, short_name, description, record_name, record_url, project_name, project_url,
       register, open_public_discussion, open_group_discussion, open_contest_comment)
     values (1, ${text(d.baseUrl)}, ${text(d.name)}, ${text(d.shortName)}, ${text(d.description)}, ${text(d.recordName)}, ${text(d.recordUrl)},
       ${text(d.projectName)}, ${text(d.projectUrl)}, ${d.register}, ${d.openPublicDiscussion}, ${d.openGroupDiscussion}, ${d.openContestComment})`,
    `create table mail_outbox (
      id bigserial primary key,
      "to" varchar(320) not null,
      subject varchar(255) not null,
      text text not null,
      html text,
      created_at timestamptz not null default now()
    )`,
    `create index mail_outbox_to_idx on mail_outbox ("to", id desc)`,
  ],
  down: ['drop table mail_outbox', 'drop table site_config'],
};
