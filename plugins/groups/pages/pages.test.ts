import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TABS, fullWidth, groupFormProblems, joinControlOf, joinProblems, mayDeleteMember, memberSelect, roleOf, shortened, tabOfPath, visibleTabs } from './group-rules';

const draft = { name: 'Class One', shortName: 'cls01', brief: 'A first class', description: 'Welcome to the class', auth: 1 as const, code: '', visible: true };

describe('the group form (03 §5)', () => {
  it('takes a complete public group without a code', () => {
    expect(groupFormProblems(draft)).toEqual({});
  });
  it('refuses empty fields, lengths outside the ranges, and a missing or wrong-length code when not public', () => {
    expect(groupFormProblems({ ...draft, name: '', shortName: 'abcd', brief: 'x'.repeat(51), description: 'abc', auth: 3, code: '' })).toEqual({
      name: { key: 'group.form.required' },
      shortName: { key: 'group.form.length', min: 5, max: 10 },
      brief: { key: 'group.form.length', min: 5, max: 50 },
      description: { key: 'group.form.length', min: 5, max: 1000 },
      code: { key: 'group.form.required' },
    });
    expect(groupFormProblems({ ...draft, name: 'x'.repeat(26), auth: 2, code: '12345' })).toEqual({ name: { key: 'group.form.length', min: 5, max: 25 }, code: { key: 'group.form.exactLength', min: 6 } });
    expect(groupFormProblems({ ...draft, auth: 3, code: 'abc123' })).toEqual({});
  });
});

describe('the join application (03 §5)', () => {
  it('asks nothing of a public group, a reason of 5–100 of a protected one, and also the 6-character code of a private one', () => {
    expect(joinProblems(1, '', '')).toEqual({});
    expect(joinProblems(2, '', 'hi')).toEqual({ reason: { key: 'group.form.length', min: 5, max: 100 } });
    expect(joinProblems(3, 'abc', 'please let me in')).toEqual({ code: { key: 'group.form.exactLength', min: 6 } });
    expect(joinProblems(3, 'abc123', 'please let me in')).toEqual({});
  });
});

describe('roles and the join control (03 §4, §6)', () => {
  it('maps member auth to the role; a super admin is root', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => roleOf(a, false))).toEqual([undefined, undefined, undefined, 'member', 'admin', 'root']);
    expect(roleOf(0, true)).toBe('root');
  });
  it('shows Apply, Applying, Refused, Exit and Disband by state', () => {
    expect(joinControlOf(0, false, false)).toEqual({ apply: 'apply', exit: false, disband: false });
    expect(joinControlOf(1, false, false).apply).toBe('applying');
    expect(joinControlOf(2, false, false).apply).toBe('refused');
    expect(joinControlOf(3, false, false)).toEqual({ apply: undefined, exit: true, disband: false });
    expect(joinControlOf(5, true, false)).toEqual({ apply: undefined, exit: false, disband: true });
    expect(joinControlOf(0, false, true).disband).toBe(true);
  });
  it('lets an admin change only members below them to levels below them; the owner and super admins change any but the owner', () => {
    const admin = { auth: 4, owner: false, superAdmin: false };
    expect(memberSelect(admin, { auth: 3, uid: 'm' }, 'o').disabled).toBe(false);
    expect(memberSelect(admin, { auth: 4, uid: 'a2' }, 'o').disabled).toBe(true);
    expect(memberSelect(admin, { auth: 3, uid: 'm' }, 'o').option(4)).toBe(false);
    expect(memberSelect(admin, { auth: 3, uid: 'm' }, 'o').option(3)).toBe(true);
    expect(memberSelect({ auth: 3, owner: false, superAdmin: false }, { auth: 3, uid: 'm' }, 'o').disabled).toBe(true);
    expect(memberSelect({ auth: 5, owner: true, superAdmin: false }, { auth: 3, uid: 'a' }, 'o').option(4)).toBe(true);
    expect(memberSelect({ auth: 5, owner: true, superAdmin: false }, { auth: 4, uid: 'a' }, 'o').option(5)).toBe(false);
    expect(memberSelect({ auth: 5, owner: true, superAdmin: false }, { auth: 5, uid: 'o' }, 'o').disabled).toBe(true);
  });
  it('shows the delete button to the owner or above the member, never for oneself or the owner', () => {
    const admin = { uid: 'a', auth: 4, owner: false, superAdmin: false };
    expect(mayDeleteMember(admin, { uid: 'm', auth: 3 }, 'o')).toBe(true);
    expect(mayDeleteMember(admin, { uid: 'a2', auth: 4 }, 'o')).toBe(false);
    expect(mayDeleteMember(admin, { uid: 'a', auth: 4 }, 'o')).toBe(false);
    expect(mayDeleteMember({ uid: 'o', auth: 5, owner: true, superAdmin: false }, { uid: 'a', auth: 4 }, 'o')).toBe(true);
    expect(mayDeleteMember({ uid: 's', auth: 0, owner: false, superAdmin: true }, { uid: 'o', auth: 5 }, 'o')).toBe(false);
  });
});

describe('the tabs (03 §2)', () => {
  const extra = [...BUILT_IN_TABS, { id: 'training', path: 'training', labelKey: 'x', order: 30 }];
  it('hide Announcement but to group admins and Setting but to root; disable all but Home, Announcement, Setting for non-members', () => {
    expect(visibleTabs(extra, undefined).map((t) => [t.id, t.disabled])).toEqual([['home', false], ['problem', true], ['training', true], ['submission', true], ['member', true], ['rank', true]]);
    expect(visibleTabs(extra, 'admin').map((t) => t.id)).toEqual(['home', 'problem', 'training', 'submission', 'member', 'announcement', 'rank']);
    expect(visibleTabs(extra, 'root').every((t) => !t.disabled)).toBe(true);
  });
  it('map a detail route back to its list tab, and say which pages are full width', () => {
    expect(tabOfPath('', extra)).toBe('home');
    expect(tabOfPath('/problem/cls01-1', extra)).toBe('problem');
    expect(tabOfPath('/submission-detail/9', extra)).toBe('submission');
    expect(tabOfPath('/training/3/rank', extra)).toBe('training');
    expect(fullWidth('/status')).toBe(true);
    expect(fullWidth('/problem/7')).toBe(true);
    expect(fullWidth('/problem')).toBe(false);
    expect(fullWidth('/member')).toBe(false);
  });
  it('shorten a long name for the side card', () => {
    expect(shortened('Short')).toBe('Short');
    expect(shortened('A very long group name')).toBe('A very long…');
  });
});
