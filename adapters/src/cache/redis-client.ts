import { Redis, type RedisOptions } from 'ioredis';

/** First wait between reconnection attempts; it doubles up to the cap below. */
const FIRST_RECONNECT_DELAY_MS = 50;
/** Longest wait between reconnection attempts: the adapters work again within a second of Redis's return. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/**
 * A command without an answer in this time fails. Every command of the adapters is O(1) on small values,
 * so a second means Redis is stalled (paused, swapping, network gone without a reset), not busy.
 */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** Default wait of `whenReady`. */
const READY_TIMEOUT_MS = 5_000;
/** How long `closeRedisClient` lets QUIT finish before dropping the socket. */
const QUIT_TIMEOUT_MS = 500;

/** The reconnection delay after `attempt` failed attempts (1, 2, ...): doubling, capped at a second. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(FIRST_RECONNECT_DELAY_MS * 2 ** Math.min(Math.max(attempt - 1, 0), 16), MAX_RECONNECT_DELAY_MS);
}

/**
 * A Redis connection for the adapters: it fails fast while Redis is away (no offline queue, no retries of
 * a command, a bounded command time) and reconnects by itself forever with a capped backoff. Subscriptions
 * are not renewed after a reconnect by the client: whoever subscribes does it on each 'ready' (RedisEventBus does).
 */
export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // RedisEventBus subscribes again itself: ioredis's re-subscription leaves a failed SUBSCRIBE as an
    // unhandled rejection, which ends the process if Redis drops the connection right after reconnecting
    autoResubscribe: false,
    retryStrategy: reconnectDelayMs,
    ...options,
  });
  // errors surface through failed calls and health checks; an 'error' event without a listener would crash
  client.on('error', () => {});
  return client;
}

/** Resolves once the client is ready (or rejects after `timeoutMs`; the client keeps reconnecting). */
export function whenReady(client: Redis, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis not ready within ${timeoutMs} ms (connection is ${client.status})`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

/** Ends a client for good: QUIT when connected (pending replies arrive), else at once; never waits long. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([client.quit().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, QUIT_TIMEOUT_MS)))]);
    clearTimeout(timer);
  }
  client.disconnect();
}
