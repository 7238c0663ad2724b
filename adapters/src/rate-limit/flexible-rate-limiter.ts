import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit, RateLimitDecision, RateLimiter } from '@oj/core';

/**
 * RateLimiter over rate-limiter-flexible: in Redis (shared by every web process) or in memory (embedded).
 * One limiter per named limit, made on first use.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(private readonly make: (limit: RateLimit) => RateLimiterAbstract) {}

  static redis(client: Redis, namespace = 'oj:rl:'): FlexibleRateLimiter {
    return new FlexibleRateLimiter(
      (limit) => new RateLimiterRedis({ storeClient: client, keyPrefix: `${namespace}${limit.name}`, points: limit.points, duration: limit.durationSeconds, blockDuration: limit.blockSeconds ?? 0 }),
    );
  }

  static memory(): FlexibleRateLimiter {
    return new FlexibleRateLimiter(
      (limit) => new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds, blockDuration: limit.blockSeconds ?? 0 }),
    );
  }

  async consume(limit: RateLimit, key: string, points = 1): Promise<RateLimitDecision> {
    try {
      const res = await this.limiter(limit).consume(key, points);
      return { allowed: true, remaining: res.remainingPoints, retryAfterMs: 0 };
    } catch (rejection) {
      // a rejection is either "over the limit" (RateLimiterRes) or a store failure (Error): rethrow the latter
      if (rejection instanceof RateLimiterRes) return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, rejection.msBeforeNext) };
      throw rejection;
    }
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    await this.limiter(limit).delete(key);
  }

  private limiter(limit: RateLimit): RateLimiterAbstract {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      limiter = this.make(limit);
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }
}
