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
  type TaskConsumerOptions,
  type TaskDelivery,
} from '@oj/core';
import { abandonedEvent, deadLetterReasons, deadLetterTask, EVENT_RETRY_DELAY_MS, MAX_PEEK, type DeadLetter } from './queue-semantics';

interface QueuedTask {
  /** Serialised as on the wire, so both queues see the same bytes and apply the same validation. */
  body: string;
  priority: number;
  deliveries: number;
}

interface TaskConsumer {
  handler: (delivery: TaskDelivery) => Promise<void>;
  prefetch: number;
  /** Served only while every other consumer is full (RabbitMQ's lower consumer priority). */
  standby: boolean;
  inHand: Set<QueuedTask>;
  active: boolean;
}

interface EventConsumer {
  handler: (delivery: ResultDelivery) => Promise<void>;
  active: boolean;
  /** The one event it has in hand (prefetch 1 keeps events in order). */
  held?: { body: string; claimed: boolean };
}

/**
 * The judge queue of the embedded site, in memory, with the RabbitMQ queue's semantics: priorities,
 * FIFO within a priority, prefetch, manual ack, delivery counting with dead letters after
 * MAX_TASK_DELIVERIES, validation on receipt, an ordered results channel. It does not survive a
 * restart of the process: tasks and events still queued then are lost, and their submissions stay
 * waiting until they are rejudged.
 */
export class InProcessJudgeQueue implements JudgeQueue, HealthIndicator {
  readonly name = 'queue';
  /** Highest priority first, oldest first within a priority. */
  private readonly tasks: QueuedTask[] = [];
  private readonly dead: Array<{ body: string; reason: string }> = [];
  private readonly events: string[] = [];
  private readonly taskConsumers: TaskConsumer[] = [];
  private readonly eventConsumers: EventConsumer[] = [];
  private closed = false;
  private dispatchScheduled = false;

  async enqueue(task: JudgeTask, priority: JudgePriorityClass): Promise<void> {
    this.putRaw(JSON.stringify({ ...task, priority }), JUDGE_PRIORITY[priority]);
  }

  /** Puts bytes on the tasks queue as they are (tools and tests: what did not come through `enqueue`). */
  putRaw(body: string, priority = 0, deliveries = 0): void {
    this.assertOpen();
    const item: QueuedTask = { body, priority, deliveries };
    let i = this.tasks.length;
    while (i > 0 && this.tasks[i - 1].priority < priority) i--;
    this.tasks.splice(i, 0, item);
    this.scheduleDispatch();
  }

  async consumeTasks(handler: (delivery: TaskDelivery) => Promise<void>, options: TaskConsumerOptions): Promise<Consumer> {
    this.assertOpen();
    const consumer: TaskConsumer = { handler, prefetch: Math.max(1, options.prefetch), standby: options.standby ?? false, inHand: new Set(), active: true };
    // standby consumers after every other: dispatching fills consumers in order, so they get what the others cannot take
    const firstStandby = this.taskConsumers.findIndex((c) => c.standby);
    if (consumer.standby || firstStandby < 0) this.taskConsumers.push(consumer);
    else this.taskConsumers.splice(firstStandby, 0, consumer);
    this.scheduleDispatch();
    return {
      cancel: async () => {
        if (!consumer.active) return;
        consumer.active = false;
        this.taskConsumers.splice(this.taskConsumers.indexOf(consumer), 1);
        // what it held unsettled goes back, counted as delivered, as RabbitMQ redelivers it
        for (const item of consumer.inHand) this.requeue(item);
        consumer.inHand.clear();
      },
    };
  }

  async publishEvent(event: JudgeEvent): Promise<void> {
    this.assertOpen();
    this.events.push(JSON.stringify(event));
    this.scheduleDispatch();
  }

  async consumeEvents(handler: (delivery: ResultDelivery) => Promise<void>): Promise<Consumer> {
    this.assertOpen();
    const consumer: EventConsumer = { handler, active: true };
    this.eventConsumers.push(consumer);
    this.scheduleDispatch();
    return {
      cancel: async () => {
        if (!consumer.active) return;
        consumer.active = false;
        this.eventConsumers.splice(this.eventConsumers.indexOf(consumer), 1);
        // an event in hand, unsettled, goes back to the head, as RabbitMQ requeues it
        const held = consumer.held;
        consumer.held = undefined;
        if (held && !held.claimed) {
          held.claimed = true;
          this.events.unshift(held.body);
          this.scheduleDispatch();
        }
      },
    };
  }

