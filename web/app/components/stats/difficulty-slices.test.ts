import { describe, expect, it } from '@jest/globals';
import { difficultySlices } from './difficulty-slices';

describe("the user home's difficulty statistics", () => {
  const label = (d: number) => `level ${d}`;
  it('are one slice per level with solved problems, easiest first, each in its colour', () => {
    expect(difficultySlices({ '3': 2, '0': 5, '7': 0 }, label)).toEqual([
      { name: 'level 0', value: 5, color: '#868e96' },
      { name: 'level 3', value: 2, color: '#40c057' },
    ]);
  });
  it('are none without a solved problem, and grey for a level outside 0-9', () => {
    expect(difficultySlices({}, label)).toEqual([]);
    expect(difficultySlices({ '12': 1 }, label)).toEqual([{ name: 'level 12', value: 1, color: '#868e96' }]);
  });
});
