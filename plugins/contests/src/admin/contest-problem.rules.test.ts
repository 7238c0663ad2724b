import { ValidationError } from '@oj/core';
import { checkImportRule, contestProblemEditOf, contestProblemInputOf } from './contest-problem.rules';

const keyOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (e) {
    return e instanceof ValidationError ? e.key : 'not a validation error';
  }
  return undefined;
};

describe('the contest import rule (03 §5 "Admin")', () => {
  it('lets an ACM contest take ACM and remote problems only', () => {
    expect(keyOf(() => checkImportRule(0, { type: 0, isRemote: false }))).toBeUndefined();
    expect(keyOf(() => checkImportRule(0, { type: 1, isRemote: true }))).toBeUndefined();
    expect(keyOf(() => checkImportRule(0, { type: 1, isRemote: false }))).toBe('contestAdmin.importAcmOnly');
  });
  it('lets an OI contest take OI and remote problems only', () => {
    expect(keyOf(() => checkImportRule(1, { type: 1, isRemote: false }))).toBeUndefined();
    expect(keyOf(() => checkImportRule(1, { type: 0, isRemote: true }))).toBeUndefined();
    expect(keyOf(() => checkImportRule(1, { type: 0, isRemote: false }))).toBe('contestAdmin.importOiOnly');
  });
  it('requires the problem id and the display id', () => {
    expect(contestProblemInputOf({ pid: '7', displayId: ' A ' })).toEqual({ pid: 7, displayId: 'A' });
    for (const pid of [undefined, '', 0, -1, 'x', 1.5]) expect(keyOf(() => contestProblemInputOf({ pid, displayId: 'A' }))).toBe('contestAdmin.fieldRequired');
    for (const displayId of [undefined, '', '  ']) expect(keyOf(() => contestProblemInputOf({ pid: 1, displayId }))).toBe('contestAdmin.fieldRequired');
    expect(keyOf(() => contestProblemInputOf({ pid: 1, displayId: 'x'.repeat(256) }))).toBe('contestAdmin.fieldTooLong');
  });
  it('edits a display id, a display title and a balloon colour', () => {
    expect(contestProblemEditOf({ displayId: 'B', displayTitle: ' Sum ', color: '#f00' })).toEqual({ displayId: 'B', displayTitle: 'Sum', color: '#f00' });
    expect(contestProblemEditOf({ displayId: 'B', displayTitle: 'Sum', color: '' }).color).toBeNull();
    expect(keyOf(() => contestProblemEditOf({ displayId: 'B', displayTitle: '' }))).toBe('contestAdmin.fieldRequired');
    expect(keyOf(() => contestProblemEditOf({ displayId: 'B', displayTitle: 'S', color: 'red' }))).toBe('contestAdmin.colorInvalid');
  });
});
