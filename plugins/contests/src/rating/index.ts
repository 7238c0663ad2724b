import type { ContainerModule } from '@oj/core';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';

export { ratingMigrations } from './rating.migrations';
export { ratingRoutes } from './rating.routes';
export { ratingMessages } from './rating.messages';
export { contestRatingProvider } from './rating.provider';
export { ratingBackground, ratingSubscribers } from './rating.background';
export { RatingService, ratingDue } from './rating.service';
export { RatingRepository } from './rating.repository';

/** The rating services in the plugin's container. */
export function bindRatings(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  bind(RatingRepository).toSelf();
  bind(RatingService).toSelf();
}
