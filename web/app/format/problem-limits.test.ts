import { describe, expect, it } from '@jest/globals';
import { languageLimits, shownLimits } from './problem-limits';

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

describe('languageLimits', () => {
  it('multiplies the limits by the judge factors of the language, rounding to whole units', () => {
    expect(languageLimits({ timeLimit: 1000, memoryLimit: 256 }, { timeFactor: 1, memoryFactor: 1 })).toEqual({ time: 1000, memory: 256 });
    expect(languageLimits({ timeLimit: 1000, memoryLimit: 256 }, { timeFactor: 3, memoryFactor: 2 })).toEqual({ time: 3000, memory: 512 });
    expect(languageLimits({ timeLimit: 999, memoryLimit: 100 }, { timeFactor: 1.5, memoryFactor: 1.5 })).toEqual({ time: 1499, memory: 150 });
  });

  it('says nothing for a language without factors yet, or a problem another judge judges', () => {
    expect(languageLimits({ timeLimit: 1000, memoryLimit: 256 }, undefined)).toBeUndefined();
    expect(languageLimits({ timeLimit: 1000, memoryLimit: 256, isRemote: true }, { timeFactor: 2, memoryFactor: 2 })).toBeUndefined();
  });
});
