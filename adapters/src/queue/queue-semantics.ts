// What both judge queues (RabbitMQ and in-process) share beyond the port: limits, dead-letter reasons, reading dead letters.
import type { JudgeTask } from '@oj/core';

/** A task in the dead-letter queue with why it is there (what `peekDeadLetters` shows the admin). */
export interface DeadLetter {
  task: JudgeTask;
  reason: string;
}

/** Upper bound for one `peekDeadLetters` call, whatever the caller asks for. */
export const MAX_PEEK = 1_000;

/** Pause before a retried event goes back: a consumer holds one event at a time, so a failing handler must not spin. */
export const EVENT_RETRY_DELAY_MS = 200;

/** The reasons both queues write, word for word, so the admin sees the same text whichever runs. */
export const deadLetterReasons = {
  gaveUp: (deliveries: number) => `gave up after ${deliveries} deliveries`,
  malformed: (error: unknown) => `malformed task: ${error instanceof Error ? error.message : String(error)}`,
  /** Dead-lettered by the broker (nack without requeue) when our own reason could not be attached. */
  brokerRejected: 'rejected',
};

/** A dead letter's body as a task; bytes that were never JSON come back as `{ raw }` so they can still be shown. */
export function deadLetterTask(body: string): JudgeTask {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) return parsed as JudgeTask;
  } catch {
    // not JSON: shown raw below
  }
  return { raw: body } as unknown as JudgeTask;
}
