import type { Channel, ConsumeMessage } from 'amqplib';
import { MAX_TASK_DELIVERIES, parseJudgeTask, type JudgeTask, type TaskDelivery } from '@oj/core';
import { queueUnavailable, type ConfirmPublisher } from './amqp-publisher';
import { abandonedEvent, deadLetterReasons } from './queue-semantics';
import { DELIVERIES_HEADER, REASON_HEADER, type QueueNames } from './queue-names';

/** Where a task message came from and where its copies go. */
export interface TaskMessageSource {
  channel: Channel;
  publisher: ConfirmPublisher;
  names: QueueNames;
}

function countedDeliveries(msg: ConsumeMessage): number {
  const counted = Number(msg.properties.headers?.[DELIVERIES_HEADER] ?? 0);
  return Number.isInteger(counted) && counted >= 0 ? counted : 0;
}

/**
 * Settles one message of the tasks queue. RabbitMQ classic queues do not count deliveries, so a task
 * that goes back is re-published with DELIVERIES_HEADER raised and the original acknowledged; a
 * message the broker redelivers (its consumer died or was cancelled before settling it) is counted
 * the same way before anyone sees it, so even a task that kills its runner ends in the dead-letter
 * queue after MAX_TASK_DELIVERIES. Copies (and the 'abandoned' event of a dead-lettered task) are
 * confirmed before the original is acknowledged; if a copy cannot be made, the broker's own nack
 * (requeue, or dead-letter exchange) is the fallback.
 */
class TaskMessage {
  readonly counted: number;
  private settled = false;

  constructor(
    private readonly source: TaskMessageSource,
    private readonly msg: ConsumeMessage,
  ) {
    this.counted = countedDeliveries(msg);
  }

  get redelivered(): boolean {
    return this.msg.fields.redelivered;
  }

  text(): string {
    return this.msg.content.toString('utf8');
  }

  async ack(): Promise<void> {
    if (!this.claim()) return;
    try {
      this.source.channel.ack(this.msg);
    } catch (error) {
      throw queueUnavailable(`the acknowledgement was lost, the task will be handed out again (${(error as Error).message})`);
    }
  }

  /** Back to the queue as delivered `deliveries` times, or to the dead letters once that reaches MAX_TASK_DELIVERIES. */
  async requeue(deliveries: number): Promise<void> {
    if (deliveries >= MAX_TASK_DELIVERIES) return this.deadLetter(deadLetterReasons.gaveUp(deliveries), deliveries);
    if (!this.claim()) return;
    const { publisher, names } = this.source;
    try {
      await publisher.send(names.tasks, this.msg.content, { priority: this.msg.properties.priority ?? 0, headers: { [DELIVERIES_HEADER]: deliveries } });
    } catch {
      // the broker requeues it marked redelivered, which counts it on its next delivery
      return this.finish('requeue');
    }
    this.finish('ack');
  }

  /** To the dead letters with `reason`, after telling the site with an 'abandoned' event (when the body names its submission). */
  async deadLetter(reason: string, deliveries: number): Promise<void> {
    if (!this.claim()) return;
    const { publisher, names } = this.source;
    const event = abandonedEvent(this.text(), reason);
    if (event) {
      try {
        await publisher.send(names.results, Buffer.from(JSON.stringify(event)));
      } catch {
        // unannounced, its submission would wait forever: the original goes back (counted on redelivery) and comes round again
        return this.finish('requeue');
      }
    }
    try {
      await publisher.send(names.deadLetters, this.msg.content, { headers: { [REASON_HEADER]: reason, [DELIVERIES_HEADER]: deliveries } });
    } catch {
      // through the dead-letter exchange instead: the reason is lost, the task is not
      return this.finish('dead-letter');
    }
    this.finish('ack');
  }

  private claim(): boolean {
    if (this.settled) return false;
    this.settled = true;
    return true;
  }

  /** Settles the original with the broker; on a closed channel the broker requeues it anyway. */
  private finish(how: 'ack' | 'requeue' | 'dead-letter'): void {
    try {
      if (how === 'ack') this.source.channel.ack(this.msg);
      else this.source.channel.nack(this.msg, false, how === 'requeue');
    } catch {
      // channel gone: the unacknowledged original goes back to the queue, marked redelivered
    }
  }
}

/** Hands one message of the tasks queue to `handler`, or settles it without (redelivered by the broker, malformed). */
export async function handleTaskMessage(source: TaskMessageSource, msg: ConsumeMessage, handler: (delivery: TaskDelivery) => Promise<void>): Promise<void> {
  const message = new TaskMessage(source, msg);
  if (message.redelivered) return message.requeue(message.counted + 1);
  let task: JudgeTask;
  try {
    task = parseJudgeTask(JSON.parse(message.text()));
  } catch (error) {
    return message.deadLetter(deadLetterReasons.malformed(error), message.counted);
  }
  const delivery: TaskDelivery = {
    task,
    previousDeliveries: message.counted,
    ack: () => message.ack(),
    retry: () => message.requeue(message.counted + 1),
    reject: (reason) => message.deadLetter(reason, message.counted + 1),
  };
  try {
    await handler(delivery);
  } catch {
    await delivery.retry();
  }
}
