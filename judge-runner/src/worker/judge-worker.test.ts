import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AmqpJudgeQueue, InProcessJudgeQueue } from '@oj/adapters';
import { JudgeStatus, JUDGE_PROTOCOL_VERSION, type JudgeEvent, type JudgeQueue, type JudgeTask, type TestDataManifest } from '@oj/core';
import { testUrls } from '../../../adapters/src/testing/service-urls';
import { sharedJudge } from '../testing/shared-judge';
import { DiskCache } from '../test-data/disk-cache';
import { InMemoryTestDataSource } from '../test-data/test-data-source';
import { JudgeWorker } from './judge-worker';

jest.setTimeout(120_000);

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A+B test data as the site stores it: files by hash, and a manifest whose hash is the data version. */
function aPlusBData(): { files: Map<string, Buffer>; dataVersion: string } {
  const files = new Map<string, Buffer>();
  const put = (text: string) => {
    const data = Buffer.from(text);
    files.set(sha(data), data);
    return sha(data);
  };
  const manifest: TestDataManifest = {
    v: 1, type: 'OI', ioScore: 100, caseMode: 'default',
    cases: [
      { caseId: 1, input: put('1 2\n'), output: put('3\n'), score: 40, groupNum: 1 },
      { caseId: 2, input: put('20 22\n'), output: put('42\n'), score: 60, groupNum: 2 },
    ],
  };
  return { files, dataVersion: put(JSON.stringify(manifest)) };
}

/** Test data of `count` cases, each '1 2' → '3' (the judged program decides how long each takes). */
function manyCaseData(count: number): { files: Map<string, Buffer>; dataVersion: string } {
  const files = new Map<string, Buffer>();
  const put = (text: string) => {
    const data = Buffer.from(text);
    files.set(sha(data), data);
    return sha(data);
  };
  const cases = Array.from({ length: count }, (_, i) => ({ caseId: i + 1, input: put('1 2\n'), output: put('3\n'), score: 10, groupNum: i + 1 }));
  return { files, dataVersion: put(JSON.stringify({ v: 1, type: 'ACM', ioScore: 0, caseMode: 'default', cases } satisfies TestDataManifest)) };
}

function task(dataVersion: string, code: string, extra: Partial<JudgeTask> = {}): JudgeTask {
  return {
    v: JUDGE_PROTOCOL_VERSION, taskId: randomUUID(), kind: 'submission', submissionId: String(Math.floor(Math.random() * 1e9)), attempt: 1, language: 'Python3', code,
    problem: { pid: 1, limits: { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 }, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: true, dataVersion },
    enqueuedAt: Date.now(), ...extra,
  };
}

/** One consumer of the results (consumers of a queue compete): hands each submission's events to its waiter. */
class EventCollector {
  private readonly events = new Map<string, JudgeEvent[]>();
  private readonly waiters = new Map<string, (events: JudgeEvent[]) => void>();
  private readonly watchers = new Map<string, (event: JudgeEvent) => void>();

  async start(queue: JudgeQueue): Promise<void> {
    await queue.consumeEvents(async (delivery) => {
      await delivery.ack();
      const { submissionId, type } = delivery.event;
      const list = [...(this.events.get(submissionId) ?? []), delivery.event];
      this.events.set(submissionId, list);
      this.watchers.get(submissionId)?.(delivery.event);
      if (type === 'done' || type === 'error') this.waiters.get(submissionId)?.(list);
    });
  }

  /** Calls `watch` with each later event of one submission. */
  onEvent(submissionId: string, watch: (event: JudgeEvent) => void): void {
    this.watchers.set(submissionId, watch);
  }

  /** The events of one submission, once its `done` (or `error`) arrived. */
  of(submissionId: string): Promise<JudgeEvent[]> {
    return new Promise((resolve) => this.waiters.set(submissionId, resolve));
  }
}

