import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeRunnerRegistry, type JudgeQueue } from '@oj/core';
import { sharedJudge } from '../../../judge-runner/src/testing/shared-judge.js';
import { DiskCache } from '../../../judge-runner/src/test-data/disk-cache.js';
import { FileStoreTestDataSource } from '../../../judge-runner/src/test-data/test-data-source.js';
import { JudgeWorker } from '../../../judge-runner/src/worker/judge-worker.js';
import type { TestSite } from './test-site.js';

/** A judge runner in the test process, on the site's own queue and file store (no process, no heartbeat of its own). */
export interface InProcessRunner {
  worker: JudgeWorker;
  /**
   * Says it is online, as its heartbeat would (a runner counts as online for 20 s after one): call it before
   * each step that needs a runner, since a slow machine's earlier steps can take longer than that.
   */
  online(): Promise<void>;
  stop(): Promise<void>;
}

const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Starts a runner for `t` with the judge-runner tests' shared sandbox slot; it compiles checkers and judges. */
export async function startInProcessRunner(t: TestSite, name: string): Promise<InProcessRunner> {
  const cacheDir = await mkdtemp(join(tmpdir(), `${name}-data-`));
  const testData = new FileStoreTestDataSource(await DiskCache.open(cacheDir, 1 << 24), t.site.infrastructure.files);
  const worker = new JudgeWorker({ name, queue: t.site.infrastructure.judgeQueue as JudgeQueue, slots: [await sharedJudge()], testData, logger: QUIET });
  await worker.start();
  const registry = t.site.container.get(JudgeRunnerRegistry);
  return {
    worker,
    online: () => registry.record({ name, languages: [{ key: 'C', version: 'test' }, { key: 'C++', version: 'test' }], unavailable: [], slots: 1, busy: 0, load: [0, 0, 0], version: 'test' }),
    async stop() {
      await worker.stop();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
