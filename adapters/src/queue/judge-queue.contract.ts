import { JUDGE_PROTOCOL_VERSION, MAX_TASK_DELIVERIES, type JudgeEvent, type JudgeQueue, type JudgeTask, type TaskDelivery } from '@oj/core';

export interface QueueSubject {
  queue: JudgeQueue;
  /** Puts bytes on the tasks queue that did not come from `enqueue` (a malformed message). */
  putRaw(body: string): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function task(id: string, extra: Partial<JudgeTask> = {}): JudgeTask {
  return { v: JUDGE_PROTOCOL_VERSION, taskId: id, kind: 'submission', submissionId: `s-${id}`, attempt: 1, language: 'C++', code: 'int main(){}', enqueuedAt: Date.now(), ...extra };
}

/** Collects deliveries until `count` arrived or `ms` passed. */
async function collect(queue: JudgeQueue, count: number, ms: number, onDelivery: (d: TaskDelivery) => Promise<void>, prefetch = 1) {
  const seen: TaskDelivery[] = [];
  const consumer = await queue.consumeTasks(async (d) => {
    seen.push(d);
    await onDelivery(d);
  }, { prefetch });
  const deadline = Date.now() + ms;
  while (seen.length < count && Date.now() < deadline) await sleep(10);
  return { seen, consumer };
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** What every JudgeQueue promises. */
export function judgeQueueContract(name: string, make: () => Promise<QueueSubject>): void {
  describe(`JudgeQueue contract: ${name}`, () => {
    let s: QueueSubject;
    beforeEach(async () => {
      s = await make();
    });
    afterEach(() => s.close());

    it('hands out by priority: test runs, then contest, practice, rejudge; oldest first within one', async () => {
      await s.queue.enqueue(task('rejudge'), 'rejudge');
      await s.queue.enqueue(task('practice-1'), 'practice');
      await s.queue.enqueue(task('contest'), 'contest');
      await s.queue.enqueue(task('practice-2'), 'practice');
      await s.queue.enqueue(task('test-run'), 'test-run');
      await until(async () => (await s.queue.depth()).tasks === 5, 5000);
      const { seen, consumer } = await collect(s.queue, 5, 5000, (d) => d.ack());
      await consumer.cancel();
      expect(seen.map((d) => d.task.taskId)).toEqual(['test-run', 'contest', 'practice-1', 'practice-2', 'rejudge']);
      expect(seen[0].previousDeliveries).toBe(0);
    });

    it('never has more than prefetch tasks in hand', async () => {
      for (let i = 0; i < 8; i++) await s.queue.enqueue(task(`p${i}`), 'practice');
      let inHand = 0;
      let most = 0;
      const { seen, consumer } = await collect(
        s.queue,
        8,
        8000,
        async (d) => {
          inHand++;
          most = Math.max(most, inHand);
          await sleep(30);
          inHand--;
          await d.ack();
        },
        3,
      );
      await consumer.cancel();
      expect(seen).toHaveLength(8);
      expect(most).toBe(3);
    });

    it('removes an acknowledged task', async () => {
      await s.queue.enqueue(task('done'), 'practice');
      const { consumer } = await collect(s.queue, 1, 5000, (d) => d.ack());
      await consumer.cancel();
      await until(async () => (await s.queue.depth()).tasks === 0, 3000);
    });

    it('hands a retried task out again, counting deliveries, then dead-letters it', async () => {
      await s.queue.enqueue(task('flaky'), 'practice');
      const { seen, consumer } = await collect(s.queue, MAX_TASK_DELIVERIES, 8000, (d) => d.retry());
      await until(async () => (await s.queue.depth()).deadLetters === 1, 5000);
      await consumer.cancel();
      expect(seen.map((d) => d.previousDeliveries)).toEqual(Array.from({ length: MAX_TASK_DELIVERIES }, (_, i) => i));
      const dead = await s.queue.peekDeadLetters(10);
      expect(dead).toEqual([{ task: expect.objectContaining({ taskId: 'flaky' }), reason: `gave up after ${MAX_TASK_DELIVERIES} deliveries` }]);
    });

    it('treats a handler that throws as a retry', async () => {
      await s.queue.enqueue(task('throws'), 'practice');
      let calls = 0;
      const { seen, consumer } = await collect(s.queue, 2, 5000, async (d) => {
        if (calls++ === 0) throw new Error('runner crashed');
        await d.ack();
      });
      await consumer.cancel();
      expect(seen.map((d) => d.previousDeliveries)).toEqual([0, 1]);
    });

    it('dead-letters a rejected task with its reason', async () => {
      await s.queue.enqueue(task('poison'), 'practice');
      const { consumer } = await collect(s.queue, 1, 5000, (d) => d.reject('checker crashed the runner'));
      await until(async () => (await s.queue.depth()).deadLetters === 1, 5000);
      await consumer.cancel();
      expect((await s.queue.peekDeadLetters(10))[0]).toEqual({ task: expect.objectContaining({ taskId: 'poison' }), reason: 'checker crashed the runner' });
      // peeking leaves them there
      expect((await s.queue.depth()).deadLetters).toBe(1);
    });

    it('dead-letters a malformed or unknown-version message instead of handing it out', async () => {
      await s.putRaw('{"v": 99, "taskId": "future"}');
      await s.putRaw('not json');
      await s.queue.enqueue(task('fine'), 'practice');
      const { seen, consumer } = await collect(s.queue, 1, 5000, (d) => d.ack());
      await until(async () => (await s.queue.depth()).deadLetters === 2, 5000);
      await consumer.cancel();
      expect(seen.map((d) => d.task.taskId)).toEqual(['fine']);
      const reasons = (await s.queue.peekDeadLetters(10)).map((d) => d.reason);
      expect(reasons).toEqual([expect.stringContaining('version 99 is not supported'), expect.stringContaining('malformed task')]);
    });

    it('returns unacknowledged tasks to the queue when a consumer is cancelled', async () => {
      await s.queue.enqueue(task('abandoned'), 'practice');
      const first = await collect(s.queue, 1, 5000, async () => {});
      await first.consumer.cancel();
      const second = await collect(s.queue, 1, 5000, (d) => d.ack());
      await second.consumer.cancel();
      expect(second.seen.map((d) => [d.task.taskId, d.previousDeliveries])).toEqual([['abandoned', 1]]);
    });

    it('carries runner events in order on the results channel', async () => {
      const base = { v: JUDGE_PROTOCOL_VERSION, taskId: 't', submissionId: 's', attempt: 1, judger: 'runner-1' } as const;
      const sent: JudgeEvent[] = [
        { ...base, type: 'compiling' },
        { ...base, type: 'judging', totalCases: 2 },
        { ...base, type: 'case', result: { caseId: 1, status: 0, timeMs: 3, memoryKb: 1024 } },
        { ...base, type: 'done', status: 0, timeMs: 3, memoryKb: 1024, cases: [] },
      ];
      for (const e of sent) await s.queue.publishEvent(e);
      const got: string[] = [];
      const consumer = await s.queue.consumeEvents(async (d) => {
        got.push(d.event.type);
        await d.ack();
      });
      await until(async () => got.length === 4, 5000);
      await consumer.cancel();
      expect(got).toEqual(['compiling', 'judging', 'case', 'done']);
    });

    it('counts what waits', async () => {
      await s.queue.enqueue(task('a'), 'practice');
      await s.queue.enqueue(task('b'), 'contest');
      await until(async () => (await s.queue.depth()).tasks === 2, 3000);
      expect(await s.queue.depth()).toEqual({ tasks: 2, deadLetters: 0, results: 0 });
    });
  });
}
