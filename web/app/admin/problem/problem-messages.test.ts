import { describe, expect, it } from '@jest/globals';
import { DIFFICULTY_LABELS } from './problem-draft';
import { problemAdminMessages } from './problem-messages';

describe('the admin problem pages\' strings', () => {
  it('hold the same keys in both languages, none empty', () => {
    const en = problemAdminMessages['en-US'];
    const zh = problemAdminMessages['zh-CN'];
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(zh)]) expect(value.trim()).not.toBe('');
  });

  it('name every difficulty 0-9 by the spec\'s labels', () => {
    DIFFICULTY_LABELS.forEach((label, i) => expect(problemAdminMessages['en-US'][`adminProblem.difficulty.${i}` as keyof (typeof problemAdminMessages)['en-US']]).toBe(label));
  });

  it('use the spec\'s words for the messages 03 §8 names', () => {
    const en = problemAdminMessages['en-US'];
    expect(en['adminProblem.addTagError']).toBe('Add Tag Error');
    expect(en['adminProblem.compiled']).toBe('Compiled Successfully');
    expect(en['adminProblem.compileError']).toBe('Compile Error');
    expect(en['adminProblem.uploadFailed']).toBe('Upload Testcase Failed');
    expect(en['adminProblem.check.notCompiled']).toBe('Spj or interactive code not compiled');
    expect(en['adminProblem.check.fileIoNames']).toBe('When the read/write mode is File IO the input file name or output file name cannot be empty');
  });
});
