import type { MigrationSpec } from '@oj/core';

/**
 * The values the super admin saved for the installed plugins' settings (the switch page), one row per
 * setting, beside plugin_state; the value is JSON (true, 30, "text"). A setting without a row takes its default.
 */
export const pluginSettings: MigrationSpec = {
  name: '0013-plugin-settings',
  up: [
    `create table plugin_setting (
      plugin_id varchar(40) not null,
      key varchar(64) not null,
      value text not null,
      gmt_modified timestamptz not null default now(),
      primary key (plugin_id, key)
    )`,
  ],
  down: ['drop table plugin_setting'],
};
