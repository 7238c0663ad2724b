import { CLOCK, LOGGER, subscribe, type BackgroundService } from '@oj/core';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';

/** How often a process looks for a rated contest that became due (ended, unsealed) or dirty (rejudged). */
export const RATING_CHECK_MS = 10_000;

/** Checks every RATING_CHECK_MS whether the ratings must be recomputed; several processes doing so write the same rows. */
export const ratingBackground: BackgroundService = {
  id: 'contests.ratings',
  async start(get) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() => get(RatingService).refresh()).catch((error: unknown) => get(LOGGER).warn({ err: error }, 'ratings failed to recompute'));
    }, RATING_CHECK_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};

/** A status change of a submission of a computed rated contest (a rejudge) makes its ratings due again. */
export const ratingSubscribers = [
  subscribe('submission.changed', ({ payload }, get) => (payload.cid ? get(RatingRepository).markDirty(payload.cid, get(CLOCK).now()) : undefined)),
];
