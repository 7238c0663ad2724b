import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_SITE_SWITCHES, type SiteSwitches, type SiteSwitchesRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

/** The switches row as JSON; unknown keys are dropped, missing ones take their defaults. */
export class SqlSiteSwitchesRepository implements SiteSwitchesRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(): Promise<SiteSwitches> {
    const [row] = await sqlOf(this.orm).all<{ data: Partial<SiteSwitches> | string }>('select data from site_switch where id = 1');
    const stored = typeof row?.data === 'string' ? (JSON.parse(row.data) as Partial<SiteSwitches>) : (row?.data ?? {});
    const switches = { ...DEFAULT_SITE_SWITCHES } as SiteSwitches;
    for (const key of Object.keys(DEFAULT_SITE_SWITCHES) as Array<keyof SiteSwitches>) {
      if (stored[key] !== undefined) (switches as unknown as Record<string, unknown>)[key] = stored[key];
    }
    return switches;
  }

  async update(changes: Partial<SiteSwitches>): Promise<SiteSwitches> {
    const known = Object.fromEntries(Object.entries(changes).filter(([k, v]) => k in DEFAULT_SITE_SWITCHES && v !== undefined));
    await sqlOf(this.orm).run('update site_switch set data = data || ?::jsonb, gmt_modified = now() where id = 1', [JSON.stringify(known)]);
    return this.get();
  }
}
