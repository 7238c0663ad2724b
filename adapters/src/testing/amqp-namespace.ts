import { AmqpJudgeQueue } from '../queue/amqp-judge-queue';
import { AmqpRemoteJudgeQueue } from '../queue/remote/amqp-remote-judge-queue';
import { testUrls } from './service-urls';

/** Deletes what sites under `namespace` declared on the test broker: the judge queues and the remote judges' lines of `judges`. */
export async function deleteAmqpNamespace(namespace: string, judges: readonly string[] = []): Promise<void> {
  const remote = await AmqpRemoteJudgeQueue.open(testUrls.amqp(), { namespace });
  await remote.destroy(judges);
  await remote.close();
  const judge = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
  await judge.destroy();
  await judge.close();
}
