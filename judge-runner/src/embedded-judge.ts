import { join, resolve } from 'node:path';
import type { FileStore, JudgeQueue, JudgeRunnerStatus } from '@oj/core';
import { createJudgeSlots } from './judge-slots';
import { selfTestLanguages } from './judge/self-test';
import { DiskCache } from './test-data/disk-cache';
import { FileStoreTestDataSource } from './test-data/test-data-source';
import { runnerStatus, startHeartbeat } from './worker/heartbeat';
import { JudgeWorker, type WorkerLogger } from './worker/judge-worker';

const TEST_DATA_CACHE_BYTES = 1024 ** 3;

export type EmbeddedJudgeState = { state: 'starting' } | { state: 'ready'; languages: number; unavailable: string[] } | { state: 'down'; reason: string };

export interface EmbeddedJudge {
  state(): EmbeddedJudgeState;
  stop(): Promise<void>;
}

/**
 * The judge inside the site's process (JUDGE_MODE=embedded): the same worker as a runner process, fed by
 * the site's queue, reading test data from the site's own store, recording its heartbeat directly.
 * It starts in the background; if this host cannot judge (not root, no bubblewrap, no cgroups), the
 * site still runs and /api/health says why.
 */
export function startEmbeddedJudge(options: {
  name: string;
  queue: JudgeQueue;
  files: FileStore;
  slots: number;
  workDir: string;
  testlibDir?: string;
  record: (status: JudgeRunnerStatus) => Promise<void>;
  logger: WorkerLogger;
}): EmbeddedJudge {
  let state: EmbeddedJudgeState = { state: 'starting' };
  let worker: JudgeWorker | undefined;
  let stopBeating: (() => void) | undefined;
  let stopped = false;
  const started = (async () => {
    try {
      const workDir = resolve(options.workDir);
      const slots = await createJudgeSlots({ slots: options.slots, workDir, testlibDir: options.testlibDir });
      if (stopped) return;
      for (const hint of slots[0].hints) options.logger.warn({ hint }, 'judge host tuning');
      const cache = await DiskCache.open(join(workDir, 'test-data'), TEST_DATA_CACHE_BYTES);
      worker = new JudgeWorker({ name: options.name, queue: options.queue, slots, testData: new FileStoreTestDataSource(cache, options.files), logger: options.logger });
      await worker.start();
      const languages = slots[0].languages;
      state = { state: 'ready', languages: languages.available().length, unavailable: languages.all().filter((l) => !l.available).map((l) => l.definition.key) };
      const current = worker;
      stopBeating = startHeartbeat(() => options.record(runnerStatus(options.name, languages, current.slots, current.busy, 'embedded')), (error) =>
        options.logger.warn({ err: error.message }, 'heartbeat failed'),
      );
      options.logger.info({ slots: slots.length, languages: state.languages }, 'embedded judge ready');
      // in the background: a language that fails its A+B is then reported unavailable
      await selfTestLanguages(slots[0].judge, languages, slots[0].cacheDir, () => stopped);
      if (!stopped) state = { state: 'ready', languages: languages.available().length, unavailable: languages.all().filter((l) => !l.available).map((l) => l.definition.key) };
    } catch (error) {
      state = { state: 'down', reason: (error as Error).message };
      options.logger.warn({ reason: (error as Error).message }, 'the embedded judge cannot start: submissions wait in the queue');
    }
  })();
  return {
    state: () => state,
    async stop() {
      stopped = true;
      await started;
      stopBeating?.();
      await worker?.stop();
    },
  };
}
