import { describe, expect, it } from '@jest/globals';
import { CODE_MAX_LENGTH } from '../editor/editor-settings';
import { discussionLink } from './discussion-link';
import { codeProblem } from './submit-panel';

const on = { openPublicDiscussion: true, openGroupDiscussion: true };
const off = { openPublicDiscussion: false, openGroupDiscussion: false };

describe('the discussion link (01 §2)', () => {
  it('shows for a public problem while public discussion is on', () => {
    expect(discussionLink({ problemId: 'P1000', gid: null }, on, false)).toBe('/discussion/P1000');
    expect(discussionLink({ problemId: 'P1000', gid: null }, { ...on, openPublicDiscussion: false }, false)).toBeUndefined();
  });
  it('shows for a group problem while group discussion is on', () => {
    expect(discussionLink({ problemId: 'G-1', gid: 7 }, { ...off, openGroupDiscussion: true }, false)).toBe('/group/7/discussion?pid=G-1');
    expect(discussionLink({ problemId: 'G-1', gid: 7 }, { ...on, openGroupDiscussion: false }, false)).toBeUndefined();
  });
  it('never shows inside a contest', () => {
    expect(discussionLink({ problemId: 'P1000', gid: null }, on, true)).toBeUndefined();
  });
});

describe('code checks before a submission (01 §5)', () => {
  it('refuses blank code and code over 65535 characters', () => {
    expect(codeProblem('  \n\t')).toBe('problem.codeEmpty');
    expect(codeProblem('x'.repeat(CODE_MAX_LENGTH + 1))).toBe('problem.codeTooLong');
    expect(codeProblem('x'.repeat(CODE_MAX_LENGTH))).toBeUndefined();
  });
});
