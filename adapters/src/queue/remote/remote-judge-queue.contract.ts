import { MAX_REMOTE_TASK_DELIVERIES, REMOTE_JUDGE_PROTOCOL_VERSION, type Consumer, type RemoteJudgeQueue, type RemoteJudgeTask, type RemoteTaskDelivery } from '@oj/core';

/** One implementation under test, with a way to put bytes in a judge's line that `enqueue` would never produce. */
export interface RemoteQueueSubject {
  queue: RemoteJudgeQueue;
  putRaw(judge: string, body: string): Promise<void>;
  close(): Promise<void>;
}

const WAIT_MS = 5_000;
const QUIET_MS = 300;
const POLL_MS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A well-formed remote task for the tests, named by its id. */
export function remoteTask(id: string, extra: Partial<RemoteJudgeTask> = {}): RemoteJudgeTask {
  return { v: REMOTE_JUDGE_PROTOCOL_VERSION, taskId: id, submissionId: `s-${id}`, attempt: 1, judge: 'CF', problemId: '1A', language: '54', code: 'int main(){}', enqueuedAt: Date.now(), ...extra };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(POLL_MS);
  }
}

const ids = (deliveries: RemoteTaskDelivery[]) => deliveries.map((d) => d.task.taskId);

/** What every RemoteJudgeQueue promises, run against each implementation. */
export function remoteJudgeQueueContract(name: string, make: () => Promise<RemoteQueueSubject>): void {
  describe(`RemoteJudgeQueue contract: ${name}`, () => {
    let s: RemoteQueueSubject;
    let consumers: Consumer[];
    beforeEach(async () => {
      s = await make();
      consumers = [];
    });
    afterEach(async () => {
      for (const c of consumers) await c.cancel();
      await s.close();
    });

    const consume = async (judge: string, onDelivery: (d: RemoteTaskDelivery) => Promise<void> | void, prefetch = 1) => {
      const seen: RemoteTaskDelivery[] = [];
      consumers.push(await s.queue.consume(judge, async (d) => {
        seen.push(d);
        await onDelivery(d);
      }, { prefetch }));
      return seen;
    };

    it("keeps each judge's line apart and hands out by priority, oldest first within one", async () => {
      await s.queue.enqueue(remoteTask('cf-rejudge'), 'rejudge');
      await s.queue.enqueue(remoteTask('hdu-1', { judge: 'HDU' }), 'practice');
      await s.queue.enqueue(remoteTask('cf-practice-1'), 'practice');
      await s.queue.enqueue(remoteTask('cf-contest'), 'contest');
      await s.queue.enqueue(remoteTask('cf-practice-2'), 'practice');
      await until('4 CF tasks waiting', async () => (await s.queue.depth('CF')).waiting === 4);
      expect((await s.queue.depth('HDU')).waiting).toBe(1);
      const cf = await consume('CF', (d) => d.ack());
      await until('4 deliveries', () => cf.length === 4);
      expect(ids(cf)).toEqual(['cf-contest', 'cf-practice-1', 'cf-practice-2', 'cf-rejudge']);
      expect(cf.map((d) => d.task.priority)).toEqual(['contest', 'practice', 'practice', 'rejudge']);
      // the HDU task was never offered to the CF consumer
      expect((await s.queue.depth('HDU')).waiting).toBe(1);
      const hdu = await consume('HDU', (d) => d.ack());
      await until('the HDU task', () => hdu.length === 1);
      expect(hdu[0].task).toMatchObject({ taskId: 'hdu-1', judge: 'HDU' });
      expect(hdu[0].previousDeliveries).toBe(0);
    });

    it('holds at most prefetch tasks unsettled per consumer', async () => {
      for (const id of ['a', 'b', 'c']) await s.queue.enqueue(remoteTask(id), 'practice');
      const held = await consume('CF', () => {}, 2);
      await until('2 in hand', () => held.length === 2);
      await sleep(QUIET_MS);
      expect(held).toHaveLength(2);
      await held[0].ack();
      await until('the third', () => held.length === 3);
      expect(ids(held)).toEqual(['a', 'b', 'c']);
    });

    it('counts deliveries on retry and marks the last one exhausted; retrying that one dead-letters it', async () => {
      await s.queue.enqueue(remoteTask('flaky'), 'practice');
      const seen = await consume('CF', (d) => d.retry());
      await until(`${MAX_REMOTE_TASK_DELIVERIES} deliveries`, () => seen.length === MAX_REMOTE_TASK_DELIVERIES);
      expect(seen.map((d) => d.previousDeliveries)).toEqual([...Array(MAX_REMOTE_TASK_DELIVERIES).keys()]);
      expect(seen.map((d) => d.exhausted)).toEqual([...Array(MAX_REMOTE_TASK_DELIVERIES).keys()].map((i) => i === MAX_REMOTE_TASK_DELIVERIES - 1));
      await until('dead-lettered', async () => (await s.queue.depth('CF')).deadLetters === 1);
      await sleep(QUIET_MS);
      expect(seen).toHaveLength(MAX_REMOTE_TASK_DELIVERIES);
    });

    it('hands a task a cancelled consumer held to the next one, counted', async () => {
      await s.queue.enqueue(remoteTask('held'), 'practice');
      const first = await consume('CF', () => {});
      await until('held', () => first.length === 1);
      await consumers.shift()?.cancel();
      const second = await consume('CF', (d) => d.ack());
      await until('handed again', () => second.length === 1);
      expect(second[0].task.taskId).toBe('held');
      expect(second[0].previousDeliveries).toBe(1);
      expect(second[0].exhausted).toBe(false);
    });

    it('dead-letters a rejected task and a malformed body, delivering neither again', async () => {
      await s.putRaw('CF', '{"v":1,"taskId":"no-fields"}');
      await s.putRaw('CF', 'not json');
      await s.queue.enqueue(remoteTask('poison'), 'practice');
      const seen = await consume('CF', (d) => d.reject('poison'));
      await until('three dead letters', async () => (await s.queue.depth('CF')).deadLetters === 3);
      await sleep(QUIET_MS);
      expect(ids(seen)).toEqual(['poison']);
      expect((await s.queue.depth('CF')).waiting).toBe(0);
    });

    it('acknowledges once: a second settle of the same delivery changes nothing', async () => {
      await s.queue.enqueue(remoteTask('once'), 'practice');
      const seen = await consume('CF', async (d) => {
        await d.ack();
        await d.retry();
        await d.reject('late');
      });
      await until('delivered', () => seen.length === 1);
      await sleep(QUIET_MS);
      expect(seen).toHaveLength(1);
      expect(await s.queue.depth('CF')).toEqual({ waiting: 0, deadLetters: 0 });
    });
  });
}
