import { ServiceUnavailable, type DeliveredEvent, type HealthIndicator } from '@oj/core';
import { RedisEventBus } from '../events/redis-event-bus';
import { FlexibleRateLimiter } from '../rate-limit/flexible-rate-limiter';
import { PrivateRedis } from '../testing/private-redis';
import { RedisCache } from './redis-cache';
import { closeRedisClient, createRedisClient, whenReady } from './redis-client';
import { RedisHealthIndicator } from './redis-health';

// Kills, pauses and restarts a private redis-server under the Redis adapters: while it is away every
// call must fail fast and health must say down; once it is back everything must work again by itself.

/** A call while Redis is away must fail within this (the client's command timeout is 1 s). */
const FAIL_FAST_MS = 2_000;
/** Everything must work again within this after Redis is back (reconnect backoff is capped at 1 s). */
const RECOVERY_MS = 10_000;
/** Another process receives an event within this. */
const DELIVERY_MS = 1_000;
/** After the first delivery, how long we watch for a duplicate. */
const DUPLICATE_WATCH_MS = 200;
const POLL_MS = 50;
/** How long Redis stays away: long enough for the reconnection backoff to reach its cap. */
const DOWNTIME_MS = 2_000;
const LOGIN = { name: 'login', points: 100, durationSeconds: 60 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; returns how long that took, or throws after `withinMs`. */
async function eventually(what: string, check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(POLL_MS);
  }
  return Date.now() - started;
}

/** How long `call` took to settle; it must reject with ServiceUnavailable. */
async function failsWith(call: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await expect(call()).rejects.toBeInstanceOf(ServiceUnavailable);
  return Date.now() - started;
}

describe('Redis adapters when Redis goes away and comes back', () => {
  let redis: PrivateRedis;
  let client: ReturnType<typeof createRedisClient>;
  let cache: RedisCache;
  let limiter: FlexibleRateLimiter;
  let cacheHealth: HealthIndicator;
  let a: RedisEventBus;
  let b: RedisEventBus;
  let eventsHealth: HealthIndicator;
  const notBroadcast: string[] = [];
  const heardAtB: DeliveredEvent<'account.changed'>[] = [];

  const isUp = async (h: HealthIndicator) => (await h.check()).status === 'up';
  const isDown = async (h: HealthIndicator) => (await h.check()).status === 'down';

  /** Publishes on A and expects B to hear exactly that event, once, within DELIVERY_MS. */
  async function eventCrosses(uid: string): Promise<void> {
    await a.publish('account.changed', { uid });
    const failures = notBroadcast.length;
    await eventually(`event ${uid} reaches the other process`, async () => heardAtB.some((e) => e.payload.uid === uid), DELIVERY_MS).catch((error: Error) => {
      // say whether A failed to send it, or B did not hear it
      throw new Error(`${error.message}; ${notBroadcast.length > failures ? `A did not send it: ${notBroadcast.at(-1)}` : 'A sent it'}`);
    });
    await sleep(DUPLICATE_WATCH_MS);
    expect(heardAtB.filter((e) => e.payload.uid === uid)).toHaveLength(1);
  }

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    client = createRedisClient(redis.url);
    cache = new RedisCache(client);
    limiter = FlexibleRateLimiter.redis(client);
    cacheHealth = new RedisHealthIndicator('cache', client);
    a = RedisEventBus.connect(redis.url, 'oj:', (error) => void notBroadcast.push((error as Error).message));
    b = RedisEventBus.connect(redis.url);
    eventsHealth = b.healthIndicator();
    b.subscribe('account.changed', (e) => void heardAtB.push(e));
    await Promise.all([whenReady(client), a.whenSubscribed(), b.whenSubscribed()]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), limiter?.close(), client && closeRedisClient(client)]);
    await redis?.stop();
  });

  it('works while Redis is up', async () => {
    await cache.set('k', { v: 1 }, 60);
    expect(await cache.get('k')).toEqual({ v: 1 });
    expect((await limiter.consume(LOGIN, 'ip')).allowed).toBe(true);
    expect(await cacheHealth.check()).toMatchObject({ status: 'up' });
    expect(await eventsHealth.check()).toMatchObject({ status: 'up' });
    await eventCrosses('before');
  });

  it('fails calls after the command timeout while Redis is stalled (paused), and works again when it resumes', async () => {
    redis.pause();
    try {
      expect(await failsWith(() => cache.get('k'))).toBeLessThan(FAIL_FAST_MS);
      const report = await cacheHealth.check();
      expect(report.status).toBe('down');
      expect(report.detail).toMatch(/timed out/i);
    } finally {
      redis.unpause();
    }
    await eventually('cache answers after the pause', async () => (await cache.get('k')) !== undefined, RECOVERY_MS);
    expect(await cache.get('k')).toEqual({ v: 1 });
  });

  it('fails fast, says down, and still runs local handlers while Redis is killed', async () => {
    await redis.kill();
    await eventually('health says the cache is down', () => isDown(cacheHealth), FAIL_FAST_MS);
    await eventually('health says events are down', () => isDown(eventsHealth), FAIL_FAST_MS);
    // the first failed reconnection attempt (≈50 ms after the kill) gives the reason
    await eventually('health gives the reason', async () => /Redis unreachable.*ECONNREFUSED/.test((await cacheHealth.check()).detail ?? ''), FAIL_FAST_MS);

    for (const call of [() => cache.set('k', 2), () => cache.get('k'), () => cache.take('k'), () => cache.increment('n', 60), () => limiter.consume(LOGIN, 'ip')]) {
      expect(await failsWith(call)).toBeLessThan(FAIL_FAST_MS);
    }

    let localRuns = 0;
    const dispose = a.subscribe('account.changed', () => void localRuns++);
    const started = Date.now();
    await a.publish('account.changed', { uid: 'while-down' });
    expect(Date.now() - started).toBeLessThan(FAIL_FAST_MS);
    dispose();
    expect(localRuns).toBe(1);
    expect(notBroadcast.at(-1)).toMatch(/event account.changed not broadcast/);

    // still fast after a while of reconnection attempts
    await sleep(DOWNTIME_MS);
    expect(await failsWith(() => cache.get('k'))).toBeLessThan(FAIL_FAST_MS);
    expect(await cacheHealth.check()).toMatchObject({ status: 'down' });
  });

  it('reconnects by itself once Redis is back on the same port: cache, limiter, health and events work again', async () => {
    await redis.resume();
    const cacheBack = await eventually(
      'cache set/get works again',
      async () => {
        await cache.set('after', 'ok', 60);
        return (await cache.get('after')) === 'ok';
      },
      RECOVERY_MS,
    );
    expect(cacheBack).toBeLessThan(RECOVERY_MS);
    expect((await limiter.consume(LOGIN, 'ip')).allowed).toBe(true);
    await eventually('health says the cache is up', () => isUp(cacheHealth), RECOVERY_MS);
    await b.whenSubscribed(RECOVERY_MS);
    await eventually('health says events are up', () => isUp(eventsHealth), RECOVERY_MS);
    // A's publishing connection reconnects on its own backoff (up to 1 s, later under load): an event
    // published before it is back reaches A's own handlers only, by design
    await a.whenPublishing(RECOVERY_MS);
    await eventCrosses('after');
    expect(heardAtB.map((e) => e.payload.uid)).toEqual(['before', 'after']);
  });
});
