import { virtualBoard, virtualElapsed } from './virtual-board';
import type { BoardContest } from '../board/board.types';

const MIN = 60_000;
const contest: BoardContest = {
  type: 0, startTime: 0, endTime: 100 * MIN, sealRank: true, sealRankTime: 80 * MIN, autoRealRank: false, starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [],
};
const problems = [{ displayId: 'A' }, { displayId: 'B' }];
const users = [{ uid: 'u1', username: 'u1' }, { uid: 'me', username: 'me' }];
const fact = (submitId: number, uid: string, displayId: string, minute: number, status: number) => ({ submitId, uid, pid: displayId === 'A' ? 1 : 2, displayId, status, score: null, time: 1, submitTime: minute * MIN });
const startedAt = 500 * MIN;
const run = { uid: 'me', startedAt, endsAt: startedAt + 100 * MIN };

describe('virtualBoard', () => {
  const facts = [
    fact(1, 'u1', 'A', 10, 0), fact(2, 'u1', 'B', 85, 0),
    // my live row (replaced by the run's) and my run's rows on the real clock
    fact(3, 'me', 'B', 5, 0), fact(4, 'me', 'A', 520, -1), fact(5, 'me', 'A', 530, 0), fact(6, 'me', 'B', 585, 0),
  ];

  it('counts the clock from the start of the run, at most the contest length', () => {
    expect(virtualElapsed(run, startedAt + 30 * MIN)).toBe(30 * MIN);
    expect(virtualElapsed(run, startedAt + 300 * MIN)).toBe(100 * MIN);
  });

  it('shows the real rows before the same elapsed time and the run\'s row on the contest clock, without my live row', () => {
    const { rows, mode } = virtualBoard({ contest, problems, users, facts, run, now: startedAt + 40 * MIN, isAdmin: false });
    expect(mode).toBe('real');
    expect(rows.map((r) => [r.uid, r.rank, r.ac, r.penalty, r.virtual === true])).toEqual([['u1', 1, 1, 10, false], ['me', 2, 1, 30 + 20, true]]);
  });

  it('seals from the same elapsed time (the run\'s own later tries pending) and stays sealed without autoRealRank', () => {
    const { rows, mode } = virtualBoard({ contest, problems, users, facts, run, now: startedAt + 100 * MIN, isAdmin: false });
    expect(mode).toBe('sealed');
    const me = rows.find((r) => r.uid === 'me')!;
    expect(me.submissionInfo.B).toMatchObject({ isAC: false, pendingNum: 1 });
    expect(rows.find((r) => r.uid === 'u1')!.submissionInfo.B).toMatchObject({ isAC: false, pendingNum: 1 });
    // a contest admin sees the real view
    expect(virtualBoard({ contest, problems, users, facts, run, now: startedAt + 100 * MIN, isAdmin: true }).rows.find((r) => r.uid === 'me')!.ac).toBe(2);
  });
});
