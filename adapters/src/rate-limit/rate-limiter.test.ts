import { createRedisClient, whenReady } from '../cache/redis-client';
import { testUrls } from '../testing/service-urls';
import { FlexibleRateLimiter } from './flexible-rate-limiter';
import { rateLimiterContract } from './rate-limiter.contract';

rateLimiterContract('memory', async () => ({ limiter: FlexibleRateLimiter.memory(), close: async () => {} }));

rateLimiterContract('redis', async () => {
  const client = createRedisClient(testUrls.redis());
  await whenReady(client);
  return { limiter: FlexibleRateLimiter.redis(client, 'oj-test:rl:'), close: async () => void client.disconnect() };
});
