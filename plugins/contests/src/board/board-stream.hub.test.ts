import type { Clock } from '@oj/core';
import type { ContestRepository } from '../contest.repository';
import type { Contest } from '../contest.model';
import { BoardStreamHub } from './board-stream.hub';
import type { BoardChange, ContestBoardPort } from './contest-board.port';

// The hub's bookkeeping without a database: a stream whose first read fails leaves nothing behind, and a burst of
// changes reads the contest's row at most once per CONTEST_TTL_MS (the watch brought it).

const contest = { id: 7, uid: 'author', type: 0, startTime: new Date(0).toISOString(), endTime: new Date(Date.now() + 3_600_000).toISOString(), sealRank: false, sealRankTime: null, autoRealRank: true, starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], rankShowName: 'username' } as unknown as Contest;
const clock: Clock = { now: () => new Date() };

function fakeBoard(failing: () => boolean) {
  const listeners = new Set<(change: BoardChange) => void>();
  let views = 0;
  const port: ContestBoardPort = {
    applyVerdict: async () => undefined,
    rebuild: async () => undefined,
    view: async () => {
      views += 1;
      if (failing()) throw new Error('the database is gone');
      return { rows: [], problems: [], mode: 'real' };
    },
    follow: (_cid, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { port, listeners, views: () => views };
}

describe('BoardStreamHub', () => {
  it('drops the watcher and the follow when the first read of a stream fails', async () => {
    let fail = true;
    const board = fakeBoard(() => fail);
    const hub = new BoardStreamHub(board.port, { find: async () => contest } as unknown as ContestRepository, clock);
    await expect(hub.watch(contest, { admin: false, hideRealName: true, send: () => undefined })).rejects.toThrow('the database is gone');
    expect(hub.watchers).toBe(0);
    expect(board.listeners.size).toBe(0);
    fail = false;
    const stop = await hub.watch(contest, { admin: false, hideRealName: true, send: () => undefined });
    expect([hub.watchers, board.listeners.size]).toEqual([1, 1]);
    stop();
    expect([hub.watchers, board.listeners.size]).toEqual([0, 0]);
  });

  it('does not read the contest row for each change', async () => {
    const board = fakeBoard(() => false);
    let finds = 0;
    const hub = new BoardStreamHub(board.port, { find: async () => ((finds += 1), contest) } as unknown as ContestRepository, clock);
    const stop = await hub.watch(contest, { admin: false, hideRealName: true, send: () => undefined });
    for (let i = 0; i < 5; i++) {
      for (const listener of board.listeners) listener({ cid: contest.id, uids: [`u${i}`] });
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(board.views()).toBeGreaterThanOrEqual(5);
    expect(finds).toBe(0);
    stop();
  });
});
