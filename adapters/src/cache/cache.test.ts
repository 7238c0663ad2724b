import { testUrls } from '../testing/service-urls';
import { cacheContract } from './cache.contract';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';
import { createRedisClient, whenReady } from './redis-client';

cacheContract('memory', async () => {
  const cache = new MemoryCache();
  return { cache, close: async () => cache.close() };
});

cacheContract('redis', async () => {
  const client = createRedisClient(testUrls.redis());
  await whenReady(client);
  return { cache: new RedisCache(client, 'oj-test:'), close: async () => void client.disconnect() };
});
