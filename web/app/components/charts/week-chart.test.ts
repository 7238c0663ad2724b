import { describe, expect, it } from '@jest/globals';
import { dayLabel } from './week-chart';

// The week chart's days in the page's language (01 §9); a calendar day is not moved by any time zone.
describe('dayLabel', () => {
  it('writes a day as month and day in the page language', () => {
    expect(dayLabel('2026-11-25', 'en-US')).toBe('11/25');
    expect(dayLabel('2026-01-05', 'zh-CN')).toBe('01/05');
    expect(dayLabel('2026-01-05', 'de-DE')).toBe('05.01.');
  });

  it('keeps anything that is not a day as it came', () => {
    expect(dayLabel('11-25', 'en-US')).toBe('11-25');
    expect(dayLabel('2026-13-45', 'en-US')).toBe('2026-13-45');
  });
});
