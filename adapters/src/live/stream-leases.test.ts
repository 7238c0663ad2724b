import { closeRedisClient, createRedisClient, whenReady } from '../cache/redis-client';
import { dropNamespace, testNamespace } from '../cache/testing/redis-namespace';
import { testUrls } from '../testing/service-urls';
import { MemoryStreamLeases } from './memory-stream-leases';
import { RedisStreamLeases } from './redis-stream-leases';
import { streamLeasesContract } from './stream-leases.contract';

streamLeasesContract('memory', async () => {
  const leases = new MemoryStreamLeases();
  return { leases, other: leases, close: async () => {} };
});

streamLeasesContract('redis', async () => {
  // two connections, as two web processes would have
  const namespace = testNamespace();
  const clients = [createRedisClient(testUrls.redis()), createRedisClient(testUrls.redis())];
  await Promise.all(clients.map((c) => whenReady(c)));
  const [leases, other] = clients.map((c) => new RedisStreamLeases(c, namespace));
  return {
    leases,
    other,
    close: async () => {
      await dropNamespace(clients[0], namespace);
      await Promise.all(clients.map(closeRedisClient));
    },
  };
});
