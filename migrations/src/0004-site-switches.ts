import type { MigrationSpec } from '@oj/core';

/** The admin switches and limits of 03 §5 (one row of JSON: keys not stored read as their defaults). */
export const siteSwitches: MigrationSpec = {
  name: '0004-site-switches',
  up: [
    `create table site_switch (
      id smallint primary key default 1 check (id = 1),
      data jsonb not null default '{}',
      gmt_modified timestamptz not null default now()
    )`,
    `insert into site_switch (id) values (1)`,
  ],
  down: ['drop table site_switch'],
};
