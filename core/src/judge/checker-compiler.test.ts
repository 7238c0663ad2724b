import type { Cache } from '../cache/cache.port';
import type { Clock } from '../clock/clock.port';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { ValidationError } from '../shared/errors';
import { CheckerCompiler } from './checker-compiler';
import { JudgeEventRouter } from './judge-event-router';
import type { Consumer, JudgeQueue, ResultDelivery } from './judge-queue.port';
import { JudgeRunnerRegistry } from './judge-runner-registry';
import { JudgeStatus } from './judge-status';
import { JUDGE_PROTOCOL_VERSION, type JudgeEvent, type JudgeTask } from './judge-task';

/** Just enough of a cache: values in a map (TTLs ignored). */
class MapCache {
  readonly values = new Map<string, unknown>();
  async get<T>(key: string) {
    return this.values.get(key) as T | undefined;
  }
  async set(key: string, value: unknown) {
    this.values.set(key, value);
  }
}

/** A queue whose "runner" answers each compile-checker task with `answer` (or never, when undefined). */
class FakeQueue {
  readonly enqueued: JudgeTask[] = [];
  readonly acked: string[] = [];
  consumers = 0;
  answer: ((task: JudgeTask) => Partial<Extract<JudgeEvent, { type: 'done' }>>) | undefined;
  private handler: ((d: ResultDelivery) => Promise<void>) | undefined;

  async enqueue(task: JudgeTask): Promise<void> {
    this.enqueued.push(task);
    const answer = this.answer;
    if (answer) setImmediate(() => void this.deliver({ v: JUDGE_PROTOCOL_VERSION, type: 'done', taskId: task.taskId, submissionId: task.submissionId, attempt: 1, judger: 'r', kind: task.kind, status: 0, timeMs: 0, memoryKb: 0, cases: [], ...answer(task) } as JudgeEvent));
  }
  async consumeEvents(handler: (d: ResultDelivery) => Promise<void>): Promise<Consumer> {
    this.consumers++;
    this.handler = handler;
    return { cancel: async () => void (this.handler = undefined) };
  }
  async deliver(event: JudgeEvent): Promise<void> {
    await this.handler?.({ event, ack: async () => void this.acked.push(event.taskId), retry: async () => undefined });
  }
}

describe('compiling checkers on a runner', () => {
  const clock: Clock = { now: () => new Date() };
  let queue: FakeQueue;
  let cache: MapCache;
  let registry: JudgeRunnerRegistry;
  let router: JudgeEventRouter;
  let compiler: CheckerCompiler;
  let submissions: string[];
  const program = { language: 'C++', code: 'int main() {}', extraFiles: { 'a.h': '//' } };

  beforeEach(async () => {
    queue = new FakeQueue();
    submissions = [];
    cache = new MapCache();
    registry = new JudgeRunnerRegistry(cache as unknown as Cache, clock);
    router = new JudgeEventRouter(queue as unknown as JudgeQueue, {
      'compile-checker': (event) => compiler.onEvent(event),
      submission: async (event) => void submissions.push(event.taskId),
      'test-run': async () => { throw new Error('no test runs here'); },
    });
    compiler = new CheckerCompiler(queue as unknown as JudgeQueue, registry, router, new InProcessEventBus(), cache as unknown as Cache);
  });
  const online = () => registry.record({ name: 'r', languages: [], unavailable: [], slots: 1, busy: 0, load: [0, 0, 0], version: 't' });

  it('refuses at once when no runner is online, without enqueueing', async () => {
    await expect(compiler.compile(program)).rejects.toMatchObject({ key: 'problem.noJudgeRunner' });
    expect(queue.enqueued).toEqual([]);
    expect(queue.consumers).toBe(0);
  });

  it('sends a compile-checker task, answers the runner\'s verdict and remembers a success', async () => {
    await online();
    queue.answer = () => ({ status: JudgeStatus.ACCEPTED, compileMessage: '' });
    expect(await compiler.compile(program)).toEqual({ ok: true, message: '' });
    expect(queue.enqueued[0]).toMatchObject({ kind: 'compile-checker', language: 'C++', checker: program });
    expect(await compiler.wasCompiled(program)).toBe(true);
    expect(await compiler.wasCompiled({ ...program, extraFiles: { 'a.h': '// changed' } })).toBe(false);

    queue.answer = () => ({ status: JudgeStatus.COMPILE_ERROR, compileMessage: 'error: x' });
    const broken = { ...program, code: 'int main() { x }' };
    expect(await compiler.compile(broken)).toEqual({ ok: false, message: 'error: x' });
    expect(await compiler.wasCompiled(broken)).toBe(false);
    // one consumer however many compiles
    expect(queue.consumers).toBe(1);
  });

  it('times out with the reason when no answer comes', async () => {
    await online();
    compiler.timeoutMs = 50;
    const refusal = await compiler.compile(program).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal).toMatchObject({ key: 'problem.compileTimeout', params: { seconds: 1 } });
  });

  it('routes events by kind: each to its handler, a kind this version does not know is acknowledged and left alone', async () => {
    await router.start();
    await queue.deliver({ v: 1, type: 'compiling', taskId: 'sub-1', submissionId: '1', attempt: 1, judger: 'r' });
    await queue.deliver({ v: 1, type: 'compiling', taskId: 'sub-2', submissionId: '2', attempt: 1, judger: 'r', kind: 'submission' });
    // an event without a kind is a submission's (runners older than the kinds)
    expect(submissions).toEqual(['sub-1', 'sub-2']);
    await queue.deliver({ v: 1, type: 'compiling', taskId: 'x-1', submissionId: '3', attempt: 1, judger: 'r', kind: 'remote' as never });
    expect(queue.acked).toEqual(['sub-1', 'sub-2', 'x-1']);
    expect(submissions).toEqual(['sub-1', 'sub-2']);
    await router.stop();
    await expect(router.start()).rejects.toThrow(/stopped/);
  });
});
