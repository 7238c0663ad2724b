import type { Redis } from 'ioredis';
import type { LeaseCap, StreamLeases } from '@oj/core';
import { DEFAULT_REDIS_NAMESPACE } from '../cache/redis-cache';
import { whileRedisUp } from '../cache/redis-unavailable';

/**
 * Takes a lease under every key or none, in one step: each key is a sorted set of holders scored by when
 * their lease ends. KEYS: the caps' keys; ARGV: now, the lease's end, its length (ms), the holder, then
 * each key's most.
 */
const ACQUIRE_SCRIPT = `local now, ends, ttl, holder = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ends, holder)
  redis.call('PEXPIRE', key, ttl)
end
return 1`;
const ACQUIRE_COMMAND = 'ojStreamLeaseAcquire';

type ScriptedRedis = Redis & { [ACQUIRE_COMMAND](...args: Array<string | number>): Promise<number> };

/**
 * The leases of live-update streams shared by every web process: a sorted set per key (a session, an
 * address) under the site's namespace, each holder scored by when its lease ends. A key itself expires
 * with its last lease, so nothing is left behind by processes that died.
 */
export class RedisStreamLeases implements StreamLeases {
  private readonly redis: ScriptedRedis;

  constructor(
    client: Redis,
    private readonly namespace = `${DEFAULT_REDIS_NAMESPACE}stream-lease:`,
    private readonly now: () => number = Date.now,
  ) {
    client.defineCommand(ACQUIRE_COMMAND, { lua: ACQUIRE_SCRIPT });
    this.redis = client as ScriptedRedis;
  }

  async acquire(holder: string, caps: readonly LeaseCap[], ttlMs: number): Promise<boolean> {
    const now = this.now();
    const keys = caps.map((c) => this.namespace + c.key);
    return whileRedisUp(async () => (await this.redis[ACQUIRE_COMMAND](keys.length, ...keys, now, now + ttlMs, ttlMs, holder, ...caps.map((c) => c.max))) === 1);
  }

  async renew(holder: string, keys: readonly string[], ttlMs: number): Promise<void> {
    const ends = this.now() + ttlMs;
    await whileRedisUp(async () => {
      const batch = this.redis.multi();
      for (const key of keys) batch.zadd(this.namespace + key, ends, holder).pexpire(this.namespace + key, ttlMs);
      await batch.exec();
    });
  }

  async release(holder: string, keys: readonly string[]): Promise<void> {
    await whileRedisUp(async () => {
      const batch = this.redis.multi();
      for (const key of keys) batch.zrem(this.namespace + key, holder);
      await batch.exec();
    });
  }
}
