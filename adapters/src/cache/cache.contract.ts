import type { Cache } from '@oj/core';

/** What a contract run works on: the cache, and a second handle on the same store (another process's connection; the same cache where there is only one process). */
export interface CacheUnderTest {
  cache: Cache;
  other: Cache;
  close(): Promise<void>;
}

const RACERS = 20;
/** Short TTLs keep the expiry tests fast; the waits leave room for a loaded machine. */
const SHORT_TTL_SECONDS = 0.2;
const PAST_SHORT_TTL_MS = 400;
const MINUTE_SECONDS = 60;
/** A TTL read back may be this much below the one set (time passes between the two calls). */
const TTL_SLACK_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What every Cache promises. Keys are unique to one run, since the Redis is shared with other tests. */
export function cacheContract(name: string, make: () => Promise<CacheUnderTest>): void {
  describe(`Cache contract: ${name}`, () => {
    let cache: Cache;
    let other: Cache;
    let close: () => Promise<void>;
    const run = Math.random().toString(36).slice(2);
    const key = (k: string) => `test:${run}:${k}`;
    beforeAll(async () => {
      ({ cache, other, close } = await make());
    });
    afterAll(() => close());

    it('stores JSON values and returns copies', async () => {
      const value = { a: 1, list: ['x'], nested: { ok: true } };
      await cache.set(key('json'), value);
      const read = await cache.get<typeof value>(key('json'));
      expect(read).toEqual(value);
      expect(read).not.toBe(value);
      expect(await other.get(key('json'))).toEqual(value);
      expect(await cache.get(key('absent'))).toBeUndefined();
    });

    it('keeps null, false, 0 and "" apart from absence', async () => {
      for (const [i, value] of [null, false, 0, ''].entries()) {
        await cache.set(key(`falsy-${i}`), value);
        expect(await cache.get(key(`falsy-${i}`))).toBe(value);
      }
    });

    it('refuses a value that is not JSON', async () => {
      await expect(cache.set(key('undefined'), undefined)).rejects.toThrow(TypeError);
      expect(await cache.get(key('undefined'))).toBeUndefined();
    });

    it('expires values after their TTL', async () => {
      await cache.set(key('short'), 'soon gone', SHORT_TTL_SECONDS);
      expect(await cache.get(key('short'))).toBe('soon gone');
      await sleep(PAST_SHORT_TTL_MS);
      expect(await cache.get(key('short'))).toBeUndefined();
      expect(await cache.ttlMs(key('short'))).toBeUndefined();
    });

    it('reports the TTL: undefined when absent, -1 without expiry', async () => {
      await cache.set(key('ttl'), 1, MINUTE_SECONDS);
      const ms = await cache.ttlMs(key('ttl'));
      expect(ms).toBeGreaterThan(MINUTE_SECONDS * 1000 - TTL_SLACK_MS);
      expect(ms).toBeLessThanOrEqual(MINUTE_SECONDS * 1000);
      await cache.set(key('forever'), 1);
      expect(await cache.ttlMs(key('forever'))).toBe(-1);
      expect(await cache.ttlMs(key('nothing'))).toBeUndefined();
    });

    it('replaces a value and its TTL on set; a zero or negative TTL means none', async () => {
      await cache.set(key('replace'), 'old', MINUTE_SECONDS);
      await cache.set(key('replace'), 'new');
      expect(await cache.get(key('replace'))).toBe('new');
      expect(await cache.ttlMs(key('replace'))).toBe(-1);
      await cache.set(key('zero'), 1, 0);
      await cache.set(key('negative'), 1, -5);
      expect(await cache.ttlMs(key('zero'))).toBe(-1);
      expect(await cache.ttlMs(key('negative'))).toBe(-1);
    });

    it('takes a value exactly once, even when many ask at the same time', async () => {
      await cache.set(key('code'), '123456', MINUTE_SECONDS);
      const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => (i % 2 ? other : cache).take<string>(key('code'))));
      expect(results.filter((r) => r === '123456')).toHaveLength(1);
      expect(results.filter((r) => r === undefined)).toHaveLength(RACERS - 1);
      expect(await cache.get(key('code'))).toBeUndefined();
      expect(await cache.take(key('code'))).toBeUndefined();
    });

    it('sets if absent for exactly one of many racers, with the TTL given', async () => {
      const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => (i % 2 ? other : cache).setIfAbsent(key('lock'), i, MINUTE_SECONDS)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await cache.get(key('lock'))).toBe(results.indexOf(true));
      expect(await cache.ttlMs(key('lock'))).toBeGreaterThan(MINUTE_SECONDS * 1000 - TTL_SLACK_MS);
      expect(await cache.setIfAbsent(key('lock'), 'again', MINUTE_SECONDS)).toBe(false);
    });

    it('sets if absent again once the holder has expired', async () => {
      expect(await cache.setIfAbsent(key('lease'), 'first', SHORT_TTL_SECONDS)).toBe(true);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await other.setIfAbsent(key('lease'), 'second', MINUTE_SECONDS)).toBe(true);
      expect(await cache.get(key('lease'))).toBe('second');
    });

    it('counts exactly under concurrency, setting the TTL only when the counter is created', async () => {
      const counts = await Promise.all(Array.from({ length: RACERS }, (_, i) => (i % 2 ? other : cache).increment(key('counter'), MINUTE_SECONDS)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: RACERS }, (_, i) => i + 1));
      expect(await cache.ttlMs(key('counter'))).toBeGreaterThan(MINUTE_SECONDS * 1000 - TTL_SLACK_MS);
      // a later increment with another TTL leaves the window as it was
      await cache.increment(key('counter'), 1);
      expect(await cache.ttlMs(key('counter'))).toBeGreaterThan(MINUTE_SECONDS * 1000 - TTL_SLACK_MS);
      expect(await cache.get(key('counter'))).toBe(RACERS + 1);
    });

    it('starts a new counter once the old one has expired; without a TTL a counter stays', async () => {
      await cache.increment(key('window'), SHORT_TTL_SECONDS);
      await cache.increment(key('window'), SHORT_TTL_SECONDS);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await cache.increment(key('window'), SHORT_TTL_SECONDS)).toBe(1);
      expect(await cache.increment(key('plain'))).toBe(1);
      expect(await cache.ttlMs(key('plain'))).toBe(-1);
    });

    it('counts on a stored integer, and refuses to count on anything else', async () => {
      await cache.set(key('stored-int'), 41);
      expect(await cache.increment(key('stored-int'))).toBe(42);
      await cache.set(key('text'), 'abc');
      await expect(cache.increment(key('text'))).rejects.toThrow();
      expect(await cache.get(key('text'))).toBe('abc');
    });

    it('deletes, telling whether something was there', async () => {
      await cache.set(key('del'), 1);
      expect(await other.delete(key('del'))).toBe(true);
      expect(await cache.delete(key('del'))).toBe(false);
      expect(await cache.get(key('del'))).toBeUndefined();
    });
  });
}
