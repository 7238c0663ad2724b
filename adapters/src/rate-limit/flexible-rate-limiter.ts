import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit, RateLimitDecision, RateLimiter } from '@oj/core';
import { redisFailure } from '../cache/redis-unavailable';

/** Where the counters live in a Redis that the cache and other software share. */
export const DEFAULT_RATE_LIMIT_NAMESPACE = 'oj:rl:';

interface NamedLimiter {
  /** The limit's numbers when the limiter was made: a limit whose numbers change (site settings) gets a new one. */
  shape: string;
  limiter: RateLimiterAbstract;
}

/** Whole, positive numbers only: rate-limiter-flexible floors a duration, and 0.5 s would become "no window". */
function checkLimit(limit: RateLimit): void {
  const whole = (n: number | undefined, min: number) => n === undefined || (Number.isSafeInteger(n) && n >= min);
  if (!whole(limit.points, 1) || !whole(limit.durationSeconds, 1) || !whole(limit.blockSeconds, 0)) {
    throw new RangeError(`rate limit ${limit.name}: points and durationSeconds must be whole numbers ≥ 1, blockSeconds a whole number ≥ 0`);
  }
}

function options(limit: RateLimit, keyPrefix: string): IRateLimiterOptions {
  return { keyPrefix, points: limit.points, duration: limit.durationSeconds, blockDuration: limit.blockSeconds ?? 0 };
}

/** Gives back up to `points` of a counter that exists, never below zero, keeping its expiry (rate-limiter-flexible's reward would create a negative one). */
const REFUND_SCRIPT = `local consumed = tonumber(redis.call('get', KEYS[1]))
if consumed and consumed > 0 then return redis.call('decrby', KEYS[1], math.min(consumed, tonumber(ARGV[1]))) end
return 0`;

/** How a store gives points back. */
type Refund = (limiter: RateLimiterAbstract, key: string, points: number) => Promise<unknown>;

/**
 * RateLimiter over rate-limiter-flexible: counters in Redis (shared by every web process) or in memory
 * (the embedded site). One limiter per named limit, made on first use. While Redis is away `consume`
 * fails at once with ServiceUnavailable rather than letting every attempt through.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, NamedLimiter>();

  private constructor(
    private readonly make: (limit: RateLimit) => RateLimiterAbstract,
    private readonly storeFailure: (error: unknown) => unknown,
    private readonly giveBack: Refund,
  ) {}

  /** Counters in Redis under `namespace` + the limit's name, on a connection the caller owns. */
  static redis(client: Redis, namespace = DEFAULT_RATE_LIMIT_NAMESPACE): FlexibleRateLimiter {
    return new FlexibleRateLimiter(
      (limit) =>
        new RateLimiterRedis({
          ...options(limit, `${namespace}${limit.name}`),
          storeClient: client,
          // ioredis, not the `redis` package; and no waiting on a connection that is not there
          useRedisPackage: false,
          rejectIfRedisNotReady: true,
        }),
      redisFailure,
      // one script, so a refund racing a reset or the window's end never leaves a negative count
      (limiter, key, points) => client.eval(REFUND_SCRIPT, 1, limiter.getKey(key), points),
    );
  }

  /** Counters in this process only. */
  static memory(): FlexibleRateLimiter {
    return new FlexibleRateLimiter(
      (limit) => new RateLimiterMemory(options(limit, limit.name)),
      (error) => error,
      async (limiter, key, points) => {
        // one process: nothing but this process's own calls can come between the read and the reward
        const current = await limiter.get(key);
        if (current && current.consumedPoints > 0) await limiter.reward(key, Math.min(points, current.consumedPoints));
      },
    );
  }

  async consume(limit: RateLimit, key: string, points = 1): Promise<RateLimitDecision> {
    if (!Number.isSafeInteger(points) || points < 1) throw new RangeError(`rate limit ${limit.name}: consume a whole number of points ≥ 1, not ${points}`);
    const limiter = this.limiter(limit);
    try {
      const res = await limiter.consume(key, points);
      return { allowed: true, remaining: res.remainingPoints, consumed: res.consumedPoints, retryAfterMs: 0 };
    } catch (rejection) {
      // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error when its store failed
      if (rejection instanceof RateLimiterRes) return { allowed: false, remaining: 0, consumed: rejection.consumedPoints, retryAfterMs: Math.max(1, rejection.msBeforeNext) };
      throw this.storeFailure(rejection);
    }
  }

  async refund(limit: RateLimit, key: string, points = 1): Promise<void> {
    if (!Number.isSafeInteger(points) || points < 1) throw new RangeError(`rate limit ${limit.name}: refund a whole number of points ≥ 1, not ${points}`);
    const limiter = this.limiter(limit);
    try {
      await this.giveBack(limiter, key, points);
    } catch (error) {
      throw this.storeFailure(error);
    }
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    const limiter = this.limiter(limit);
    try {
      await limiter.delete(key);
    } catch (error) {
      throw this.storeFailure(error);
    }
  }

  /** Forgets the limiters (a Redis connection stays with its owner; memory counters go). */
  async close(): Promise<void> {
    this.limiters.clear();
  }

  private limiter(limit: RateLimit): RateLimiterAbstract {
    const shape = `${limit.points}/${limit.durationSeconds}/${limit.blockSeconds ?? 0}`;
    const known = this.limiters.get(limit.name);
    if (known?.shape === shape) return known.limiter;
    checkLimit(limit);
    const limiter = this.make(limit);
    this.limiters.set(limit.name, { shape, limiter });
    return limiter;
  }
}
