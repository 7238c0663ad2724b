import type { Channel } from 'amqplib';
import { JUDGE_PRIORITY } from '@oj/core';
import type { QueueNames } from './queue-names';

/** The tasks queue's `x-max-priority`: just enough for the highest judge priority (more levels cost broker memory). */
export const MAX_PRIORITY = Math.max(...Object.values(JUDGE_PRIORITY));

/**
 * Declares the judge topology (idempotent; run on every (re)connection): a durable priority queue for
 * tasks whose nacked messages go through a direct exchange to a durable dead-letter queue, and a durable
 * queue for runner events.
 */
export async function declareJudgeTopology(channel: Channel, names: QueueNames): Promise<void> {
  await channel.assertExchange(names.deadLetterExchange, 'direct', { durable: true });
  await channel.assertQueue(names.deadLetters, { durable: true });
  await channel.bindQueue(names.deadLetters, names.deadLetterExchange, names.deadLetters);
  await channel.assertQueue(names.tasks, {
    durable: true,
    arguments: {
      'x-max-priority': MAX_PRIORITY,
      'x-dead-letter-exchange': names.deadLetterExchange,
      'x-dead-letter-routing-key': names.deadLetters,
    },
  });
  await channel.assertQueue(names.results, { durable: true });
}

/** Deletes what `declareJudgeTopology` made (tests under a namespace clean up after themselves). */
export async function deleteJudgeTopology(channel: Channel, names: QueueNames): Promise<void> {
  for (const queue of [names.tasks, names.deadLetters, names.results]) await channel.deleteQueue(queue);
  await channel.deleteExchange(names.deadLetterExchange);
}
