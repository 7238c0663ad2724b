import type { MigrationSpec } from '@oj/core';

/**
 * The site's language list (01 §3, 03 §3): one row per judge and key, seeded at start-up from the judge's
 * definitions (missing keys only) and edited by the super admin. `template` is the help page's example
 * program, `code_template` the code a new editor starts with.
 */
export const languages: MigrationSpec = {
  name: '0007-languages',
  up: [
    `create table language (
      id bigserial primary key,
      key varchar(64) not null,
      name varchar(64) not null,
      description varchar(255) not null default '',
      content_type varchar(64) not null,
      template text not null default '',
      code_template text not null default '',
      compile_command varchar(1024) not null default '',
      enabled boolean not null default true,
      oj varchar(32) not null default 'ME',
      seq integer not null default 0 check (seq >= 0),
      gmt_create timestamptz not null default now(),
      gmt_modified timestamptz not null default now(),
      unique (oj, key)
    )`,
    'create index language_order_idx on language (seq, id)',
  ],
  down: ['drop table language'],
};
