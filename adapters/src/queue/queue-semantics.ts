// What both judge queues (RabbitMQ and in-process) share beyond the port: limits, dead-letter reasons, reading dead letters.
import { JUDGE_PROTOCOL_VERSION, JUDGE_TASK_KINDS, type JudgeEvent, type JudgeTask, type JudgeTaskKind } from '@oj/core';

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

/** The `judger` of the events the queue itself sends. */
export const QUEUE_JUDGER = 'queue';

/**
 * The 'abandoned' event that tells the site a dead-lettered task will never be judged, so its
 * submission is not left waiting. Only for a body that names its task, submission and attempt (and,
 * if it has a kind, a known one: the site could not route the event otherwise); garbage gets none.
 */
export function abandonedEvent(body: string, reason: string): JudgeEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { taskId, submissionId, attempt, kind } = parsed as Record<string, unknown>;
  if (typeof taskId !== 'string' || typeof submissionId !== 'string' || typeof attempt !== 'number') return undefined;
  if (kind !== undefined && !JUDGE_TASK_KINDS.includes(kind as JudgeTaskKind)) return undefined;
  const event: JudgeEvent = { v: JUDGE_PROTOCOL_VERSION, type: 'abandoned', taskId, submissionId, attempt, judger: QUEUE_JUDGER, reason };
  if (kind !== undefined) event.kind = kind as JudgeTaskKind;
  return event;
}
