import { inject, injectable } from 'inversify';
import { pageOf, pageRequest, type Page } from '../shared/paging';
import { JudgedCache } from '../submission/judged-cache';
import { SUBMISSION_STATS, type SubmissionStats } from '../submission/submission-stats.port';
import { RANK_PAGE_SIZE, type RankRow, type RankType } from './rank.model';
import { Ratings } from './rating-provider';

/** What a ranking page asks for. */
export interface RankListRequest {
  type: RankType;
  currentPage?: number;
  limit?: number;
  searchUser?: string;
}

/** A ranking page is re-read at most every minute, and at once after any verdict. */
export const RANK_CACHE_TTL_SECONDS = 60;

/**
 * The site rankings (02 §2: /acm-rank, /oi-rank) from the users' records outside contests: ACM by
 * solved count desc then submissions asc, OI by summed best OI rank score desc then solved desc.
 * Only users with at least one judged submission appear.
 */
@injectable()
export class RankService {
  constructor(
    @inject(SUBMISSION_STATS) private readonly stats: SubmissionStats,
    @inject(JudgedCache) private readonly judged: JudgedCache,
    @inject(Ratings) private readonly ratings: Ratings,
  ) {}

  async list(request: RankListRequest): Promise<Page<RankRow>> {
    const page = pageRequest(request.currentPage, request.limit, RANK_PAGE_SIZE);
    const search = request.searchUser?.trim() || undefined;
    const key = `rank:${request.type}:${page.currentPage}:${page.limit}:${search ?? ''}`;
    const { rows, total } = await this.judged.remember(key, RANK_CACHE_TTL_SECONDS, () => this.stats.rankPage(request.type, search, page));
    // ratings come through the ratingProvider point, read after the cache: a rated contest's result shows at once
    const ratings = await this.ratings.of(rows.map((r) => r.uid));
    return pageOf(rows.map((r) => ({ ...r, rating: ratings.get(r.uid) ?? null })), total, page);
  }
}
