import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AmqpJudgeQueue } from '@oj/adapters';
import { EVENT_BUS, JUDGE_PROTOCOL_VERSION, JudgeRunnerRegistry } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { sharedJudge } from '../../judge-runner/src/testing/shared-judge.js';
import { DiskCache } from '../../judge-runner/src/test-data/disk-cache.js';
import { FileStoreTestDataSource } from '../../judge-runner/src/test-data/test-data-source.js';
import { JudgeWorker } from '../../judge-runner/src/worker/judge-worker.js';
import { login } from './testing/accounts.js';
import { redisUrlOfItsOwn } from './testing/redis-db.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

jest.setTimeout(120_000);

// Two web processes on one database, Redis and RabbitMQ, and one runner: the runner's answer to a
// checker compile may be consumed by the other process's JudgeEventRouter (consumers of the results
// queue compete); it must still reach the process whose admin is waiting, through the event bus.

describe('checker compiles with two web processes', () => {
  let db: TestDatabase;
  let a: TestSite;
  let b: TestSite;
  let queue: AmqpJudgeQueue;
  let worker: JudgeWorker;
  let cacheDir: string;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    // a Redis database of its own: the runner this suite records must not decide other suites' languages
    const env = { ADMIN_PASSWORD: 'root-pass-1', REDIS_URL: redisUrlOfItsOwn(), AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace, TRUST_PROXY: '1' };
    a = await startTestSite(env, db);
    b = await startTestSite(env, db);
    queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    cacheDir = await mkdtemp(join(tmpdir(), 'two-process-data-'));
    worker = new JudgeWorker({
      name: `two-process-runner-${namespace}`, queue, slots: [await sharedJudge()],
      testData: new FileStoreTestDataSource(await DiskCache.open(cacheDir, 1 << 24), a.site.infrastructure.files),
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await worker.start();
    await a.site.container.get(JudgeRunnerRegistry).record({ name: `two-process-runner-${namespace}`, languages: [{ key: 'C', version: 't' }], unavailable: [], slots: 1, busy: 0, load: [0, 0, 0], version: 't' });
  });

  afterAll(async () => {
    await worker?.stop();
    await a?.close();
    await b?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
    await db?.drop();
    // last, once nothing consumes it any more: the namespace's queues go (a running consumer would declare them again)
    await queue?.destroy();
    await queue?.close();
  });

  it('answers every compile in the process that asked, whichever process consumed the runner\'s event', async () => {
    const tokenA = (await login(a, 'root', 'root-pass-1', '10.71.0.1')).token;
    const tokenB = (await login(b, 'root', 'root-pass-1', '10.71.0.2')).token;
    const compile = async (site: TestSite, token: string, n: number) => {
      const res = await fetch(`${site.url}/api/admin/problem/compile-spj?l=en-US`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ language: 'C', code: `int main(void) { return ${n} - ${n}; }\n` }),
      });
      return (await json(res)).msg as string;
    };
    // answers B heard from the other process: their origin is not B's own bus
    const busB = b.site.container.get(EVENT_BUS) as unknown as { origin: string; subscribe: (n: string, h: (e: { origin: string }) => void) => () => void };
    const origins: string[] = [];
    busB.subscribe('judge.checker-compiled', (e) => void origins.push(e.origin));

    // both routers consume once each process has compiled something
    expect(await compile(a, tokenA, 1)).toBe('Compiled Successfully');
    for (let n = 2; n < 10; n++) {
      // the broker hands events to the two consumers in turn, and a compile makes two events (compiling,
      // done): a stray event now and then changes which consumer gets each 'done'
      if (n % 2 === 0) await queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, type: 'compiling', taskId: `stray-${n}`, submissionId: 'stray', attempt: 1, judger: 'test' });
      expect(await compile(b, tokenB, n)).toBe('Compiled Successfully');
    }
    expect(origins.some((o) => o !== busB.origin)).toBe(true);
  });
});
