import type { Redis } from 'ioredis';
import type { Cache } from '@oj/core';

/** INCR that sets the TTL only when it created the counter. */
const INCREMENT_SCRIPT = `local v = redis.call('INCR', KEYS[1])
if v == 1 and tonumber(ARGV[1]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return v`;

/** The cache shared by every web process: Redis, keys under a namespace, values as JSON. */
export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly namespace = 'oj:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.namespace + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    const json = JSON.stringify(value);
    if (ttlSeconds && ttlSeconds > 0) await this.redis.set(this.namespace + key, json, 'EX', Math.ceil(ttlSeconds));
    else await this.redis.set(this.namespace + key, json);
  }

  async setIfAbsent<T>(key: string, value: T, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.namespace + key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX')) === 'OK';
  }

  async take<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.getdel(this.namespace + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.namespace + key)) > 0;
  }

  async increment(key: string, ttlSeconds?: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT_SCRIPT, 1, this.namespace + key, String(Math.ceil(ttlSeconds ?? 0))));
  }

  async ttlMs(key: string): Promise<number | undefined> {
    const ms = await this.redis.pttl(this.namespace + key);
    if (ms === -2) return undefined;
    return ms;
  }
}
