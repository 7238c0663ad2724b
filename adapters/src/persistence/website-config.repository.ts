import type { MikroORM } from '@mikro-orm/postgresql';
import { ServiceUnavailable, type WebsiteConfig, type WebsiteConfigRepository } from '@oj/core';
import { emOf } from './create-orm';
import { SiteConfigRecord } from './schemas/site-config.schema';

const FIELDS: ReadonlyArray<keyof WebsiteConfig> = [
  'baseUrl', 'name', 'shortName', 'description', 'recordName', 'recordUrl', 'projectName', 'projectUrl',
  'register', 'openPublicDiscussion', 'openGroupDiscussion', 'openContestComment',
];

function toModel(record: SiteConfigRecord): WebsiteConfig {
  return Object.fromEntries(FIELDS.map((f) => [f, record[f]])) as unknown as WebsiteConfig;
}

/** The website config row, through MikroORM. */
export class MikroWebsiteConfigRepository implements WebsiteConfigRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(): Promise<WebsiteConfig> {
    const record = await emOf(this.orm).findOne(SiteConfigRecord, { id: 1 });
    // the first migration seeds the row; its absence means the database was not migrated
    if (!record) throw new ServiceUnavailable('error.unavailable', { reason: 'site_config is empty: run the migrations' });
    return toModel(record);
  }

  async update(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
    const em = emOf(this.orm);
    const record = await em.findOneOrFail(SiteConfigRecord, { id: 1 });
    for (const field of FIELDS) {
      if (changes[field] !== undefined) (record as unknown as Record<string, unknown>)[field] = changes[field];
    }
    record.gmtModified = new Date();
    await em.flush();
    return toModel(record);
  }
}
