import { InProcessEventBus } from '@oj/core';
import { createRedisClient, whenReady } from '../cache/redis-client';
import { testUrls } from '../testing/service-urls';
import { eventBusContract } from './event-bus.contract';
import { RedisEventBus } from './redis-event-bus';

eventBusContract('in-process', async () => ({ bus: new InProcessEventBus(), close: async () => {} }));

async function redisBus(namespace: string) {
  const publisher = createRedisClient(testUrls.redis());
  const subscriber = createRedisClient(testUrls.redis());
  await Promise.all([whenReady(publisher), whenReady(subscriber)]);
  const bus = new RedisEventBus(publisher, subscriber, namespace);
  // let the SUBSCRIBE reach Redis before anything is published
  await new Promise((r) => setTimeout(r, 100));
  return { bus, close: async () => void (publisher.disconnect(), subscriber.disconnect()) };
}

eventBusContract('redis', () => redisBus(`oj-test-${Math.random().toString(36).slice(2)}:`));

describe('RedisEventBus between processes', () => {
  it('delivers an event published in one process to the other, exactly once each', async () => {
    const namespace = `oj-test-${Math.random().toString(36).slice(2)}:`;
    const a = await redisBus(namespace);
    const b = await redisBus(namespace);
    try {
      const seenA: string[] = [];
      const seenB: string[] = [];
      a.bus.subscribe('site.config-changed', (e) => void seenA.push(e.payload.keys.join()));
      b.bus.subscribe('site.config-changed', (e) => void seenB.push(e.payload.keys.join()));
      await a.bus.publish('site.config-changed', { keys: ['name'] });
      const deadline = Date.now() + 1000;
      while (seenB.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100));
      expect(seenA).toEqual(['name']);
      expect(seenB).toEqual(['name']);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
