import { JUDGE_PROTOCOL_VERSION, MAX_TASK_DELIVERIES, type Consumer, type JudgeEvent, type JudgeQueue, type JudgeTask, type TaskDelivery } from '@oj/core';

/** One implementation under test, with a way to put bytes on its tasks queue that `enqueue` would never produce. */
export interface QueueSubject {
  queue: JudgeQueue;
  /** Puts bytes on the tasks queue that did not come from `enqueue` (a malformed message). */
  putRaw(body: string): Promise<void>;
  close(): Promise<void>;
}

/** Longest a test waits for something that should happen at once. */
const WAIT_MS = 5_000;
/** How long "nothing more arrives" is watched. */
const QUIET_MS = 300;
const POLL_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A well-formed task for the tests, named by its id. */
export function task(id: string, extra: Partial<JudgeTask> = {}): JudgeTask {
  return { v: JUDGE_PROTOCOL_VERSION, taskId: id, kind: 'submission', submissionId: `s-${id}`, attempt: 1, language: 'C++', code: 'int main(){}', enqueuedAt: Date.now(), ...extra };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(POLL_MS);
  }
}

/** Consumes with `onDelivery` until `count` deliveries arrived (or fails after WAIT_MS). */
async function collect(queue: JudgeQueue, count: number, onDelivery: (d: TaskDelivery) => Promise<void>, prefetch = 1): Promise<{ seen: TaskDelivery[]; consumer: Consumer }> {
  const seen: TaskDelivery[] = [];
  const consumer = await queue.consumeTasks(async (d) => {
    seen.push(d);
    await onDelivery(d);
  }, { prefetch });
  await until(`${count} deliveries`, () => seen.length >= count);
  return { seen, consumer };
}

const ids = (deliveries: TaskDelivery[]) => deliveries.map((d) => d.task.taskId);

