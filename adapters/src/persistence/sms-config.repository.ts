import type { MikroORM } from '@mikro-orm/postgresql';
import type { SmsConfig, SmsConfigRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

const COLUMNS: Record<keyof SmsConfig, string> = {
  smsRegionId: 'sms_region_id',
  smsDomain: 'sms_domain',
  smsAccessKeyId: 'sms_access_key_id',
  smsAccessKeySecret: 'sms_access_key_secret',
  smsSignName: 'sms_sign_name',
  smsTemplateCode: 'sms_template_code',
};
const FIELDS = Object.entries(COLUMNS) as Array<[keyof SmsConfig, string]>;

/** The SMS settings row (seeded by migration 0016); fields not named in an update stay as they are. */
export class SqlSmsConfigRepository implements SmsConfigRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(): Promise<SmsConfig> {
    const [row] = await sqlOf(this.orm).all<Record<string, string>>(`select ${FIELDS.map(([, c]) => c).join(', ')} from sms_config where id = 1`);
    if (!row) throw new Error('sms_config has no row: run the migrations');
    return Object.fromEntries(FIELDS.map(([field, column]) => [field, row[column]])) as unknown as SmsConfig;
  }

  async update(changes: Partial<SmsConfig>): Promise<SmsConfig> {
    const named = FIELDS.filter(([field]) => changes[field] !== undefined);
    if (named.length) {
      await sqlOf(this.orm).run(`update sms_config set ${named.map(([, c]) => `${c} = ?`).join(', ')}, gmt_modified = now() where id = 1`, named.map(([field]) => changes[field]));
    }
    return this.get();
  }
}
