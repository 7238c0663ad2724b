import { inject, injectable } from 'inversify';
import { JUDGE_QUEUE, type Consumer, type JudgeQueue } from './judge-queue.port';
import type { JudgeEvent, JudgeTaskKind } from './judge-task';

/** Applies one runner event of its kind; a throw sends the event back to the queue to be retried. */
export type JudgeEventHandler = (event: JudgeEvent) => Promise<void>;

/**
 * The web process's one consumer of the runners' events (`judge.results`; consumers of a queue compete,
 * so there must be only one per process): each event goes to the handler of its task's kind. Features
 * register a handler per kind (a second one for the same kind is refused). Events of a kind nobody
 * handles are acknowledged and dropped, so the composition root creates every feature that registers one
 * (submissions, test runs, checker compiles) before it calls `start()` at start-up.
 */
@injectable()
export class JudgeEventRouter {
  private readonly handlers = new Map<JudgeTaskKind, JudgeEventHandler>();
  private consumer: Promise<Consumer> | undefined;
  private stopped = false;

  constructor(@inject(JUDGE_QUEUE) private readonly queue: JudgeQueue) {}

  /** Returns a disposer. */
  register(kind: JudgeTaskKind, handler: JudgeEventHandler): () => void {
    if (this.handlers.has(kind)) throw new Error(`judge events of kind '${kind}' already have a handler`);
    this.handlers.set(kind, handler);
    return () => {
      if (this.handlers.get(kind) === handler) this.handlers.delete(kind);
    };
  }

  /** Starts consuming (once; later calls wait for the first). */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('the judge event router is stopped'));
    this.consumer ??= this.queue.consumeEvents(async (delivery) => {
      const handler = this.handlers.get(delivery.event.kind ?? 'submission');
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
