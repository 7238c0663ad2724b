import { describe, expect, it } from '@jest/globals';
import { clockOffset, countdownOf, formatDuration, formatSpan, hasRealTime, statusAt } from './contest-clock';
import { contestPageMessages } from './contest-messages';
import { groupContestPageMessages } from './ui/group-contest-messages';

const contest = { startTime: '2026-01-01T10:00:00.000Z', endTime: '2026-01-01T12:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('the contest clock (02 §2, §4)', () => {
  it('reads the status from the server clock', () => {
    expect(statusAt(contest, at('2026-01-01T09:59:59.000Z'))).toBe(-1);
    expect(statusAt(contest, at('2026-01-01T10:00:00.000Z'))).toBe(0);
    expect(statusAt(contest, at('2026-01-01T12:00:00.000Z'))).toBe(1);
  });
  it('counts down to the start, then to the end, with the slider', () => {
    expect(countdownOf(contest, at('2026-01-01T09:00:00.000Z'))).toEqual({ status: -1, left: 3_600_000, percent: 0 });
    expect(countdownOf(contest, at('2026-01-01T11:00:00.000Z'))).toEqual({ status: 0, left: 3_600_000, percent: 50 });
    expect(countdownOf(contest, at('2026-01-01T13:00:00.000Z'))).toEqual({ status: 1, left: 0, percent: 100 });
  });
  it('formats spans and durations', () => {
    expect(formatSpan(3_661_000)).toBe('01:01:01');
    expect(formatSpan(90_061_000)).toBe('1d 01:01:01');
    expect(formatSpan(-5)).toBe('00:00:00');
    expect(formatDuration(9000)).toBe('2h 30m');
    expect(formatDuration(90_000)).toBe('1d 1h');
    expect(formatDuration(30)).toBe('30s');
  });
  it("follows the server's clock", () => {
    expect(clockOffset(1_000_500, 1_000_000)).toBe(500);
    expect(clockOffset(undefined, 1_000_000)).toBe(0);
  });
});

describe('the real-time permission (02 §4)', () => {
  const sealed = { ...contest, sealRank: true, sealRankTime: '2026-01-01T11:30:00.000Z', autoRealRank: true };
  it('is lost from the seal time until the end (autoRealRank) and kept by contest admins', () => {
    expect(hasRealTime(sealed, false, at('2026-01-01T11:00:00.000Z'))).toBe(true);
    expect(hasRealTime(sealed, false, at('2026-01-01T11:45:00.000Z'))).toBe(false);
    expect(hasRealTime(sealed, true, at('2026-01-01T11:45:00.000Z'))).toBe(true);
    expect(hasRealTime(sealed, false, at('2026-01-01T12:00:00.000Z'))).toBe(true);
    expect(hasRealTime({ ...sealed, autoRealRank: false }, false, at('2026-01-01T13:00:00.000Z'))).toBe(false);
  });
});

describe('the page strings', () => {
  it('exist in both languages', () => {
    expect(Object.keys(contestPageMessages['zh-CN']).sort()).toEqual(Object.keys(contestPageMessages['en-US']).sort());
    expect(Object.keys(groupContestPageMessages['zh-CN']).sort()).toEqual(Object.keys(groupContestPageMessages['en-US']).sort());
  });
});
