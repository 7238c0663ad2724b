import { nextMoment, virtualBoard, virtualElapsed } from './virtual-board';
import { sealClockOf } from './virtual-seal';
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

describe('nextMoment (when the run\'s clock may change the board next)', () => {
  const times = [10 * MIN, 10 * MIN + 500, 85 * MIN, 120 * MIN];
  it('is the first whole second after the next real row, the seal\'s beginning or the end', () => {
    // a row at 10:00.000 is on the board from second 601 (rows before start + s seconds)
    expect(nextMoment(times, contest, 0)).toBe(10 * MIN + 1000);
    expect(nextMoment(times, contest, 10 * MIN + 1000)).toBe(80 * MIN);
    expect(nextMoment(times, contest, 80 * MIN)).toBe(85 * MIN + 1000);
    // the row at 120 is after the end: only the end
    expect(nextMoment(times, contest, 90 * MIN)).toBe(100 * MIN);
    expect(nextMoment(times, contest, 100 * MIN)).toBeUndefined();
  });
});

describe('sealClockOf (the lists\' seal on the run\'s clock)', () => {
  const c = { startTime: new Date(0).toISOString(), endTime: new Date(100 * MIN).toISOString() };
  it('moves a run\'s row and now onto the contest\'s clock, at most to its end; other rows keep theirs', () => {
    const runStartedAt = new Date(500 * MIN);
    expect(sealClockOf(c, { submitTime: new Date(530 * MIN), runStartedAt }, new Date(540 * MIN))).toEqual({ submitTime: new Date(30 * MIN), now: new Date(40 * MIN) });
    expect(sealClockOf(c, { submitTime: new Date(530 * MIN), runStartedAt }, new Date(900 * MIN)).now).toEqual(new Date(100 * MIN));
    expect(sealClockOf(c, { submitTime: new Date(130 * MIN), runStartedAt: null }, new Date(900 * MIN))).toEqual({ submitTime: new Date(130 * MIN), now: new Date(900 * MIN) });
  });
});
