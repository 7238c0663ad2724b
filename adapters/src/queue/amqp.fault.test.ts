import { JUDGE_PROTOCOL_VERSION, type JudgeEvent, type TaskDelivery } from '@oj/core';
import { PrivateRabbitMq } from '../testing/private-rabbitmq';
import { MAX_RECONNECT_DELAY_MS } from './amqp-connection';
import { AmqpJudgeQueue } from './amqp-judge-queue';
import { task } from './judge-queue.contract';

// Stops and kills a private RabbitMQ node under a running queue: while it is away the queue says so
// and fails fast; when it is back the queue reconnects by itself, its consumers resume, and every task
// confirmed before the outage is handed out (at least once, none lost).

const TASKS = 12;
const PREFETCH = 3;
/** "Fails fast": well under a second, nowhere near a TCP or confirm timeout. */
const FAST_MS = 1_000;
/** The broker being back and the queue using it again: at most one capped backoff, plus setup and slack for a loaded machine. */
const RECONNECT_MS = MAX_RECONNECT_DELAY_MS + 3_000;
const WAIT_MS = 15_000;
const POLL_MS = 50;

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return Date.now() - started;
}

async function timed(action: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  const error = await action().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: Date.now() - started, error };
}

describe('AmqpJudgeQueue when its broker goes away and comes back', () => {
  let node: PrivateRabbitMq;
  let queue: AmqpJudgeQueue;

  beforeAll(async () => {
    node = await PrivateRabbitMq.start();
    // a node of our own: the production names are safe here
    queue = await AmqpJudgeQueue.open(node.url);
  }, 60_000);

  afterAll(async () => {
    await queue?.close();
    await node?.stop();
  }, 30_000);

  it('keeps confirmed tasks, fails fast while down, reconnects and resumes its consumers by itself', async () => {
    expect(queue.queueNames.tasks).toBe('judge.tasks');
    for (let i = 0; i < TASKS; i++) await queue.enqueue(task(`t${i}`), 'practice');

    // consumers that exist before the outage; the task one holds PREFETCH tasks unsettled across it
    let afterRestart = false;
    const before: TaskDelivery[] = [];
    const after: TaskDelivery[] = [];
    const consumer = await queue.consumeTasks(async (d) => {
      if (!afterRestart) return void before.push(d);
      after.push(d);
      await d.ack();
    }, { prefetch: PREFETCH });
    const events: JudgeEvent[] = [];
    const eventConsumer = await queue.consumeEvents(async (d) => {
      events.push(d.event);
      await d.ack();
    });
    await until('prefetch filled', () => before.length === PREFETCH);
    expect((await queue.depth()).tasks).toBe(TASKS - PREFETCH);
    expect(await queue.check()).toMatchObject({ status: 'up', detail: expect.stringContaining('RabbitMQ 3.'), latencyMs: expect.any(Number) });

    await node.halt();
    await until('health down', async () => (await queue.check()).status === 'down', 5_000);
    expect((await queue.check()).detail).toMatch(/unreachable/);
    const enqueue = await timed(() => queue.enqueue(task('while-down'), 'contest'));
    expect(enqueue.error).toMatchObject({ key: 'error.queueUnavailable' });
    expect(enqueue.ms).toBeLessThan(FAST_MS);
    const depth = await timed(() => queue.depth());
    expect(depth.error).toMatchObject({ key: 'error.queueUnavailable' });
    expect(depth.ms).toBeLessThan(FAST_MS);
    // opening another queue while the broker is away returns (down), and it connects once the broker is back
    const late = await AmqpJudgeQueue.open(node.url, { connectWaitMs: 200 });
    expect((await late.check()).status).toBe('down');

    afterRestart = true;
    await node.resume();
    const reconnectMs = await until('health up', async () => (await queue.check()).status === 'up', RECONNECT_MS);
    await until('late queue up', async () => (await late.check()).status === 'up', RECONNECT_MS);
    await late.close();

    // the same consumer, re-established by itself, gets every task confirmed before the outage
    await until('all tasks consumed again', () => new Set(after.map((d) => d.task.taskId)).size === TASKS);
    expect(new Set(after.map((d) => d.task.taskId))).toEqual(new Set(Array.from({ length: TASKS }, (_, i) => `t${i}`)));
    // the ones held across the outage come back counted as delivered once
    const held = new Set(before.map((d) => d.task.taskId));
    for (const d of after) expect(d.previousDeliveries).toBe(held.has(d.task.taskId) ? 1 : 0);

    // and it keeps working: new tasks and events flow to the consumers made before the restart
    await queue.enqueue(task('after'), 'test-run');
    await queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'compiling', taskId: 'after', submissionId: 's-after', attempt: 1, judger: 'r' });
    await until('new task and event', () => after.some((d) => d.task.taskId === 'after') && events.length === 1);
    await until('queue drained', async () => (await queue.depth()).tasks === 0);
    await consumer.cancel();
    await eventConsumer.cancel();
    console.log(`reconnected ${reconnectMs} ms after the broker accepted connections again`);
  }, 60_000);

  it('keeps confirmed tasks when the broker is killed outright', async () => {
    for (let i = 0; i < TASKS; i++) await queue.enqueue(task(`k${i}`), 'contest');
    await node.kill();
    await node.resume();
    await until('health up', async () => (await queue.check()).status === 'up', RECONNECT_MS);
    expect((await queue.depth()).tasks).toBe(TASKS);
    const seen = new Set<string>();
    const consumer = await queue.consumeTasks(async (d) => {
      seen.add(d.task.taskId);
      await d.ack();
    }, { prefetch: PREFETCH });
    await until('all consumed', () => seen.size === TASKS);
    await consumer.cancel();
  }, 60_000);
});
