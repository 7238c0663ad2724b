import {
  JUDGE_PRIORITY,
  MAX_REMOTE_TASK_DELIVERIES,
  parseRemoteJudgeTask,
  type Consumer,
  type JudgePriorityClass,
  type RemoteJudgeQueue,
  type RemoteJudgeTask,
  type RemoteTaskConsumerOptions,
  type RemoteTaskDelivery,
} from '@oj/core';
import { deadLetterReasons } from '../queue-semantics';

interface QueuedTask {
  /** Serialised as on the wire, so both queues validate the same bytes. */
  body: string;
  priority: number;
  deliveries: number;
}

interface RemoteConsumer {
  judge: string;
  handler: (delivery: RemoteTaskDelivery) => Promise<void>;
  prefetch: number;
  inHand: Set<QueuedTask>;
  active: boolean;
}

/**
 * The remote judge queue of a site without RabbitMQ, in memory, with the RabbitMQ queue's semantics: a
 * line per judge, priorities, FIFO within one, prefetch, manual ack, delivery counting (exhausted from
 * the MAX_REMOTE_TASK_DELIVERIES-th delivery on), dead letters for poison and for an exhausted task
 * retried instead of settled. It does not survive the process: at start the
 * site queues its unfinished remote submissions again (they re-poll the runs they know).
 */
export class InProcessRemoteJudgeQueue implements RemoteJudgeQueue {
  private readonly lines = new Map<string, QueuedTask[]>();
  private readonly consumers: RemoteConsumer[] = [];
  private readonly dead: Array<{ body: string; reason: string }> = [];
  private closed = false;
  private dispatchScheduled = false;

  async enqueue(task: RemoteJudgeTask, priority: JudgePriorityClass): Promise<void> {
    this.putRaw(task.judge, JSON.stringify({ ...task, priority }), JUDGE_PRIORITY[priority]);
  }

  /** Puts bytes in a judge's line as they are (tests: what did not come through `enqueue`). */
  putRaw(judge: string, body: string, priority = 0, deliveries = 0): void {
    if (this.closed) throw new Error('the remote judge queue is closed');
    const line = this.lines.get(judge) ?? [];
    this.lines.set(judge, line);
    let i = line.length;
    while (i > 0 && line[i - 1].priority < priority) i--;
    line.splice(i, 0, { body, priority, deliveries });
    this.scheduleDispatch();
  }

  async consume(judge: string, handler: (delivery: RemoteTaskDelivery) => Promise<void>, options: RemoteTaskConsumerOptions): Promise<Consumer> {
    if (this.closed) throw new Error('the remote judge queue is closed');
    const consumer: RemoteConsumer = { judge, handler, prefetch: Math.max(1, options.prefetch), inHand: new Set(), active: true };
    this.consumers.push(consumer);
    this.scheduleDispatch();
    return {
      cancel: async () => {
        if (!consumer.active) return;
        consumer.active = false;
        this.consumers.splice(this.consumers.indexOf(consumer), 1);
        // what it held unsettled goes back, counted as delivered, as RabbitMQ redelivers it
        for (const item of consumer.inHand) this.requeue(judge, item);
        consumer.inHand.clear();
      },
    };
  }

  async depth(judge: string): Promise<{ waiting: number; deadLetters: number }> {
    return { waiting: this.lines.get(judge)?.length ?? 0, deadLetters: this.dead.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const c of this.consumers) c.active = false;
  }

  /** Back to its line with one more delivery counted (a well-formed task is never dropped for being handed out often). */
  private requeue(judge: string, item: QueuedTask): void {
    if (!this.closed) this.putRaw(judge, item.body, item.priority, item.deliveries + 1);
  }

  private scheduleDispatch(): void {
    if (this.dispatchScheduled || this.closed) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const consumer of this.consumers) {
      const line = this.lines.get(consumer.judge);
      while (line && consumer.active && consumer.inHand.size < consumer.prefetch && line.length > 0) {
        const item = line.shift() as QueuedTask;
        let task: RemoteJudgeTask;
        try {
          task = parseRemoteJudgeTask(JSON.parse(item.body));
        } catch (error) {
          this.dead.push({ body: item.body, reason: deadLetterReasons.malformed(error) });
          continue;
        }
        consumer.inHand.add(item);
        this.deliver(consumer, item, task);
      }
    }
  }

  private deliver(consumer: RemoteConsumer, item: QueuedTask, task: RemoteJudgeTask): void {
    const settle = async (action: () => void) => {
      // settled already, or handed back by cancel()
      if (!consumer.inHand.delete(item)) return;
      action();
      this.scheduleDispatch();
    };
    const exhausted = item.deliveries + 1 >= MAX_REMOTE_TASK_DELIVERIES;
    const delivery: RemoteTaskDelivery = {
      task,
      previousDeliveries: item.deliveries,
      exhausted,
      ack: () => settle(() => {}),
      // an exhausted task had to be settled: retrying it instead dead-letters it, so a failing consumer cannot spin on it
      retry: () => settle(() => (exhausted ? this.dead.push({ body: item.body, reason: deadLetterReasons.gaveUp(item.deliveries + 1) }) : this.requeue(consumer.judge, item))),
      reject: (reason) => settle(() => this.dead.push({ body: item.body, reason })),
    };
    void consumer.handler(delivery).catch(() => delivery.retry());
  }
}
