import { ValidationError } from '@oj/core';
import { checkApplication, groupDraftOf, mayChangeMember, mayKick } from './group.rules';

const form = { name: 'Class A1', shortName: 'clsa1', brief: 'First years', description: 'Homework and exams', auth: 1 };
const keyOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof ValidationError ? e.key : String(e);
  }
};

describe('group rules (03 §5, §6)', () => {
  it('checks the group form and keeps a code only for non-public groups', () => {
    expect(groupDraftOf({ ...form, code: 'abcdef' })).toMatchObject({ name: 'Class A1', auth: 1, code: null, visible: true });
    expect(groupDraftOf({ ...form, auth: 3, code: ' abcdef ', visible: false })).toMatchObject({ code: 'abcdef', visible: false });
    expect(keyOf(() => groupDraftOf({ ...form, name: 'abcd' }))).toBe('group.fieldLength');
    expect(keyOf(() => groupDraftOf({ ...form, shortName: undefined }))).toBe('group.fieldRequired');
    expect(keyOf(() => groupDraftOf({ ...form, description: 'x'.repeat(1001) }))).toBe('group.fieldLength');
    expect(keyOf(() => groupDraftOf({ ...form, auth: 0 }))).toBe('group.authInvalid');
    expect(keyOf(() => groupDraftOf({ ...form, auth: 2 }))).toBe('group.codeLength');
  });

  it('asks a reason of protected and private groups and a 6-character code of private ones', () => {
    expect(checkApplication(1, undefined, undefined)).toBeNull();
    expect(checkApplication(2, undefined, ' hello ')).toBe('hello');
    expect(keyOf(() => checkApplication(2, undefined, 'hi'))).toBe('group.reasonLength');
    expect(keyOf(() => checkApplication(3, '12345', 'hello'))).toBe('group.codeLength');
    expect(checkApplication(3, '123456', 'hello')).toBe('hello');
  });

  it('lets a group admin change only rows and levels below their own; the owner and the super admin any but the owner', () => {
    const admin = { superAdmin: false, auth: 4 };
    const owner = { superAdmin: false, auth: 5 };
    const superAdmin = { superAdmin: true, auth: 0 };
    expect(mayChangeMember(admin, 1, 3)).toBe(true);
    expect(mayChangeMember(admin, 1, 2)).toBe(true);
    expect(mayChangeMember(admin, 3, 4)).toBe(false);
    expect(mayChangeMember(admin, 4, 3)).toBe(false);
    expect(mayChangeMember(owner, 4, 3)).toBe(true);
    expect(mayChangeMember(superAdmin, 3, 4)).toBe(true);
    expect(mayChangeMember(superAdmin, 5, 4)).toBe(false);
    expect(mayChangeMember(owner, 3, 5)).toBe(false);
    expect(mayChangeMember({ superAdmin: false, auth: 3 }, 1, 2)).toBe(false);
  });

  it('never kicks oneself; the owner only by the super admin', () => {
    expect(mayKick({ superAdmin: false, auth: 4, uid: 'a' }, { uid: 'b', auth: 3 })).toBe(true);
    expect(mayKick({ superAdmin: false, auth: 4, uid: 'a' }, { uid: 'b', auth: 4 })).toBe(false);
    expect(mayKick({ superAdmin: false, auth: 5, uid: 'a' }, { uid: 'b', auth: 4 })).toBe(true);
    expect(mayKick({ superAdmin: false, auth: 5, uid: 'a' }, { uid: 'a', auth: 5 })).toBe(false);
    expect(mayKick({ superAdmin: true, auth: 0, uid: 's' }, { uid: 'a', auth: 5 })).toBe(true);
    expect(mayKick({ superAdmin: false, auth: 3, uid: 'a' }, { uid: 'b', auth: 1 })).toBe(false);
  });
});
