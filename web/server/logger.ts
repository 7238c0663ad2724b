import { destination as pinoDestination, pino, type Logger } from 'pino';

/** Bytes gathered before a log write: one write per few dozen request lines instead of one each. */
const LOG_BUFFER_BYTES = 4096;
/** A quiet site still gets its lines out within this time. */
const LOG_FLUSH_EVERY_MS = 1000;

/**
 * The site's structured logger (JSON lines, one per request with its id). Writes are buffered and
 * asynchronous, so logging never blocks a request; they are flushed every second, and `flush` runs
 * after start-up, at shutdown and on fatal errors.
 */
export function createLogger(level: string, dest: number | string = 1): { logger: Logger; flush(): void } {
  const destination = pinoDestination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const logger = pino({ level, base: { service: 'oj-web' } }, destination);
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // not open yet, or closed at shutdown: the next tick tries again
    }
  }, LOG_FLUSH_EVERY_MS).unref();
  return {
    logger,
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // nothing buffered, or the destination is already closed
      }
    },
  };
}