  async peekDeadLetters(limit: number): Promise<DeadLetter[]> {
    return this.dead.slice(0, Math.max(0, Math.min(limit, MAX_PEEK))).map((d) => ({ task: deadLetterTask(d.body), reason: d.reason }));
  }

  async depth(): Promise<QueueDepth> {
    return { tasks: this.tasks.length, deadLetters: this.dead.length, results: this.events.length };
  }

  async check(): Promise<HealthReport> {
    return { status: 'up', detail: `in-process queue (lost on restart); ${this.tasks.length} task(s) waiting, ${this.dead.length} dead-lettered`, latencyMs: 0 };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const c of this.taskConsumers) c.active = false;
    for (const c of this.eventConsumers) c.active = false;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the judge queue is closed');
  }

  /** Back to the queue with one more delivery counted, or to the dead letters once that reaches MAX_TASK_DELIVERIES. */
  private requeue(item: QueuedTask): void {
    const deliveries = item.deliveries + 1;
    if (deliveries >= MAX_TASK_DELIVERIES) this.deadLetter(item.body, deadLetterReasons.gaveUp(deliveries));
    else this.putRaw(item.body, item.priority, deliveries);
  }

  /** To the dead letters, telling the site (an 'abandoned' event) when the body says which submission it was. */
  private deadLetter(body: string, reason: string): void {
    this.dead.push({ body, reason });
    const event = abandonedEvent(body, reason);
    if (!event) return;
    this.events.push(JSON.stringify(event));
    this.scheduleDispatch();
  }

  /** Dispatches on a later turn of the event loop: a handler that fails at once cannot starve I/O. */
  private scheduleDispatch(): void {
    if (this.dispatchScheduled || this.closed) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      this.dispatchTasks();
      this.dispatchEvents();
    });
  }

  private dispatchTasks(): void {
    for (const consumer of this.taskConsumers) {
      while (consumer.active && consumer.inHand.size < consumer.prefetch && this.tasks.length > 0) {
        const item = this.tasks.shift() as QueuedTask;
        let task: JudgeTask;
        try {
          task = parseJudgeTask(JSON.parse(item.body));
        } catch (error) {
          this.deadLetter(item.body, deadLetterReasons.malformed(error));
          continue;
        }
        consumer.inHand.add(item);
        this.deliverTask(consumer, item, task);
      }
    }
  }

  private deliverTask(consumer: TaskConsumer, item: QueuedTask, task: JudgeTask): void {
    const settle = async (action: () => void) => {
      // settled already, or handed back by cancel()
      if (!consumer.inHand.delete(item)) return;
      action();
      this.scheduleDispatch();
    };
    const delivery: TaskDelivery = {
      task,
      previousDeliveries: item.deliveries,
      ack: () => settle(() => {}),
      retry: () => settle(() => this.requeue(item)),
      reject: (reason) => settle(() => this.deadLetter(item.body, reason)),
    };
    void consumer.handler(delivery).catch(() => delivery.retry());
  }

  private dispatchEvents(): void {
    const consumer = this.eventConsumers.find((c) => c.active && !c.held);
    if (!consumer) return;
    let body: string | undefined;
    let event: JudgeEvent | undefined;
    while (!event && (body = this.events.shift()) !== undefined) {
      try {
        event = parseJudgeEvent(JSON.parse(body));
      } catch {
        // dropped, as the RabbitMQ queue drops an event it cannot read
      }
    }
    if (!event || body === undefined) return;
    const held = { body, claimed: false };
    consumer.held = held;
    const claim = () => !held.claimed && (held.claimed = true);
    const release = (requeue: boolean) => {
      // back to the head: the next event waits for it, which keeps them in order
      if (requeue) this.events.unshift(held.body);
      if (consumer.held === held) consumer.held = undefined;
      this.scheduleDispatch();
    };
    const delivery: ResultDelivery = {
      event,
      ack: async () => {
        if (claim()) release(false);
      },
      retry: async () => {
        if (!claim()) return;
        await new Promise((resolve) => setTimeout(resolve, EVENT_RETRY_DELAY_MS));
        release(true);
      },
    };
    void consumer.handler(delivery).catch(() => delivery.retry());
  }
}
