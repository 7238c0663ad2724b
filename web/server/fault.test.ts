import { JUDGE_PROTOCOL_VERSION, JUDGE_QUEUE, JudgeEventRouter, WebsiteConfigService, type JudgeQueue } from '@oj/core';
import { PrivateRabbitMq } from '../../adapters/src/testing/private-rabbitmq.js';
import { PrivateRedis } from '../../adapters/src/testing/private-redis.js';
import { startTestSite, type TestSite } from './testing/test-site.js';
import { json } from './testing/http.js';

// Kills and restarts private Redis and RabbitMQ servers under a running site: the site must report the
// dependency down, fail fast meanwhile, reconnect by itself and serve again with nothing lost.

const TASKS = 5;

async function health(t: TestSite): Promise<{ code: number; deps: Record<string, { status: string }> }> {
  const res = await fetch(`${t.url}/api/health`);
  return { code: res.status, deps: (await json(res)).data.dependencies };
}

async function eventually(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describe('a running site when Redis and RabbitMQ go away and come back', () => {
  let redis: PrivateRedis;
  let rabbit: PrivateRabbitMq;
  let t: TestSite;

  beforeAll(async () => {
    [redis, rabbit] = await Promise.all([PrivateRedis.start(), PrivateRabbitMq.start()]);
    t = await startTestSite({ REDIS_URL: redis.url, AMQP_URL: rabbit.url });
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([redis?.stop(), rabbit?.stop()]);
  }, 60_000);

  it('reports Redis down, keeps serving what does not need it, and recovers by itself', async () => {
    expect((await health(t)).deps.cache.status).toBe('up');
    await redis.kill();
    await eventually('health shows the cache down', async () => {
      const h = await health(t);
      return h.code === 503 && h.deps.cache.status === 'down' && h.deps.events.status === 'down';
    }, 5_000);
    // the website config does not depend on Redis
    expect((await fetch(`${t.url}/api/get-website-config`)).status).toBe(200);
    await redis.resume();
    await eventually('health shows the cache up again', async () => {
      const h = await health(t);
      return h.code === 200 && h.deps.cache.status === 'up' && h.deps.events.status === 'up';
    }, 10_000);
    // events flow again after the reconnect: a config change reaches the cache-dropping subscriber
    await t.site.container.get(WebsiteConfigService).update({ shortName: 'AFTER' });
    expect((await json(await fetch(`${t.url}/api/get-website-config`))).data.shortName).toBe('AFTER');
  }, 60_000);

  it('keeps every confirmed judge task across a broker restart and reconnects by itself', async () => {
    const queue = t.site.container.get<JudgeQueue>(JUDGE_QUEUE);
    // the site consumes the judge events itself (consumers of a queue compete): this test's consumer is the only one
    await t.site.container.get(JudgeEventRouter).stop();
    for (let i = 0; i < TASKS; i++) {
      await queue.enqueue({ v: JUDGE_PROTOCOL_VERSION, taskId: `t${i}`, kind: 'submission', submissionId: `s${i}`, attempt: 1, language: 'C', code: 'int main(){}', enqueuedAt: Date.now() }, 'practice');
    }
    // a consumer that exists before the restart must come back by itself
    const events: string[] = [];
    const eventConsumer = await queue.consumeEvents(async (d) => {
      events.push(d.event.taskId);
      await d.ack();
    });
    await rabbit.halt();
    await eventually('health shows the queue down', async () => {
      const h = await health(t);
      return h.code === 503 && h.deps.queue.status === 'down';
    }, 10_000);
    const started = Date.now();
    await expect(queue.enqueue({ v: JUDGE_PROTOCOL_VERSION, taskId: 'while-down', kind: 'submission', submissionId: 'x', attempt: 1, language: 'C', code: '', enqueuedAt: Date.now() }, 'practice')).rejects.toMatchObject({ key: 'error.queueUnavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);

    await rabbit.resume();
    await eventually('health shows the queue up again', async () => (await health(t)).deps.queue.status === 'up', 20_000);
    expect((await queue.depth()).tasks).toBe(TASKS);
    const seen = new Set<string>();
    const consumer = await queue.consumeTasks(async (d) => {
      seen.add(d.task.taskId);
      await d.ack();
    }, { prefetch: 2 });
    await eventually('all tasks consumed', async () => seen.size === TASKS, 10_000);
    await consumer.cancel();
    expect([...seen].sort()).toEqual(['t0', 't1', 't2', 't3', 't4']);
    await queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'compiling', taskId: 't0', submissionId: 's0', attempt: 1, judger: 'runner' });
    await eventually('the old event consumer receives again', async () => events.includes('t0'), 10_000);
    await eventConsumer.cancel();
  }, 90_000);
});
