import type { RatingProvider } from '@oj/core';
import { RatingRepository } from './rating.repository';

/** The contests plugin's filler of the core's `ratingProvider` point: ratings from its rated contests. */
export const contestRatingProvider: RatingProvider = {
  id: 'contests',
  ratings: ({ uids, get }) => get(RatingRepository).current(uids),
  history: ({ uid, get }) => get(RatingRepository).history(uid),
};
