import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { JUDGE_WAIT_OBSERVER, type JudgeWaitObserver } from './judge-wait.port';
import { JUDGE_QUEUE, type Consumer, type JudgeQueue } from './judge-queue.port';
import type { JudgeEvent, JudgeTaskKind } from './judge-task';

/** Applies one runner event of its kind; a throw sends the event back to the queue to be retried. */
export type JudgeEventHandler = (event: JudgeEvent) => Promise<void>;

/**
 * The handler of every kind of task. A record over the kinds, so a new kind without a handler does not
 * compile: a process that lacked one would acknowledge and drop events another process waits for.
 */
export type JudgeEventHandlers = Record<JudgeTaskKind, JudgeEventHandler>;

export const JUDGE_EVENT_HANDLERS: ServiceIdentifier<JudgeEventHandlers> = Symbol.for('oj.JudgeEventHandlers');

/**
 * The web process's one consumer of the runners' events (`judge.results`; consumers of a queue compete,
 * so there must be only one per process): each event goes to the handler of its task's kind, from the
 * injected table. Events of a kind this version does not know (a newer runner's) are acknowledged and dropped.
 */
@injectable()
export class JudgeEventRouter {
  private consumer: Promise<Consumer> | undefined;
  private stopped = false;

  constructor(
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(JUDGE_EVENT_HANDLERS) private readonly handlers: JudgeEventHandlers,
    @optional() @inject(JUDGE_WAIT_OBSERVER) private readonly wait?: JudgeWaitObserver,
  ) {}

  /** Starts consuming (once; later calls wait for the first). */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('the judge event router is stopped'));
    this.consumer ??= this.queue.consumeEvents(async (delivery) => {
      const { event } = delivery;
      const kind = event.kind ?? 'submission';
      // the task's first event from a runner: it waited from its enqueueing until now
      if (event.type === 'compiling' && typeof event.enqueuedAt === 'number') this.wait?.waited(kind, Math.max(0, Date.now() - event.enqueuedAt) / 1000);
      const handler = Object.hasOwn(this.handlers, kind) ? this.handlers[kind] : undefined;
      try {
        if (handler) await handler(delivery.event);
      } catch {
        return delivery.retry();
      }
      return delivery.ack();
    });
    this.consumer.catch(() => (this.consumer = undefined));
    return this.consumer.then(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const consumer = await this.consumer?.catch(() => undefined);
    await consumer?.cancel();
  }
}
