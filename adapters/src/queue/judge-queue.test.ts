import { randomBytes } from 'node:crypto';
import { testUrls } from '../testing/service-urls';
import { AmqpJudgeQueue } from './amqp-judge-queue';
import { InProcessJudgeQueue } from './in-process-judge-queue';
import { judgeQueueContract } from './judge-queue.contract';

judgeQueueContract('in-process', async () => {
  const queue = new InProcessJudgeQueue();
  return { queue, putRaw: async (body) => queue.putRaw(body), close: () => queue.close() };
});

// Every test gets queues of its own on the shared broker, deleted afterwards.
judgeQueueContract('rabbitmq', async () => {
  const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace: `oj-test-${randomBytes(6).toString('hex')}.` });
  return {
    queue,
    putRaw: (body) => queue.putRaw(Buffer.from(body)),
    close: async () => {
      await queue.destroy();
      await queue.close();
    },
  };
});
