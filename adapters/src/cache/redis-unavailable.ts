import { ReplyError } from 'ioredis';
import { ServiceUnavailable } from '@oj/core';

/** Error replies by which a running Redis says "not now" rather than "wrong command". */
const TRANSIENT_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;

/**
 * What a failed Redis call becomes: when Redis cannot answer (away, stalled, loading) a ServiceUnavailable,
 * which the API answers with 503 instead of a bare 500. An error reply to a wrong command (e.g. INCR on
 * text) stays as it is: that is a bug, not an outage.
 */
export function redisFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ReplyError && !TRANSIENT_REPLY.test(message)) return error;
  return new ServiceUnavailable('error.unavailable', { reason: `Redis: ${message}` });
}

/** Runs a Redis call, turning its failure into `redisFailure(error)`. */
export async function whileRedisUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw redisFailure(error);
  }
}
