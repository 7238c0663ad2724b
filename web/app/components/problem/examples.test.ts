import { describe, expect, it } from '@jest/globals';
import { parseExamples } from './examples';

describe('parseExamples', () => {
  it('reads every input/output pair, keeping their text', () => {
    expect(parseExamples('<input>1 2\n</input><output>3\n</output>\n<input>a < b</input><output></output>')).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: 'a < b', output: '' },
    ]);
  });
  it('has no sample for empty or malformed text', () => {
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples('<input>1</input>')).toEqual([]);
  });
});
