import { CLOCK, FileDownload, Forbidden, Unauthorized, inject, injectable, type Clock, type ServiceGetter, type SessionUser } from '@oj/core';
import { ContestAccess } from '../contest-access';
import { ContestStatus, type Contest } from '../contest.model';
import { contestStatus } from '../contest.rules';
import { BoardAnswerCache } from './board-answer.cache';
import { boardModeFor } from './board-engine';
import { boardCsv } from './board-csv';
import { boardPageOf, withProblemCounts, type BoardPage, type ProblemCounts } from './board-page';
import { wireRow, type WireRow } from './board-wire';
import type { BoardProblem } from './board.types';
import { CONTEST_BOARD, type ContestBoardPort } from './contest-board.port';
import { boardContestOf } from './pg-contest-board';

export interface RankRequest {
  cid: number;
  currentPage?: number;
  limit?: number;
  keyword?: string;
  forceRefresh?: boolean;
  removeStar?: boolean;
  containsEnd?: boolean;
  concernedList?: string[];
}

/** A page of the board plus what the page needs to draw it; the rows' cells compact (board-wire.ts: default fields left out). */
export type RankAnswer = Omit<BoardPage, 'records'> & {
  records: Array<WireRow & { concerned?: true }>;
  /** The columns, with the header counts of this viewer's board (users accepted / users who tried). */
  problems: Array<BoardProblem & { displayTitle: string } & ProblemCounts>;
  /** The viewer sees the board frozen at sealRankTime (later tries are pending). */
  sealed: boolean;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  /** Server clock (ms). */
  now: number;
  /** The viewer is a contest admin (the page offers forceRefresh). */
  admin: boolean;
};

/**
 * The scoreboard calls (02 §2, §7): get-contest-rank for those who may enter the contest, the public
 * get-contest-outside-scoreboard (openRank, not while scheduled), download-contest-rank (CSV, contest admins).
 * Who sees what: contest admins the real board and real names; everyone else the sealed board while the seal
 * holds (03 §4) and real names only when the contest shows them (rankShowName 'realname').
 */
@injectable()
export class BoardService {
  constructor(
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(CONTEST_BOARD) private readonly board: ContestBoardPort,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(BoardAnswerCache) private readonly answers: BoardAnswerCache,
  ) {}

  async rank(request: RankRequest, user: SessionUser | undefined, get: ServiceGetter): Promise<RankAnswer> {
    const now = this.clock.now();
    const { contest, access } = await this.access.enter(request.cid, user, now, get);
    return this.answer(contest, access.admin, request, now);
  }

  async outside(request: RankRequest, user: SessionUser | undefined, get: ServiceGetter): Promise<RankAnswer> {
    const now = this.clock.now();
    const { contest, admin } = await this.access.visible(request.cid, user, get);
    if (!admin) {
      if (!contest.openRank) throw new Forbidden('contest.board.outsideClosed');
      if (contestStatus(contest, now) === ContestStatus.SCHEDULED) throw new Forbidden('contest.notStarted');
    }
    return this.answer(contest, admin, request, now);
  }

  /** Who may follow the board live: those who may read get-contest-rank (`outside`: the outside scoreboard's rule). */
  async watcher(cid: number, outside: boolean, user: SessionUser | undefined, get: ServiceGetter): Promise<{ contest: Contest; admin: boolean; hideRealName: boolean }> {
    const now = this.clock.now();
    let contest: Contest;
    let admin: boolean;
    if (outside) {
      ({ contest, admin } = await this.access.visible(cid, user, get));
      if (!admin) {
        if (!contest.openRank) throw new Forbidden('contest.board.outsideClosed');
        if (contestStatus(contest, now) === ContestStatus.SCHEDULED) throw new Forbidden('contest.notStarted');
      }
    } else {
      if (!user) throw new Unauthorized('contest.loginFirst');
      let access: { admin: boolean };
      ({ contest, access } = await this.access.enter(cid, user, now, get));
      admin = access.admin;
    }
    return { contest, admin, hideRealName: !admin && contest.rankShowName !== 'realname' };
  }

  async download(query: { cid: number; forceRefresh?: boolean; removeStar?: boolean; containEnd?: boolean }, user: SessionUser, get: ServiceGetter): Promise<FileDownload> {
    const { contest, admin } = await this.access.visible(query.cid, user, get);
    if (!admin) throw new Forbidden('contest.board.downloadAdminOnly');
    if (query.forceRefresh) await this.board.rebuild(contest.id);
    const view = await this.board.view(contest.id, { mode: 'real', removeStar: query.removeStar, afterContest: query.containEnd, contest });
    const type = contest.type === 1 ? 1 : 0;
    return new FileDownload(`contest_${contest.id}_rank.csv`, 'text/csv; charset=utf-8', boardCsv(type, view.problems, view.rows, true));
  }

  private async answer(contest: Contest, admin: boolean, request: RankRequest, now: Date): Promise<RankAnswer> {
    if (request.forceRefresh && admin) await this.board.rebuild(contest.id);
    const mode = boardModeFor(boardContestOf(contest), { isAdmin: admin, now: now.getTime() });
    const view = await this.board.view(contest.id, { mode, removeStar: request.removeStar, afterContest: request.containsEnd, contest });
    const hideRealName = !admin && contest.rankShowName !== 'realname';
    const type = contest.type === 1 ? 1 : 0;
    // the same page of the same view within 250 ms: one answer, serialised once (board-answer.cache.ts)
    const key = JSON.stringify([request.currentPage ?? null, request.limit ?? null, request.keyword ?? '', request.concernedList ?? [], hideRealName, admin, mode, type, view.problems]);
    return this.answers.answer(view.rows, key, now.getTime(), () => {
      const asked = { currentPage: request.currentPage, limit: request.limit, keyword: request.keyword, concernedList: request.concernedList, hideRealName };
      const page = boardPageOf(view.rows, asked, (row) => wireRow(row, hideRealName));
      return { ...page, problems: withProblemCounts(view.problems, view.rows), sealed: mode === 'sealed', type, now: now.getTime(), admin };
    });
  }
}
