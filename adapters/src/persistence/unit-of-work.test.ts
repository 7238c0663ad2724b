import { TEST_ENGINES } from '../testing/test-database';
import { MikroMailOutbox } from './mail-outbox.repository';
import { migratedOrm } from './testing/migrated-orm';
import { unitOfWorkContract } from './unit-of-work.contract';
import { MikroUnitOfWork } from './unit-of-work';
import { MikroWebsiteConfigRepository } from './website-config.repository';

for (const engine of TEST_ENGINES) {
  unitOfWorkContract(`MikroORM on ${engine}`, async () => {
    const { orm, close } = await migratedOrm(engine);
    return { unitOfWork: new MikroUnitOfWork(orm), outbox: new MikroMailOutbox(orm), websiteConfig: new MikroWebsiteConfigRepository(orm), close };
  });
}
