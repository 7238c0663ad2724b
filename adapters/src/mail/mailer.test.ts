import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ServiceUnavailable } from '@oj/core';
import { coreMigrations } from '@oj/migrations';
import { createOrm } from '../persistence/create-orm';
import { coreEntities } from '../persistence/entities';
import { MikroMailOutbox } from '../persistence/mail-outbox.repository';
import { migrate } from '../persistence/migrate';
import { freePort } from '../testing/free-port';
import { freshDatabase } from '../testing/test-database';
import { mailerContract } from './mailer.contract';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** A local SMTP server that accepts one user and records what it receives. */
async function localSmtp() {
  const received: Array<{ to: string; subject: string; text: string }> = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, cb) => (auth.username === 'oj' && auth.password === 'secret' ? cb(null, { user: 'oj' }) : cb(new Error('bad credentials'))),
    onData: (stream, _session, cb) => {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: (mail.text ?? '').replace(/\n$/, '') });
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

mailerContract('smtp', async () => {
  const smtp = await localSmtp();
  const mailer = new SmtpMailer(`smtp://oj:secret@127.0.0.1:${smtp.port}`, 'OJ <no-reply@oj.test>');
  return {
    mailer,
    expectedVia: 'smtp',
    received: async () => smtp.received,
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
