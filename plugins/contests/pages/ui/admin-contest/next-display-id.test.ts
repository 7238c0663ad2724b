import { describe, expect, it } from '@jest/globals';
import { nextDisplayId } from './next-display-id';

describe('the display id offered for a new contest problem', () => {
  it('is the letter after the last one, A for an empty contest, nothing past Z', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'C', 'B'])).toBe('D');
    expect(nextDisplayId(['1001', 'A'])).toBe('B');
    expect(nextDisplayId(['Z'])).toBe('');
  });
});
