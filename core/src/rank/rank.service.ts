import { injectable } from 'inversify';
import { pageOf, pageRequest, type Page } from '../shared/paging';
import { RANK_PAGE_SIZE, type RankRow, type RankType } from './rank.model';

/** What a ranking page asks for. */
export interface RankListRequest {
  type: RankType;
  currentPage?: number;
  limit?: number;
  searchUser?: string;
}

/**
 * The site rankings (02 §2: /acm-rank, /oi-rank). Rows come from judged submissions, which the
 * submissions issue brings; until then every page is empty, with the paging the client asked for.
 */
@injectable()
export class RankService {
  list(request: RankListRequest): Page<RankRow> {
    return pageOf<RankRow>([], 0, pageRequest(request.currentPage, request.limit, RANK_PAGE_SIZE));
  }
}
