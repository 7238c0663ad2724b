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
  // two connections, as two web processes would have; a longer command timeout than the site's second: these
  // tests count, and a CI host running other suites beside them once held a burst of 20 calls past a second
  const namespace = testNamespace();
  const clients = [0, 1].map(() => createRedisClient(testUrls.redis(), { commandTimeout: 10_000 }));
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
