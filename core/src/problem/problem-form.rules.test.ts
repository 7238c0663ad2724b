import { ValidationError } from '../shared/errors';
import { problemAdminMessages } from './problem-admin.messages';
import type { ProblemSaveBody } from './problem-form.dto';
import { extraFilesOf, fillScores, formCasesOf, ioScoreOf, problemFieldsOf, tagNamesOf } from './problem-form.rules';
import { PROBLEM_DEFAULTS, PROBLEM_LIMITS } from './problem.model';

const body = (problem: Record<string, unknown> = {}, extra: Partial<ProblemSaveBody> = {}): ProblemSaveBody =>
  ({ problem: { problemId: 'P1000', title: 'A+B', input: 'two numbers', output: 'their sum', ...problem }, ...extra }) as ProblemSaveBody;

const keyOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationError) return error.key;
    throw error;
  }
  return 'no error';
};

describe('the problem form rules (03 §5 Admin)', () => {
  it('fills the defaults of PROBLEM_DEFAULTS', () => {
    const fields = problemFieldsOf(body(), 'admin1');
    expect(fields).toMatchObject({
      author: 'admin1', timeLimit: PROBLEM_DEFAULTS.timeLimit, memoryLimit: 256, stackLimit: 128, difficulty: 0, auth: 1, type: 0,
      judgeMode: 'default', judgeCaseMode: 'default', codeShare: true, openCaseResult: true, isRemoveEndBlank: true, spjCode: null, spjLanguage: null,
    });
  });

  it('requires the display id, title, input and output descriptions', () => {
    expect(keyOf(() => problemFieldsOf(body({ problemId: ' ' }), 'a'))).toBe('problem.fieldRequired');
    expect(keyOf(() => problemFieldsOf(body({ title: '' }), 'a'))).toBe('problem.fieldRequired');
    expect(keyOf(() => problemFieldsOf(body({ input: undefined }), 'a'))).toBe('problem.fieldRequired');
    expect(keyOf(() => problemFieldsOf(body({ output: '' }), 'a'))).toBe('problem.fieldRequired');
    expect(keyOf(() => problemFieldsOf(body({ problemId: 'a/b' }), 'a'))).toBe('problem.problemIdInvalid');
  });

  it('bounds the limits and the difficulty', () => {
    expect(keyOf(() => problemFieldsOf(body({ timeLimit: 0 }), 'a'))).toBe('problem.limitOutOfRange');
    expect(keyOf(() => problemFieldsOf(body({ timeLimit: PROBLEM_LIMITS.timeLimitMax + 1 }), 'a'))).toBe('problem.limitOutOfRange');
    expect(keyOf(() => problemFieldsOf(body({ memoryLimit: 1.5 }), 'a'))).toBe('problem.limitOutOfRange');
    expect(keyOf(() => problemFieldsOf(body({ stackLimit: 'x' }), 'a'))).toBe('problem.limitOutOfRange');
    expect(keyOf(() => problemFieldsOf(body({ difficulty: 10 }), 'a'))).toBe('problem.difficultyInvalid');
    expect(problemFieldsOf(body({ difficulty: '9', timeLimit: '2000' }), 'a')).toMatchObject({ difficulty: 9, timeLimit: 2000 });
  });

  it('needs both file names in File IO', () => {
    expect(keyOf(() => problemFieldsOf(body({ isFileIO: true, ioReadFileName: 'a.in' }), 'a'))).toBe('problem.fileIONamesRequired');
    expect(keyOf(() => problemFieldsOf(body({ isFileIO: true, ioWriteFileName: 'a.out' }), 'a'))).toBe('problem.fileIONamesRequired');
    expect(problemFieldsOf(body({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' }), 'a')).toMatchObject({ ioReadFileName: 'a.in', ioWriteFileName: 'a.out' });
    expect(problemFieldsOf(body({ isFileIO: false, ioReadFileName: 'a.in' }), 'a').ioReadFileName).toBeNull();
  });

  it('needs checker code in the spj and interactive modes, C by default', () => {
    expect(keyOf(() => problemFieldsOf(body({ judgeMode: 'spj' }), 'a'))).toBe('problem.spjCodeRequired');
    expect(problemFieldsOf(body({ judgeMode: 'interactive', spjCode: 'int main(){}' }), 'a')).toMatchObject({ spjLanguage: 'C' });
    expect(problemFieldsOf(body({ judgeMode: 'default', spjCode: 'int main(){}', spjLanguage: 'C++' }), 'a')).toMatchObject({ spjCode: null, spjLanguage: null });
  });

  it('needs a name and content for every extra file', () => {
    expect(keyOf(() => extraFilesOf({ '': 'x' }, 'userExtraFile'))).toBe('problem.extraFileInvalid');
    expect(keyOf(() => extraFilesOf({ 'a.h': '' }, 'userExtraFile'))).toBe('problem.extraFileInvalid');
    expect(keyOf(() => extraFilesOf({ '../a.h': 'x' }, 'userExtraFile'))).toBe('problem.extraFileInvalid');
    expect(keyOf(() => extraFilesOf({ 'a.h': 'x'.repeat(PROBLEM_LIMITS.extraFileMax + 1) }, 'userExtraFile'))).toBe('problem.extraFileTooLarge');
    expect(extraFilesOf({ 'a.h': '#pragma once' }, 'judgeExtraFile')).toEqual({ 'a.h': '#pragma once' });
    expect(extraFilesOf({}, 'judgeExtraFile')).toBeNull();
  });

  it('requires test data for a problem of our own judge, none for a remote one', () => {
    const fields = problemFieldsOf(body(), 'a');
    expect(keyOf(() => formCasesOf([], fields, true))).toBe('problem.testCaseRequired');
    expect(keyOf(() => formCasesOf([{ input: '', output: '' }], fields, false))).toBe('problem.testCaseRequired');
    expect(formCasesOf([{ input: '1 2', output: '' }], fields, false)).toHaveLength(1);
    expect(formCasesOf([], { ...fields, isRemote: true }, true)).toEqual([]);
  });

  it('takes OI scores as integers >= 0 and needs group numbers in the subtask modes', () => {
    const oi = { ...problemFieldsOf(body({ type: 1 }), 'a') };
    expect(keyOf(() => formCasesOf([{ input: '1.in', score: -1 }], oi, true))).toBe('problem.scoreInvalid');
    expect(keyOf(() => formCasesOf([{ input: '1.in', score: 2.5 }], oi, true))).toBe('problem.scoreInvalid');
    expect(formCasesOf([{ input: '1.in', score: '30' }, { input: '2.in', score: '' }], oi, true).map((c) => c.score)).toEqual([30, null]);
    const subtask = { ...oi, judgeCaseMode: 'subtask_lowest' as const };
    expect(keyOf(() => formCasesOf([{ input: '1.in', score: 10 }], subtask, true))).toBe('problem.groupNumRequired');
    expect(keyOf(() => formCasesOf([{ input: '1.in', score: 10, groupNum: 0 }], subtask, true))).toBe('problem.groupNumRequired');
    expect(formCasesOf([{ input: '1.in', score: 10, groupNum: '2' }], subtask, true)[0].groupNum).toBe(2);
  });

  it('splits missing OI scores evenly, the remainder on the last cases', () => {
    expect(fillScores([null, null, null])).toEqual([33, 33, 34]);
    expect(fillScores([null, null, null, null, null, null, null])).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(fillScores([40, null, null])).toEqual([40, 30, 30]);
    expect(fillScores([40, 70, null])).toEqual([40, 70, 0]);
    expect(fillScores([10, 20])).toEqual([10, 20]);
  });

  it('totals OI scores by case, or by group in the subtask modes', () => {
    const cases = [{ score: 20, groupNum: 1 }, { score: 20, groupNum: 1 }, { score: 60, groupNum: 2 }];
    expect(ioScoreOf(cases, 'default')).toBe(100);
    expect(ioScoreOf(cases, 'subtask_average')).toBe(80);
  });

  it('refuses a tag added twice (Add Tag Error)', () => {
    expect(keyOf(() => tagNamesOf([{ name: 'dp' }, { name: ' DP ' }]))).toBe('problem.addTagError');
    expect(keyOf(() => tagNamesOf([{ id: 3, name: 'dp' }, { name: 'dp' }]))).toBe('problem.addTagError');
    expect(keyOf(() => tagNamesOf([{ name: '' }]))).toBe('problem.tagNameRequired');
    expect(tagNamesOf([{ name: ' graph ' }, { id: 4 }])).toEqual([{ name: 'graph' }, { id: 4, name: '' }]);
  });

  it('has every message in both languages, the spec\'s words in English', () => {
    expect(Object.keys(problemAdminMessages['zh-CN']).sort()).toEqual(Object.keys(problemAdminMessages['en-US']).sort());
    expect(problemAdminMessages['en-US']['problem.fileIONamesRequired']).toBe('When the read/write mode is File IO the input file name or output file name cannot be empty');
    expect(problemAdminMessages['en-US']['problem.spjNotCompiled']).toBe('Spj or interactive code not compiled');
    expect(problemAdminMessages['en-US']['tag.duplicate']).toBe('Duplicate tag');
    expect(problemAdminMessages['en-US']['problem.addTagError']).toMatch(/^Add Tag Error/);
  });
});
