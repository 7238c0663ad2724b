import type { ProblemSaveBody } from '@oj/core';
import { stripPrefix, withPrefix } from './group-problem.service';

describe("a group problem's display id", () => {
  const body = (problemId: string) => ({ problem: { problemId, title: 't' } }) as unknown as ProblemSaveBody;

  it('is saved as the short name followed by what the form holds, always prefixed', () => {
    expect(withPrefix(body('A1'), 'CLASS').problem.problemId).toBe('CLASSA1');
    expect(withPrefix(body(' 7 '), 'CLASS').problem.problemId).toBe('CLASS7');
    // the form holds the part after the prefix: a leading short name is part of it
    expect(withPrefix(body('CLASS1'), 'CLASS').problem.problemId).toBe('CLASSCLASS1');
    // an empty id stays empty, so the core's rule refuses it
    expect(withPrefix(body(''), 'CLASS').problem.problemId).toBe('');
  });

  it('is shown in the edit form without the short name (any case)', () => {
    expect(stripPrefix('CLASSA1', 'CLASS')).toBe('A1');
    expect(stripPrefix('classA1', 'CLASS')).toBe('A1');
    expect(stripPrefix('OTHER1', 'CLASS')).toBe('OTHER1');
  });
});
