import type { MikroORM } from '@mikro-orm/postgresql';
import type { PluginStateRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

/** One row per plugin the super admin switched (plugin_state). */
export class SqlPluginStateRepository implements PluginStateRepository {
  constructor(private readonly orm: MikroORM) {}

  async all(): Promise<Map<string, boolean>> {
    const rows = await sqlOf(this.orm).all<{ id: string; enabled: boolean }>('select id, enabled from plugin_state');
    return new Map(rows.map((r) => [r.id, Boolean(r.enabled)]));
  }

  async set(id: string, enabled: boolean): Promise<void> {
    await sqlOf(this.orm).run(
      'insert into plugin_state (id, enabled, gmt_modified) values (?, ?, now()) on conflict (id) do update set enabled = excluded.enabled, gmt_modified = now()',
      [id, enabled],
    );
  }
}
