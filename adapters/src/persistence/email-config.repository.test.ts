import { DEFAULT_EMAIL_CONFIG, type EmailConfig } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { SqlEmailConfigRepository } from './email-config.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';

describe.each(TEST_ENGINES)('SqlEmailConfigRepository on %s', (engine) => {
  let m: MigratedOrm;
  let repository: SqlEmailConfigRepository;
  beforeAll(async () => {
    m = await migratedOrm(engine);
    repository = new SqlEmailConfigRepository(m.orm);
  });
  afterAll(() => m?.close());

  it('starts with the empty settings seeded by the migration', async () => {
    expect(await repository.get()).toEqual(DEFAULT_EMAIL_CONFIG);
  });

  it('writes only the fields given, keeps text exactly, and another repository reads the same', async () => {
    const changed = { emailHost: 'smtp.example.org', emailPort: 587, emailPassword: `p'a"s\\s 密码`, emailSsl: false };
    expect(await repository.update(changed)).toEqual({ ...DEFAULT_EMAIL_CONFIG, ...changed });
    const ignored = { emailUsername: undefined, id: 2 } as unknown as Partial<EmailConfig>;
    expect(await new SqlEmailConfigRepository(m.orm).update(ignored)).toEqual({ ...DEFAULT_EMAIL_CONFIG, ...changed });
  });

  it('refuses a port out of range (the column checks it too)', async () => {
    await expect(repository.update({ emailPort: 70000 })).rejects.toThrow();
    expect((await repository.get()).emailPort).toBe(587);
  });
});
