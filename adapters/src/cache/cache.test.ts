import { ServiceUnavailable } from '@oj/core';
import { testUrls } from '../testing/service-urls';
import { cacheContract } from './cache.contract';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';
import { closeRedisClient, createRedisClient, reconnectDelayMs, whenReady } from './redis-client';
import { RedisHealthIndicator } from './redis-health';
import { dropNamespace, testNamespace } from './testing/redis-namespace';

cacheContract('memory', async () => {
  const cache = new MemoryCache();
  return { cache, other: cache, close: () => cache.close() };
});

cacheContract('redis', async () => {
  // two connections, as two web processes would have
  const namespace = testNamespace();
  const cache = RedisCache.connect(testUrls.redis(), namespace);
  const other = RedisCache.connect(testUrls.redis(), namespace);
  await Promise.all([whenReady(cache.client), whenReady(other.client)]);
  return {
    cache,
    other,
    close: async () => {
      await dropNamespace(cache.client, namespace);
      await Promise.all([cache.close(), other.close()]);
    },
  };
});

describe('MemoryCache', () => {
  it('sweeps expired entries nobody reads, on a timer that keeps no process alive', async () => {
    let now = 0;
    const cache = new MemoryCache(() => now);
    const internals = cache as unknown as { sweep(): void; entries: Map<string, unknown>; sweeper: NodeJS.Timeout };
    try {
      expect(internals.sweeper.hasRef()).toBe(false);
      await cache.set('a', 1, 1);
      await cache.set('b', 2);
      now = 2_000;
      internals.sweep();
      expect(internals.entries.size).toBe(1);
      expect(await cache.get('b')).toBe(2);
    } finally {
      await cache.close();
    }
  });
});

describe('createRedisClient', () => {
  it('reconnects with a doubling backoff capped at a second', () => {
    const delays = Array.from({ length: 40 }, (_, i) => reconnectDelayMs(i + 1));
    expect(delays.slice(0, 4)).toEqual([50, 100, 200, 400]);
    expect(Math.max(...delays)).toBe(1_000);
    expect(delays.at(-1)).toBe(1_000);
  });
});

describe('RedisCache', () => {
  const client = createRedisClient(testUrls.redis());
  beforeAll(() => whenReady(client));
  afterAll(() => closeRedisClient(client));

  it('keeps each namespace to itself, under the namespace given', async () => {
    const a = new RedisCache(client, testNamespace());
    const bNamespace = testNamespace();
    const b = new RedisCache(client, bNamespace);
    await a.set('k', 'a', 60);
    await b.set('k', 'b', 60);
    expect(await a.get('k')).toBe('a');
    expect(await b.get('k')).toBe('b');
    expect(await client.get(`${bNamespace}k`)).toBe('"b"');
    await Promise.all([a.delete('k'), b.delete('k')]);
    expect(await client.exists(`${bNamespace}k`)).toBe(0);
  });

  it('leaves a connection it was given open on close', async () => {
    await new RedisCache(client, testNamespace()).close();
    expect(await client.ping()).toBe('PONG');
  });

  it('fails at once with ServiceUnavailable when its connection is closed', async () => {
    const cache = RedisCache.connect(testUrls.redis(), testNamespace());
    await whenReady(cache.client);
    await cache.close();
    const started = Date.now();
    await expect(cache.get('k')).rejects.toBeInstanceOf(ServiceUnavailable);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('RedisHealthIndicator', () => {
  it('answers up with the PING latency, on a plain and on a subscribed connection; the plain one tells the server\'s version', async () => {
    const plain = createRedisClient(testUrls.redis());
    const subscriber = createRedisClient(testUrls.redis());
    try {
      await Promise.all([whenReady(plain), whenReady(subscriber)]);
      await subscriber.subscribe(`${testNamespace()}events`);
      for (const client of [plain, subscriber]) {
        const report = await new RedisHealthIndicator('cache', client).check();
        expect(report).toMatchObject({ status: 'up' });
        expect(report.latencyMs).toBeGreaterThanOrEqual(0);
      }
      const server = /^redis_version:(\S+)/m.exec(await plain.info('server'))?.[1];
      expect((await new RedisHealthIndicator('cache', plain).check()).version).toBe(server);
      // INFO is refused while subscribed: no version, still up
      expect(await new RedisHealthIndicator('events', subscriber).check()).toMatchObject({ status: 'up', version: undefined });
    } finally {
      await Promise.all([closeRedisClient(plain), closeRedisClient(subscriber)]);
    }
  });

  it('answers down with the reason when Redis cannot be reached', async () => {
    // port 1 on loopback: nothing listens there, the connection is refused at once
    const client = createRedisClient('redis://127.0.0.1:1');
    try {
      const health = new RedisHealthIndicator('cache', client);
      await new Promise((r) => client.once('error', r));
      const report = await health.check();
      expect(report.status).toBe('down');
      expect(report.detail).toMatch(/ECONNREFUSED/);
    } finally {
      await closeRedisClient(client);
    }
  });
});
