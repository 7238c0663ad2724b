import type { MailOutbox, UnitOfWork, WebsiteConfigRepository } from '@oj/core';

export interface UnitOfWorkSubject {
  unitOfWork: UnitOfWork;
  /** Two repositories the work writes through (they must share the transaction). */
  outbox: MailOutbox;
  websiteConfig: WebsiteConfigRepository;
  close(): Promise<void>;
}

const mail = (to: string, subject = 's') => ({ to, subject, text: 'x' });

/** What every UnitOfWork promises: commit on success, rollback on throw, one transaction shared by the repositories inside. */
export function unitOfWorkContract(name: string, make: () => Promise<UnitOfWorkSubject>): void {
  describe(`UnitOfWork contract: ${name}`, () => {
    let s: UnitOfWorkSubject;
    const sent = async (to: string) => (await s.outbox.latest(10, to)).map((m) => m.subject);
    beforeAll(async () => {
      s = await make();
    });
    afterAll(() => s?.close());

    it('commits the writes of every repository inside and returns the work’s value', async () => {
      const value = await s.unitOfWork.run(async () => {
        await s.outbox.store(mail('commit@example.org', 'kept'));
        await s.websiteConfig.update({ shortName: 'UOW' });
        return 42;
      });
      expect(value).toBe(42);
      expect(await sent('commit@example.org')).toEqual(['kept']);
      expect((await s.websiteConfig.get()).shortName).toBe('UOW');
    });

    it('rolls back every write when the work throws, and rethrows the same error', async () => {
      const why = new Error('changed my mind');
      await expect(
        s.unitOfWork.run(async () => {
          await s.outbox.store(mail('rollback@example.org'));
          await s.websiteConfig.update({ shortName: 'NOPE' });
          throw why;
        }),
      ).rejects.toBe(why);
      expect(await sent('rollback@example.org')).toEqual([]);
      expect((await s.websiteConfig.get()).shortName).toBe('UOW');
    });

    it('lets repositories inside read the transaction’s own uncommitted writes', async () => {
      await s.unitOfWork.run(async () => {
        await s.websiteConfig.update({ name: 'Inside' });
        await s.outbox.store(mail('inside@example.org', 'seen'));
        expect((await s.websiteConfig.get()).name).toBe('Inside');
        expect(await sent('inside@example.org')).toEqual(['seen']);
      });
    });

    it('never shows a rolled-back write to a reader outside the transaction', async () => {
      let written!: () => void;
      const whenWritten = new Promise<void>((r) => (written = r));
      let proceed!: () => void;
      const whenMayProceed = new Promise<void>((r) => (proceed = r));
      const work = s.unitOfWork.run(async () => {
        await s.outbox.store(mail('unseen@example.org'));
        written();
        await whenMayProceed;
        throw new Error('abort');
      });
      await whenWritten;
      // started here, outside the unit's async context: on a server it reads at once; on PGlite
      // (one transaction at a time) it waits for the unit to end
      const outside = sent('unseen@example.org');
      proceed();
      await expect(work).rejects.toThrow('abort');
      expect(await outside).toEqual([]);
    });

    it('keeps concurrent units apart: one failing does not undo the other', async () => {
      const results = await Promise.allSettled([
        s.unitOfWork.run(async () => {
          await s.outbox.store(mail('concurrent@example.org', 'a'));
          await new Promise((r) => setTimeout(r, 20));
          await s.outbox.store(mail('concurrent@example.org', 'b'));
        }),
        s.unitOfWork.run(async () => {
          await s.outbox.store(mail('concurrent@example.org', 'lost'));
          throw new Error('second fails');
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
      expect((await sent('concurrent@example.org')).sort()).toEqual(['a', 'b']);
    });

    it('runs a nested unit inside the outer transaction: a caught inner failure undoes only the inner writes', async () => {
      await s.unitOfWork.run(async () => {
        await s.outbox.store(mail('nested@example.org', 'outer'));
        await s.unitOfWork
          .run(async () => {
            await s.outbox.store(mail('nested@example.org', 'inner'));
            throw new Error('inner fails');
          })
          .catch(() => undefined);
        await s.unitOfWork.run(() => s.outbox.store(mail('nested@example.org', 'inner-ok')));
      });
      expect((await sent('nested@example.org')).sort()).toEqual(['inner-ok', 'outer']);
    });

    it('commits nothing of a nested unit when the outer one fails', async () => {
      await expect(
        s.unitOfWork.run(async () => {
          await s.unitOfWork.run(() => s.outbox.store(mail('outer-fails@example.org')));
          throw new Error('outer fails');
        }),
      ).rejects.toThrow('outer fails');
      expect(await sent('outer-fails@example.org')).toEqual([]);
    });
  });
}
