import type { Redis } from 'ioredis';
import type { Cache } from '@oj/core';
import { decodeValue, encodeValue, ttlToMs } from './cache-values';
import { closeRedisClient, createRedisClient } from './redis-client';
import { whileRedisUp } from './redis-unavailable';

/** Where the site's keys live in a Redis that other software may share. */
export const DEFAULT_REDIS_NAMESPACE = 'oj:';

/** INCR that sets the TTL (ARGV[1], ms; 0 = none) only when this call created the counter. */
const INCREMENT_SCRIPT = `local v = redis.call('INCR', KEYS[1])
if v == 1 and tonumber(ARGV[1]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return v`;
const INCREMENT_COMMAND = 'ojCacheIncrement';

/** PTTL's answers that are not a duration. */
const PTTL_ABSENT = -2;

type ScriptedRedis = Redis & { [INCREMENT_COMMAND](key: string, ttlMs: string): Promise<number> };

/**
 * The cache shared by every web process: keys under a namespace, values as JSON. While Redis is away
 * each call fails at once with ServiceUnavailable; the client reconnects by itself.
 */
export class RedisCache implements Cache {
  private readonly redis: ScriptedRedis;

  /** Uses `client` without owning it: `close()` leaves it open. */
  constructor(
    client: Redis,
    private readonly namespace = DEFAULT_REDIS_NAMESPACE,
    private readonly ownsClient = false,
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL once per connection, so the script is not resent each call
    client.defineCommand(INCREMENT_COMMAND, { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    this.redis = client as ScriptedRedis;
  }

  /** A cache on a connection of its own, which `close()` ends. */
  static connect(url: string, namespace = DEFAULT_REDIS_NAMESPACE): RedisCache {
    return new RedisCache(createRedisClient(url), namespace, true);
  }

  /** The connection, for a health indicator. */
  get client(): Redis {
    return this.redis;
  }

  async get<T>(key: string): Promise<T | undefined> {
    return whileRedisUp(async () => {
      const raw = await this.redis.get(this.namespace + key);
      return raw === null ? undefined : decodeValue<T>(raw);
    });
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    const json = encodeValue(value);
    const ttlMs = ttlToMs(ttlSeconds);
    return whileRedisUp(async () => {
      if (ttlMs === undefined) await this.redis.set(this.namespace + key, json);
      else await this.redis.set(this.namespace + key, json, 'PX', ttlMs);
    });
  }

  async setIfAbsent<T>(key: string, value: T, ttlSeconds: number): Promise<boolean> {
    const json = encodeValue(value);
    const ttlMs = ttlToMs(ttlSeconds);
    return whileRedisUp(async () => {
      const reply = ttlMs === undefined ? await this.redis.set(this.namespace + key, json, 'NX') : await this.redis.set(this.namespace + key, json, 'PX', ttlMs, 'NX');
      return reply === 'OK';
    });
  }

  async take<T>(key: string): Promise<T | undefined> {
    return whileRedisUp(async () => {
      // GETDEL (Redis ≥ 6.2) reads and deletes atomically: of many takers exactly one gets the value
      const raw = await this.redis.getdel(this.namespace + key);
      return raw === null ? undefined : decodeValue<T>(raw);
    });
  }

  async delete(key: string): Promise<boolean> {
    return whileRedisUp(async () => (await this.redis.del(this.namespace + key)) > 0);
  }

  async increment(key: string, ttlSeconds?: number): Promise<number> {
    const ttlMs = String(ttlToMs(ttlSeconds) ?? 0);
    return whileRedisUp(async () => Number(await this.redis[INCREMENT_COMMAND](this.namespace + key, ttlMs)));
  }

  async ttlMs(key: string): Promise<number | undefined> {
    return whileRedisUp(async () => {
      const ms = await this.redis.pttl(this.namespace + key);
      return ms === PTTL_ABSENT ? undefined : ms;
    });
  }

  /** Ends the connection if this cache made it. */
  async close(): Promise<void> {
    if (this.ownsClient) await closeRedisClient(this.redis);
  }
}
