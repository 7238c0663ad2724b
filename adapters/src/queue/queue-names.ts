import type { JudgeTask } from '@oj/core';

/** Names of the judge queues; a namespace prefix keeps parallel test runs (or two sites on one broker) apart. */
export function queueNames(namespace = '') {
  return {
    tasks: `${namespace}judge.tasks`,
    deadLetters: `${namespace}judge.tasks.dead`,
    results: `${namespace}judge.results`,
    deadLetterExchange: `${namespace}judge.dlx`,
  };
}

export type QueueNames = ReturnType<typeof queueNames>;

/** Highest priority the tasks queue knows (JUDGE_PRIORITY's largest is 9). */
export const MAX_PRIORITY = 10;
/** Message header counting earlier deliveries of a re-published task. */
export const DELIVERIES_HEADER = 'x-oj-deliveries';
/** Message header with the reason a task was dead-lettered. */
export const REASON_HEADER = 'x-oj-dead-reason';

/** A dead letter's body as a task; bytes that were never JSON come back as `{ raw }` so they can still be shown. */
export function deadLetterTask(body: string): JudgeTask {
  try {
    return JSON.parse(body) as JudgeTask;
  } catch {
    return { raw: body } as unknown as JudgeTask;
  }
}
