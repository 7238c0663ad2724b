/** The production names of the judge queues; every queue and exchange the adapters touch is named here. */
export const JUDGE_TASKS_QUEUE = 'judge.tasks';
export const JUDGE_DEAD_LETTER_QUEUE = 'judge.tasks.dead';
export const JUDGE_RESULTS_QUEUE = 'judge.results';
export const JUDGE_DEAD_LETTER_EXCHANGE = 'judge.dlx';

/** Message header counting earlier deliveries of a task (RabbitMQ classic queues keep no such count). */
export const DELIVERIES_HEADER = 'x-oj-deliveries';
/** Message header with the reason a task was dead-lettered. */
export const REASON_HEADER = 'x-oj-dead-reason';

/** The judge queue names under a prefix: a namespace keeps parallel test runs (or two sites on one broker) apart. */
export function queueNames(namespace = '') {
  return {
    tasks: `${namespace}${JUDGE_TASKS_QUEUE}`,
    deadLetters: `${namespace}${JUDGE_DEAD_LETTER_QUEUE}`,
    results: `${namespace}${JUDGE_RESULTS_QUEUE}`,
    deadLetterExchange: `${namespace}${JUDGE_DEAD_LETTER_EXCHANGE}`,
  };
}

export type QueueNames = ReturnType<typeof queueNames>;
