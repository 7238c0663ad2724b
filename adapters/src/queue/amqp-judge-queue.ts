import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import {
  JUDGE_PRIORITY,
  MAX_TASK_DELIVERIES,
  parseJudgeEvent,
  parseJudgeTask,
  ServiceUnavailable,
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
import { ManagedAmqpConnection } from './amqp-connection';
import { deadLetterTask, DELIVERIES_HEADER, MAX_PRIORITY, queueNames, REASON_HEADER, type QueueNames } from './queue-names';

interface ConsumerSpec {
  start(connection: ChannelModel): Promise<void>;
  channel?: Channel;
  tag?: string;
  cancelled: boolean;
}

const JSON_TYPE = 'application/json';

/**
 * The judge queue on RabbitMQ: durable queues, persistent messages confirmed by the broker, manual ack,
 * priorities, and a dead-letter queue. When the broker goes away it reconnects by itself, declares the
 * topology again and restarts its consumers; meanwhile publishing fails at once with 503 instead of
 * waiting. Failed tasks are re-published with a delivery count (classic queues keep none) and
 * dead-lettered with the reason once they reach MAX_TASK_DELIVERIES or are rejected as poison.
 */
export class AmqpJudgeQueue implements JudgeQueue, HealthIndicator {
  readonly name = 'queue';
  private readonly names: QueueNames;
  private readonly connection: ManagedAmqpConnection;
  private publisher: Promise<ConfirmChannel> | undefined;
  private readonly consumers = new Set<ConsumerSpec>();

  private constructor(url: string, namespace: string) {
    this.names = queueNames(namespace);
    this.connection = new ManagedAmqpConnection(url);
    this.connection.on('connected', (c: ChannelModel) => void this.onConnected(c));
    this.connection.on('disconnected', () => {
      this.publisher = undefined;
    });
  }

  /** Connects (waiting a little for the broker); if it is away, keeps trying in the background. */
  static async open(url: string, options: { namespace?: string } = {}): Promise<AmqpJudgeQueue> {
    const queue = new AmqpJudgeQueue(url, options.namespace ?? '');
    await queue.connection.start().catch(() => {});
    if (queue.connection.connected) await queue.ready();
    return queue;
  }

  get queueNames(): QueueNames {
    return this.names;
  }

  async enqueue(task: JudgeTask, priority: JudgePriorityClass): Promise<void> {
    await this.publishRaw(this.names.tasks, Buffer.from(JSON.stringify(task)), { priority: JUDGE_PRIORITY[priority], headers: { [DELIVERIES_HEADER]: 0 } });
  }

  async consumeTasks(handler: (delivery: TaskDelivery) => Promise<void>, options: { prefetch: number }): Promise<Consumer> {
    const spec: ConsumerSpec = {
      cancelled: false,
      start: async (connection) => {
        const channel = await connection.createChannel();
        channel.on('error', () => {});
        await channel.prefetch(Math.max(1, options.prefetch));
        spec.channel = channel;
        const reply = await channel.consume(this.names.tasks, (msg) => {
          if (msg) void this.onTask(channel, msg, handler);
        });
        spec.tag = reply.consumerTag;
      },
    };
    return this.addConsumer(spec);
  }

  async publishEvent(event: JudgeEvent): Promise<void> {
    await this.publishRaw(this.names.results, Buffer.from(JSON.stringify(event)), {});
  }

  async consumeEvents(handler: (delivery: ResultDelivery) => Promise<void>): Promise<Consumer> {
    const spec: ConsumerSpec = {
      cancelled: false,
      start: async (connection) => {
        const channel = await connection.createChannel();
        channel.on('error', () => {});
        // one at a time keeps a submission's events in order
        await channel.prefetch(1);
        spec.channel = channel;
        const reply = await channel.consume(this.names.results, (msg) => {
          if (!msg) return;
          let event: JudgeEvent;
          try {
            event = parseJudgeEvent(JSON.parse(msg.content.toString('utf8')));
          } catch {
            channel.nack(msg, false, false);
            return;
          }
          let settled = false;
          const settle = (requeue: boolean) => {
            if (settled) return;
            settled = true;
            if (requeue) channel.nack(msg, false, true);
            else channel.ack(msg);
          };
          void handler({ event, ack: async () => settle(false), retry: async () => settle(true) }).catch(() => settle(true));
        });
        spec.tag = reply.consumerTag;
      },
    };
    return this.addConsumer(spec);
  }

  async peekDeadLetters(limit: number): Promise<Array<{ task: JudgeTask; reason: string }>> {
    const channel = await (await this.live()).createChannel();
    try {
      const found: Array<{ task: JudgeTask; reason: string }> = [];
      for (let i = 0; i < limit; i++) {
        const msg = await channel.get(this.names.deadLetters, { noAck: false });
        if (!msg) break;
        found.push({ task: deadLetterTask(msg.content.toString('utf8')), reason: String(msg.properties.headers?.[REASON_HEADER] ?? 'rejected') });
      }
      return found;
    } finally {
      // closing the channel returns every message it got to the queue, in order
      await channel.close().catch(() => {});
    }
  }

  async depth(): Promise<QueueDepth> {
    const channel = await (await this.live()).createChannel();
    try {
      const [tasks, dead, results] = [await channel.checkQueue(this.names.tasks), await channel.checkQueue(this.names.deadLetters), await channel.checkQueue(this.names.results)];
      return { tasks: tasks.messageCount, deadLetters: dead.messageCount, results: results.messageCount };
    } finally {
      await channel.close().catch(() => {});
    }
  }

  async check(): Promise<HealthReport> {
    if (!this.connection.connected) return { status: 'down', detail: `RabbitMQ unreachable${this.connection.lastError ? `: ${this.connection.lastError}` : ''}; reconnecting` };
    const depth = await this.depth();
    return { status: 'up', detail: `RabbitMQ ${this.connection.serverVersion ?? ''}; ${depth.tasks} task(s) waiting, ${depth.deadLetters} dead`.trim() };
  }

  /** Deletes this queue's queues and exchange (tests with a namespace clean up after themselves). */
  async destroy(): Promise<void> {
    const channel = await (await this.live()).createChannel();
    for (const q of [this.names.tasks, this.names.deadLetters, this.names.results]) await channel.deleteQueue(q);
    await channel.deleteExchange(this.names.deadLetterExchange);
    await channel.close();
  }

  async close(): Promise<void> {
    for (const spec of this.consumers) spec.cancelled = true;
    this.consumers.clear();
    await this.connection.close();
  }

  /** Publishes raw bytes to the tasks queue (tools and tests: a message that did not come from `enqueue`). */
  async putRaw(body: Buffer, priority = 0): Promise<void> {
    await this.publishRaw(this.names.tasks, body, { priority, headers: { [DELIVERIES_HEADER]: 0 } });
  }

  private async onConnected(connection: ChannelModel): Promise<void> {
    try {
      await this.declare(connection);
      for (const spec of this.consumers) if (!spec.cancelled) await spec.start(connection);
    } catch {
      // the connection dropped while we set it up: the next 'connected' does it again
    }
  }

  private async ready(): Promise<void> {
    await this.declare(await this.live());
  }

  private async declare(connection: ChannelModel): Promise<void> {
    const channel = await connection.createChannel();
    try {
      await channel.assertExchange(this.names.deadLetterExchange, 'direct', { durable: true });
      await channel.assertQueue(this.names.deadLetters, { durable: true });
      await channel.bindQueue(this.names.deadLetters, this.names.deadLetterExchange, this.names.deadLetters);
      await channel.assertQueue(this.names.tasks, {
        durable: true,
        arguments: { 'x-max-priority': MAX_PRIORITY, 'x-dead-letter-exchange': this.names.deadLetterExchange, 'x-dead-letter-routing-key': this.names.deadLetters },
      });
      await channel.assertQueue(this.names.results, { durable: true });
    } finally {
      await channel.close().catch(() => {});
    }
  }

  private async live(): Promise<ChannelModel> {
    try {
      return await this.connection.connection(0);
    } catch (error) {
      throw new ServiceUnavailable('error.queueUnavailable', { reason: (error as Error).message });
    }
  }

  private async publishRaw(queue: string, body: Buffer, options: { priority?: number; headers?: Record<string, unknown> }): Promise<void> {
    const connection = await this.live();
    this.publisher ??= connection.createConfirmChannel().then((ch) => {
      ch.on('error', () => {});
      ch.on('close', () => {
        this.publisher = undefined;
      });
      return ch;
    });
    let channel: ConfirmChannel;
    try {
      channel = await this.publisher;
    } catch (error) {
      this.publisher = undefined;
      throw new ServiceUnavailable('error.queueUnavailable', { reason: (error as Error).message });
    }
    await new Promise<void>((resolve, reject) => {
      channel.sendToQueue(queue, body, { persistent: true, contentType: JSON_TYPE, ...options }, (err) =>
        err ? reject(new ServiceUnavailable('error.queueUnavailable', { reason: String(err) })) : resolve(),
      );
    });
  }

  private async addConsumer(spec: ConsumerSpec): Promise<Consumer> {
    this.consumers.add(spec);
    if (this.connection.connected) await spec.start(await this.live());
    return {
      cancel: async () => {
        spec.cancelled = true;
        this.consumers.delete(spec);
        // closing the channel hands every unacknowledged delivery back to the queue
        await spec.channel?.close().catch(() => {});
      },
    };
  }

  private async onTask(channel: Channel, msg: ConsumeMessage, handler: (delivery: TaskDelivery) => Promise<void>): Promise<void> {
    const counted = Number(msg.properties.headers?.[DELIVERIES_HEADER] ?? 0);
    const previousDeliveries = counted + (msg.fields.redelivered ? 1 : 0);
    const priority = msg.properties.priority ?? 0;
    let settled = false;
    const once = async (action: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      await action();
    };
    const deadLetter = async (reason: string) => {
      await this.publishRaw(this.names.deadLetters, msg.content, { headers: { [REASON_HEADER]: reason, [DELIVERIES_HEADER]: previousDeliveries + 1 } });
      channel.ack(msg);
    };
    let task: JudgeTask;
    try {
      task = parseJudgeTask(JSON.parse(msg.content.toString('utf8')));
    } catch (error) {
      await once(() => deadLetter(`malformed task: ${(error as Error).message}`)).catch(() => channel.nack(msg, false, false));
      return;
    }
    const delivery: TaskDelivery = {
      task,
      previousDeliveries,
      ack: () => once(async () => channel.ack(msg)),
      retry: () =>
        once(async () => {
          if (previousDeliveries + 1 >= MAX_TASK_DELIVERIES) return deadLetter(`gave up after ${previousDeliveries + 1} deliveries`);
          await this.publishRaw(this.names.tasks, msg.content, { priority, headers: { [DELIVERIES_HEADER]: previousDeliveries + 1 } });
          channel.ack(msg);
        }),
      reject: (reason) => once(() => deadLetter(reason)),
    };
    try {
      await handler(delivery);
    } catch {
      await delivery.retry().catch(() => {});
    }
  }
}
