import { CLOCK, inject, injectable, type Clock } from '@oj/core';
import { ContestRepository } from '../contest.repository';
import type { Contest } from '../contest.model';
import { boardModeFor } from './board-engine';
import { withProblemCounts, type ProblemCounts } from './board-page';
import type { BoardRow } from './board.types';
import { wireCells, wireRow, type WireRow } from './board-wire';
import { CONTEST_BOARD, type BoardChange, type ContestBoardPort } from './contest-board.port';
import { boardContestOf } from './pg-contest-board';

type Mode = 'sealed' | 'real';

/** One open board stream: who watches (a contest admin sees the real board) and where its events go. */
export interface BoardWatcher {
  admin: boolean;
  /** Real names are not the viewer's (rankShowName is not 'realname' and not an admin): blanked. */
  hideRealName: boolean;
  send(event: 'board' | 'reload', data: unknown): void;
}

/** `board`: the rows that changed as this viewer sees them (rank included; cells compact as in the page's answer, board-wire.ts) and the columns' counts. */
export interface BoardChangeEvent {
  cid: number;
  mode: Mode;
  rows: WireRow[];
  problems: Array<{ displayId: string } & ProblemCounts>;
  /** Rows on the viewer's board (no keyword). */
  total: number;
}

interface Followed {
  watchers: Set<BoardWatcher>;
  unfollow: () => void;
  /** The rows each mode's watchers last saw, by uid: a change is sent only where a row as they see it differs. */
  seen: Map<Mode, Map<string, string>>;
  pendingUids: Set<string>;
  rebuilt: boolean;
  timer?: NodeJS.Timeout;
  /** When the last diff was started (ms): the next one waits until COALESCE_MS after it, not COALESCE_MS after every first change. */
  flushedAt: number;
  flushing: Promise<void>;
  /** The contest's row as last read (a watch brings a fresh one; a flush reads it again when older than CONTEST_TTL_MS). */
  contest: Contest;
  contestAt: number;
}

/**
 * At most one diff per contest within this long: a change after a quiet spell is diffed at once (the next turn
 * of the event loop, so the changes of one turn go together), and the changes that come while a diff runs or
 * within this long after it started go out together in the next one (a burst of judging steps costs one diff
 * per window, not one each).
 */
const COALESCE_MS = 25;
/** A flush reads the contest's row again (a seal or rank setting edited meanwhile) when the kept one is older than this. */
const CONTEST_TTL_MS = 2_000;

/**
 * What a row shows of its own result. Not its rank or award: those move with other users' rows, and comparing
 * them would send a sealed user's row when only their own hidden verdict came (its timing is a leak too).
 */
export const rowKey = (row: BoardRow) => JSON.stringify([row.ac, row.penalty, row.totalScore, row.totalTime, wireCells(row.submissionInfo), row.isStar]);

/**
 * The live board streams of this web process (issue 21 item 5). Every process's board port hears every
 * verdict (the core's event bus carries `submission.changed` to all of them); this hub follows the port for
 * the contests someone watches and, after each change, compares the changed users' rows of the views its
 * watchers have with what they saw last. Each watcher gets the rows of ITS view: under the seal a non-admin's
 * view is the sealed one, where a verdict after sealRankTime changes nothing (the try was already pending), so
 * nothing is sent — not even the moment a verdict came (02 §4). The mode is decided again at every change (the
 * seal may begin or open while a stream is open); a watcher whose mode has no earlier rows gets `reload`.
 */
@injectable()
export class BoardStreamHub {
  private readonly followed = new Map<number, Followed>();

