import { createHash, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { ValidationError } from '../shared/errors';
import { JudgeEventRouter } from './judge-event-router';
import { JUDGE_QUEUE, type JudgeQueue } from './judge-queue.port';
import { JudgeRunnerRegistry } from './judge-runner-registry';
import { JudgeStatus } from './judge-status';
import { JUDGE_PROTOCOL_VERSION, type JudgeEvent, type JudgeProgram, type JudgeTask } from './judge-task';

declare module '../events/event-map' {
  interface EventMap {
    /** A runner answered a checker compile: every web process hears it, the one whose admin waits answers. */
    'judge.checker-compiled': { taskId: string; ok: boolean; message: string };
  }
}

/** How long an admin waits for a runner to compile a checker (queue wait included). */
export const CHECKER_COMPILE_TIMEOUT_MS = 60_000;
/** A successful compile is remembered this long, so the problem save that follows can trust it. */
const COMPILED_TTL_SECONDS = 24 * 3600;

export interface CheckerCompileResult {
  ok: boolean;
  /** The compiler's message (the error when not ok). */
  message: string;
}

const compiledKey = (program: JudgeProgram) => {
  const extra = Object.entries(program.extraFiles ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return `judge:checker-compiled:${createHash('sha256').update(JSON.stringify([program.language, program.code, extra])).digest('hex')}`;
};

/**
 * Compiles a special judge or interactor on a judge runner (03 §5 "spj or interactive must compile"):
 * a `compile-checker` task on the judge queue, whose `done` event comes back through the
 * JudgeEventRouter of whichever web process consumed it and reaches the waiting one as the
 * `judge.checker-compiled` event. Refused at once when no runner is online; a successful compile is
 * remembered (by language, code and extra files) for the save that follows.
 */
@injectable()
export class CheckerCompiler {
  /** Overridable by tests. */
  timeoutMs = CHECKER_COMPILE_TIMEOUT_MS;
  private readonly waiting = new Map<string, (result: CheckerCompileResult) => void>();

  constructor(
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(JudgeRunnerRegistry) private readonly runners: JudgeRunnerRegistry,
    @inject(JudgeEventRouter) private readonly router: JudgeEventRouter,
    @inject(EVENT_BUS) private readonly events: EventBus,
    @inject(CACHE) private readonly cache: Cache,
  ) {
    events.subscribe('judge.checker-compiled', ({ payload }) => this.waiting.get(payload.taskId)?.({ ok: payload.ok, message: payload.message }));
  }

  async compile(program: JudgeProgram): Promise<CheckerCompileResult> {
    if ((await this.runners.onlineCount()) === 0) throw new ValidationError('problem.noJudgeRunner');
    await this.router.start();
    const taskId = randomUUID();
    const answered = new Promise<CheckerCompileResult | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), this.timeoutMs);
      this.waiting.set(taskId, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
    });
    const task: JudgeTask = {
      v: JUDGE_PROTOCOL_VERSION, taskId, kind: 'compile-checker', submissionId: `compile-checker:${taskId}`, attempt: 1,
      language: program.language, code: program.code, checker: program, enqueuedAt: Date.now(),
    };
    try {
      // an admin is waiting, as for a test run
      await this.queue.enqueue(task, 'test-run');
      const result = await answered;
      if (!result) throw new ValidationError('problem.compileTimeout', { seconds: Math.ceil(this.timeoutMs / 1000) });
      if (result.ok) await this.cache.set(compiledKey(program), true, COMPILED_TTL_SECONDS);
      return result;
    } finally {
      this.waiting.delete(taskId);
    }
  }

  /** Whether exactly this program compiled on a runner recently. */
  async wasCompiled(program: JudgeProgram): Promise<boolean> {
    return (await this.cache.get<boolean>(compiledKey(program))) === true;
  }

  /** Applies a runner's answer to a compile (the `compile-checker` kind of the JudgeEventRouter). */
  async onEvent(event: JudgeEvent): Promise<void> {
    // 'error' means the runner failed unexpectedly and retries the task: its 'done' (or the timeout) answers
    if (event.type !== 'done') return;
    const ok = event.status === JudgeStatus.ACCEPTED;
    await this.events.publish('judge.checker-compiled', { taskId: event.taskId, ok, message: event.compileMessage ?? '' });
  }
}
