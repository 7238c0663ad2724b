import { CLOCK, inject, injectable, type Clock, type SubmissionChange } from '@oj/core';
import { rowKey } from '../board/board-stream.hub';
import { wireRow } from '../board/board-wire';
import type { BoardRow } from '../board/board.types';
import { ContestRepository } from '../contest.repository';
import { VirtualContestService } from './virtual.service';
import { VirtualRunRepository } from './virtual.repository';

type Mode = 'sealed' | 'real';

/** One open virtual board stream: its run's owner and where its events go. */
export interface VirtualWatcher {
  cid: number;
  user: { uid: string; username: string };
  admin: boolean;
  hideRealName: boolean;
  send(event: 'board' | 'reload', data: unknown): void;
}

interface Watch extends VirtualWatcher {
  /** The rows as last seen (what each row shows of its own result, rowKey) and the board's mode then. */
  seen?: Map<string, string>;
  mode?: Mode;
  timer?: NodeJS.Timeout;
  /** When the pending timer fires (ms): an own verdict sooner brings it forward, never puts it off. */
  due: number;
  busy: Promise<void>;
  closed: boolean;
}

/** An own change (a judging step, a verdict) is read after this long: the changes of one burst go together. */
const OWN_COALESCE_MS = 25;
/**
 * The run's clock re-reads the board at most this often: when real submissions pass faster than this (a busy
 * contest), their changes go out together, so a watcher costs at most one board per this long.
 */
export const VIRTUAL_TICK_MS = 5_000;

/**
 * The longest a watcher's timer waits before it reads again: a long contest's next change may be weeks away, and
 * Node fires a timer of more than 2^31 ms (≈24.8 days) at once — a read every millisecond.
 */
const LONGEST_WAIT_MS = 60 * 60_000;

const keyOf = (cid: number, uid: string) => `${cid}:${uid}`;

/**
 * The virtual boards' streams of this web process (issue 21 item 7; beside BoardStreamHub, under the same
 * stream caps). A run's board changes in two ways, and each is read when it can have happened, never on a
 * fixed beat: the run's own submission changes (`submission.changed` for the owner in the contest, from any
 * process through the event bus) — read 25 ms later; the run's clock passing a real submission's elapsed time,
 * the seal's beginning or the end — the next such moment is known from the contest's sorted submit times
 * (VirtualContestService.boardOf's nextChangeAt), read then but no sooner than VIRTUAL_TICK_MS after the last read.
 * A read compares each row's own result (rowKey) with what the watcher saw: changed rows go out as `board`,
 * a changed mode (the seal began or opened at the virtual moment) as `reload`; nothing when nothing differs.
 * Each read is the board as get-virtual-contest-rank answers it (sealed at the virtual moment for a non-admin:
 * a verdict after sealRankTime changes no row there, own row included as live, so nothing is sent).
 */
@injectable()
export class VirtualBoardStreamHub {
  private readonly watches = new Map<string, Set<Watch>>();

  constructor(
    @inject(VirtualContestService) private readonly service: VirtualContestService,
    @inject(VirtualRunRepository) private readonly runs: VirtualRunRepository,
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Watches the owner's run until the returned function is called; the board now is remembered as seen. */
  async watch(watcher: VirtualWatcher): Promise<() => void> {
    const watch: Watch = { ...watcher, due: 0, busy: Promise.resolve(), closed: false };
    const key = keyOf(watcher.cid, watcher.user.uid);
    let set = this.watches.get(key);
    if (!set) this.watches.set(key, (set = new Set()));
    set.add(watch);
    const stop = () => {
      watch.closed = true;
      clearTimeout(watch.timer);
      set.delete(watch);
      if (!set.size && this.watches.get(key) === set) this.watches.delete(key);
    };
    try {
      await this.read(watch);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** A submission of a contest changed: the watched runs of its user read their board soon. */
  changed(change: Pick<SubmissionChange, 'cid' | 'uid'>): void {
    for (const watch of this.watches.get(keyOf(change.cid, change.uid)) ?? []) this.schedule(watch, OWN_COALESCE_MS);
  }

  private schedule(watch: Watch, delay: number): void {
    const due = Date.now() + delay;
    if (watch.closed || (watch.timer && watch.due <= due)) return;
    clearTimeout(watch.timer);
    watch.due = due;
    watch.timer = setTimeout(() => {
      watch.timer = undefined;
      // one read at a time per watcher: a change during a read waits for the next
      watch.busy = watch.busy.then(() => this.read(watch)).catch(() => undefined);
    }, delay);
  }

  private async read(watch: Watch): Promise<void> {
    if (watch.closed) return;
    const [contest, run] = await Promise.all([this.contests.find(watch.cid), this.runs.find(watch.cid, watch.user.uid)]);
    if (!contest || !run || watch.closed) return;
    const now = this.clock.now().getTime();
    const board = await this.service.boardOf(contest, watch.admin, run, watch.user, now);
    const keys = new Map(board.rows.map((r) => [r.uid, rowKey(r)]));
    const { seen, mode } = watch;
    watch.seen = keys;
    watch.mode = board.mode;
    if (board.nextChangeAt !== undefined) this.schedule(watch, Math.min(Math.max(board.nextChangeAt - now, VIRTUAL_TICK_MS), LONGEST_WAIT_MS));
    if (!seen || watch.closed) return;
    if (mode !== board.mode) {
      watch.send('reload', { cid: watch.cid });
      return;
    }
    const rows: BoardRow[] = board.rows.filter((r) => keys.get(r.uid) !== seen.get(r.uid));
    const removed = [...seen.keys()].some((uid) => !keys.has(uid));
    if (!rows.length && !removed) return;
    watch.send('board', {
      cid: watch.cid, mode: board.mode, elapsed: board.elapsed, total: board.rows.length,
      rows: rows.map((r) => wireRow(r, watch.hideRealName)), virtualRow: board.mine && wireRow(board.mine, watch.hideRealName),
      problems: board.problems.map(({ displayId, ac, total }) => ({ displayId, ac, total })),
    });
  }
}
