import { liveMessages } from './live.messages';
import { medalDefaults, printTextRefusal } from './live.rules';

describe('the live tools rules', () => {
  it('medal defaults are 10/20/30 % of the ranked total, rounded down', () => {
    expect(medalDefaults(0)).toEqual({ gold: 0, silver: 0, bronze: 0 });
    expect(medalDefaults(9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
    expect(medalDefaults(10)).toEqual({ gold: 1, silver: 2, bronze: 3 });
    expect(medalDefaults(57)).toEqual({ gold: 5, silver: 11, bronze: 17 });
    expect(medalDefaults(500)).toEqual({ gold: 50, silver: 100, bronze: 150 });
  });

  it('print text: required, at least 50 characters after trimming, at most 65535', () => {
    expect(printTextRefusal(undefined)).toBe('contest.print.contentRequired');
    expect(printTextRefusal('   \n ')).toBe('contest.print.contentRequired');
    expect(printTextRefusal('x'.repeat(49))).toBe('contest.print.contentTooShort');
    expect(printTextRefusal(`  ${'x'.repeat(49)}  `)).toBe('contest.print.contentTooShort');
    expect(printTextRefusal('x'.repeat(50))).toBeUndefined();
    expect(printTextRefusal('字'.repeat(50))).toBeUndefined();
    expect(printTextRefusal('x'.repeat(65_536))).toBe('contest.print.contentTooLong');
  });
});

describe('the live tools messages', () => {
  it('exist in both languages', () => {
    expect(Object.keys(liveMessages['zh-CN']).sort()).toEqual(Object.keys(liveMessages['en-US']).sort());
  });
});
