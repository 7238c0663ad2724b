import type { ServiceIdentifier } from '@oj/core';
import { REQUEST_TIMEOUT_MS } from './http/remote-http';
import type { JudgeData } from './judges/judge-adapter';

/**
 * The timing of the remote work. Production uses each judge's published pace and the defaults below;
 * the plugin's tests make a manifest with a faster one (`remoteJudgesPlugin({ tuning })`), so they need
 * neither minutes nor changed data.
 */
export interface RemoteJudgeTuning {
  /** Least time between two requests of an account, from the judge's data. */
  minIntervalMs(data: JudgeData): number;
  /** First wait before polling a run, and the longest between two polls (the wait grows by half each time). */
  firstPollMs: number;
  maxPollMs: number;
  /** Polls in a row that may fail for a passing reason (no answer, 5xx) before the run is given up. */
  maxPassingFailures: number;
  /** How often a worker waiting for a free account asks again. */
  accountRetryMs: number;
  /** Tasks each judge's line hands one process at once (its workers). */
  workersPerJudge: number;
  /** How long one request to a judge may take. */
  requestTimeoutMs: number;
}

export const DEFAULT_TUNING: RemoteJudgeTuning = {
  minIntervalMs: (data) => data.rate.minIntervalMs,
  firstPollMs: 1_000,
  maxPollMs: 10_000,
  maxPassingFailures: 5,
  accountRetryMs: 1_000,
  workersPerJudge: 4,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
};

export const REMOTE_JUDGE_TUNING: ServiceIdentifier<RemoteJudgeTuning> = Symbol.for('oj.remote-judges.Tuning');
