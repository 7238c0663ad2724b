import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AmqpJudgeQueue } from '@oj/adapters';
import { JUDGE_PROTOCOL_VERSION, JudgeRunnerRegistry, JudgeStatus, type JudgeEvent, type TestDataManifest } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { RunnerProcess } from './testing/runner-process.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// `npm run judge-runner` as an operator runs it: a separate process that takes tasks from RabbitMQ, fetches
// test data from the site over HTTP with signed tokens, and beats its heart to the site. Needs `npm run build`.
const SECRET = 'remote-runner-test-secret';
/** A first start self-tests every language (RunnerProcess waits up to 5 minutes). */
const READY_TIMEOUT_MS = 300_000;

jest.setTimeout(READY_TIMEOUT_MS + 60_000);

describe('a remote judge runner', () => {
  let t: TestSite;
  let runner: RunnerProcess;
  let queue: AmqpJudgeQueue;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;

  beforeAll(async () => {
    t = await startTestSite({ JUDGE_SECRET: SECRET });
    queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    runner = new RunnerProcess('remote-test', {
      AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace, SITE_URL: t.url, JUDGE_SECRET: SECRET, JUDGE_NAME: 'remote-test', JUDGE_SLOTS: '1',
      // kept between test runs: the languages' self-test results are cached by toolchain version
      JUDGE_WORK_DIR: join(tmpdir(), 'oj-remote-runner-test'), DATA_DIR: join(tmpdir(), 'oj-remote-runner-test'),
    });
    await runner.start();
  }, READY_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await runner?.stop();
    await t?.close();
    // last, once nothing consumes it any more: the namespace's queues go (a running consumer would declare them again)
    await queue?.destroy();
    await queue?.close();
  });

  it('judges a task from the queue with test data fetched from the site, and reports to the site', async () => {
    const files = t.site.infrastructure.files;
    const put = async (text: string) => (await files.put(Buffer.from(text), { maxBytes: 1 << 20 })).hash;
    const manifest: TestDataManifest = {
      v: 1, type: 'ACM', ioScore: 0, caseMode: 'default',
      cases: [
        { caseId: 1, input: await put('1 2\n'), output: await put('3\n'), score: 0, groupNum: 1 },
        { caseId: 2, input: await put('100 200\n'), output: await put('300\n'), score: 0, groupNum: 1 },
      ],
    };
    const dataVersion = await put(JSON.stringify(manifest));
    const submissionId = randomUUID();
    const done = new Promise<Extract<JudgeEvent, { type: 'done' }>>((resolve) => {
      void queue.consumeEvents(async (d) => {
        await d.ack();
        if (d.event.submissionId === submissionId && d.event.type === 'done') resolve(d.event);
      });
    });
    await queue.enqueue(
      {
        v: JUDGE_PROTOCOL_VERSION, taskId: randomUUID(), kind: 'submission', submissionId, attempt: 1, language: 'C With O2',
        code: '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
        problem: { pid: 1, limits: { timeLimitMs: 1000, memoryLimitMb: 128, stackLimitMb: 64 }, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: true, dataVersion },
        enqueuedAt: Date.now(),
      },
      'practice',
    );
    const result = await done;
    expect(result).toMatchObject({ status: JudgeStatus.ACCEPTED, judger: 'remote-test' });
    expect(result.cases).toHaveLength(2);
    // its heartbeat reached the site
    const runners = await t.site.container.get(JudgeRunnerRegistry).list();
    expect(runners).toEqual([expect.objectContaining({ name: 'remote-test', healthy: true, slots: 1 })]);
    expect(runners[0].languages.map((l) => l.key)).toContain('C With O2');
  });

  it('stops on SIGTERM after finishing what it holds', async () => {
    expect(await runner.stop()).toBe(0);
  });
});
