import type { MikroORM } from '@mikro-orm/postgresql';
import type { PluginSettingsRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

/** One row per saved plugin setting (plugin_setting), the value as JSON so it keeps its type. */
export class SqlPluginSettingsRepository implements PluginSettingsRepository {
  constructor(private readonly orm: MikroORM) {}

  async all(): Promise<Map<string, Record<string, unknown>>> {
    const rows = await sqlOf(this.orm).all<{ plugin_id: string; key: string; value: string }>('select plugin_id, key, value from plugin_setting');
    const byPlugin = new Map<string, Record<string, unknown>>();
    for (const row of rows) byPlugin.set(row.plugin_id, { ...byPlugin.get(row.plugin_id), [row.key]: JSON.parse(row.value) });
    return byPlugin;
  }

  async save(pluginId: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const sql = sqlOf(this.orm);
    for (const [key, value] of Object.entries(values)) {
      await sql.run(
        'insert into plugin_setting (plugin_id, key, value, gmt_modified) values (?, ?, ?, now()) on conflict (plugin_id, key) do update set value = excluded.value, gmt_modified = now()',
        [pluginId, key, JSON.stringify(value)],
      );
    }
    const rows = await sql.all<{ key: string; value: string }>('select key, value from plugin_setting where plugin_id = ?', [pluginId]);
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
  }
}
