/** The RabbitMQ judge queue, for tests that play the runner's side (a plugin's tests reach adapters only through this harness). */
export { AmqpJudgeQueue } from '../queue/amqp-judge-queue';
