import { createOrm } from './create-orm';
import { coreEntities } from './entities';
import { MikroMailOutbox } from './mail-outbox.repository';
import { migrate } from './migrate';
import { persistenceContract } from './persistence.contract';
import { MikroUnitOfWork } from './unit-of-work';
import { MikroWebsiteConfigRepository } from './website-config.repository';
import { coreMigrations } from '@oj/migrations';
import { freshDatabase, TEST_ENGINES } from '../testing/test-database';

for (const engine of TEST_ENGINES) {
  persistenceContract(engine, async () => {
    const db = await freshDatabase(engine);
    const orm = await createOrm({ url: db.url, entities: coreEntities, poolMax: 4 });
    await migrate(orm, [{ owner: 'core', migrations: coreMigrations }]);
    return {
      subject: { websiteConfig: new MikroWebsiteConfigRepository(orm), outbox: new MikroMailOutbox(orm), unitOfWork: new MikroUnitOfWork(orm) },
      close: async () => {
        await orm.close(true);
        await db.drop();
      },
    };
  });
}
