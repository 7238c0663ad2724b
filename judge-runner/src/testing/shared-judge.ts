import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJudge, type LocalJudge } from '../local-judge';

/**
 * One local judge per test process. The cache (precompiled headers, checkers) is shared with the
 * oj-judge command's default, so a machine builds the headers once; work folders are per process.
 */
let shared: Promise<LocalJudge> | undefined;

export function sharedJudge(): Promise<LocalJudge> {
  shared ??= createLocalJudge({
    workRoot: join(tmpdir(), 'oj-judge-test', `worker-${process.env.JEST_WORKER_ID ?? '0'}`),
    cacheDir: process.env.JUDGE_CACHE_DIR ?? join(tmpdir(), 'oj-judge-cache'),
    // each jest worker is its own slot: no two concurrent runs share a uid
    slot: Number(process.env.JEST_WORKER_ID ?? '0'),
  });
  return shared;
}

/** Where the data-driven judge test suite lives (judge-runner/testsuite). */
export const TESTSUITE_DIR = join(__dirname, '..', '..', 'testsuite');
