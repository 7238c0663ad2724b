import type { Mailer } from '@oj/core';

export interface MailerSubject {
  mailer: Mailer;
  /** The mails that arrived at the other end (the SMTP server, the outbox), newest last. */
  received(): Promise<Array<{ to: string; subject: string; text: string }>>;
  expectedVia: 'smtp' | 'outbox';
  close(): Promise<void>;
}

/** What every Mailer promises: the mail arrives, as sent, and the caller learns how it went. */
export function mailerContract(name: string, make: () => Promise<MailerSubject>): void {
  describe(`Mailer contract: ${name}`, () => {
    let s: MailerSubject;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(() => s.close());

    it('delivers the mail as sent and says how', async () => {
      const sent = await s.mailer.send({ to: 'ada@example.org', subject: 'Your code: 123456', text: 'The code is 123456.\nIt is valid for 10 minutes.' });
      expect(sent.via).toBe(s.expectedVia);
      expect(sent.id).toBeTruthy();
      const got = await s.received();
      expect(got[got.length - 1]).toEqual({ to: 'ada@example.org', subject: 'Your code: 123456', text: 'The code is 123456.\nIt is valid for 10 minutes.' });
    });

    it('says whether it hands mail to a relay', async () => {
      expect(await s.mailer.hasRelay()).toBe(s.expectedVia === 'smtp');
    });

    it('keeps non-ASCII text intact', async () => {
      await s.mailer.send({ to: 'li@example.org', subject: '验证码', text: '您的验证码是 654321' });
      const got = await s.received();
      expect(got[got.length - 1]).toEqual({ to: 'li@example.org', subject: '验证码', text: '您的验证码是 654321' });
    });
  });
}
