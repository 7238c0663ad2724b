import { ServiceUnavailable } from '@oj/core';
import { closeRedisClient, createRedisClient, whenReady } from '../cache/redis-client';
import { dropNamespace, testNamespace } from '../cache/testing/redis-namespace';
import { testUrls } from '../testing/service-urls';
import { FlexibleRateLimiter } from './flexible-rate-limiter';
import { rateLimiterContract } from './rate-limiter.contract';

rateLimiterContract('memory', async () => {
  const limiter = FlexibleRateLimiter.memory();
  return { limiter, other: limiter, close: () => limiter.close() };
});

rateLimiterContract('redis', async () => {
  // two connections, as two web processes would have
  const namespace = testNamespace();
  const clients = [createRedisClient(testUrls.redis()), createRedisClient(testUrls.redis())];
  await Promise.all(clients.map((c) => whenReady(c)));
  const [limiter, other] = clients.map((c) => FlexibleRateLimiter.redis(c, namespace));
  return {
    limiter,
    other,
    close: async () => {
      await dropNamespace(clients[0], namespace);
      await Promise.all([limiter.close(), other.close(), ...clients.map(closeRedisClient)]);
    },
  };
});

describe('FlexibleRateLimiter on Redis', () => {
  it('keeps its counters under the namespace given', async () => {
    const client = createRedisClient(testUrls.redis());
    const namespace = testNamespace();
    try {
      await whenReady(client);
      await FlexibleRateLimiter.redis(client, namespace).consume({ name: 'login', points: 5, durationSeconds: 60 }, '10.0.0.1');
      expect(await client.get(`${namespace}login:10.0.0.1`)).toBe('1');
    } finally {
      await dropNamespace(client, namespace);
      await closeRedisClient(client);
    }
  });

  it('fails at once with ServiceUnavailable when its connection is down, letting nothing through', async () => {
    const client = createRedisClient(testUrls.redis());
    await whenReady(client);
    await closeRedisClient(client);
    const started = Date.now();
    const limiter = FlexibleRateLimiter.redis(client, testNamespace());
    await expect(limiter.consume({ name: 'login', points: 5, durationSeconds: 60 }, 'k')).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(limiter.refund({ name: 'login', points: 5, durationSeconds: 60 }, 'k')).rejects.toBeInstanceOf(ServiceUnavailable);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
