export { AmqpJudgeQueue } from './amqp-judge-queue';
export { InProcessJudgeQueue } from './in-process-judge-queue';
export { ManagedAmqpConnection } from './amqp-connection';
export { queueNames, type QueueNames } from './queue-names';
