import { inject, injectable, NotFound } from '@oj/core';
import { ContestRepository } from '../contest.repository';
import type { Contest } from '../contest.model';
import { bySubmitOrder, computeBoard } from './board-engine';
import { BoardRepository, type BoardProblemRecord, type BoardSubmissionRecord } from './board.repository';
import type { BoardContest, BoardRow, BoardSubmission, BoardUser, BoardViewOptions } from './board.types';
import type { BoardVerdict, BoardView, ContestBoardPort } from './contest-board.port';

/** A cached submission: the row's facts and its problem's display id (set from the current problems at compute). */
type Fact = BoardSubmissionRecord & BoardSubmission;

/** A contest's cached facts: its submissions by id and in submit order, and their users; views computed from them until something changes. */
interface BoardState {
  cid: number;
  submissions: Map<number, Fact>;
  /** The same facts in submit order (the engine takes them as they are). */
  ordered: Fact[];
  /** A new submission came in out of order: sort before the next compute. */
  unsorted: boolean;
  /** The pid → display id mapping the facts carry. */
  labelsKey: string;
  /** The contest's problems, read at most every PROBLEMS_TTL_MS. */
  problems?: { at: number; list: BoardProblemRecord[] };
  users: Map<string, BoardUser>;
  superAdmins: string[];
  loadedAt: number;
  /** Bumped by every applied verdict: views of an older version are computed again. */
  version: number;
  views: Map<string, { fingerprint: string; version: number; rows: BoardRow[] }>;
}

interface Loading {
  promise: Promise<BoardState>;
  /** Verdicts that arrived while the rows were read: applied to the new state once it is there. */
  arrived: BoardVerdict[];
}

/** Contests whose facts stay in memory (the least recently viewed goes first). */
const MAX_CACHED_CONTESTS = 32;
/** The facts are read again (in the background, the old ones still answering) when older than this, in case an event was missed. */
const REFRESH_AFTER_MS = 60_000;
/** The contest's problems are read again after this long (an admin's edit shows within it). */
const PROBLEMS_TTL_MS = 2_000;

/** The contest settings the board reads, as the engine takes them. */
export function boardContestOf(contest: Contest): BoardContest {
  return {
    type: contest.type === 1 ? 1 : 0,
    startTime: new Date(contest.startTime).getTime(),
    endTime: new Date(contest.endTime).getTime(),
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime ? new Date(contest.sealRankTime).getTime() : null,
    autoRealRank: contest.autoRealRank,
    starAccount: contest.starAccount ?? [],
    oiRankScoreType: contest.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    awardType: contest.awardType === 1 || contest.awardType === 2 ? contest.awardType : 0,
    awardConfig: contest.awardConfig ?? [],
    rankShowName: contest.rankShowName,
  };
}

/**
 * The board port on PostgreSQL: the contest's submission rows (the core's `submission` with its cid) are read
 * once and kept in memory per contest; every `submission.changed` (a judging step, a verdict, a rejudge, a
 * manual judgement) updates the cached row, and the next view computes the rows again with the pure engine
 * (board-engine.ts), once per mode until the next change. The contest's settings and problems are read per
 * view, so an edit shows at once. Each web process keeps its own copy; the event bus reaches them all.
 */
@injectable()
export class PgContestBoard implements ContestBoardPort {
  private readonly states = new Map<number, BoardState>();
  private readonly loading = new Map<number, Loading>();
  /** The newest load per contest: an older one finishing later does not replace it. */
  private readonly loadSeq = new Map<number, number>();
  private seq = 0;

  constructor(
    @inject(BoardRepository) private readonly repository: BoardRepository,
    @inject(ContestRepository) private readonly contests: ContestRepository,
  ) {}

  async applyVerdict(verdict: BoardVerdict): Promise<void> {
    if (!verdict.cid) return;
    this.loading.get(verdict.cid)?.arrived.push(verdict);
    const state = this.states.get(verdict.cid);
    if (state) await this.apply(state, verdict);
  }

  async rebuild(cid: number): Promise<void> {
    this.states.delete(cid);
    await this.load(cid);
  }

  async view(cid: number, options: BoardViewOptions & { contest?: Contest }): Promise<BoardView> {
    const contest = options.contest ?? (await this.contests.find(cid));
    if (!contest) throw new NotFound('contest.notFound');
    const state = await this.stateOf(cid);
    const problems = await this.problemsOf(state);
    const settings: BoardContest = { ...boardContestOf(contest), excludeUids: [contest.uid, ...state.superAdmins] };
    const fingerprint = JSON.stringify([settings, problems.map((p) => [p.pid, p.displayId, p.fullScore])]);
    const key = `${options.mode}|${options.afterContest ? 1 : 0}`;
    let cached = state.views.get(key);
    if (!cached || cached.fingerprint !== fingerprint || cached.version !== state.version) {
      cached = { fingerprint, version: state.version, rows: this.compute(settings, problems, state, options) };
      state.views.set(key, cached);
    }
    return {
      rows: options.removeStar ? cached.rows.filter((row) => !row.isStar) : cached.rows,
      problems: problems.map((p) => ({ displayId: p.displayId, displayTitle: p.displayTitle, color: p.color, fullScore: p.fullScore })),
      mode: options.mode,
    };
  }

