import { describe, expect, it } from '@jest/globals';
import { DISCUSSION_LIMITS } from '../src/discussion.model';
import { commentRefusal, draftErrors, isUserContent, problemHref, reportContent, roleBadge } from './discussion-rules';
import { pageMessages } from './messages';

describe('the discussion form refuses before sending (02 §5)', () => {
  const ok = { title: 'Fast input', description: 'How?', categoryId: 1, content: 'Use scanf' };
  it('a blank title, description or content, a missing category', () => {
    expect(draftErrors({ title: '  ', description: '', categoryId: null, content: ' \n' })).toEqual({ title: 'required', description: 'required', categoryId: 'required', content: 'required' });
  });
  it('beyond 255, 255 and 65535 characters; the limits themselves pass', () => {
    expect(draftErrors({ ...ok, title: 't'.repeat(256), description: 'd'.repeat(256), content: 'c'.repeat(65536) })).toEqual({ title: 'tooLong', description: 'tooLong', content: 'tooLong' });
    expect(draftErrors({ ...ok, title: 't'.repeat(255), description: 'd'.repeat(255), content: 'c'.repeat(65535) })).toEqual({});
  });
});

describe('comments and replies (02 §5)', () => {
  it('are not blank after trimming and 10,000 characters at most', () => {
    expect(commentRefusal('  \n ')).toBe('discussions.contentEmpty');
    expect(commentRefusal('x'.repeat(DISCUSSION_LIMITS.commentMax + 1))).toBe('discussions.contentTooLong');
    expect(commentRefusal('x'.repeat(DISCUSSION_LIMITS.commentMax))).toBeUndefined();
  });
});

describe('a report', () => {
  it('says its labels as tags, then the reason', () => {
    expect(reportContent(['垃圾广告', '抄袭侵权'], ' Posted twice ')).toBe('#垃圾广告 #抄袭侵权 Posted twice');
    expect(reportContent([], 'Only a reason')).toBe('Only a reason');
  });
});

describe('go to problem (02 §2)', () => {
  it("leads to a training's page, a group's problem or the problem", () => {
    expect(problemHref('training_7')).toBe('/training/7');
    expect(problemHref('G-1', 3)).toBe('/group/3/problem/G-1');
    expect(problemHref('training_7', 3)).toBe('/group/3/training/7');
    expect(problemHref('P1000')).toBe('/problem/P1000');
  });
});

describe('authors (02 §6)', () => {
  it('root shows SPA, admin ADM, nobody else a badge; only their content is not user content', () => {
    expect([roleBadge('root'), roleBadge('admin'), roleBadge('problem_admin'), roleBadge('user')]).toEqual(['SPA', 'ADM', undefined, undefined]);
    expect([isUserContent('root'), isUserContent('admin'), isUserContent('problem_admin'), isUserContent('user')]).toEqual([false, false, true, true]);
  });
});

describe('the page strings', () => {
  it('exist in both languages', () => {
    expect(Object.keys(pageMessages['zh-CN']).sort()).toEqual(Object.keys(pageMessages['en-US']).sort());
  });
});
