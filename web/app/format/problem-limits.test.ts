import { describe, expect, it } from '@jest/globals';
import { shownLimits } from './problem-limits';

describe('shownLimits (01 §9)', () => {
  it('shows C/C++ as stored and doubles the others', () => {
    expect(shownLimits({ problemId: '1000', timeLimit: 1000, memoryLimit: 256 })).toEqual({ c: { time: 1000, memory: 256 }, other: { time: 2000, memory: 512 }, raw: false });
  });
  it('shows CF- and GYM- problems raw', () => {
    expect(shownLimits({ problemId: 'CF-1A', timeLimit: 2000, memoryLimit: 256 })).toEqual({ c: { time: 2000, memory: 256 }, raw: true });
    expect(shownLimits({ problemId: 'gym-100001A', timeLimit: 1000, memoryLimit: 64 }).raw).toBe(true);
    expect(shownLimits({ problemId: 'HDU-1000', timeLimit: 1000, memoryLimit: 32 }).raw).toBe(false);
  });
});
