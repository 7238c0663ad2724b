import { describe, expect, it } from '@jest/globals';
import { shownLimits, type LimitFactors } from './problem-limits';

const c = (f = 1): LimitFactors => ({ contentType: 'text/x-csrc', timeFactor: f, memoryFactor: f });
const cpp: LimitFactors = { contentType: 'text/x-c++src', timeFactor: 1, memoryFactor: 1 };
const other = (time: number, memory = time): LimitFactors => ({ contentType: 'text/x-java', timeFactor: time, memoryFactor: memory });
const problem = { problemId: '1000', timeLimit: 1000, memoryLimit: 256 };

describe('shownLimits (01 §9, with the factors the runner applies)', () => {
  const values = (groups: Array<{ label: unknown; value: number }>) => groups.map((g) => [g.label, g.value]);

  it('before the language list is known: C/C++ the stored limits, others twice', () => {
    const shown = shownLimits(problem);
    expect(values(shown.time)).toEqual([['cpp', 1000], ['others', 2000]]);
    expect(values(shown.memory)).toEqual([['cpp', 256], ['others', 512]]);
  });

  it('groups the problem’s languages by the limit their factors give', () => {
    const facts = { C: c(), 'C++': cpp, Java: other(2), Python3: other(2), Golang: other(2) };
    const shown = shownLimits(problem, ['C', 'C++', 'Java', 'Python3', 'Golang'], facts);
    expect(values(shown.time)).toEqual([['cpp', 1000], ['others', 2000]]);
    expect(values(shown.memory)).toEqual([['cpp', 256], ['others', 512]]);
  });

  it('names a language an admin gave another factor, between C/C++ and the others, in that limit only', () => {
    const facts = { C: c(), Java: other(2), Python3: other(3, 2), Golang: other(2) };
    const shown = shownLimits(problem, ['C', 'Java', 'Python3', 'Golang'], facts);
    expect(values(shown.time)).toEqual([['cpp', 1000], [['Python3'], 3000], ['others', 2000]]);
    expect(values(shown.memory)).toEqual([['cpp', 256], ['others', 512]]);
  });

  it('names C or C++ when its factor sets it apart, and leaves out languages the problem does not take', () => {
    const facts = { C: c(1.5), 'C++': cpp, Java: other(2), Ruby: other(2) };
    expect(values(shownLimits(problem, ['C', 'C++', 'Java'], facts).time)).toEqual([['cpp', 1000], [['C'], 1500], ['others', 2000]]);
  });

  it('a C/C++ language with the others’ factor is named with them', () => {
    const facts = { 'C++': { ...cpp, timeFactor: 2, memoryFactor: 2 }, Java: other(2) };
    expect(values(shownLimits(problem, ['C++', 'Java'], facts).time)).toEqual([[['C++', 'Java'], 2000]]);
  });

  it('shows the raw limits of mirrored Codeforces and Gym problems', () => {
    expect(shownLimits({ problemId: 'CF-1A', timeLimit: 2000, memoryLimit: 256 }).raw).toEqual({ time: 2000, memory: 256 });
    expect(shownLimits({ problemId: 'gym-100001A', timeLimit: 1000, memoryLimit: 64 }).raw).toBeDefined();
    expect(shownLimits({ problemId: 'HDU-1000', timeLimit: 1000, memoryLimit: 32 }).raw).toBeUndefined();
  });
});
