import { testUrls } from '../testing/service-urls';
import { AmqpJudgeQueue } from './amqp-judge-queue';
import { InProcessJudgeQueue } from './in-process-judge-queue';
import { judgeQueueContract } from './judge-queue.contract';

judgeQueueContract('in-process', async () => {
  const queue = new InProcessJudgeQueue();
  return { queue, putRaw: async (body) => queue.putRaw(body), close: () => queue.close() };
});

judgeQueueContract('rabbitmq', async () => {
  const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace: `oj-test-${Math.random().toString(36).slice(2)}.` });
  return {
    queue,
    putRaw: (body) => queue.putRaw(Buffer.from(body)),
    close: async () => {
      await queue.destroy();
      await queue.close();
    },
  };
});
