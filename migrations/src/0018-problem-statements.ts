import type { MigrationSpec } from '@oj/core';

/**
 * Issue 18 (item 15): a problem remembers how its statement is written (`markdown`, the site's own, or
 * `html` as FPS and QDUOJ packages carry it), and whether its import hid it until its checker compiles.
 * Every existing problem stays markdown and public as it was.
 */
export const problemStatements: MigrationSpec = {
  name: '0018-problem-statements',
  up: [
    `alter table problem add column statement_format varchar(16) not null default 'markdown'
      check (statement_format in ('markdown', 'html'))`,
    'alter table problem add column publish_on_compile boolean not null default false',
  ],
  down: ['alter table problem drop column publish_on_compile', 'alter table problem drop column statement_format'],
};