/** What every JudgeQueue promises, run against each implementation. */
export function judgeQueueContract(name: string, make: () => Promise<QueueSubject>): void {
  describe(`JudgeQueue contract: ${name}`, () => {
    let s: QueueSubject;
    beforeEach(async () => {
      s = await make();
    });
    afterEach(() => s.close());

    const depth = () => s.queue.depth();

    it('hands out by priority: test runs, then contest, practice, rejudge; oldest first within one', async () => {
      await s.queue.enqueue(task('rejudge'), 'rejudge');
      await s.queue.enqueue(task('practice-1'), 'practice');
      await s.queue.enqueue(task('contest'), 'contest');
      await s.queue.enqueue(task('practice-2'), 'practice');
      await s.queue.enqueue(task('test-run'), 'test-run');
      await until('5 queued', async () => (await depth()).tasks === 5);
      const { seen, consumer } = await collect(s.queue, 5, (d) => d.ack());
      await consumer.cancel();
      expect(ids(seen)).toEqual(['test-run', 'contest', 'practice-1', 'practice-2', 'rejudge']);
      expect(seen.map((d) => d.previousDeliveries)).toEqual([0, 0, 0, 0, 0]);
    });

    it('stamps each task with the priority class it was queued with', async () => {
      await s.queue.enqueue(task('stamped'), 'contest');
      const { seen, consumer } = await collect(s.queue, 1, (d) => d.ack());
      await consumer.cancel();
      expect(seen[0].task.priority).toBe('contest');
    });

    it('hands a standby consumer a task only while every other consumer is full', async () => {
      const main: TaskDelivery[] = [];
      const spare: TaskDelivery[] = [];
      // the standby consumer subscribes first: order must not matter, only its standing
      const standby = await s.queue.consumeTasks(async (d) => void spare.push(d), { prefetch: 1, standby: true });
      const regular = await s.queue.consumeTasks(async (d) => void main.push(d), { prefetch: 1 });
      await s.queue.enqueue(task('first'), 'practice');
      await until('the regular consumer took the first', () => main.length === 1);
      await sleep(QUIET_MS);
      expect(spare).toEqual([]);
      await s.queue.enqueue(task('second'), 'practice');
      await until('the standby consumer took the second', () => spare.length === 1);
      await main[0].ack();
      await s.queue.enqueue(task('third'), 'practice');
      // the regular consumer has room again: it gets the next task, though the standby one is busy too
      await until('the regular consumer took the third', () => main.length === 2);
      expect(ids(main)).toEqual(['first', 'third']);
      expect(ids(spare)).toEqual(['second']);
      await Promise.all([main[1].ack(), spare[0].ack()]);
      await regular.cancel();
      await standby.cancel();
    });

    it('never has more than prefetch tasks in hand', async () => {
      const total = 9;
      const prefetch = 3;
      for (let i = 0; i < total; i++) await s.queue.enqueue(task(`p${i}`), 'practice');
      let inHand = 0;
      let most = 0;
      const { seen, consumer } = await collect(
        s.queue,
        total,
        async (d) => {
          most = Math.max(most, ++inHand);
          await sleep(30);
          inHand--;
          await d.ack();
        },
        prefetch,
      );
      await consumer.cancel();
      expect(new Set(ids(seen)).size).toBe(total);
      expect(most).toBe(prefetch);
    });

    it('removes an acknowledged task for good', async () => {
      await s.queue.enqueue(task('done'), 'practice');
      const first = await collect(s.queue, 1, (d) => d.ack());
      await first.consumer.cancel();
      const again: TaskDelivery[] = [];
      const second = await s.queue.consumeTasks(async (d) => void again.push(d), { prefetch: 1 });
      await sleep(QUIET_MS);
      await second.cancel();
      expect(again).toEqual([]);
      expect(await depth()).toEqual({ tasks: 0, deadLetters: 0, results: 0 });
    });

    it('hands a retried task out again, counting deliveries, then dead-letters it', async () => {
      await s.queue.enqueue(task('flaky'), 'practice');
      const { seen, consumer } = await collect(s.queue, MAX_TASK_DELIVERIES, (d) => d.retry());
      await until('dead-lettered', async () => (await depth()).deadLetters === 1);
      await sleep(QUIET_MS);
      await consumer.cancel();
      expect(seen.map((d) => d.previousDeliveries)).toEqual(Array.from({ length: MAX_TASK_DELIVERIES }, (_, i) => i));
      expect(await s.queue.peekDeadLetters(10)).toEqual([{ task: expect.objectContaining({ taskId: 'flaky' }), reason: `gave up after ${MAX_TASK_DELIVERIES} deliveries` }]);
      expect((await depth()).tasks).toBe(0);
    });

    it('treats a handler that throws as a retry', async () => {
      await s.queue.enqueue(task('throws'), 'practice');
      let calls = 0;
      const { seen, consumer } = await collect(s.queue, 2, async (d) => {
        if (calls++ === 0) throw new Error('runner crashed');
        await d.ack();
      });
      await consumer.cancel();
      expect(seen.map((d) => [d.task.taskId, d.previousDeliveries])).toEqual([['throws', 0], ['throws', 1]]);
    });

    it('dead-letters a rejected task with its reason; peeking leaves it there', async () => {
      await s.queue.enqueue(task('poison'), 'practice');
      const { consumer } = await collect(s.queue, 1, (d) => d.reject('checker crashed the runner'));
      await until('dead-lettered', async () => (await depth()).deadLetters === 1);
      await consumer.cancel();
      const expected = [{ task: expect.objectContaining({ taskId: 'poison' }), reason: 'checker crashed the runner' }];
      expect(await s.queue.peekDeadLetters(10)).toEqual(expected);
      // a peek hands the message back asynchronously (RabbitMQ requeues when the peeking channel closes)
      await until('peeked letter back', async () => (await depth()).deadLetters === 1);
      expect(await s.queue.peekDeadLetters(10)).toEqual(expected);
      expect(await s.queue.peekDeadLetters(0)).toEqual([]);
    });

    it('dead-letters a malformed or unknown-version message instead of handing it out', async () => {
      await s.putRaw('{"v": 99, "taskId": "future"}');
      await s.putRaw('not json');
      await s.queue.enqueue(task('fine'), 'practice');
      const { seen, consumer } = await collect(s.queue, 1, (d) => d.ack());
      await until('both dead-lettered', async () => (await depth()).deadLetters === 2);
      await sleep(QUIET_MS);
      await consumer.cancel();
      expect(ids(seen)).toEqual(['fine']);
      expect(await s.queue.peekDeadLetters(10)).toEqual([
        { task: expect.objectContaining({ v: 99, taskId: 'future' }), reason: expect.stringContaining('version 99 is not supported') },
        { task: { raw: 'not json' }, reason: expect.stringContaining('malformed task') },
      ]);
    });

    it("tells the site of every dead-lettered task that names its submission, with an 'abandoned' event", async () => {
      await s.queue.enqueue(task('flaky', { attempt: 3 }), 'practice');
      await s.queue.enqueue(task('poison', { attempt: 2, kind: 'test-run' }), 'practice');
      await s.putRaw(JSON.stringify({ ...task('broken'), code: undefined }));
      await s.putRaw('not json');
      const { consumer } = await collect(s.queue, MAX_TASK_DELIVERIES + 1, (d) => (d.task.taskId === 'poison' ? d.reject('checker crashed the runner') : d.retry()));
      await until('all dead-lettered', async () => (await depth()).deadLetters === 4);
      await consumer.cancel();
      const events: JudgeEvent[] = [];
      const eventConsumer = await s.queue.consumeEvents(async (d) => {
        events.push(d.event);
        await d.ack();
      });
      await until('3 events', () => events.length >= 3);
      await sleep(QUIET_MS);
      await eventConsumer.cancel();
      const abandoned = { v: JUDGE_PROTOCOL_VERSION, type: 'abandoned', judger: 'queue' };
      expect([...events].sort((a, b) => a.taskId.localeCompare(b.taskId))).toEqual([
        { ...abandoned, taskId: 'broken', submissionId: 's-broken', attempt: 1, kind: 'submission', reason: "malformed task: judge message field 'code' must be a string" },
        { ...abandoned, taskId: 'flaky', submissionId: 's-flaky', attempt: 3, kind: 'submission', reason: `gave up after ${MAX_TASK_DELIVERIES} deliveries` },
        { ...abandoned, taskId: 'poison', submissionId: 's-poison', attempt: 2, kind: 'test-run', reason: 'checker crashed the runner' },
      ]);
      expect(await depth()).toEqual({ tasks: 0, deadLetters: 4, results: 0 });
      const letters = await s.queue.peekDeadLetters(10);
      // a body that was never JSON comes back as { raw }
      const named = (l: { task: object }) => {
        const t = l.task as { taskId?: string; raw?: string };
        return t.taskId ?? t.raw;
      };
      expect(letters.map(named).sort()).toEqual(['broken', 'flaky', 'not json', 'poison']);
    });

    it('puts unacknowledged tasks back when a consumer is cancelled, counted as delivered', async () => {
      await s.queue.enqueue(task('abandoned'), 'practice');
      const first = await collect(s.queue, 1, async () => {});
      await first.consumer.cancel();
      await s.queue.enqueue(task('later'), 'practice');
      const second = await collect(s.queue, 2, (d) => d.ack());
      await second.consumer.cancel();
      expect(second.seen.map((d) => [d.task.taskId, d.previousDeliveries]).sort()).toEqual([['abandoned', 1], ['later', 0]]);
      // the cancelled consumer got nothing more
      expect(ids(first.seen)).toEqual(['abandoned']);
    });

    it('dead-letters a task whose consumers keep dying before they settle it', async () => {
      await s.queue.enqueue(task('kills-runner'), 'practice');
      const counts: number[] = [];
      for (let i = 0; i < MAX_TASK_DELIVERIES; i++) {
        const { seen, consumer } = await collect(s.queue, 1, async () => {});
        counts.push(seen[0].previousDeliveries);
        await consumer.cancel();
      }
      expect(counts).toEqual(Array.from({ length: MAX_TASK_DELIVERIES }, (_, i) => i));
      // RabbitMQ notices the last abandoned delivery when it hands the task out again: a consumer must be there
      const next: TaskDelivery[] = [];
      const last = await s.queue.consumeTasks(async (d) => void next.push(d), { prefetch: 1 });
      await until('dead-lettered', async () => (await depth()).deadLetters === 1);
      await sleep(QUIET_MS);
      await last.cancel();
      expect(next).toEqual([]);
      expect((await s.queue.peekDeadLetters(1))[0].reason).toBe(`gave up after ${MAX_TASK_DELIVERIES} deliveries`);
    });

    it('carries runner events in order on the results channel, a retried one before the next', async () => {
      const base = { v: JUDGE_PROTOCOL_VERSION, taskId: 't', submissionId: 's', attempt: 1, judger: 'runner-1' } as const;
      const sent: JudgeEvent[] = [
        { ...base, type: 'compiling' },
        { ...base, type: 'judging', totalCases: 2 },
        { ...base, type: 'case', result: { caseId: 1, status: 0, timeMs: 3, memoryKb: 1024 } },
        { ...base, type: 'done', status: 0, timeMs: 3, memoryKb: 1024, cases: [] },
      ];
      for (const e of sent) await s.queue.publishEvent(e);
      await until('4 events queued', async () => (await depth()).results === 4);
      const got: string[] = [];
      let failedOnce = false;
      const consumer = await s.queue.consumeEvents(async (d) => {
        got.push(d.event.type);
        if (d.event.type === 'judging' && !failedOnce) {
          failedOnce = true;
          throw new Error('database away for a moment');
        }
        await d.ack();
      });
      await until('5 deliveries', () => got.length === 5);
      await sleep(QUIET_MS);
      await consumer.cancel();
      expect(got).toEqual(['compiling', 'judging', 'judging', 'case', 'done']);
      expect((await depth()).results).toBe(0);
    });

    it('puts an unacknowledged event back, ahead of later ones, when its consumer is cancelled', async () => {
      const base = { v: JUDGE_PROTOCOL_VERSION, submissionId: 's', attempt: 1, judger: 'runner-1', type: 'compiling' } as const;
      for (const taskId of ['first', 'second']) await s.queue.publishEvent({ ...base, taskId });
      const held: string[] = [];
      const first = await s.queue.consumeEvents(async (d) => void held.push(d.event.taskId));
      await until('first event in hand', () => held.length === 1);
      await first.cancel();
      const got: string[] = [];
      const second = await s.queue.consumeEvents(async (d) => {
        got.push(d.event.taskId);
        await d.ack();
      });
      await until('both events', () => got.length === 2);
      await second.cancel();
      expect(held).toEqual(['first']);
      expect(got).toEqual(['first', 'second']);
    });

    it('counts what waits in each queue', async () => {
      await s.queue.enqueue(task('a'), 'practice');
      await s.queue.enqueue(task('b'), 'contest');
      await s.queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'compiling', taskId: 'a', submissionId: 's-a', attempt: 1, judger: 'r' });
      await s.putRaw('garbage');
      const { consumer } = await collect(s.queue, 2, async () => {}, 3);
      await until('garbage dead-lettered', async () => (await depth()).deadLetters === 1);
      // the two handed out are not waiting any more
      expect(await depth()).toEqual({ tasks: 0, deadLetters: 1, results: 1 });
      await consumer.cancel();
      await until('both back', async () => (await depth()).tasks === 2);
      expect(await depth()).toEqual({ tasks: 2, deadLetters: 1, results: 1 });
    });
  });
}
