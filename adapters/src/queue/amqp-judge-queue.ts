import type { Channel, ChannelModel, ConsumeMessage, GetMessage } from 'amqplib';
import {
  JUDGE_PRIORITY,
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
import { CONNECT_TIMEOUT_MS, ManagedAmqpConnection } from './amqp-connection';
import { RestartingConsumer } from './amqp-consumer';
import { handleEventMessage } from './amqp-event-delivery';
import { ConfirmPublisher, queueUnavailable } from './amqp-publisher';
import { handleTaskMessage } from './amqp-task-delivery';
import { declareJudgeTopology, deleteJudgeTopology } from './amqp-topology';
import { deadLetterReasons, deadLetterTask, MAX_PEEK, type DeadLetter } from './queue-semantics';
import { DELIVERIES_HEADER, queueNames, REASON_HEADER, type QueueNames } from './queue-names';

/** How `AmqpJudgeQueue.open` names its queues and how long it waits for the broker. */
export interface AmqpJudgeQueueOptions {
  /** Prefix for every queue and exchange name; '' (the default) gives the production names `judge.tasks` etc. */
  namespace?: string;
  /** How long `open` waits for the broker before returning anyway (it keeps connecting in the background). */
  connectWaitMs?: number;
}

/**
 * A standby consumer's priority: below the default 0 of every other consumer, so the broker hands it a
 * task only while those have no room (RabbitMQ consumer priorities).
 */
const STANDBY_CONSUMER_PRIORITY = -1;

function deadReason(msg: GetMessage): string {
  const ours = msg.properties.headers?.[REASON_HEADER];
  if (ours !== undefined) return String(ours);
  const death = (msg.properties.headers?.['x-death'] as Array<{ reason?: unknown }> | undefined)?.[0];
  return death?.reason !== undefined ? String(death.reason) : deadLetterReasons.brokerRejected;
}

/**
 * The judge queue on RabbitMQ: durable queues, persistent messages confirmed by the broker, manual
 * ack, priorities, a dead-letter queue. When the broker goes away it reconnects by itself (backoff
 * capped at 2 s), declares the topology again and restarts its consumers. While it is disconnected,
 * publishing (enqueue, publishEvent) and the admin reads fail at once with
 * ServiceUnavailable('error.queueUnavailable') instead of waiting: the caller decides whether to retry.
 */
export class AmqpJudgeQueue implements JudgeQueue, HealthIndicator {
  readonly name = 'queue';
  private readonly publisher: ConfirmPublisher;
  private readonly consumers = new Set<RestartingConsumer>();

  private constructor(
    private readonly connection: ManagedAmqpConnection,
    readonly queueNames: QueueNames,
  ) {
    this.publisher = new ConfirmPublisher(connection);
  }

  /** Connects, waiting a little for the broker; if it is away, returns anyway and keeps trying in the background. */
  static async open(url: string, options: AmqpJudgeQueueOptions = {}): Promise<AmqpJudgeQueue> {
    const names = queueNames(options.namespace ?? '');
    const connection = new ManagedAmqpConnection(url, async (c) => {
      const channel = await c.createChannel();
      try {
        await declareJudgeTopology(channel, names);
      } finally {
        await channel.close().catch(() => {});
      }
    });
    await connection.start(options.connectWaitMs ?? CONNECT_TIMEOUT_MS).catch(() => {});
    return new AmqpJudgeQueue(connection, names);
  }

  async enqueue(task: JudgeTask, priority: JudgePriorityClass): Promise<void> {
    await this.publisher.send(this.queueNames.tasks, Buffer.from(JSON.stringify({ ...task, priority })), { priority: JUDGE_PRIORITY[priority], headers: { [DELIVERIES_HEADER]: 0 } });
  }

  /** A consumer made while the broker is away starts once it is back. A standby consumer has a lower consumer priority (x-priority). */
  consumeTasks(handler: (delivery: TaskDelivery) => Promise<void>, options: TaskConsumerOptions): Promise<Consumer> {
    return this.consume(async (channel) => {
      await channel.prefetch(Math.max(1, options.prefetch));
      const onMessage = (msg: ConsumeMessage | null) => {
        if (msg) void handleTaskMessage({ channel, publisher: this.publisher, names: this.queueNames }, msg, handler).catch(() => {});
        else void channel.close().catch(() => {});
      };
      await channel.consume(this.queueNames.tasks, onMessage, options.standby ? { priority: STANDBY_CONSUMER_PRIORITY } : {});
    });
  }

  async publishEvent(event: JudgeEvent): Promise<void> {
    await this.publisher.send(this.queueNames.results, Buffer.from(JSON.stringify(event)));
  }

  consumeEvents(handler: (delivery: ResultDelivery) => Promise<void>): Promise<Consumer> {
    return this.consume(async (channel) => {
      // one event at a time keeps them in order
      await channel.prefetch(1);
      await channel.consume(this.queueNames.results, (msg) => {
        if (msg) void handleEventMessage(channel, msg, handler).catch(() => {});
        else void channel.close().catch(() => {});
      });
    });
  }

  /** Reads without consuming: the messages are fetched unacknowledged and go back, in order, when the channel closes. */
  peekDeadLetters(limit: number): Promise<DeadLetter[]> {
    return this.withChannel(async (channel) => {
      const found: DeadLetter[] = [];
      for (let i = 0; i < Math.min(limit, MAX_PEEK); i++) {
        const msg = await channel.get(this.queueNames.deadLetters, { noAck: false });
        if (!msg) break;
        found.push({ task: deadLetterTask(msg.content.toString('utf8')), reason: deadReason(msg) });
      }
      return found;
    });
  }

  /** Messages waiting (ready, not handed out) in each queue. */
  depth(): Promise<QueueDepth> {
    return this.withChannel(async (channel) => {
      const tasks = await channel.checkQueue(this.queueNames.tasks);
      const dead = await channel.checkQueue(this.queueNames.deadLetters);
      const results = await channel.checkQueue(this.queueNames.results);
      return { tasks: tasks.messageCount, deadLetters: dead.messageCount, results: results.messageCount };
    });
  }

  async check(): Promise<HealthReport> {
    const c = this.connection;
    if (!c.connected) return { status: 'down', detail: `RabbitMQ unreachable${c.lastError ? `: ${c.lastError}` : ''}; reconnecting by itself` };
    if (c.blockedReason) return { status: 'down', detail: `RabbitMQ blocks publishing: ${c.blockedReason}` };
    const started = Date.now();
    try {
      const depth = await this.depth();
      return {
        status: 'up',
        detail: `RabbitMQ ${c.serverVersion ?? '(unknown version)'}; ${depth.tasks} task(s) waiting, ${depth.deadLetters} dead-lettered`,
        version: c.serverVersion,
        latencyMs: Date.now() - started,
      };
    } catch (error) {
      return { status: 'down', detail: `RabbitMQ: ${(error as Error).message}`, latencyMs: Date.now() - started };
    }
  }

  /** Puts raw bytes on the tasks queue (tools and tests: a message that did not come from `enqueue`). */
  async putRaw(body: Buffer, priority = 0): Promise<void> {
    await this.publisher.send(this.queueNames.tasks, body, { priority });
  }

  /** Stops the consumers and deletes this namespace's queues and exchange (tests clean up with it). */
  async destroy(): Promise<void> {
    await this.cancelConsumers();
    await this.withChannel((channel) => deleteJudgeTopology(channel, this.queueNames));
  }

  async close(): Promise<void> {
    await this.cancelConsumers();
    await this.connection.close();
  }

  private async consume(open: (channel: Channel) => Promise<void>): Promise<Consumer> {
    const consumer = new RestartingConsumer(this.connection, async (channel) => {
      // again on every start: a queue deleted under a running consumer comes back instead of failing forever
      await declareJudgeTopology(channel, this.queueNames);
      await open(channel);
    });
    this.consumers.add(consumer);
    const handle: Consumer = {
      cancel: async () => {
        this.consumers.delete(consumer);
        await consumer.cancel();
      },
    };
    try {
      await consumer.start();
    } catch (error) {
      await handle.cancel();
      throw queueUnavailable(error);
    }
    return handle;
  }

  private async cancelConsumers(): Promise<void> {
    const all = [...this.consumers];
    this.consumers.clear();
    await Promise.all(all.map((c) => c.cancel()));
  }

  private async withChannel<T>(use: (channel: Channel) => Promise<T>): Promise<T> {
    let connection: ChannelModel;
    let channel: Channel;
    try {
      connection = await this.connection.connection(0);
      channel = await connection.createChannel();
    } catch (error) {
      throw queueUnavailable(error);
    }
    channel.on('error', () => {});
    try {
      return await use(channel);
    } finally {
      await channel.close().catch(() => {});
    }
  }
}
