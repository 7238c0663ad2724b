import { Redis, type RedisOptions } from 'ioredis';

/** Longest wait between reconnection attempts: Redis back within a second of its return. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/** A command that gets no answer in this time fails (no request hangs on a dead Redis). */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A Redis connection that fails fast while Redis is away (no offline queue, bounded command time)
 * and reconnects by itself forever with a capped backoff.
 */
export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), MAX_RECONNECT_DELAY_MS),
    ...options,
  });
  // errors are reported through health checks and failed calls; an unhandled 'error' event would crash
  client.on('error', () => {});
  return client;
}

/** Resolves once the client is ready (or rejects after `timeoutMs`). */
export function whenReady(client: Redis, timeoutMs = 5_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis not ready within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}
