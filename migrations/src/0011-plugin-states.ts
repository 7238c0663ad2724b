import type { MigrationSpec } from '@oj/core';

/** The super admin's enable switch per installed plugin (03 §5); a plugin without a row takes its default. */
export const pluginStates: MigrationSpec = {
  name: '0011-plugin-states',
  up: [
    `create table plugin_state (
      id varchar(40) primary key,
      enabled boolean not null,
      gmt_modified timestamptz not null default now()
    )`,
  ],
  down: ['drop table plugin_state'],
};
