import { describe, expect, it } from '@jest/globals';
import { EMPTY } from './format';
import { dateOf, formatDate, stableDate } from './date';

// 03:04:05 UTC is still the day before in New York: the day itself depends on the time zone
const MOMENT = '2026-11-25T03:04:05.000Z';

describe('dates on the pages', () => {
  it('formats a moment in the page\'s language and a given time zone, 24-hour', () => {
    expect(formatDate(MOMENT, 'zh-CN', 'dateTime', 'UTC')).toBe('2026/11/25 03:04:05');
    expect(formatDate(MOMENT, 'en-US', 'dateTime', 'UTC')).toBe('11/25/2026, 03:04:05');
    expect(formatDate(MOMENT, 'zh-CN', 'dateTime', 'America/New_York')).toBe('2026/11/24 22:04:05');
    expect(formatDate(MOMENT, 'en-US', 'date', 'America/New_York')).toBe('11/24/2026');
    expect(formatDate(MOMENT, 'zh-CN', 'date', 'Asia/Shanghai')).toBe('2026/11/25');
    expect(formatDate(new Date(MOMENT).getTime(), 'en-US', 'date', 'UTC')).toBe('11/25/2026');
  });

  it('gives the server a form that is the same in every language and time zone', () => {
    expect(stableDate(MOMENT)).toBe('2026-11-25 03:04:05 UTC');
    expect(stableDate(new Date(MOMENT), 'date')).toBe('2026-11-25');
    expect(stableDate('2026-01-02T23:59:59+08:00', 'dateTime')).toBe('2026-01-02 15:59:59 UTC');
  });

  it('shows an absent or broken moment as --', () => {
    for (const empty of [null, undefined, '', 'not a date']) {
      expect(dateOf(empty)).toBeUndefined();
      expect(formatDate(empty, 'en-US')).toBe(EMPTY);
      expect(stableDate(empty)).toBe(EMPTY);
    }
  });
});
