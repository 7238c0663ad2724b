import type { Cache } from '@oj/core';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What every Cache promises. `key` makes keys unique to one run (the Redis is shared). */
export function cacheContract(name: string, make: () => Promise<{ cache: Cache; close(): Promise<void> }>): void {
  describe(`Cache contract: ${name}`, () => {
    let cache: Cache;
    let close: () => Promise<void>;
    const run = Math.random().toString(36).slice(2);
    const key = (k: string) => `test:${run}:${k}`;
    beforeAll(async () => {
      ({ cache, close } = await make());
    });
    afterAll(() => close());

    it('stores JSON values and returns copies', async () => {
      const value = { a: 1, list: ['x'], nested: { ok: true } };
      await cache.set(key('json'), value);
      const read = await cache.get<typeof value>(key('json'));
      expect(read).toEqual(value);
      expect(read).not.toBe(value);
      expect(await cache.get(key('absent'))).toBeUndefined();
    });

    it('expires values after their TTL', async () => {
      await cache.set(key('short'), 'soon gone', 1);
      expect(await cache.get(key('short'))).toBe('soon gone');
      await sleep(1100);
      expect(await cache.get(key('short'))).toBeUndefined();
    });

    it('reports the TTL: undefined when absent, -1 without expiry', async () => {
      await cache.set(key('ttl'), 1, 60);
      const ms = await cache.ttlMs(key('ttl'));
      expect(ms).toBeGreaterThan(55_000);
      expect(ms).toBeLessThanOrEqual(60_000);
      await cache.set(key('forever'), 1);
      expect(await cache.ttlMs(key('forever'))).toBe(-1);
      expect(await cache.ttlMs(key('nothing'))).toBeUndefined();
    });

    it('takes a value exactly once, even when many ask at the same time', async () => {
      await cache.set(key('code'), '123456', 60);
      const results = await Promise.all(Array.from({ length: 20 }, () => cache.take<string>(key('code'))));
      expect(results.filter((r) => r === '123456')).toHaveLength(1);
      expect(await cache.get(key('code'))).toBeUndefined();
    });

    it('sets if absent for exactly one of many racers', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.setIfAbsent(key('lock'), i, 60)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await cache.setIfAbsent(key('lock'), 'again', 60)).toBe(false);
    });

    it('counts, setting the TTL only when the counter is created', async () => {
      const counts = await Promise.all(Array.from({ length: 10 }, () => cache.increment(key('counter'), 60)));
      expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const ttl = (await cache.ttlMs(key('counter'))) as number;
      expect(ttl).toBeGreaterThan(55_000);
      await cache.increment(key('counter'), 5);
      expect(await cache.ttlMs(key('counter'))).toBeGreaterThan(55_000);
      expect(await cache.get(key('counter'))).toBe(11);
    });

    it('deletes, telling whether something was there', async () => {
      await cache.set(key('del'), 1);
      expect(await cache.delete(key('del'))).toBe(true);
      expect(await cache.delete(key('del'))).toBe(false);
    });
  });
}
