import type { MailOutbox } from '@oj/core';

export interface MailOutboxSubject {
  subject: MailOutbox;
  close(): Promise<void>;
}

/** What every MailOutbox promises: mail kept as given, newest first, filterable by recipient, bounded reads. */
export function mailOutboxContract(name: string, make: () => Promise<MailOutboxSubject>): void {
  describe(`MailOutbox contract: ${name}`, () => {
    let s: MailOutboxSubject;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(() => s?.close());

    it('starts empty', async () => {
      expect(await s.subject.latest(10)).toEqual([]);
    });

    it('stores a mail as given and says its id and time', async () => {
      const before = Date.now();
      const stored = await s.subject.store({ to: 'ada@example.org', subject: 'Your code', text: 'The code is 123456.\nValid for 10 minutes.', html: '<p>The code is <b>123456</b>.</p>' });
      expect(stored).toMatchObject({ to: 'ada@example.org', subject: 'Your code', text: 'The code is 123456.\nValid for 10 minutes.', html: '<p>The code is <b>123456</b>.</p>' });
      expect(stored.id).toEqual(expect.any(String));
      expect(stored.createdAt).toBeInstanceOf(Date);
      // the database's clock and ours may differ by a little
      expect(Math.abs(stored.createdAt.getTime() - before)).toBeLessThan(60_000);
      const [read] = await s.subject.latest(1);
      expect(read).toEqual(stored);
    });

    it('has no html when none was given, and keeps non-ASCII text', async () => {
      await s.subject.store({ to: 'li@example.org', subject: '验证码', text: '您的验证码是 654321' });
      const [read] = await s.subject.latest(1, 'li@example.org');
      expect(read).toMatchObject({ to: 'li@example.org', subject: '验证码', text: '您的验证码是 654321' });
      expect(read.html).toBeUndefined();
    });

    it('reads newest first, at most `limit`, and filters by recipient', async () => {
      for (const n of [1, 2, 3]) await s.subject.store({ to: 'many@example.org', subject: `#${n}`, text: String(n) });
      expect((await s.subject.latest(10, 'many@example.org')).map((m) => m.subject)).toEqual(['#3', '#2', '#1']);
      expect((await s.subject.latest(2, 'many@example.org')).map((m) => m.subject)).toEqual(['#3', '#2']);
      expect((await s.subject.latest(10)).map((m) => m.to)).toEqual(['many@example.org', 'many@example.org', 'many@example.org', 'li@example.org', 'ada@example.org']);
      expect(await s.subject.latest(10, 'nobody@example.org')).toEqual([]);
    });

    it('returns nothing for a limit of zero or less', async () => {
      expect(await s.subject.latest(0)).toEqual([]);
      expect(await s.subject.latest(-5)).toEqual([]);
    });

    it('gives every mail its own id', async () => {
      const stored = await Promise.all([1, 2, 3, 4].map((n) => s.subject.store({ to: 'ids@example.org', subject: String(n), text: '' })));
      expect(new Set(stored.map((m) => m.id)).size).toBe(4);
    });
  });
}