  private async problemsOf(state: BoardState): Promise<BoardProblemRecord[]> {
    if (state.problems && Date.now() - state.problems.at < PROBLEMS_TTL_MS) return state.problems.list;
    const list = await this.repository.problems(state.cid);
    state.problems = { at: Date.now(), list };
    return list;
  }

  private compute(settings: BoardContest, problems: readonly BoardProblemRecord[], state: BoardState, options: BoardViewOptions): BoardRow[] {
    const labelsKey = JSON.stringify(problems.map((p) => [p.pid, p.displayId]));
    if (labelsKey !== state.labelsKey) {
      // a problem renamed, added or removed: the facts take the current labels ('' = not a problem of the contest any more)
      const labelOf = new Map(problems.map((p) => [p.pid, p.displayId]));
      for (const fact of state.ordered) fact.displayId = labelOf.get(fact.pid) ?? '';
      state.labelsKey = labelsKey;
    }
    if (state.unsorted) {
      state.ordered.sort(bySubmitOrder);
      state.unsorted = false;
    }
    return computeBoard(settings, problems, state.users, state.ordered, { mode: options.mode, afterContest: options.afterContest, presorted: true });
  }

  /** The cached facts of a contest, read when missing; refreshed in the background when old. */
  private async stateOf(cid: number): Promise<BoardState> {
    const state = this.states.get(cid);
    if (state) {
      // most recently used last
      this.states.delete(cid);
      this.states.set(cid, state);
      if (Date.now() - state.loadedAt > REFRESH_AFTER_MS && !this.loading.has(cid)) void this.load(cid).catch(() => undefined);
      return state;
    }
    return this.loading.get(cid)?.promise ?? this.load(cid);
  }

  private load(cid: number): Promise<BoardState> {
    const entry: Loading = { promise: Promise.resolve(undefined as never), arrived: [] };
    const arrived = entry.arrived;
    const mine = ++this.seq;
    this.loadSeq.set(cid, mine);
    const promise = (async () => {
      try {
        const [submissions, superAdmins] = await Promise.all([this.repository.submissions(cid), this.repository.superAdminUids()]);
        const uids = [...new Set(submissions.map((s) => s.uid))];
        const users = await this.repository.users(uids);
        const ordered: Fact[] = submissions.map((s) => ({ ...s, displayId: '' })).sort(bySubmitOrder);
        const state: BoardState = {
          cid, submissions: new Map(ordered.map((s) => [s.submitId, s])), ordered, unsorted: false, labelsKey: '', users: new Map(users.map((u) => [u.uid, u])), superAdmins,
          loadedAt: Date.now(), version: 0, views: new Map(),
        };
        // what changed while the rows were read is read again (an event may be older than the row read)
        for (const verdict of arrived) await this.apply(state, verdict, true);
        if (this.loadSeq.get(cid) !== mine) return (this.states.get(cid) ?? state);
        this.states.delete(cid);
        this.states.set(cid, state);
        while (this.states.size > MAX_CACHED_CONTESTS) this.states.delete(this.states.keys().next().value as number);
        return state;
      } finally {
        if (this.loading.get(cid) === entry) this.loading.delete(cid);
      }
    })();
    entry.promise = promise;
    this.loading.set(cid, entry);
    return promise;
  }

  private async apply(state: BoardState, verdict: BoardVerdict, reread = false): Promise<void> {
    const known = state.submissions.get(verdict.submitId);
    if (known && !reread) {
      known.status = verdict.status;
      known.score = verdict.score;
      known.time = verdict.time;
    } else {
      // a submission the board has not seen (its submit time comes from the row), or one to read again
      const row = await this.repository.submission(verdict.submitId);
      if (!row || row.cid !== state.cid) {
        if (known) {
          state.submissions.delete(verdict.submitId);
          state.ordered = state.ordered.filter((fact) => fact !== known);
          state.version += 1;
        }
        return;
      }
      const { cid: _cid, ...record } = row;
      if (known) {
        Object.assign(known, record);
        state.unsorted = true;
      }
      else {
        const fact: Fact = { ...record, displayId: '' };
        const last = state.ordered[state.ordered.length - 1];
        if (last && bySubmitOrder(last, fact) > 0) state.unsorted = true;
        state.ordered.push(fact);
        state.submissions.set(fact.submitId, fact);
        // its display id comes with the next compute
        state.labelsKey = '';
      }
      if (!state.users.has(record.uid)) for (const user of await this.repository.users([record.uid])) state.users.set(user.uid, user);
    }
    state.version += 1;
  }
}
