import { describe, expect, it } from '@jest/globals';
import { EMPTY, formatAcRate, formatLength, formatMemory, formatNumber, formatTime, orEmpty } from './format';

describe('number formats of 01 §9', () => {
  it('shows times in ms and empty values as --', () => {
    expect(formatTime(0)).toBe('0ms');
    expect(formatTime(1234)).toBe('1234ms');
    expect(formatTime('15')).toBe('15ms');
    for (const empty of [null, undefined, '', Number.NaN]) expect(formatTime(empty)).toBe(EMPTY);
  });

  it('shows memory from KB up to YB in steps of 1024, at most two decimals', () => {
    expect(formatMemory(0)).toBe('0KB');
    expect(formatMemory(1023)).toBe('1023KB');
    expect(formatMemory(1024)).toBe('1MB');
    expect(formatMemory(1536)).toBe('1.5MB');
    expect(formatMemory(256 * 1024)).toBe('256MB');
    expect(formatMemory(1024 ** 2)).toBe('1GB');
    expect(formatMemory(1000 / 3)).toBe('333.33KB');
    expect(formatMemory(1024 ** 7)).toBe('1YB');
    // beyond YB the number grows rather than inventing a unit
    expect(formatMemory(1024 ** 8)).toBe('1024YB');
    expect(formatMemory(null)).toBe(EMPTY);
    expect(formatMemory('')).toBe(EMPTY);
  });

  it('shows lengths in bytes', () => {
    expect(formatLength(120)).toBe('120B');
    expect(formatLength(undefined)).toBe(EMPTY);
  });

  it('shows the AC rate with two decimals', () => {
    expect(formatAcRate(1, 3)).toBe('33.33%');
    expect(formatAcRate(2, 3)).toBe('66.67%');
    expect(formatAcRate(5, 5)).toBe('100.00%');
    expect(formatAcRate(0, 0)).toBe('0.00%');
    expect(formatAcRate(0, 7)).toBe('0.00%');
    expect(formatAcRate(undefined, undefined)).toBe('0.00%');
  });

  it('groups the digits of counts and scores in the page\'s language', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber('12345', 'en-US')).toBe('12,345');
    expect(formatNumber(999, 'zh-CN')).toBe('999');
    expect(formatNumber(0, 'en-US')).toBe('0');
    expect(formatNumber(null, 'en-US')).toBe(EMPTY);
    // a language that writes numbers its own way gets its own form
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
  });

  it('shows any other empty value as --', () => {
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty('x')).toBe('x');
  });
});
