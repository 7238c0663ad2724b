import { CLOCK, Forbidden, inject, injectable, ValidationError, type Clock, type ServiceGetter, type SessionUser } from '@oj/core';
import { boardPage, withProblemCounts } from '../board/board-page';
import { boardModeFor } from '../board/board-engine';
import { BoardRepository } from '../board/board.repository';
import { boardContestOf } from '../board/pg-contest-board';
import { ContestAccess } from '../contest-access';
import { contestReadGranted } from '../contest-read-rule';
import { ContestStatus, type Contest } from '../contest.model';
import { contestStatus } from '../contest.rules';
import { nextMoment, virtualElapsed, withRun } from './virtual-board';
import { VirtualBoardCache } from './virtual-board.cache';
import { VirtualRunRepository, type VirtualRun } from './virtual.repository';

/** What get-virtual-contest answers: the caller's run (null before starting one) on the server's clock. */
export interface VirtualRunView {
  run: null | { startedAt: number; endsAt: number; elapsed: number; running: boolean };
  /** Whether the caller may start a run now (the contest has ended, access, none started yet). */
  canStart: boolean;
  /** Why not, as a message key, when canStart is false and there is no run. */
  refusal?: string;
  duration: number;
  now: number;
}

/**
 * Virtual participation (issue 21 item 7): after the end, a user with access (get-contest-access's rule) starts
 * one run on their own clock; it lasts the contest's length. Their submissions are ordinary contest rows made
 * after the end (judged normally; invisible to the real board, AC info and ratings, which read rows before the
 * end); their board is the real one as it stood at the same elapsed time with their row beside it.
 */
