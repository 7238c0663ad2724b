import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import type { ServiceGetter } from '../plugin/background-services';
import type { ExtensionPoint, Extension } from '../plugin/extension-point';

/** One rated contest in a user's history (the /user-home chart's points). */
export interface RatingHistoryPoint {
  /** The contest (its id and title, and when it ended: the chart's x axis). */
  cid: number;
  title: string;
  endTime: string;
  /** The user's place in it and the rating before and after. */
  rank: number;
  oldRating: number;
  newRating: number;
}

/**
 * Where the site's ratings come from (issue 21 item 8): the core's /user-home, /acm-rank, /oi-rank and profile
 * show a rating only through this point; the contests plugin fills it. Without a filler every rating is null.
 */
export interface RatingProvider extends Extension {
  /** The current rating of each of these users who has one (users without a rated contest are left out). */
  ratings(request: { uids: readonly string[]; get: ServiceGetter }): Promise<Map<string, number>>;
  /** A user's rated contests, oldest first. */
  history(request: { uid: string; get: ServiceGetter }): Promise<RatingHistoryPoint[]>;
}

/** The rating providers the enabled plugins registered (the site binds its extension point here). */
export const RATING_PROVIDERS: ServiceIdentifier<ExtensionPoint<RatingProvider>> = Symbol.for('oj.RatingProviders');

/** The site's container, for the providers (their extensions are plain objects that read their own services). */
export const RATING_SERVICES: ServiceIdentifier<ServiceGetter> = Symbol.for('oj.RatingServices');

/** Reads ratings through the first registered provider (one is enough; a second would be a site's choice to make). */
@injectable()
export class Ratings {
  constructor(
    @inject(RATING_PROVIDERS) @optional() private readonly providers?: ExtensionPoint<RatingProvider>,
    @inject(RATING_SERVICES) @optional() private readonly get?: ServiceGetter,
  ) {}

  private provider(): RatingProvider | undefined {
    return this.get ? this.providers?.list()[0] : undefined;
  }

  async of(uids: readonly string[]): Promise<Map<string, number>> {
    const provider = this.provider();
    if (!provider || uids.length === 0) return new Map();
    return provider.ratings({ uids, get: this.get as ServiceGetter });
  }

  async one(uid: string): Promise<number | null> {
    return (await this.of([uid])).get(uid) ?? null;
  }

  async history(uid: string): Promise<RatingHistoryPoint[]> {
    return (await this.provider()?.history({ uid, get: this.get as ServiceGetter })) ?? [];
  }
}
