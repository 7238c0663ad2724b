import type { Redis } from 'ioredis';
import type { HealthIndicator, HealthReport } from '@oj/core';

/** A Redis connection's answer to /api/health (PING), under the name of what it serves. */
export class RedisHealthIndicator implements HealthIndicator {
  constructor(
    readonly name: string,
    private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthReport> {
    if (this.redis.status !== 'ready') return { status: 'down', detail: `Redis connection is ${this.redis.status}; reconnecting` };
    await this.redis.ping();
    return { status: 'up', detail: 'Redis' };
  }
}