@injectable()
export class VirtualContestService {
  constructor(
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(VirtualRunRepository) private readonly runs: VirtualRunRepository,
    @inject(BoardRepository) private readonly board: BoardRepository,
    @inject(VirtualBoardCache) private readonly boards: VirtualBoardCache,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async info(cid: number, user: SessionUser, get: ServiceGetter): Promise<VirtualRunView> {
    const now = this.clock.now();
    const { contest, admin } = await this.access.visible(cid, user, get);
    const run = await this.runs.find(contest.id, user.uid);
    const refusal = run ? 'contest.virtual.already' : await this.refusal(contest, user, admin, now);
    return { run: run ? this.viewOf(run, now.getTime()) : null, canStart: !refusal, ...(refusal && !run ? { refusal } : {}), duration: this.durationMs(contest), now: now.getTime() };
  }

  async start(cid: number, user: SessionUser, get: ServiceGetter): Promise<VirtualRunView> {
    const now = this.clock.now();
    const { contest, admin } = await this.access.visible(cid, user, get);
    const refusal = await this.refusal(contest, user, admin, now);
    if (refusal === 'contest.virtual.notEnded') throw new ValidationError(refusal);
    if (refusal) throw new Forbidden(refusal);
    const run = await this.runs.start(contest.id, user.uid, now, new Date(now.getTime() + this.durationMs(contest)));
    if (!run) throw new ValidationError('contest.virtual.already');
    return { run: this.viewOf(run, now.getTime()), canStart: false, duration: this.durationMs(contest), now: now.getTime() };
  }

  /** The board of the caller's run, paged as get-contest-rank (the caller's row marked `virtual` and sent again as `virtualRow`). */
  async rank(request: { cid: number; currentPage?: number; limit?: number; keyword?: string }, user: SessionUser, get: ServiceGetter) {
    const now = this.clock.now().getTime();
    const { contest, admin, run } = await this.runOf(request.cid, user, get);
    const board = await this.boardOf(contest, admin, run, user, now);
    const hideRealName = !admin && contest.rankShowName !== 'realname';
    const page = boardPage(board.rows, { currentPage: request.currentPage, limit: request.limit, keyword: request.keyword, hideRealName });
    return {
      ...page, problems: board.problems, virtualRow: board.mine, sealed: board.mode === 'sealed', type: contest.type === 1 ? 1 : 0, elapsed: board.elapsed,
      run: this.viewOf(run, now), now,
    };
  }

  /** The caller's run of a contest they may see (the virtual board stream opens on it); refused as get-virtual-contest-rank. */
  async runOf(cid: number, user: SessionUser, get: ServiceGetter): Promise<{ contest: Contest; admin: boolean; run: VirtualRun }> {
    const { contest, admin } = await this.access.visible(cid, user, get);
    const run = await this.runs.find(contest.id, user.uid);
    if (!run) throw new Forbidden('contest.virtual.notStarted');
    return { contest, admin, run };
  }

  /**
   * The run's whole board at `now` (real clock, ms): its rows, mode, column counts, the run's own row, and
   * `nextChangeAt` — the real time at which the clock alone may change it next (a real submission's elapsed
   * time passed, the seal beginning, the run's end), undefined once the run is over.
   */
  async boardOf(contest: Contest, admin: boolean, run: VirtualRun, user: { uid: string; username: string }, now: number) {
    const runClock = { uid: user.uid, startedAt: run.startedAt.getTime(), endsAt: run.endsAt.getTime() };
    // the real board is kept per elapsed second (VirtualBoardCache), shared by every run of the contest
    const elapsed = virtualElapsed(runClock, now);
    const second = Math.floor(elapsed / 1000);
    const [base, runRecords, [me]] = await Promise.all([this.boards.base(contest.id), this.runs.runSubmissions(run), this.board.users([user.uid])]);
    const settings = { ...boardContestOf(contest), excludeUids: [contest.uid, ...base.superAdmins] };
    const virtualNow = settings.startTime + second * 1000;
    const mode = boardModeFor(settings, { isAdmin: admin, now: virtualNow });
    const real = await this.boards.resultsAt(contest.id, settings, second, mode);
    const { problems } = base;
    const displayOf = new Map(problems.map((p) => [p.pid, p.displayId]));
    const runFacts = runRecords.filter((r) => displayOf.has(r.pid)).map((r) => ({ ...r, displayId: displayOf.get(r.pid)! }));
    const rows = withRun({ contest: settings, problems, real, user: me ?? { uid: user.uid, username: user.username }, runFacts, run: runClock, now, mode });
    const next = nextMoment(base.times, settings, virtualNow);
    return {
      rows, mode, elapsed, mine: rows.find((r) => r.uid === user.uid) ?? null,
      problems: withProblemCounts(problems.map((p) => ({ displayId: p.displayId, displayTitle: p.displayTitle, color: p.color })), rows),
      nextChangeAt: next === undefined || now >= runClock.endsAt ? undefined : runClock.startedAt + (next - settings.startTime),
    };
  }

  /** The caller's run while it runs (the submission context's virtual branch). */
  async running(cid: number, uid: string, now: Date): Promise<VirtualRun | undefined> {
    const run = await this.runs.find(cid, uid);
    return run && run.startedAt.getTime() <= now.getTime() && now.getTime() < run.endsAt.getTime() ? run : undefined;
  }

  private async refusal(contest: Contest, user: SessionUser, admin: boolean, now: Date): Promise<string | undefined> {
    if (contestStatus(contest, now) !== ContestStatus.ENDED) return 'contest.virtual.notEnded';
    // Codeforces' rule: who took part live (a submission during the contest, registered or not) has a real result already
    if (await this.runs.tookPart(contest.id, user.uid, new Date(contest.startTime), new Date(contest.endTime))) return 'contest.virtual.tookPart';
    // get-contest-access's rule (contest-read-rule.ts)
    return contestReadGranted(contest, await this.access.contestAccess(contest, user, now, admin)) ? undefined : 'contest.virtual.noAccess';
  }

  private durationMs(contest: Contest): number {
    return new Date(contest.endTime).getTime() - new Date(contest.startTime).getTime();
  }

  private viewOf(run: VirtualRun, now: number) {
    const times = { startedAt: run.startedAt.getTime(), endsAt: run.endsAt.getTime() };
    return { ...times, elapsed: virtualElapsed(times, now), running: now < times.endsAt };
  }
}
