import type { RateLimit, RateLimiter } from '@oj/core';

/** What a contract run works on: the limiter, and a second one on the same store (another process; the same limiter where there is only one process). */
export interface RateLimiterUnderTest {
  limiter: RateLimiter;
  other: RateLimiter;
  close(): Promise<void>;
}

const MINUTE_SECONDS = 60;
const BLOCK_SECONDS = 30;
/** A wait read back may be this much below the one expected (time passes between calls). */
const SLACK_MS = 5_000;
/** Just past a one-second window. */
const PAST_ONE_SECOND_MS = 1_150;
const RACERS = 12;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What every RateLimiter promises. Limit names are unique to one run, since the Redis is shared. */
export function rateLimiterContract(name: string, make: () => Promise<RateLimiterUnderTest>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    let other: RateLimiter;
    let close: () => Promise<void>;
    const run = Math.random().toString(36).slice(2);
    const limit = (n: string, extra: Partial<RateLimit> = {}): RateLimit => ({ name: `test-${run}-${n}`, points: 3, durationSeconds: MINUTE_SECONDS, ...extra });
    beforeAll(async () => {
      ({ limiter, other, close } = await make());
    });
    afterAll(() => close());

    it('allows up to the limit, counting down what remains, then refuses with the wait until the window ends', async () => {
      const l = limit('basic');
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.consume(l, 'client-a'));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
      expect(decisions.map((d) => d.consumed)).toEqual([1, 2, 3, 4]);
      expect(decisions[0].retryAfterMs).toBe(0);
      expect(decisions[3].retryAfterMs).toBeGreaterThan(MINUTE_SECONDS * 1000 - SLACK_MS);
      expect(decisions[3].retryAfterMs).toBeLessThanOrEqual(MINUTE_SECONDS * 1000);
    });

    it('consumes several points at once', async () => {
      const l = limit('weighted', { points: 5 });
      expect(await limiter.consume(l, 'w', 4)).toMatchObject({ allowed: true, remaining: 1 });
      expect((await limiter.consume(l, 'w', 2)).allowed).toBe(false);
      await expect(limiter.consume(l, 'w', 0.5)).rejects.toThrow(RangeError);
    });

    it('counts keys and limits separately', async () => {
      const l = limit('keys', { points: 1 });
      expect((await limiter.consume(l, 'one')).allowed).toBe(true);
      expect((await limiter.consume(l, 'one')).allowed).toBe(false);
      expect((await limiter.consume(l, 'two')).allowed).toBe(true);
      expect((await limiter.consume(limit('keys-other', { points: 1 }), 'one')).allowed).toBe(true);
    });

    it('counts concurrent attempts exactly, from every process', async () => {
      const l = limit('race', { points: 5 });
      const decisions = await Promise.all(Array.from({ length: RACERS }, (_, i) => (i % 2 ? other : limiter).consume(l, 'racer')));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterMs > 0)).toBe(true);
    });

    it('blocks for blockSeconds once over, past the window; without blockSeconds the next window allows again', async () => {
      const blocking = limit('block', { points: 1, durationSeconds: 1, blockSeconds: BLOCK_SECONDS });
      const windowed = limit('window', { points: 1, durationSeconds: 1 });
      await limiter.consume(blocking, 'c');
      await limiter.consume(windowed, 'c');
      const refused = await limiter.consume(blocking, 'c');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(BLOCK_SECONDS * 1000 - SLACK_MS);
      expect((await limiter.consume(windowed, 'c')).allowed).toBe(false);
      await sleep(PAST_ONE_SECOND_MS);
      expect((await limiter.consume(blocking, 'c')).allowed).toBe(false);
      expect((await limiter.consume(windowed, 'c')).allowed).toBe(true);
    });

    it('forgets a key on reset, a blocked one too', async () => {
      const l = limit('reset', { points: 1, blockSeconds: BLOCK_SECONDS });
      await limiter.consume(l, 'r');
      expect((await limiter.consume(l, 'r')).allowed).toBe(false);
      await other.reset(l, 'r');
      expect((await limiter.consume(l, 'r')).allowed).toBe(true);
      await limiter.reset(l, 'never-seen');
    });

    it('gives back refunded points within the window, never below zero, and nothing for a key it does not know', async () => {
      const l = limit('refund', { points: 2 });
      await limiter.consume(l, 'f');
      await limiter.consume(l, 'f');
      expect((await limiter.consume(l, 'f')).allowed).toBe(false);
      // the refused third and one of the two allowed come back: one point left
      await other.refund(l, 'f', 2);
      expect(await limiter.consume(l, 'f')).toMatchObject({ allowed: true, consumed: 2, remaining: 0 });
      await limiter.refund(l, 'f', 5);
      expect(await limiter.consume(l, 'f')).toMatchObject({ allowed: true, consumed: 1 });
      // a refund after a reset (or the window's end) makes no credit for the next window
      await limiter.reset(l, 'f');
      await limiter.refund(l, 'f');
      await limiter.refund(l, 'never-seen');
      expect(await limiter.consume(l, 'f')).toMatchObject({ consumed: 1 });
      expect(await limiter.consume(l, 'never-seen')).toMatchObject({ consumed: 1 });
      await expect(limiter.refund(l, 'f', 0)).rejects.toThrow(RangeError);
    });

    it('counts failures exactly when every attempt consumes first and the ones that do not count are refunded', async () => {
      // as the login does: 3 failures allowed; of 12 parallel attempts the odd ones are right (refunded)
      const l = limit('failures', { points: 3 });
      const outcomes = await Promise.all(
        Array.from({ length: RACERS }, async (_, i) => {
          const at = i % 2 ? other : limiter;
          const decision = await at.consume(l, 'guesser');
          if (!decision.allowed) return 'refused';
          if (i % 2) {
            await at.refund(l, 'guesser');
            return 'right';
          }
          return 'wrong';
        }),
      );
      expect(outcomes.filter((o) => o === 'wrong').length).toBeLessThanOrEqual(3);
      expect((await limiter.consume(l, 'guesser')).consumed).toBeGreaterThan(3);
    });

    it('follows a limit whose numbers change under the same name', async () => {
      const strict = limit('changing', { points: 1 });
      await limiter.consume(strict, 'k');
      expect((await limiter.consume(strict, 'k')).allowed).toBe(false);
      const relaxed = { ...strict, points: 10 };
      expect((await limiter.consume(relaxed, 'k')).allowed).toBe(true);
    });

    it('refuses a limit it cannot keep', async () => {
      await expect(limiter.consume(limit('fraction', { durationSeconds: 0.5 }), 'k')).rejects.toThrow(RangeError);
      await expect(limiter.consume(limit('no-points', { points: 0 }), 'k')).rejects.toThrow(RangeError);
    });
  });
}
