export { AmqpJudgeQueue, type AmqpJudgeQueueOptions } from './amqp-judge-queue';
export { InProcessJudgeQueue } from './in-process-judge-queue';
export { ManagedAmqpConnection } from './amqp-connection';
export { queueNames, JUDGE_TASKS_QUEUE, JUDGE_DEAD_LETTER_QUEUE, JUDGE_RESULTS_QUEUE, JUDGE_DEAD_LETTER_EXCHANGE, type QueueNames } from './queue-names';
export type { DeadLetter } from './queue-semantics';
export { InProcessRemoteJudgeQueue } from './remote/in-process-remote-judge-queue';
export { AmqpRemoteJudgeQueue, remoteQueueNames } from './remote/amqp-remote-judge-queue';
