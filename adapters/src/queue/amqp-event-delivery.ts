import type { Channel, ConsumeMessage } from 'amqplib';
import { parseJudgeEvent, type JudgeEvent, type ResultDelivery } from '@oj/core';
import { queueUnavailable } from './amqp-publisher';
import { EVENT_RETRY_DELAY_MS } from './queue-semantics';

/**
 * Hands one runner event to `handler`. The consumer's prefetch is 1, so events reach the site in the
 * order runners sent them, and a retried event goes back to the head of the queue before the next one
 * is delivered. A malformed event (another protocol version) is dropped rather than retried forever.
 */
export async function handleEventMessage(channel: Channel, msg: ConsumeMessage, handler: (delivery: ResultDelivery) => Promise<void>): Promise<void> {
  let event: JudgeEvent;
  try {
    event = parseJudgeEvent(JSON.parse(msg.content.toString('utf8')));
  } catch {
    channel.nack(msg, false, false);
    return;
  }
  let settled = false;
  const claim = () => !settled && (settled = true);
  const delivery: ResultDelivery = {
    event,
    ack: async () => {
      if (!claim()) return;
      try {
        channel.ack(msg);
      } catch (error) {
        throw queueUnavailable(`the acknowledgement was lost, the event will be delivered again (${(error as Error).message})`);
      }
    },
    retry: async () => {
      if (!claim()) return;
      await new Promise((resolve) => setTimeout(resolve, EVENT_RETRY_DELAY_MS));
      try {
        channel.nack(msg, false, true);
      } catch {
        // channel gone: the broker requeues the event anyway
      }
    },
  };
  try {
    await handler(delivery);
  } catch {
    await delivery.retry();
  }
}
