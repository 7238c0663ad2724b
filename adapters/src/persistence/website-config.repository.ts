import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ServiceUnavailable, type WebsiteConfig, type WebsiteConfigRepository } from '@oj/core';
import { emOf } from './entity-manager';
import { SITE_CONFIG_ID, SiteConfigRecord } from './schemas/site-config.schema';

/** The spec's fields (01 §3), in the order the admin page lists them. */
const FIELDS: ReadonlyArray<keyof WebsiteConfig> = [
  'baseUrl', 'name', 'shortName', 'description', 'recordName', 'recordUrl', 'projectName', 'projectUrl',
  'register', 'openPublicDiscussion', 'openGroupDiscussion', 'openContestComment',
];

function toModel(record: SiteConfigRecord): WebsiteConfig {
  return Object.fromEntries(FIELDS.map((f) => [f, record[f]])) as unknown as WebsiteConfig;
}

async function load(em: EntityManager): Promise<SiteConfigRecord> {
  const record = await em.findOne(SiteConfigRecord, { id: SITE_CONFIG_ID });
  // the first migration seeds the row; its absence means the database was not migrated
  if (!record) throw new ServiceUnavailable('error.unavailable', { reason: 'site_config is empty: run the migrations' });
  return record;
}

/** The website config row (`site_config`, id 1), through MikroORM. */
export class MikroWebsiteConfigRepository implements WebsiteConfigRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(): Promise<WebsiteConfig> {
    return toModel(await load(emOf(this.orm)));
  }

  async update(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
    const em = emOf(this.orm);
    const record = await load(em);
    for (const field of FIELDS) {
      if (changes[field] !== undefined) (record as unknown as Record<string, unknown>)[field] = changes[field];
    }
    record.gmtModified = new Date();
    await em.flush();
    return toModel(record);
  }
}
