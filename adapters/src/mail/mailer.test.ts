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
import { keptMailLine, OutboxMailer, type KeptMailNotice } from './outbox-mailer';
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

const notices: KeptMailNotice[] = [];

mailerContract('outbox', async () => {
  const db = await freshDatabase('postgresql');
  const orm: MikroORM = await createOrm({ url: db.url, entities: coreEntities, poolMax: 2 });
  await migrate(orm, [{ owner: 'core', migrations: coreMigrations }]);
  const outbox = new MikroMailOutbox(orm);
  return {
    mailer: new OutboxMailer(outbox, (notice) => notices.push(notice)),
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

describe('OutboxMailer on the console', () => {
  it('printed each kept mail of the contract above: recipient, subject and the whole text on one line', () => {
    // (the outbox contract ran first in this file: its two mails)
    expect(notices.map((n) => n.line)).toEqual([
      'mail kept in the outbox (no SMTP relay configured) — to: ada@example.org — subject: Your code: 123456 — The code is 123456. / It is valid for 10 minutes.',
      'mail kept in the outbox (no SMTP relay configured) — to: li@example.org — subject: 验证码 — 您的验证码是 654321',
    ]);
    expect(notices[0].fields).toEqual({ mailId: expect.any(String), to: 'ada@example.org', subject: 'Your code: 123456' });
  });

  it('drops blank lines and the ends of lines, and keeps every word', () => {
    expect(keptMailLine({ to: 'a@b.org', subject: 'S', text: '  one \r\n\n two\n' })).toBe('mail kept in the outbox (no SMTP relay configured) — to: a@b.org — subject: S — one / two');
  });
});