  constructor(
    @inject(CONTEST_BOARD) private readonly board: ContestBoardPort,
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Watches the contest until the returned function is called; what the watcher sees now is remembered as seen. */
  async watch(contest: Contest, watcher: BoardWatcher): Promise<() => void> {
    let entry = this.followed.get(contest.id);
    if (!entry) {
      const created: Followed = {
        watchers: new Set(), unfollow: () => undefined, seen: new Map(), pendingUids: new Set(), rebuilt: false, flushedAt: 0, flushing: Promise.resolve(), contest, contestAt: Date.now(),
      };
      created.unfollow = this.board.follow(contest.id, (change) => this.changed(created, change));
      this.followed.set(contest.id, (entry = created));
    } else {
      entry.contest = contest;
      entry.contestAt = Date.now();
    }
    entry.watchers.add(watcher);
    const followed = entry;
    const stop = () => {
      followed.watchers.delete(watcher);
      if (followed.watchers.size || this.followed.get(contest.id) !== followed) return;
      clearTimeout(followed.timer);
      followed.unfollow();
      this.followed.delete(contest.id);
    };
    const mode = this.modeOf(contest, watcher.admin);
    try {
      if (!entry.seen.has(mode)) entry.seen.set(mode, await this.rowsOf(contest, mode));
    } catch (error) {
      // a stream that never opened leaves no watcher and, if it was the only one, no follow of the board behind
      stop();
      throw error;
    }
    return stop;
  }

  /** Watchers in this process now (all contests). */
  get watchers(): number {
    let n = 0;
    for (const entry of this.followed.values()) n += entry.watchers.size;
    return n;
  }

  private changed(entry: Followed, change: BoardChange): void {
    if ('rebuilt' in change) entry.rebuilt = true;
    else for (const uid of change.uids) entry.pendingUids.add(uid);
    entry.timer ??= setTimeout(() => {
      entry.timer = undefined;
      // one diff at a time per contest: a change during a diff waits for the next
      entry.flushing = entry.flushing
        .then(() => {
          entry.flushedAt = Date.now();
          return this.flush(entry, change.cid);
        })
        .catch(() => undefined);
    }, Math.max(0, entry.flushedAt + COALESCE_MS - Date.now()));
  }

  private async flush(entry: Followed, cid: number): Promise<void> {
    const uids = [...entry.pendingUids];
    const rebuilt = entry.rebuilt;
    entry.pendingUids.clear();
    entry.rebuilt = false;
    if (!entry.watchers.size) return;
    const contest = await this.contestOf(entry, cid);
    if (!contest) return;
    const byMode = new Map<Mode, BoardWatcher[]>();
    for (const watcher of entry.watchers) {
      const mode = this.modeOf(contest, watcher.admin);
      byMode.set(mode, [...(byMode.get(mode) ?? []), watcher]);
    }
    // every mode with earlier rows is compared (so it stays current), also when nobody watches it this time
    for (const mode of new Set<Mode>([...entry.seen.keys(), ...byMode.keys()])) {
      const watchers = byMode.get(mode) ?? [];
      const before = entry.seen.get(mode);
      const view = await this.board.view(cid, { mode, contest });
      const now = new Map<string, BoardRow>(view.rows.map((r) => [r.uid, r]));
      if (!before || rebuilt) entry.seen.set(mode, new Map([...now].map(([uid, row]) => [uid, rowKey(row)])));
      if (!before) {
        for (const w of watchers) w.send('reload', { cid });
        continue;
      }
      // a rebuild may change any row; a verdict its user's row (the ranks it moves, the page reads again)
      const candidates = rebuilt ? new Set([...before.keys(), ...now.keys()]) : uids;
      const rows: BoardRow[] = [];
      let removed = false;
      for (const uid of candidates) {
        const row = now.get(uid);
        const key = row ? rowKey(row) : undefined;
        if (key === before.get(uid)) continue;
        if (row) rows.push(row);
        else removed = true;
        if (!rebuilt) {
          if (key === undefined) before.delete(uid);
          else before.set(uid, key);
        }
      }
      if (!rows.length && !removed) continue;
      const problems = withProblemCounts(view.problems, view.rows).map(({ displayId, ac, total }) => ({ displayId, ac, total }));
      for (const w of watchers) {
        const event: BoardChangeEvent = { cid, mode, rows: rows.map((r) => wireRow(r, w.hideRealName)), problems, total: view.rows.length };
        w.send('board', event);
      }
    }
  }

  /** The kept contest row, read again when older than CONTEST_TTL_MS (a flush per verdict does not read it each time). */
  private async contestOf(entry: Followed, cid: number): Promise<Contest | undefined> {
    if (Date.now() - entry.contestAt < CONTEST_TTL_MS) return entry.contest;
    const contest = await this.contests.find(cid);
    if (contest) {
      entry.contest = contest;
      entry.contestAt = Date.now();
    }
    return contest;
  }

  private modeOf(contest: Contest, admin: boolean): Mode {
    return boardModeFor(boardContestOf(contest), { isAdmin: admin, now: this.clock.now().getTime() });
  }

  private async rowsOf(contest: Contest, mode: Mode): Promise<Map<string, string>> {
    const view = await this.board.view(contest.id, { mode, contest });
    return new Map(view.rows.map((r) => [r.uid, rowKey(r)]));
  }
}
