import { EntitySchema } from '@mikro-orm/postgresql';

/** The only row's id (the table's check constraint allows no other). */
export const SITE_CONFIG_ID = 1;

/** The `site_config` row (one row, id 1). Columns are the spec's field names in snake_case. */
export class SiteConfigRecord {
  id = SITE_CONFIG_ID;
  baseUrl!: string;
  name!: string;
  shortName!: string;
  description!: string;
  recordName!: string;
  recordUrl!: string;
  projectName!: string;
  projectUrl!: string;
  register!: boolean;
  openPublicDiscussion!: boolean;
  openGroupDiscussion!: boolean;
  openContestComment!: boolean;
  gmtModified!: Date;
}

export const SiteConfigSchema = new EntitySchema<SiteConfigRecord>({
  class: SiteConfigRecord,
  tableName: 'site_config',
  properties: {
    id: { type: 'smallint', primary: true },
    baseUrl: { type: 'string' },
    name: { type: 'string' },
    shortName: { type: 'string' },
    description: { type: 'text' },
    recordName: { type: 'string' },
    recordUrl: { type: 'string' },
    projectName: { type: 'string' },
    projectUrl: { type: 'string' },
    register: { type: 'boolean' },
    openPublicDiscussion: { type: 'boolean' },
    openGroupDiscussion: { type: 'boolean' },
    openContestComment: { type: 'boolean' },
    gmtModified: { type: 'datetime' },
  },
});
