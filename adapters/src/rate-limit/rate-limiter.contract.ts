import type { RateLimit, RateLimiter } from '@oj/core';

/** What every RateLimiter promises. */
export function rateLimiterContract(name: string, make: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;
    const run = Math.random().toString(36).slice(2);
    const limit = (n: string, extra: Partial<RateLimit> = {}): RateLimit => ({ name: `test-${run}-${n}`, points: 3, durationSeconds: 60, ...extra });
    beforeAll(async () => {
      ({ limiter, close } = await make());
    });
    afterAll(() => close());

    it('allows up to the limit, then refuses with a wait', async () => {
      const l = limit('basic');
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.consume(l, 'client-a'));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[2].remaining).toBe(0);
      expect(decisions[3].retryAfterMs).toBeGreaterThan(50_000);
    });

    it('counts keys separately', async () => {
      const l = limit('keys', { points: 1 });
      expect((await limiter.consume(l, 'one')).allowed).toBe(true);
      expect((await limiter.consume(l, 'one')).allowed).toBe(false);
      expect((await limiter.consume(l, 'two')).allowed).toBe(true);
    });

    it('counts concurrent attempts exactly', async () => {
      const l = limit('race', { points: 5 });
      const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.consume(l, 'racer')));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });

    it('blocks for blockSeconds once over', async () => {
      const l = limit('block', { points: 1, durationSeconds: 1, blockSeconds: 30 });
      await limiter.consume(l, 'c');
      const refused = await limiter.consume(l, 'c');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(25_000);
    });

    it('forgets a key on reset', async () => {
      const l = limit('reset', { points: 1 });
      await limiter.consume(l, 'r');
      expect((await limiter.consume(l, 'r')).allowed).toBe(false);
      await limiter.reset(l, 'r');
      expect((await limiter.consume(l, 'r')).allowed).toBe(true);
    });
  });
}
