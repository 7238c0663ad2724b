import type { Channel, ConsumeMessage } from 'amqplib';
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
import { CONNECT_TIMEOUT_MS, ManagedAmqpConnection } from '../amqp-connection';
import { RestartingConsumer } from '../amqp-consumer';
import { ConfirmPublisher, queueUnavailable } from '../amqp-publisher';
import { MAX_PRIORITY } from '../amqp-topology';
import { DELIVERIES_HEADER, REASON_HEADER } from '../queue-names';
import { deadLetterReasons } from '../queue-semantics';

/** The production names of the remote judge queues (one line per judge, one dead-letter queue). */
export function remoteQueueNames(namespace = '') {
  return {
    line: (judge: string) => `${namespace}remote-judge.tasks.${judge}`,
    deadLetters: `${namespace}remote-judge.tasks.dead`,
    deadLetterExchange: `${namespace}remote-judge.dlx`,
  };
}

/** A judge's key as a queue name takes it (the spec's keys are short capitals). */
const JUDGE_KEY = /^[A-Z][A-Z0-9]{0,15}$/;

function checkedJudge(judge: string): string {
  if (!JUDGE_KEY.test(judge)) throw new Error(`'${judge}' is not a remote judge key`);
  return judge;
}

function countedDeliveries(msg: ConsumeMessage): number {
  const counted = Number(msg.properties.headers?.[DELIVERIES_HEADER] ?? 0);
  return Number.isInteger(counted) && counted >= 0 ? counted : 0;
}

/**
 * The remote judge queue on RabbitMQ: a durable priority queue per judge (`remote-judge.tasks.<KEY>`,
 * declared on first use and again after every reconnection), persistent messages confirmed by the
 * broker, manual ack, deliveries counted in a header (a task handed back is re-published with the
 * count raised; one the broker redelivers after its consumer died is counted the same way), poison to
 * `remote-judge.tasks.dead`. A consumer holds a task unacknowledged while it submits and polls it, so
 * the broker's `consumer_timeout` (30 minutes by default) must stay above the plugin's poll deadline.
 */
export class AmqpRemoteJudgeQueue implements RemoteJudgeQueue {
  private readonly publisher: ConfirmPublisher;
  private readonly consumers = new Set<RestartingConsumer>();
  /** Judges whose line is declared on the current connection. */
  private declared = new Set<string>();

  private constructor(
    private readonly connection: ManagedAmqpConnection,
    readonly names: ReturnType<typeof remoteQueueNames>,
  ) {
    this.publisher = new ConfirmPublisher(connection);
    connection.on('connected', () => (this.declared = new Set()));
  }

  static async open(url: string, options: { namespace?: string; connectWaitMs?: number } = {}): Promise<AmqpRemoteJudgeQueue> {
    const names = remoteQueueNames(options.namespace ?? '');
    // nothing is declared until a line is used: a site without remote judging leaves no queue on the broker
    const connection = new ManagedAmqpConnection(url);
    await connection.start(options.connectWaitMs ?? CONNECT_TIMEOUT_MS).catch(() => {});
    return new AmqpRemoteJudgeQueue(connection, names);
  }

  async enqueue(task: RemoteJudgeTask, priority: JudgePriorityClass): Promise<void> {
    const queue = await this.line(checkedJudge(task.judge));
    await this.publisher.send(queue, Buffer.from(JSON.stringify({ ...task, priority })), { priority: JUDGE_PRIORITY[priority], headers: { [DELIVERIES_HEADER]: 0 } });
  }

  /** Puts raw bytes in a judge's line (tests: a message that did not come from `enqueue`). */
  async putRaw(judge: string, body: Buffer): Promise<void> {
    await this.publisher.send(await this.line(checkedJudge(judge)), body);
  }

