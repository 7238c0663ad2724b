import type { MikroORM } from '@mikro-orm/postgresql';
import { ServiceUnavailable } from '@oj/core';
import { coreMigrations } from '@oj/migrations';
import { createOrm } from '../persistence/create-orm';
import { coreEntities } from '../persistence/entities';
import { MikroMailOutbox } from '../persistence/mail-outbox.repository';
import { migrate } from '../persistence/migrate';
import { freePort } from '../testing/free-port';
import { localSmtp } from '../testing/local-smtp';
import { freshDatabase } from '../testing/test-database';
import { mailerContract } from './mailer.contract';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

mailerContract('smtp', async () => {
  const smtp = await localSmtp();
  const mailer = new SmtpMailer(`smtp://oj:secret@127.0.0.1:${smtp.port}`, 'OJ <no-reply@oj.test>');
  return {
    mailer,
    expectedVia: 'smtp',
    received: async () => smtp.received.map(({ to, subject, text }) => ({ to, subject, text })),
    close: async () => {
      mailer.close();
      await smtp.close();
    },
  };
});

mailerContract('outbox', async () => {
  const db = await freshDatabase('postgresql');
  const orm: MikroORM = await createOrm({ url: db.url, entities: coreEntities, poolMax: 2 });
  await migrate(orm, [{ owner: 'core', migrations: coreMigrations }]);
  const outbox = new MikroMailOutbox(orm);
  return {
    mailer: new OutboxMailer(outbox),
    expectedVia: 'outbox',
    received: async () => (await outbox.latest(100)).reverse().map((m) => ({ to: m.to, subject: m.subject, text: m.text })),
    close: async () => {
      await orm.close(true);
      await db.drop();
    },
  };
});

describe('SmtpMailer failures', () => {
  it('turns refused credentials into a clear 503-type error', async () => {
    const smtp = await localSmtp();
    const mailer = new SmtpMailer(`smtp://oj:wrong@127.0.0.1:${smtp.port}`, 'OJ <no-reply@oj.test>');
    await expect(mailer.send({ to: 'x@example.org', subject: 's', text: 't' })).rejects.toMatchObject({ key: 'error.mailFailed' });
    mailer.close();
    await smtp.close();
  });

  it('fails when nothing listens', async () => {
    const mailer = new SmtpMailer(`smtp://oj:secret@127.0.0.1:${await freePort()}`, 'OJ <no-reply@oj.test>');
    await expect(mailer.send({ to: 'x@example.org', subject: 's', text: 't' })).rejects.toBeInstanceOf(ServiceUnavailable);
    mailer.close();
  });
});
