import { randomUUID } from 'node:crypto';
import { EVENT_BUS, inject, injectable, NotFound, type EventBus } from '@oj/core';
import { ContestRepository } from '../contest.repository';
import type { Contest } from '../contest.model';
import { boardContext, bySubmitOrder, placeOf, rankResults, resultOrder, userResult, type UserResult } from './board-engine';
import { BoardRepository, type BoardProblemRecord, type BoardSubmissionRecord } from './board.repository';
import type { BoardContest, BoardRow, BoardSubmission, BoardUser, BoardViewOptions } from './board.types';
import type { BoardChange, BoardVerdict, BoardView, ContestBoardPort } from './contest-board.port';

/** A cached submission: the row's facts and its problem's display id ('' while it is not a problem of the contest). */
type Fact = BoardSubmissionRecord & BoardSubmission;

/** One view of the board (mode × after-contest) as computed: per-user results kept, users touched since marked. */
interface ViewCache {
  fingerprint: string;
  results: Map<string, UserResult>;
  /** The results in the board's order (resultOrder): a changed user is taken out and placed again. */
  ordered: UserResult[];
  /** Users with a verdict since: their result is computed again at the next view. */
  dirty: Set<string>;
  /** The ranked rows; null once something changed. */
  rows: BoardRow[] | null;
}

/** A contest's cached facts: its submissions by id and per user in submit order, their users, and the computed views. */
interface BoardState {
  cid: number;
  submissions: Map<number, Fact>;
  byUser: Map<string, Fact[]>;
  /** pid → display id, as the facts carry them. */
  labelOf: Map<number, string>;
  labelsKey: string;
  /** The contest's problems, read at most every PROBLEMS_TTL_MS. */
  problems?: { at: number; list: BoardProblemRecord[] };
  users: Map<string, BoardUser>;
  superAdmins: string[];
  loadedAt: number;
  views: Map<string, ViewCache>;
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

const inSubmitOrder = (facts: readonly Fact[]): boolean => {
  for (let i = 1; i < facts.length; i++) if (bySubmitOrder(facts[i - 1], facts[i]) > 0) return false;
  return true;
};

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
 * once and kept in memory per contest, per user in submit order; every `submission.changed` (a judging step, a
 * verdict, a rejudge, a manual judgement) updates the cached row and marks its user. The next view computes
 * again only the marked users' results (board-engine.ts userResult), takes each out of the kept order and places
 * it again by binary search, then numbers the rows (rankResults, presorted: first blood, ranks, awards): one
 * verdict costs one user's submissions and a pass over the rows, not a sort or the whole contest. A change of the
 * contest's settings or problems (read per view; problems at most every 2 s) computes the view anew. Each web
 * process keeps its own copy; the event bus reaches them all.
 */
@injectable()
export class PgContestBoard implements ContestBoardPort {
  /** This process's board: its own rebuild announcements come back to it through the bus and are skipped. */
  readonly id = randomUUID();
  private readonly states = new Map<number, BoardState>();
  private readonly loading = new Map<number, Loading>();
  /** The newest load per contest: an older one finishing later does not replace it. */
  private readonly loadSeq = new Map<number, number>();
  private seq = 0;
  private readonly listeners = new Map<number, Set<(change: BoardChange) => void>>();

  constructor(
    @inject(BoardRepository) private readonly repository: BoardRepository,
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async applyVerdict(verdict: BoardVerdict): Promise<void> {
    if (!verdict.cid) return;
    this.loading.get(verdict.cid)?.arrived.push(verdict);
    const state = this.states.get(verdict.cid);
    if (state) await this.apply(state, verdict);
    // followed contests are kept loaded: a follower diffs views, which would load them anyway
    else if (this.listeners.has(verdict.cid)) await this.stateOf(verdict.cid);
    this.emit({ cid: verdict.cid, uids: [verdict.uid] });
  }

  async rebuild(cid: number): Promise<void> {
    this.states.delete(cid);
    await this.load(cid);
    this.emit({ cid, rebuilt: true });
    // every other web process drops its copy too (a forceRefresh must not depend on which process took it)
    await this.events.publish('contest.board-rebuilt', { cid, by: this.id });
  }

  /** Another process rebuilt the contest's board: drop this copy; read it again now if it is followed or being read. */
  async rebuiltElsewhere(cid: number, by: string): Promise<void> {
    if (by === this.id) return;
    this.states.delete(cid);
    if (!this.listeners.has(cid) && !this.loading.has(cid)) return;
    // a newer load: one started before the rebuild may have read the old rows and cannot replace this one
    await this.load(cid);
    this.emit({ cid, rebuilt: true });
  }

  follow(cid: number, listener: (change: BoardChange) => void): () => void {
    let set = this.listeners.get(cid);
    if (!set) this.listeners.set(cid, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(cid) === set) this.listeners.delete(cid);
    };
  }

  private emit(change: BoardChange): void {
    for (const listener of this.listeners.get(change.cid) ?? []) {
      try {
        listener(change);
      } catch {
        // a follower's failure is its own: the board and the other followers go on
      }
    }
  }

  async view(cid: number, options: BoardViewOptions & { contest?: Contest }): Promise<BoardView> {
    const contest = options.contest ?? (await this.contests.find(cid));
    if (!contest) throw new NotFound('contest.notFound');
    const state = await this.stateOf(cid);
    const problems = await this.problemsOf(state);
    const rows = this.rows(state, { ...boardContestOf(contest), excludeUids: [contest.uid, ...state.superAdmins] }, problems, options);
    return {
      rows: options.removeStar ? rows.filter((row) => !row.isStar) : rows,
      problems: problems.map((p) => ({ displayId: p.displayId, displayTitle: p.displayTitle, color: p.color, fullScore: p.fullScore })),
      mode: options.mode,
    };
  }

