import { describe, expect, it } from '@jest/globals';
import { draftProblems, emptyDraft, RANK_MAX } from './admin-training-api';
import { progressPercent } from './progress-percent';

describe('training progress (02 §9)', () => {
  it('is solved / total × 100 with two decimals', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(3, 3)).toBe(100);
  });
  it('is 0 when the training has no problems or nothing is solved', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(undefined, 5)).toBe(0);
    expect(progressPercent(null, null)).toBe(0);
  });
});

describe('the admin training form refuses before sending', () => {
  it('an empty title or description, a missing category, a rank outside 0..2147483647 and a private training without password', () => {
    const draft = { ...emptyDraft(), auth: 'Private' as const, rank: RANK_MAX + 1 };
    expect(draftProblems(draft, null)).toEqual({ title: 'required', description: 'required', category: 'required', rank: 'rank', privatePwd: 'passwordRequired' });
  });
  it('nothing for a complete draft (rank default 1000)', () => {
    const draft = { ...emptyDraft(), title: 'Basics', description: 'Start here' };
    expect(draft.rank).toBe(1000);
    expect(draftProblems(draft, 1)).toEqual({});
  });
});
