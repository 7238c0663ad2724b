import { DEFAULT_WEBSITE_CONFIG, type MailOutbox, type UnitOfWork, type WebsiteConfigRepository } from '@oj/core';

export interface PersistenceSubject {
  websiteConfig: WebsiteConfigRepository;
  outbox: MailOutbox;
  unitOfWork: UnitOfWork;
}

/** What the repositories and the unit of work promise, on any engine. */
export function persistenceContract(name: string, make: () => Promise<{ subject: PersistenceSubject; close(): Promise<void> }>): void {
  describe(`persistence contract: ${name}`, () => {
    let s: PersistenceSubject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await make());
    });
    afterAll(() => close());

    it('holds the seeded website config', async () => {
      expect(await s.websiteConfig.get()).toEqual(DEFAULT_WEBSITE_CONFIG);
    });

    it('updates only the given fields of the website config', async () => {
      const updated = await s.websiteConfig.update({ name: 'Campus OJ', register: false });
      expect(updated).toEqual({ ...DEFAULT_WEBSITE_CONFIG, name: 'Campus OJ', register: false });
      expect(await s.websiteConfig.get()).toEqual(updated);
      await s.websiteConfig.update({ name: DEFAULT_WEBSITE_CONFIG.name, register: true });
    });

    it('stores mail in the outbox, newest first, filterable by recipient', async () => {
      await s.outbox.store({ to: 'a@example.org', subject: 'one', text: 'first' });
      await s.outbox.store({ to: 'b@example.org', subject: 'two', text: 'second', html: '<p>second</p>' });
      const latest = await s.outbox.latest(10);
      expect(latest.map((m) => m.subject)).toEqual(['two', 'one']);
      expect(latest[0]).toMatchObject({ to: 'b@example.org', html: '<p>second</p>' });
      expect(latest[0].createdAt).toBeInstanceOf(Date);
      expect((await s.outbox.latest(10, 'a@example.org')).map((m) => m.text)).toEqual(['first']);
    });

    it('commits the work of a unit of work', async () => {
      await s.unitOfWork.run(async () => {
        await s.outbox.store({ to: 'uow@example.org', subject: 'kept', text: 'x' });
        await s.websiteConfig.update({ shortName: 'UOW' });
      });
      expect((await s.outbox.latest(5, 'uow@example.org')).length).toBe(1);
      expect((await s.websiteConfig.get()).shortName).toBe('UOW');
    });

    it('rolls back everything when the work throws', async () => {
      await expect(
        s.unitOfWork.run(async () => {
          await s.outbox.store({ to: 'gone@example.org', subject: 'lost', text: 'x' });
          await s.websiteConfig.update({ shortName: 'NOPE' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await s.outbox.latest(5, 'gone@example.org')).toEqual([]);
      expect((await s.websiteConfig.get()).shortName).toBe('UOW');
    });

    it('lets repositories inside a unit of work see its uncommitted writes', async () => {
      await s.unitOfWork.run(async () => {
        await s.outbox.store({ to: 'inside@example.org', subject: 'seen', text: 'x' });
        expect((await s.outbox.latest(5, 'inside@example.org')).length).toBe(1);
      });
    });
  });
}