describe.each([
  ['in-process queue', async () => new InProcessJudgeQueue() as JudgeQueue],
  ['RabbitMQ', async () => AmqpJudgeQueue.open(testUrls.amqp(), { namespace: `oj-test-${randomBytes(6).toString('hex')}.` }) as Promise<JudgeQueue>],
])('the judge worker on the %s', (_name, openQueue) => {
  let queue: JudgeQueue;
  let worker: JudgeWorker;
  let cacheDir: string;
  const collector = new EventCollector();
  const eventsOf = (_queue: JudgeQueue, submissionId: string) => collector.of(submissionId);
  const data = aPlusBData();
  const longData = manyCaseData(6);

  beforeAll(async () => {
    queue = await openQueue();
    cacheDir = await mkdtemp(join(tmpdir(), 'worker-data-'));
    const slot = await sharedJudge();
    worker = new JudgeWorker({ name: 'test-runner', queue, slots: [slot], testData: new InMemoryTestDataSource(await DiskCache.open(cacheDir, 1 << 20), new Map([...data.files, ...longData.files])), logger: quiet });
    await worker.start();
    await collector.start(queue);
  });
  afterAll(async () => {
    await worker.stop();
    await queue.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('judges a task and streams compiling, judging, each case, then done', async () => {
    const t = task(data.dataVersion, 'a, b = map(int, input().split())\nprint(a + b)\n');
    const events = eventsOf(queue, t.submissionId);
    await queue.enqueue(t, 'practice');
    const seen = await events;
    expect(seen.map((e) => e.type)).toEqual(['compiling', 'judging', 'case', 'case', 'done']);
    const done = seen[4] as Extract<JudgeEvent, { type: 'done' }>;
    expect(done).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100, judger: 'test-runner', attempt: 1, taskId: t.taskId });
    expect(done.cases.map((c) => c.status)).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
  });

  it("lets another task take the slot at a case boundary of a long judging (fair judging)", async () => {
    // 6 cases of a program that only sleeps: each is stopped by its wall limit W (max(2 × CPU, CPU + 1 s))
    const limits = { timeLimitMs: 100, memoryLimitMb: 256, stackLimitMb: 128, timeFactor: 1, memoryFactor: 1 };
    const wallMs = Math.max(2 * limits.timeLimitMs, limits.timeLimitMs + 1000);
    const base = task(longData.dataVersion, '');
    const sleeper = task(longData.dataVersion, 'import time\ntime.sleep(30)\n', { problem: { ...base.problem!, limits } });
    const sleeperEvents = eventsOf(queue, sleeper.submissionId);
    const judging = new Promise<void>((resolve) => void collector.onEvent(sleeper.submissionId, (e) => e.type === 'case' && resolve()));
    await queue.enqueue(sleeper, 'practice');
    await judging;
    const quick = task(data.dataVersion, 'a, b = map(int, input().split())\nprint(a + b)\n');
    const quickEvents = eventsOf(queue, quick.submissionId);
    const sent = Date.now();
    await queue.enqueue(quick, 'practice');
    const quickDone = (await quickEvents).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    const waited = Date.now() - sent;
    const sleeperDone = (await sleeperEvents).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    expect(quickDone.status).toBe(JudgeStatus.ACCEPTED);
    expect(sleeperDone.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(sleeperDone.cases).toHaveLength(6);
    // the quick task waited for the case in progress at most (one W), not for the five after it
    expect(waited).toBeLessThan(2 * wallMs + 2000);
  });

  it('gives OI partial scores by case', async () => {
    const t = task(data.dataVersion, 'a, b = map(int, input().split())\nprint(3)\n');
    const events = eventsOf(queue, t.submissionId);
    await queue.enqueue(t, 'practice');
    const done = (await events).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    expect(done).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
  });

  it('runs a test run on the user input and sends its output back', async () => {
    const t = task(data.dataVersion, 'a, b = map(int, input().split())\nprint(a * b)\n', { kind: 'test-run', testInput: { input: '6 7\n' } });
    const events = eventsOf(queue, t.submissionId);
    await queue.enqueue(t, 'test-run');
    const done = (await events).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    expect(done.status).toBe(JudgeStatus.ACCEPTED);
    expect(done.cases[0].userOutput).toBe('42\n');
    const wrong = task(data.dataVersion, 'print(1)\n', { kind: 'test-run', testInput: { input: '6 7\n', expectedOutput: '42\n' } });
    const more = eventsOf(queue, wrong.submissionId);
    await queue.enqueue(wrong, 'test-run');
    expect(((await more).at(-1) as Extract<JudgeEvent, { type: 'done' }>).status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('dead-letters a task it cannot read, and answers System Error for a language it does not have', async () => {
    await queue.enqueue({ ...task(data.dataVersion, 'x'), v: 99 as never }, 'practice');
    for (let i = 0; i < 100 && (await queue.depth()).deadLetters === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await queue.peekDeadLetters(10)).length).toBeGreaterThan(0);
    const t = task(data.dataVersion, 'print 1', { language: 'Brainfuck' });
    const events = eventsOf(queue, t.submissionId);
    await queue.enqueue(t, 'practice');
    const done = (await events).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    expect(done.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(done.compileMessage).toContain("language 'Brainfuck' is not available");
  });

  it('compiles a checker for the admin (compile-checker): Accepted, or Compile Error with the message', async () => {
    const checker = { language: 'C++', code: '#include "mine.h"\nint main() { return VALUE; }\n', extraFiles: { 'mine.h': '#define VALUE 0\n' } };
    const ok = task('', checker.code, { kind: 'compile-checker', language: 'C++', problem: undefined, checker });
    const events = eventsOf(queue, ok.submissionId);
    await queue.enqueue(ok, 'test-run');
    const seen = await events;
    expect(seen.map((e) => e.type)).toEqual(['compiling', 'done']);
    expect(seen.every((e) => e.kind === 'compile-checker')).toBe(true);
    expect(seen[1]).toMatchObject({ status: JudgeStatus.ACCEPTED, compileMessage: '' });

    const broken = task('', 'int main() { return missing; }\n', { kind: 'compile-checker', language: 'C', problem: undefined, checker: { language: 'C', code: 'int main() { return missing; }\n' } });
    const more = eventsOf(queue, broken.submissionId);
    await queue.enqueue(broken, 'test-run');
    const done = (await more).at(-1) as Extract<JudgeEvent, { type: 'done' }>;
    expect(done.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(done.compileMessage).toContain('missing');
  });
});
