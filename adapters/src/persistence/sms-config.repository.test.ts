import { DEFAULT_SMS_CONFIG, SMS_CONFIG_LIMITS, type SmsConfig } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { SqlSmsConfigRepository } from './sms-config.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';

describe.each(TEST_ENGINES)('SqlSmsConfigRepository on %s', (engine) => {
  let m: MigratedOrm;
  let repository: SqlSmsConfigRepository;
  beforeAll(async () => {
    m = await migratedOrm(engine);
    repository = new SqlSmsConfigRepository(m.orm);
  });
  afterAll(() => m?.close());

  it('starts with the empty settings seeded by the migration', async () => {
    expect(await repository.get()).toEqual(DEFAULT_SMS_CONFIG);
  });

  it('writes only the fields given, keeps text exactly, and another repository reads the same', async () => {
    const changed = { smsRegionId: 'cn-hangzhou', smsAccessKeySecret: `s'e"c\\r&t`, smsSignName: '在线评测' };
    expect(await repository.update(changed)).toEqual({ ...DEFAULT_SMS_CONFIG, ...changed });
    const ignored = { smsDomain: undefined, id: 2 } as unknown as Partial<SmsConfig>;
    expect(await new SqlSmsConfigRepository(m.orm).update(ignored)).toEqual({ ...DEFAULT_SMS_CONFIG, ...changed });
    expect(await repository.update({ smsAccessKeySecret: '' })).toEqual({ ...DEFAULT_SMS_CONFIG, ...changed, smsAccessKeySecret: '' });
  });

  it('holds each field up to its limit and refuses more (the columns are as wide as the limits)', async () => {
    const longest = { smsDomain: 'd'.repeat(SMS_CONFIG_LIMITS.DOMAIN_MAX), smsTemplateCode: 'T'.repeat(SMS_CONFIG_LIMITS.TEMPLATE_CODE_MAX) };
    expect(await repository.update(longest)).toMatchObject(longest);
    await expect(repository.update({ smsTemplateCode: 'T'.repeat(SMS_CONFIG_LIMITS.TEMPLATE_CODE_MAX + 1) })).rejects.toThrow();
  });
});
