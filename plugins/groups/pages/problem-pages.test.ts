import { describe, expect, it } from '@jest/globals';
import { acPercent, applyStateOf, canManageProblem, statusIconOf } from './problem-rules';
import { pageMessages } from './messages';

describe("the Problem tab's status icon (03 §2)", () => {
  it('is a check for Accepted, a minus for any other status, nothing for never submitted (-10)', () => {
    expect(statusIconOf(0)).toBe('check');
    expect(statusIconOf(-1)).toBe('minus');
    expect(statusIconOf(8)).toBe('minus');
    expect(statusIconOf(-10)).toBeUndefined();
    expect(statusIconOf(undefined)).toBeUndefined();
  });
});

describe('who manages a group problem (03 §6)', () => {
  const mine = { gid: 7, uid: 'u-admin', author: 'teacher' };
  it("root manages any of the group's problems, an admin only their own, a member none", () => {
    expect(canManageProblem({ ...mine, uid: 'other' }, 7, { role: 'root', uid: 'u-root' })).toBe(true);
    expect(canManageProblem(mine, 7, { role: 'admin', uid: 'u-admin' })).toBe(true);
    expect(canManageProblem({ ...mine, uid: 'other' }, 7, { role: 'admin', uid: 'u-admin' })).toBe(false);
    expect(canManageProblem(mine, 7, { role: 'member', uid: 'u-admin' })).toBe(false);
  });
  it('nobody manages a problem of another group (it can only be removed from a list)', () => {
    expect(canManageProblem({ ...mine, gid: 8 }, 7, { role: 'root', uid: 'u-root' })).toBe(false);
    expect(canManageProblem({ ...mine, gid: null }, 7, { role: 'root', uid: 'u-root' })).toBe(false);
  });
  it('matches the author by username when the row has no uid', () => {
    expect(canManageProblem({ gid: 7, uid: null, author: 'teacher' }, 7, { role: 'admin', username: 'teacher' })).toBe(true);
  });
});

describe('the public application (03 §4) and the AC rate bar', () => {
  it('reads the progress', () => {
    expect([null, 1, 2, 3].map(applyStateOf)).toEqual(['none', 'applying', 'public', 'refused']);
  });
  it('is ac / total in percent, 0 without submissions', () => {
    expect(acPercent(1, 3)).toBe(33.33);
    expect(acPercent(0, 0)).toBe(0);
  });
});

describe('the page strings', () => {
  it('have both languages with the same keys (an English plural pair _one/_other is one Chinese _other)', () => {
    const keys = (messages: Record<string, string>) => [...new Set(Object.keys(messages).map((k) => k.replace(/_one$/, '_other')))].sort();
    expect(keys(pageMessages['zh-CN'])).toEqual(keys(pageMessages['en-US']));
  });
});
