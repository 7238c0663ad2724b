import { TEST_ENGINES } from '../testing/test-database';
import { mailOutboxContract } from './mail-outbox.contract';
import { MikroMailOutbox } from './mail-outbox.repository';
import { migratedOrm } from './testing/migrated-orm';

for (const engine of TEST_ENGINES) {
  mailOutboxContract(`MikroORM on ${engine}`, async () => {
    const { orm, close } = await migratedOrm(engine);
    return { subject: new MikroMailOutbox(orm), close };
  });
}
