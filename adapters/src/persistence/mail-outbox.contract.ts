import { outboxMailState, type MailOutbox, type OutboxMail } from '@oj/core';

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

    it('pages every mail newest first, with the total', async () => {
      const all = await s.subject.latest(100);
      const first = await s.subject.page({ currentPage: 1, limit: 2 });
      expect(first).toMatchObject({ total: all.length, current: 1, size: 2 });
      expect(first.records.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
      const second = await s.subject.page({ currentPage: 2, limit: 2 });
      expect(second.records.map((m) => m.id)).toEqual(all.slice(2, 4).map((m) => m.id));
      expect((await s.subject.page({ currentPage: 1000, limit: 2 })).records).toEqual([]);
    });

    it('finds a mail by id, and nothing for an unknown or malformed id', async () => {
      const [newest] = await s.subject.latest(1);
      expect(await s.subject.find(newest.id)).toEqual(newest);
      expect(await s.subject.find('999999999')).toBeUndefined();
      expect(await s.subject.find('abc')).toBeUndefined();
      expect(await s.subject.find('1; drop table mail_outbox')).toBeUndefined();
    });

    it('records a failed resend and a sent one, a success clearing the failure', async () => {
      const stored = await s.subject.store({ to: 'resend@example.org', subject: 'again', text: 'x' });
      expect(outboxMailState(stored)).toBe('kept');
      await s.subject.markFailed(stored.id, 'connect ECONNREFUSED 127.0.0.1:25');
      expect(await s.subject.find(stored.id)).toMatchObject({ lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(outboxMailState((await s.subject.find(stored.id)) as OutboxMail)).toBe('failed');
      const at = new Date(Date.now() - 1000);
      await s.subject.markSent(stored.id, at);
      const sent = (await s.subject.find(stored.id)) as OutboxMail;
      expect(sent.sentAt?.getTime()).toBe(at.getTime());
      expect(sent.lastError).toBeUndefined();
      expect(outboxMailState(sent)).toBe('sent');
      // a long answer is cut to the column, never refused
      await s.subject.markFailed(stored.id, 'e'.repeat(5000));
      expect((await s.subject.find(stored.id))?.lastError?.length).toBe(1000);
    });

    it('gives every mail its own id', async () => {
      const stored = await Promise.all([1, 2, 3, 4].map((n) => s.subject.store({ to: 'ids@example.org', subject: String(n), text: '' })));
      expect(new Set(stored.map((m) => m.id)).size).toBe(4);
    });
  });
}
