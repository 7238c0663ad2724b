import { inject, injectable, NotFound, pageRequest, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import type { Contest } from '../contest.model';
import { BoardRepository } from '../board/board.repository';
import { ContestAcInfoRepository, type AcInfoRecord, type AcInfoScope } from './ac-info.repository';
import { LiveAccess } from './live-access';
import { LIVE_LIMITS } from './live.rules';

/**
 * The balloon runners' helper (02 §2 "Contest admin helper", ACM, contest admins): every first accepted
 * submission per user and problem, made while the contest ran, with First Blood or Accepted and the checked
 * mark; not-yet-checked ones first. Read from the submissions each time, so rejudged verdicts show at once.
 */
@injectable()
export class ContestAcInfoService {
  constructor(
    @inject(LiveAccess) private readonly live: LiveAccess,
    @inject(ContestAcInfoRepository) private readonly acInfo: ContestAcInfoRepository,
    @inject(BoardRepository) private readonly board: BoardRepository,
  ) {}

  /** `get-contest-ac-info`: 20 a page. */
  async list(input: { cid: number; currentPage?: number; limit?: number }, user: SessionUser, get: ServiceGetter): Promise<Page<AcInfoRecord>> {
    const contest = await this.live.contestAdmin(input.cid, user, get, { acmOnly: true });
    return this.acInfo.page(await this.scopeOf(contest), pageRequest(input.currentPage, input.limit, LIVE_LIMITS.acInfoPageSize));
  }

  /** `check-contest-ac-info`: sets the balloon's checked mark (02 §4: it toggles with the check action). */
  async check(input: { id: number; cid: number; checked: boolean }, user: SessionUser, get: ServiceGetter): Promise<void> {
    const contest = await this.live.contestAdmin(input.cid, user, get, { acmOnly: true });
    if (!(await this.acInfo.isAccepted(contest.id, input.id))) throw new NotFound('contest.acInfo.notFound');
    await this.acInfo.setChecked(contest.id, input.id, input.checked);
  }

  private async scopeOf(contest: Contest): Promise<AcInfoScope> {
    return {
      cid: contest.id, startTime: new Date(contest.startTime), endTime: new Date(contest.endTime),
      // the same people the board leaves out: their accepted tests are no balloons
      excludeUids: [contest.uid, ...(await this.board.superAdminUids())],
      stars: contest.starAccount.map((s) => s.trim()).filter(Boolean),
    };
  }
}
