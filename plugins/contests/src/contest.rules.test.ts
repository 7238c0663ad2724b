import { contestStatus, hasRealTimePermission, isRankSealed } from './contest.rules';

const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 10, m));
const contest = { startTime: at(0).toISOString(), endTime: at(60).toISOString(), sealRank: true, sealRankTime: at(40).toISOString(), autoRealRank: true };

describe('contest rules', () => {
  it('derives the status from the clock', () => {
    expect(contestStatus(contest, at(-1))).toBe(-1);
    expect(contestStatus(contest, at(0))).toBe(0);
    expect(contestStatus(contest, at(59))).toBe(0);
    expect(contestStatus(contest, at(60))).toBe(1);
  });

  it('seals from the seal time until the end (autoRealRank) or for good', () => {
    expect(isRankSealed(contest, at(39))).toBe(false);
    expect(isRankSealed(contest, at(40))).toBe(true);
    expect(isRankSealed(contest, at(60))).toBe(false);
    expect(isRankSealed({ ...contest, autoRealRank: false }, at(90))).toBe(true);
    expect(isRankSealed({ ...contest, sealRank: false }, at(50))).toBe(false);
    expect(hasRealTimePermission(contest, true, at(50))).toBe(true);
    expect(hasRealTimePermission(contest, false, at(50))).toBe(false);
  });
});
