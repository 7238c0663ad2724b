import { randomBytes } from 'node:crypto';
import { testUrls } from '../../testing/service-urls';
import { AmqpRemoteJudgeQueue } from './amqp-remote-judge-queue';
import { InProcessRemoteJudgeQueue } from './in-process-remote-judge-queue';
import { remoteJudgeQueueContract } from './remote-judge-queue.contract';

remoteJudgeQueueContract('in-process', async () => {
  const queue = new InProcessRemoteJudgeQueue();
  return { queue, putRaw: async (judge, body) => queue.putRaw(judge, body), close: () => queue.close() };
});

// Every test gets lines of its own on the shared broker, deleted afterwards.
remoteJudgeQueueContract('rabbitmq', async () => {
  const queue = await AmqpRemoteJudgeQueue.open(testUrls.amqp(), { namespace: `oj-test-${randomBytes(6).toString('hex')}.` });
  return {
    queue,
    putRaw: (judge, body) => queue.putRaw(judge, Buffer.from(body)),
    close: async () => {
      await queue.destroy(['CF', 'HDU']);
      await queue.close();
    },
  };
});