  async consume(judge: string, handler: (delivery: RemoteTaskDelivery) => Promise<void>, options: RemoteTaskConsumerOptions): Promise<Consumer> {
    const queue = this.names.line(checkedJudge(judge));
    const consumer = new RestartingConsumer(this.connection, async (channel) => {
      await declareLine(channel, queue, this.names);
      await channel.prefetch(Math.max(1, options.prefetch));
      await channel.consume(queue, (msg) => {
        if (msg) void this.handle(channel, queue, msg, handler).catch(() => {});
        else void channel.close().catch(() => {});
      });
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

  async depth(judge: string): Promise<{ waiting: number; deadLetters: number }> {
    return this.withChannel(async (channel) => {
      const line = await declareLine(channel, this.names.line(checkedJudge(judge)), this.names);
      const dead = await channel.checkQueue(this.names.deadLetters);
      return { waiting: line.messageCount, deadLetters: dead.messageCount };
    });
  }

  /** Deletes the given judges' lines, the dead letters and the exchange (tests clean up their namespace). */
  async destroy(judges: readonly string[]): Promise<void> {
    await this.cancelConsumers();
    await this.withChannel(async (channel) => {
      for (const judge of judges) await channel.deleteQueue(this.names.line(judge));
      await channel.deleteQueue(this.names.deadLetters);
      await channel.deleteExchange(this.names.deadLetterExchange);
    });
  }

  async close(): Promise<void> {
    await this.cancelConsumers();
    await this.connection.close();
  }

  private async cancelConsumers(): Promise<void> {
    const all = [...this.consumers];
    this.consumers.clear();
    await Promise.all(all.map((c) => c.cancel()));
  }

  /** The judge's queue name, declared on this connection before a message is sent to it (else the broker drops it). */
  private async line(judge: string): Promise<string> {
    const queue = this.names.line(judge);
    if (!this.declared.has(judge)) {
      await this.withChannel((channel) => declareLine(channel, queue, this.names));
      this.declared.add(judge);
    }
    return queue;
  }

  private async handle(channel: Channel, queue: string, msg: ConsumeMessage, handler: (delivery: RemoteTaskDelivery) => Promise<void>): Promise<void> {
    const counted = countedDeliveries(msg);
    let settled = false;
    const claim = () => !settled && (settled = true);
    const finish = (how: 'ack' | 'requeue' | 'dead') => {
      try {
        if (how === 'ack') channel.ack(msg);
        else channel.nack(msg, false, how === 'requeue');
      } catch {
        // channel gone: the broker hands the original out again, marked redelivered
      }
    };
    /** Back to the line with the count raised (the copy confirmed before the original is acknowledged). */
    const requeue = async (deliveries: number) => {
      if (!claim()) return;
      try {
        await this.publisher.send(queue, msg.content, { priority: msg.properties.priority ?? 0, headers: { [DELIVERIES_HEADER]: deliveries } });
      } catch {
        return finish('requeue');
      }
      finish('ack');
    };
    const deadLetter = async (reason: string) => {
      if (!claim()) return;
      try {
        await this.publisher.send(this.names.deadLetters, msg.content, { headers: { [REASON_HEADER]: reason, [DELIVERIES_HEADER]: counted + 1 } });
      } catch {
        return finish('dead');
      }
      finish('ack');
    };
    // a delivery the broker repeats (its consumer died before settling it) is counted before anyone sees it
    if (msg.fields.redelivered) return requeue(counted + 1);
    let task: RemoteJudgeTask;
    try {
      task = parseRemoteJudgeTask(JSON.parse(msg.content.toString('utf8')));
    } catch (error) {
      return deadLetter(deadLetterReasons.malformed(error));
    }
    const exhausted = counted + 1 >= MAX_REMOTE_TASK_DELIVERIES;
    const delivery: RemoteTaskDelivery = {
      task,
      previousDeliveries: counted,
      exhausted,
      ack: async () => {
        if (claim()) finish('ack');
      },
      retry: () => (exhausted ? deadLetter(deadLetterReasons.gaveUp(counted + 1)) : requeue(counted + 1)),
      reject: (reason) => deadLetter(reason),
    };
    try {
      await handler(delivery);
    } catch {
      await delivery.retry();
    }
  }

  private async withChannel<T>(use: (channel: Channel) => Promise<T>): Promise<T> {
    let channel: Channel;
    try {
      channel = await (await this.connection.connection(0)).createChannel();
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

/** Declares a judge's line and the dead letters (idempotent): durable, by priority, its nacked messages to the dead letters. */
async function declareLine(channel: Channel, queue: string, names: ReturnType<typeof remoteQueueNames>) {
  await channel.assertExchange(names.deadLetterExchange, 'direct', { durable: true });
  await channel.assertQueue(names.deadLetters, { durable: true });
  await channel.bindQueue(names.deadLetters, names.deadLetterExchange, names.deadLetters);
  return channel.assertQueue(queue, {
    durable: true,
    arguments: { 'x-max-priority': MAX_PRIORITY, 'x-dead-letter-exchange': names.deadLetterExchange, 'x-dead-letter-routing-key': names.deadLetters },
  });
}
