import { describe, expect, it } from '@jest/globals';
import { boardLimitOf, clockOf } from './board-format';
import { cellView } from './board-cells';
import { applyBoardChange } from './board-live';
import type { RankPage, RankRow } from './board-format';

const cell = { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 0, pendingNum: 0, score: null, time: null };
const problem = { displayId: 'A', displayTitle: 'A', fullScore: 100 };

describe('the board cells (02 §2)', () => {
  it('ACM: first blood, accepted with rejected tries, pending (status -5 as ?), rejected', () => {
    expect(cellView(0, { ...cell, isAC: true, isFirstAC: true, ACTime: 300, tryNum: 1 }, problem)).toEqual({ kind: 'firstBlood', top: '0:05:00', bottom: '' });
    expect(cellView(0, { ...cell, isAC: true, ACTime: 3725, errorNum: 2, tryNum: 3 }, problem)).toEqual({ kind: 'accepted', top: '1:02:05', bottom: '(-2)' });
    expect(cellView(0, { ...cell, errorNum: 1, pendingNum: 2, tryNum: 3 }, problem)).toEqual({ kind: 'pending', top: '?', bottom: '(-1) ?2' });
    expect(cellView(0, { ...cell, errorNum: 3, tryNum: 3 }, problem)).toEqual({ kind: 'rejected', top: '(-3)', bottom: '' });
    expect(cellView(0, undefined, problem)).toBeNull();
  });
  it('reads the compact cells the board sends (default fields left out) as the full ones', () => {
    expect(cellView(0, { isAC: true, isFirstAC: true, ACTime: 300, tryNum: 1 }, problem)).toEqual({ kind: 'firstBlood', top: '0:05:00', bottom: '' });
    expect(cellView(0, { isAC: true, ACTime: 3725, errorNum: 2, tryNum: 3 }, problem)).toEqual({ kind: 'accepted', top: '1:02:05', bottom: '(-2)' });
    expect(cellView(0, { pendingNum: 1, tryNum: 1 }, problem)).toEqual({ kind: 'pending', top: '?', bottom: '?1' });
    expect(cellView(0, { errorNum: 2, tryNum: 2 }, problem)).toEqual({ kind: 'rejected', top: '(-2)', bottom: '' });
    expect(cellView(1, { score: 100, time: 12, isAC: true, tryNum: 1 }, problem)?.kind).toBe('full');
    expect(cellView(1, { score: 0, tryNum: 1 }, problem)).toEqual({ kind: 'zero', top: '0', bottom: '0ms' });
    expect(cellView(1, { pendingNum: 1, tryNum: 1 }, problem)).toEqual({ kind: 'pending', top: '?', bottom: '?1' });
    expect(cellView(0, {}, problem)).toBeNull();
  });
  it('OI: full when the score is full and a time exists, zero at 0, partial otherwise; pending without a score', () => {
    expect(cellView(1, { ...cell, score: 100, time: 12, tryNum: 1 }, problem)?.kind).toBe('full');
    expect(cellView(1, { ...cell, score: 100, time: null, tryNum: 1 }, problem)?.kind).toBe('partial');
    expect(cellView(1, { ...cell, score: 0, time: 3, tryNum: 1 }, problem)).toEqual({ kind: 'zero', top: '0', bottom: '3ms' });
    expect(cellView(1, { ...cell, score: 40, time: 5, tryNum: 2, pendingNum: 1 }, problem)).toEqual({ kind: 'partial', top: '40', bottom: '5ms ?1' });
    expect(cellView(1, { ...cell, tryNum: 1, pendingNum: 1 }, problem)).toEqual({ kind: 'pending', top: '?', bottom: '?1' });
  });
  it('page sizes 10/30/50/100/300, 50 otherwise; h:mm:ss', () => {
    expect(boardLimitOf(new URL('http://x/?limit=300'))).toBe(300);
    expect(boardLimitOf(new URL('http://x/?limit=20'))).toBe(50);
    expect(clockOf(0)).toBe('0:00:00');
    expect(clockOf(36000 + 61)).toBe('10:01:01');
    expect(clockOf(null)).toBe('');
  });
  it('a pushed change repaints the rows on the page (and their pinned copies) and the column counts, nothing else', () => {
    const row = (uid: string, rank: number, ac: number): RankRow => ({
      rank, isStar: false, uid, username: uid, nickname: '', realname: '', showName: uid, school: '', gender: '', avatar: '', titleName: null, titleColor: null,
      ac, penalty: 0, totalTime: 0, totalScore: 0, submissionInfo: ac ? { A: { ...cell, isAC: true, ACTime: 60, tryNum: 1 } } : {}, timeInfo: {}, isWinAward: false, awardName: null, awardBackground: null, awardColor: null,
    });
    const page: RankPage = {
      records: [{ ...row('b', 1, 0), concerned: true }, row('a', 1, 0), row('b', 1, 0)], total: 2, current: 1, size: 50,
      problems: [{ displayId: 'A', displayTitle: 'A', ac: 0, total: 2 }], sealed: false, type: 0, now: 0, admin: false,
    };
    const next = applyBoardChange(page, { cid: 1, mode: 'real', rows: [row('b', 1, 1)], problems: [{ displayId: 'A', ac: 1, total: 2 }], total: 2 });
    expect(next.records.map((r) => [r.uid, r.rank, r.ac, r.concerned ?? false])).toEqual([['b', 1, 1, true], ['a', 1, 0, false], ['b', 1, 1, false]]);
    expect(next.problems[0]).toMatchObject({ ac: 1, total: 2 });
    expect(page.records[1].ac).toBe(0);
  });
});
