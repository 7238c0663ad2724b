import {
  JUDGE_PRIORITY,
  MAX_TASK_DELIVERIES,
  parseJudgeEvent,
  parseJudgeTask,
  type Consumer,
  type HealthIndicator,
  type HealthReport,
  type JudgeEvent,
  type JudgePriorityClass,
  type JudgeQueue,
  type JudgeTask,
  type QueueDepth,
  type ResultDelivery,
  type TaskDelivery,
} from '@oj/core';
import { deadLetterTask } from './queue-names';

interface QueuedTask {
  /** Serialised as on the wire, so both queues see the same bytes and the same validation. */
  body: string;
  priority: number;
  deliveries: number;
  seq: number;
}

interface TaskConsumer {
  handler: (delivery: TaskDelivery) => Promise<void>;
  prefetch: number;
  inFlight: Set<QueuedTask>;
  active: boolean;
}

interface EventConsumer {
  handler: (delivery: ResultDelivery) => Promise<void>;
  busy: boolean;
  active: boolean;
}

/**
 * The judge queue of the embedded site: the same semantics as the RabbitMQ one (priorities, FIFO
 * within a priority, prefetch, manual ack, retry counting, dead letters, a results channel), kept in
 * memory. It does not survive a restart of the process: a task still queued then is lost, and the
 * submission stays in its waiting state until it is rejudged.
 */
export class InProcessJudgeQueue implements JudgeQueue, HealthIndicator {
  readonly name = 'queue';
  private tasks: QueuedTask[] = [];
  private readonly dead: Array<{ body: string; reason: string }> = [];
  private readonly events: string[] = [];
  private readonly taskConsumers: TaskConsumer[] = [];
  private readonly eventConsumers: EventConsumer[] = [];
  private seq = 0;
  private closed = false;

  async enqueue(task: JudgeTask, priority: JudgePriorityClass): Promise<void> {
    this.putRaw(JSON.stringify(task), JUDGE_PRIORITY[priority]);
  }

  /** Puts bytes on the queue as they are (for tools and tests: what did not come through `enqueue`). */
  putRaw(body: string, priority = 0, deliveries = 0): void {
    this.assertOpen();
    const item: QueuedTask = { body, priority, deliveries, seq: this.seq++ };
    // keep the array ordered: highest priority first, oldest first within a priority
    let i = this.tasks.length;
    while (i > 0 && (this.tasks[i - 1].priority < priority || (this.tasks[i - 1].priority === priority && this.tasks[i - 1].seq > item.seq))) i--;
    this.tasks.splice(i, 0, item);
    queueMicrotask(() => this.dispatchTasks());
  }

  async consumeTasks(handler: (delivery: TaskDelivery) => Promise<void>, options: { prefetch: number }): Promise<Consumer> {
    this.assertOpen();
    const consumer: TaskConsumer = { handler, prefetch: Math.max(1, options.prefetch), inFlight: new Set(), active: true };
    this.taskConsumers.push(consumer);
    queueMicrotask(() => this.dispatchTasks());
    return {
      cancel: async () => {
        consumer.active = false;
        this.taskConsumers.splice(this.taskConsumers.indexOf(consumer), 1);
        // unacknowledged deliveries go back, counted as delivered once
        for (const item of consumer.inFlight) this.putRaw(item.body, item.priority, item.deliveries + 1);
        consumer.inFlight.clear();
      },
    };
  }

  async publishEvent(event: JudgeEvent): Promise<void> {
    this.assertOpen();
    this.events.push(JSON.stringify(event));
    queueMicrotask(() => this.dispatchEvents());
  }

  async consumeEvents(handler: (delivery: ResultDelivery) => Promise<void>): Promise<Consumer> {
    this.assertOpen();
    const consumer: EventConsumer = { handler, busy: false, active: true };
    this.eventConsumers.push(consumer);
    queueMicrotask(() => this.dispatchEvents());
    return {
      cancel: async () => {
        consumer.active = false;
        this.eventConsumers.splice(this.eventConsumers.indexOf(consumer), 1);
      },
    };
  }

  async peekDeadLetters(limit: number): Promise<Array<{ task: JudgeTask; reason: string }>> {
    return this.dead.slice(0, limit).map((d) => ({ task: deadLetterTask(d.body), reason: d.reason }));
  }

  async depth(): Promise<QueueDepth> {
    return { tasks: this.tasks.length, deadLetters: this.dead.length, results: this.events.length };
  }

  async check(): Promise<HealthReport> {
    return { status: 'up', detail: `in-process queue; ${this.tasks.length} task(s) waiting, ${this.dead.length} dead` };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const c of this.taskConsumers) c.active = false;
    for (const c of this.eventConsumers) c.active = false;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the judge queue is closed');
  }

  private dispatchTasks(): void {
    for (const consumer of this.taskConsumers) {
      while (consumer.active && consumer.inFlight.size < consumer.prefetch && this.tasks.length > 0) {
        const item = this.tasks.shift() as QueuedTask;
        let task: JudgeTask;
        try {
          task = parseJudgeTask(JSON.parse(item.body));
        } catch (error) {
          this.dead.push({ body: item.body, reason: `malformed task: ${(error as Error).message}` });
          continue;
        }
        consumer.inFlight.add(item);
        this.deliverTask(consumer, item, task);
      }
    }
  }

  private deliverTask(consumer: TaskConsumer, item: QueuedTask, task: JudgeTask): void {
    let settled = false;
    const settle = (action: () => void) => {
      if (settled || !consumer.inFlight.has(item)) return;
      settled = true;
      consumer.inFlight.delete(item);
      action();
      queueMicrotask(() => this.dispatchTasks());
    };
    const delivery: TaskDelivery = {
      task,
      previousDeliveries: item.deliveries,
      ack: async () => settle(() => {}),
      retry: async () =>
        settle(() => {
          if (item.deliveries + 1 >= MAX_TASK_DELIVERIES) this.dead.push({ body: item.body, reason: `gave up after ${item.deliveries + 1} deliveries` });
          else this.putRaw(item.body, item.priority, item.deliveries + 1);
        }),
      reject: async (reason) => settle(() => void this.dead.push({ body: item.body, reason })),
    };
    void consumer.handler(delivery).catch(() => delivery.retry());
  }

  private dispatchEvents(): void {
    const consumer = this.eventConsumers.find((c) => c.active && !c.busy);
    if (!consumer || this.events.length === 0) return;
    const body = this.events.shift() as string;
    let event: JudgeEvent;
    try {
      event = parseJudgeEvent(JSON.parse(body));
    } catch {
      queueMicrotask(() => this.dispatchEvents());
      return;
    }
    consumer.busy = true;
    let settled = false;
    const settle = (requeue: boolean) => {
      if (settled) return;
      settled = true;
      consumer.busy = false;
      if (requeue) this.events.unshift(body);
      queueMicrotask(() => this.dispatchEvents());
    };
    void consumer
      .handler({ event, ack: async () => settle(false), retry: async () => settle(true) })
      .catch(() => settle(true));
  }
}
