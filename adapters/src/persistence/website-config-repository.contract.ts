import { DEFAULT_WEBSITE_CONFIG, type WebsiteConfig, type WebsiteConfigRepository } from '@oj/core';

export interface WebsiteConfigSubject {
  subject: WebsiteConfigRepository;
  /** Another repository on the same database (as another process would see it). */
  other: WebsiteConfigRepository;
  close(): Promise<void>;
}

/** What every WebsiteConfigRepository promises: the seeded row, partial updates, values kept exactly. */
export function websiteConfigRepositoryContract(name: string, make: () => Promise<WebsiteConfigSubject>): void {
  describe(`WebsiteConfigRepository contract: ${name}`, () => {
    let s: WebsiteConfigSubject;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(() => s?.close());

    it('starts with the defaults of spec 01 §3 (seeded by the first migration)', async () => {
      expect(await s.subject.get()).toEqual(DEFAULT_WEBSITE_CONFIG);
    });

    it('writes only the given fields and returns the whole config', async () => {
      const updated = await s.subject.update({ name: 'Campus OJ', register: false });
      expect(updated).toEqual({ ...DEFAULT_WEBSITE_CONFIG, name: 'Campus OJ', register: false });
      expect(await s.subject.get()).toEqual(updated);
      expect(await s.other.get()).toEqual(updated);
    });

    it('ignores fields given as undefined and keys that are not config fields', async () => {
      const before = await s.subject.get();
      const changes = { shortName: undefined, id: 2, gmtModified: 'yesterday' } as unknown as Partial<WebsiteConfig>;
      expect(await s.subject.update(changes)).toEqual(before);
      expect(await s.other.get()).toEqual(before);
    });

    it('keeps text exactly: quotes, backslashes, non-ASCII and long descriptions', async () => {
      const description = `It's "our" judge \\ 在线评测系统 🚀 ${'x'.repeat(5_000)}`;
      await s.subject.update({ description, recordName: '京ICP备00000000号', recordUrl: 'https://beian.example.cn/?a=1&b=2' });
      expect(await s.other.get()).toMatchObject({ description, recordName: '京ICP备00000000号', recordUrl: 'https://beian.example.cn/?a=1&b=2' });
    });

    it('turns every switch off and on again', async () => {
      const off = { register: false, openPublicDiscussion: false, openGroupDiscussion: false, openContestComment: false };
      expect(await s.subject.update(off)).toMatchObject(off);
      expect(await s.other.get()).toMatchObject(off);
      const on = { register: true, openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true };
      expect(await s.subject.update(on)).toMatchObject(on);
      expect(await s.other.get()).toMatchObject(on);
    });
  });
}
