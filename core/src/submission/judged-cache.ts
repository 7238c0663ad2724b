import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';

/** Bumped on every 'submission.judged'; cached figures live under the generation they were read in. */
const GENERATION_KEY = 'submission-stats:generation';

/**
 * Figures read from judged submissions (rankings, the 7-day AC rank), kept in the CACHE port until they
 * expire or a verdict lands. A verdict in any web process reaches every process through the event bus;
 * each bumps the shared generation, so entries of older generations are simply never read again.
 */
@injectable()
export class JudgedCache {
  constructor(
    @inject(CACHE) private readonly cache: Cache,
    @inject(EVENT_BUS) events: EventBus,
  ) {
    events.subscribe('submission.judged', async () => {
      await this.cache.increment(GENERATION_KEY);
    });
  }

  /** The cached value of `key`, or `load()` stored for `ttlSeconds` (until the next verdict); `fresh` reads it anew. */
  async remember<T>(key: string, ttlSeconds: number, load: () => Promise<T>, fresh = false): Promise<T> {
    const generation = (await this.cache.get<number>(GENERATION_KEY)) ?? 0;
    const full = `submission-stats:${generation}:${key}`;
    const hit = fresh ? undefined : await this.cache.get<T>(full);
    if (hit !== undefined) return hit;
    const value = await load();
    await this.cache.set(full, value, ttlSeconds);
    return value;
  }
}
