import { CLOCK, inject, injectable, type Clock, type ServiceGetter, type SessionUser } from '@oj/core';
import { BoardRepository } from '../board/board.repository';
import { CONTEST_BOARD, type ContestBoardPort } from '../board/contest-board.port';
import { contestStatus } from '../contest.rules';
import { LiveAccess } from './live-access';
import { medalDefaults, type MedalCounts } from './live.rules';

/** `get-contest-scroll-board-info`: what the configuration page and the reveal need besides the submissions. */
export interface ScrollBoardInfo {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  /** The reveal starts from the board as it stood here; null: no seal, nothing is pending. */
  sealRankTime: string | null;
  status: -1 | 0 | 1;
  now: number;
  problemList: Array<{ displayId: string; displayTitle: string; color: string | null }>;
  starUserList: string[];
  /** Participants on the real board who are not stars (02 §5: the medal percentages are of these). */
  rankedTotal: number;
  /** 10/20/30 % of rankedTotal, rounded down. */
  medals: MedalCounts;
}

/** One counted submission for the reveal (ACM). */
export interface ScrollBoardSubmission {
  submitId: number;
  uid: string;
  username: string;
  /** The name the contest's rankShowName picks (the scroll board is for contest admins: real names included). */
  showName: string;
  realname: string;
  school: string;
  displayId: string;
  /** The judge status (0 Accepted; 5–9 and -5 still without a result). */
  status: number;
  /** ms since epoch. */
  submitTime: number;
  /** Seconds from the start (the ACM penalty's clock). */
  time: number;
  isStar: boolean;
}

// the board engine's rule (board-engine.ts kindOf): compile and system errors, cancelled, failed and unsubmitted never count
const NEVER_COUNTED = new Set([-2, 4, -4, 10, -10]);

/**
 * The scroll board (02 §2 ScrollBoard, ACM, contest admins): the data of the resolver-style reveal. The page
 * replays the submissions: before sealRankTime as they were, later ones pending, then reveals them from the
 * bottom of the board up; the final table equals the real board (same counting rules: in-contest
 * submissions of the contest's problems by users on the board).
 */
@injectable()
export class ScrollBoardService {
  constructor(
    @inject(LiveAccess) private readonly live: LiveAccess,
    @inject(BoardRepository) private readonly repository: BoardRepository,
    @inject(CONTEST_BOARD) private readonly board: ContestBoardPort,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async info(cid: number, user: SessionUser, get: ServiceGetter): Promise<ScrollBoardInfo> {
    const contest = await this.live.contestAdmin(cid, user, get, { acmOnly: true });
    const [problems, view] = await Promise.all([this.repository.problems(contest.id), this.board.view(contest.id, { mode: 'real', contest })]);
    const rankedTotal = view.rows.filter((row) => !row.isStar).length;
    const now = this.clock.now();
    return {
      id: contest.id, title: contest.title, startTime: contest.startTime, endTime: contest.endTime,
      sealRankTime: contest.sealRank && contest.sealRankTime ? contest.sealRankTime : null,
      status: contestStatus(contest, now), now: now.getTime(),
      problemList: problems.map((p) => ({ displayId: p.displayId, displayTitle: p.displayTitle, color: p.color })),
      starUserList: contest.starAccount.map((s) => s.trim()).filter(Boolean),
      rankedTotal, medals: medalDefaults(rankedTotal),
    };
  }

  async submissions(cid: number, removeStar: boolean, user: SessionUser, get: ServiceGetter): Promise<ScrollBoardSubmission[]> {
    const contest = await this.live.contestAdmin(cid, user, get, { acmOnly: true });
    const start = new Date(contest.startTime).getTime();
    const end = new Date(contest.endTime).getTime();
    const [problems, rows, superAdmins] = await Promise.all([this.repository.problems(contest.id), this.repository.submissions(contest.id), this.repository.superAdminUids()]);
    const labelOf = new Map(problems.map((p) => [p.pid, p.displayId]));
    const excluded = new Set([contest.uid, ...superAdmins]);
    const counted = rows.filter((s) => labelOf.has(s.pid) && s.submitTime >= start && s.submitTime < end && !excluded.has(s.uid) && !NEVER_COUNTED.has(s.status));
    const users = new Map((await this.repository.users([...new Set(counted.map((s) => s.uid))])).map((u) => [u.uid, u]));
    const stars = new Set(contest.starAccount.map((s) => s.trim()).filter(Boolean));
    const answer: ScrollBoardSubmission[] = [];
    for (const s of counted) {
      const u = users.get(s.uid);
      if (!u) continue;
      const isStar = stars.has(u.username);
      if (removeStar && isStar) continue;
      const realname = u.realname ?? '';
      const showName = contest.rankShowName === 'realname' ? realname || u.username : contest.rankShowName === 'nickname' ? u.nickname || u.username : u.username;
      answer.push({
        submitId: s.submitId, uid: s.uid, username: u.username, showName, realname, school: u.school ?? '', displayId: labelOf.get(s.pid) as string,
        status: s.status, submitTime: s.submitTime, time: Math.max(0, Math.floor((s.submitTime - start) / 1000)), isStar,
      });
    }
    return answer.sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
  }
}
