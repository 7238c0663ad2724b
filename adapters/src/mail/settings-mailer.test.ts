import type { Mail, Mailer, SmtpSettings } from '@oj/core';
import { localSmtp, type LocalSmtp } from '../testing/local-smtp';
import { mailerContract } from './mailer.contract';
import { SettingsMailer } from './settings-mailer';

const relayOf = (smtp: LocalSmtp, username: string, password: string): SmtpSettings => ({ host: '127.0.0.1', port: smtp.port, secure: false, username, password, from: username.includes('@') ? username : undefined });

mailerContract('stored settings', async () => {
  const smtp = await localSmtp();
  const mailer = new SettingsMailer(async () => relayOf(smtp, 'oj', 'secret'), { send: () => Promise.reject(new Error('fallback used')), hasRelay: async () => false }, 'OJ <no-reply@oj.test>');
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

describe('SettingsMailer', () => {
  let first: LocalSmtp;
  let second: LocalSmtp;
  const fallbackMails: Mail[] = [];
  const fallback: Mailer = { send: async (mail) => (fallbackMails.push(mail), { id: String(fallbackMails.length), via: 'outbox' }), hasRelay: async () => false };
  let current: SmtpSettings | undefined;
  let mailer: SettingsMailer;

  beforeAll(async () => {
    first = await localSmtp({ username: 'site@relay-one.test', password: 'one-pass' });
    second = await localSmtp({ username: 'relay2', password: 'two-pass' });
    mailer = new SettingsMailer(async () => current, fallback, 'Campus Judge <no-reply@judge.test>');
  });
  afterAll(async () => {
    mailer.close();
    await first.close();
    await second.close();
  });

  const mail = (subject: string) => ({ to: 'ada@example.org', subject, text: 'hello' });

  it('uses the fallback while no settings are stored, and the stored relay as soon as there are', async () => {
    expect(await mailer.hasRelay()).toBe(false);
    expect(await mailer.send(mail('before'))).toMatchObject({ via: 'outbox' });
    expect(fallbackMails.map((m) => m.subject)).toEqual(['before']);

    current = relayOf(first, 'site@relay-one.test', 'one-pass');
    expect(await mailer.hasRelay()).toBe(true);
    expect(await mailer.send(mail('via one'))).toMatchObject({ via: 'smtp' });
    // the relay account is the sender's address, under the site's name
    expect(first.received.map((m) => [m.subject, m.from])).toEqual([['via one', 'Campus Judge <site@relay-one.test>']]);
  });

  it('follows a change of settings on the next mail, and goes back to the fallback when they are cleared', async () => {
    current = relayOf(second, 'relay2', 'two-pass');
    await mailer.send(mail('via two'));
    expect(second.received.map((m) => [m.subject, m.from])).toEqual([['via two', 'Campus Judge <no-reply@judge.test>']]);
    expect(first.received).toHaveLength(1);

    current = undefined;
    await mailer.send(mail('after'));
    expect(fallbackMails.map((m) => m.subject)).toEqual(['before', 'after']);
  });

  it('answers a refused login with the mail failure, and works again once the password is right', async () => {
    current = relayOf(second, 'relay2', 'wrong');
    await expect(mailer.send(mail('refused'))).rejects.toMatchObject({ key: 'error.mailFailed' });
    current = relayOf(second, 'relay2', 'two-pass');
    await mailer.send(mail('accepted'));
    expect(second.received.map((m) => m.subject)).toEqual(['via two', 'accepted']);
  });
});
