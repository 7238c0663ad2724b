import { TEST_ENGINES } from '../testing/test-database';
import { migratedOrm } from './testing/migrated-orm';
import { websiteConfigRepositoryContract } from './website-config-repository.contract';
import { MikroWebsiteConfigRepository } from './website-config.repository';

for (const engine of TEST_ENGINES) {
  websiteConfigRepositoryContract(`MikroORM on ${engine}`, async () => {
    const { orm, close } = await migratedOrm(engine);
    return { subject: new MikroWebsiteConfigRepository(orm), other: new MikroWebsiteConfigRepository(orm), close };
  });
}