  private rows(state: BoardState, settings: BoardContest, problems: readonly BoardProblemRecord[], options: BoardViewOptions): BoardRow[] {
    this.relabel(state, problems);
    const context = boardContext(settings, problems, { mode: options.mode, afterContest: options.afterContest });
    const fingerprint = JSON.stringify([settings, problems.map((p) => [p.pid, p.displayId, p.fullScore])]);
    const key = `${options.mode}|${options.afterContest ? 1 : 0}`;
    let cache = state.views.get(key);
    const resultOf = (uid: string) => userResult(context, state.users.get(uid) ?? { uid, username: uid }, state.byUser.get(uid) ?? []);
    const order = resultOrder(settings);
    if (!cache || cache.fingerprint !== fingerprint) {
      const results = new Map<string, UserResult>();
      for (const uid of state.byUser.keys()) {
        const result = resultOf(uid);
        if (result) results.set(uid, result);
      }
      cache = { fingerprint, results, ordered: [...results.values()].sort(order), dirty: new Set(), rows: null };
      state.views.set(key, cache);
    } else if (cache.dirty.size) {
      // each changed user leaves their place and takes their new one (binary search in the kept order)
      for (const uid of cache.dirty) {
        const before = cache.results.get(uid);
        if (before) {
          const at = placeOf(cache.ordered, before, order);
          const found = cache.ordered[at] === before ? at : cache.ordered.indexOf(before);
          if (found >= 0) cache.ordered.splice(found, 1);
        }
        const result = resultOf(uid);
        if (result) {
          cache.results.set(uid, result);
          cache.ordered.splice(placeOf(cache.ordered, result, order), 0, result);
        } else cache.results.delete(uid);
      }
      cache.dirty.clear();
      cache.rows = null;
    }
    cache.rows ??= rankResults(context, cache.ordered, { presorted: true });
    return cache.rows;
  }

  /** The facts take the current display ids when the contest's problems changed (a rename, an added or removed problem). */
  private relabel(state: BoardState, problems: readonly BoardProblemRecord[]): void {
    const labelsKey = JSON.stringify(problems.map((p) => [p.pid, p.displayId]));
    if (labelsKey === state.labelsKey) return;
    state.labelOf = new Map(problems.map((p) => [p.pid, p.displayId]));
    for (const fact of state.submissions.values()) fact.displayId = state.labelOf.get(fact.pid) ?? '';
    state.labelsKey = labelsKey;
    state.views.clear();
  }

  private async problemsOf(state: BoardState): Promise<BoardProblemRecord[]> {
    if (state.problems && Date.now() - state.problems.at < PROBLEMS_TTL_MS) return state.problems.list;
    const list = await this.repository.problems(state.cid);
    state.problems = { at: Date.now(), list };
    return list;
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
    const mine = ++this.seq;
    this.loadSeq.set(cid, mine);
    const promise = (async () => {
      try {
        // the rows, their users and the super admins at once (three queries, no list of uids sent back)
        const [submissions, users, superAdmins] = await Promise.all([this.repository.submissions(cid), this.repository.contestUsers(cid), this.repository.superAdminUids()]);
        const state: BoardState = {
          cid, submissions: new Map(), byUser: new Map(), labelOf: new Map(), labelsKey: '', users: new Map(users.map((u) => [u.uid, u])), superAdmins,
          loadedAt: Date.now(), views: new Map(),
        };
        // the records become the facts as they are (no copy); each user's few are put in submit order, not all the rows
        for (const s of submissions) {
          const fact = s as Fact;
          fact.displayId = '';
          state.submissions.set(fact.submitId, fact);
          this.mineOf(state, fact.uid).push(fact);
        }
        for (const mine of state.byUser.values()) if (!inSubmitOrder(mine)) mine.sort(bySubmitOrder);
        // what changed while the rows were read is read again (an event may be older than the row read)
        for (const verdict of entry.arrived) await this.apply(state, verdict, true);
        if (this.loadSeq.get(cid) !== mine) return this.states.get(cid) ?? state;
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

  private mineOf(state: BoardState, uid: string): Fact[] {
    let mine = state.byUser.get(uid);
    if (!mine) state.byUser.set(uid, (mine = []));
    return mine;
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
          state.submissions.delete(known.submitId);
          const rest = this.mineOf(state, known.uid).filter((fact) => fact !== known);
          if (rest.length) state.byUser.set(known.uid, rest);
          else state.byUser.delete(known.uid);
          this.touch(state, known.uid);
        }
        return;
      }
      const { cid: _cid, ...record } = row;
      // two events of one new submission (its judging steps) may both have read its row: the first one in keeps it, the other updates it
      const kept = known ?? state.submissions.get(verdict.submitId);
      const fact: Fact = kept ?? { ...record, displayId: state.labelOf.get(record.pid) ?? '' };
      Object.assign(fact, record);
      if (!kept) {
        state.submissions.set(fact.submitId, fact);
        const mine = this.mineOf(state, fact.uid);
        mine.push(fact);
        if (mine.length > 1 && bySubmitOrder(mine[mine.length - 2], fact) > 0) mine.sort(bySubmitOrder);
      }
      if (!state.users.has(record.uid)) for (const user of await this.repository.users([record.uid])) state.users.set(user.uid, user);
    }
    this.touch(state, verdict.uid || (known?.uid ?? ''));
  }

  /** A user's facts changed: every computed view takes their result again at its next view. */
  private touch(state: BoardState, uid: string): void {
    for (const cache of state.views.values()) {
      cache.dirty.add(uid);
      cache.rows = null;
    }
  }
}
