import { InProcessEventBus, type DeliveredEvent } from '@oj/core';
import { closeRedisClient, createRedisClient, whenReady } from '../cache/redis-client';
import { testNamespace } from '../cache/testing/redis-namespace';
import { testUrls } from '../testing/service-urls';
import { eventBusContract } from './event-bus.contract';
import { RedisEventBus } from './redis-event-bus';

/** The port promises other processes receive an event "shortly after": here, within a second. */
const DELIVERY_WITHIN_MS = 1_000;
/** After the first delivery, how long we watch for a duplicate. */
const DUPLICATE_WATCH_MS = 200;
const POLL_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!condition() && Date.now() - started < withinMs) await sleep(POLL_MS);
  return Date.now() - started;
}

/** A bus as one web process has it: its own connections, subscribed before use. */
async function processBus(namespace: string, onError?: (error: unknown, event: DeliveredEvent) => void): Promise<RedisEventBus> {
  const bus = RedisEventBus.connect(testUrls.redis(), namespace, onError);
  await bus.whenSubscribed();
  return bus;
}

eventBusContract('in-process', async () => ({ bus: new InProcessEventBus(), close: async () => {} }));

eventBusContract('redis', async () => {
  const bus = await processBus(testNamespace());
  return { bus, close: () => bus.close() };
});

describe('RedisEventBus between processes', () => {
  const namespace = testNamespace();
  let a: RedisEventBus;
  let b: RedisEventBus;
  beforeEach(async () => {
    [a, b] = await Promise.all([processBus(namespace), processBus(namespace)]);
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers an event published in one process to the other within a second, exactly once each', async () => {
    const seenA: string[] = [];
    const seenB: DeliveredEvent<'site.config-changed'>[] = [];
    a.subscribe('site.config-changed', (e) => void seenA.push(e.payload.keys.join()));
    b.subscribe('site.config-changed', (e) => void seenB.push(e));
    await a.publish('site.config-changed', { keys: ['name'] });
    expect(seenA).toEqual(['name']);
    expect(await until(() => seenB.length > 0, DELIVERY_WITHIN_MS)).toBeLessThan(DELIVERY_WITHIN_MS);
    await sleep(DUPLICATE_WATCH_MS);
    expect(seenA).toEqual(['name']);
    expect(seenB.map((e) => e.payload)).toEqual([{ keys: ['name'] }]);
    expect(seenB[0].origin).toBe(a.origin);
  });

  it('delivers both ways and keeps the order of one publisher', async () => {
    const atA: string[] = [];
    const atB: string[] = [];
    a.subscribe('account.changed', (e) => void atA.push(e.payload.uid));
    b.subscribe('account.changed', (e) => void atB.push(e.payload.uid));
    for (const uid of ['1', '2', '3']) await a.publish('account.changed', { uid });
    await b.publish('account.changed', { uid: 'from-b' });
    await until(() => atA.length === 4 && atB.length === 4, DELIVERY_WITHIN_MS);
    expect(atA).toEqual(['1', '2', '3', 'from-b']);
    // B ran its own event at once, so only A's keep their order there
    expect(atB.filter((uid) => uid !== 'from-b')).toEqual(['1', '2', '3']);
    expect(atB.filter((uid) => uid === 'from-b')).toHaveLength(1);
  });

  it('keeps sites apart: another namespace hears nothing', async () => {
    const otherSite = await processBus(testNamespace());
    try {
      const heard: unknown[] = [];
      otherSite.subscribe('site.config-changed', (e) => void heard.push(e));
      let atB = 0;
      b.subscribe('site.config-changed', () => void atB++);
      await a.publish('site.config-changed', { keys: ['x'] });
      await until(() => atB > 0, DELIVERY_WITHIN_MS);
      await sleep(DUPLICATE_WATCH_MS);
      expect(atB).toBe(1);
      expect(heard).toEqual([]);
    } finally {
      await otherSite.close();
    }
  });

  it('ignores what is not an event on its channel, and goes on delivering', async () => {
    const raw = createRedisClient(testUrls.redis());
    try {
      await whenReady(raw);
      const seen: unknown[] = [];
      b.subscribe('site.config-changed', (e) => void seen.push(e.payload));
      await raw.publish(b.channel, 'not json');
      await raw.publish(b.channel, JSON.stringify({ name: 'site.config-changed' }));
      await a.publish('site.config-changed', { keys: ['after'] });
      await until(() => seen.length > 0, DELIVERY_WITHIN_MS);
      await sleep(DUPLICATE_WATCH_MS);
      expect(seen).toEqual([{ keys: ['after'] }]);
    } finally {
      await closeRedisClient(raw);
    }
  });

  it('reports a failing remote handler to its own process, not to the publisher', async () => {
    const errors: string[] = [];
    const c = await processBus(namespace, (error, event) => void errors.push(`${event.name}: ${(error as Error).message}`));
    try {
      c.subscribe('plugin.toggled', () => {
        throw new Error('boom');
      });
      await expect(a.publish('plugin.toggled', { id: 'p', enabled: true })).resolves.toBeUndefined();
      await until(() => errors.length > 0, DELIVERY_WITHIN_MS);
      expect(errors).toEqual(['plugin.toggled: boom']);
    } finally {
      await c.close();
    }
  });

  it('says it is healthy when subscribed', async () => {
    const report = await b.healthIndicator().check();
    expect(report.status).toBe('up');
    expect(b.healthIndicator('bus').name).toBe('bus');
  });
});

describe('RedisEventBus on connections it was given', () => {
  it('stops hearing other processes on close and leaves the connections open', async () => {
    const namespace = testNamespace();
    const publisher = createRedisClient(testUrls.redis());
    const subscriber = createRedisClient(testUrls.redis());
    const other = await processBus(namespace);
    try {
      await Promise.all([whenReady(publisher), whenReady(subscriber)]);
      const bus = new RedisEventBus(publisher, subscriber, namespace);
      await bus.whenSubscribed();
      let heard = 0;
      bus.subscribe('account.changed', () => void heard++);
      await other.publish('account.changed', { uid: '1' });
      await until(() => heard === 1, DELIVERY_WITHIN_MS);
      await bus.close();
      await other.publish('account.changed', { uid: '2' });
      await sleep(DUPLICATE_WATCH_MS);
      expect(heard).toBe(1);
      expect([publisher.status, subscriber.status]).toEqual(['ready', 'ready']);
      expect(await publisher.pubsub('NUMSUB', bus.channel)).toEqual([bus.channel, 1]);
    } finally {
      await other.close();
      await Promise.all([closeRedisClient(publisher), closeRedisClient(subscriber)]);
    }
  });
});
