import { describe, expect, it } from '@jest/globals';
import { addTag, checkDraft, checkerNeedsCompile, emptyDraft, formatExamples, formFieldOf, parseExamples, ProblemType, splitScores, type ProblemDraft } from './problem-draft';

const valid = (): ProblemDraft => ({
  ...emptyDraft(),
  problemId: 'P1000',
  title: 'A+B',
  input: 'two numbers',
  output: 'their sum',
  languageIds: [1],
  manualCases: [{ input: '1 2', output: '3', score: null, groupNum: null }],
  isUploadCase: false,
});
const problems = (d: ProblemDraft) => checkDraft(d).map((i) => `${i.problem}@${i.field}`);

describe('the admin problem form draft (03 §5)', () => {
  it('starts with the defaults of 03 §9', () => {
    const d = emptyDraft();
    expect([d.timeLimit, d.memoryLimit, d.stackLimit, d.difficulty, d.spjLanguage]).toEqual([1000, 256, 128, 0, 'C']);
    expect([d.codeShare, d.openCaseResult, d.isUploadCase, d.auth, d.type]).toEqual([true, true, true, 1, ProblemType.ACM]);
  });

  it('reads and writes HOJ examples, dropping empty pairs', () => {
    const examples = [{ input: '1 2\n', output: '3\n' }, { input: '', output: '' }, { input: 'x', output: '' }];
    const text = formatExamples(examples);
    expect(text).toBe('<input>1 2\n</input><output>3\n</output><input>x</input><output></output>');
    expect(parseExamples(text)).toEqual([examples[0], examples[2]]);
    expect(parseExamples(null)).toEqual([]);
  });

  it('splits 100 points evenly, the remainder one each to the last cases', () => {
    const cases = [1, 2, 3].map(() => ({ score: null }));
    expect(splitScores(cases).map((c) => c.score)).toEqual([33, 33, 34]);
    expect(splitScores([1, 2, 3, 4, 5, 6, 7].map(() => ({ score: 0 }))).map((c) => c.score)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(splitScores([])).toEqual([]);
  });

  it('passes a complete draft and names each missing field', () => {
    expect(problems(valid())).toEqual([]);
    expect(problems({ ...valid(), problemId: ' ', title: '', input: '', output: '' })).toEqual(['required@problemId', 'required@title', 'required@input', 'required@output']);
  });

  it('needs both file names for File IO', () => {
    expect(problems({ ...valid(), isFileIO: true, ioReadFileName: 'a.in' })).toEqual(['fileIoNames@ioWriteFileName']);
  });

  it('needs test data unless remote: uploaded cases, or manual ones with some text', () => {
    expect(problems({ ...valid(), manualCases: [{ input: '', output: '', score: null, groupNum: null }] })).toEqual(['noTestData@cases']);
    expect(problems({ ...valid(), isUploadCase: true })).toEqual(['noTestData@cases']);
    expect(problems({ ...valid(), isRemote: true, manualCases: [] })).toEqual([]);
  });

  it('checks OI scores and subtask group numbers', () => {
    const oi = { ...valid(), type: ProblemType.OI };
    expect(problems({ ...oi, manualCases: [{ input: '1', output: '1', score: -1, groupNum: null }] })).toEqual(['scoreInvalid@cases']);
    expect(problems({ ...oi, manualCases: [{ input: '1', output: '1', score: 2.5, groupNum: null }] })).toEqual(['scoreInvalid@cases']);
    // a missing score is the server's to fill
    expect(problems(oi)).toEqual([]);
    expect(problems({ ...oi, judgeCaseMode: 'subtask_lowest' })).toEqual(['groupNumRequired@cases']);
  });

  it('asks for a compile when the checker changed since it was compiled or loaded', () => {
    const spj: ProblemDraft = { ...valid(), judgeMode: 'spj', spjCode: 'int main(){}' };
    expect(checkerNeedsCompile(spj)).toBe(true);
    expect(problems(spj)).toEqual(['notCompiled@spjCode']);
    const compiled = { ...spj, compiled: { code: spj.spjCode, language: 'C' } };
    expect(checkerNeedsCompile(compiled)).toBe(false);
    expect(checkerNeedsCompile({ ...compiled, spjLanguage: 'C++' })).toBe(true);
    const loaded = { ...spj, loaded: { judgeMode: 'spj' as const, judgeCaseMode: 'default' as const, spjCode: spj.spjCode, spjLanguage: 'C' } };
    expect(checkerNeedsCompile(loaded)).toBe(false);
    expect(checkerNeedsCompile({ ...loaded, judgeMode: 'interactive' })).toBe(true);
    // an imported checker never compiled: it must compile before a save even unchanged
    expect(checkerNeedsCompile({ ...loaded, loaded: { ...loaded.loaded, spjCompileOk: false } })).toBe(true);
  });

  it('needs a language, non-empty enabled templates and complete extra files', () => {
    expect(problems({ ...valid(), languageIds: [] })).toEqual(['languageRequired@languages']);
    expect(problems({ ...valid(), codeTemplates: [{ lid: 1, code: ' ', status: true }] })).toEqual(['templateEmpty@codeTemplates']);
    expect(problems({ ...valid(), codeTemplates: [{ lid: 1, code: '', status: false }] })).toEqual([]);
    expect(problems({ ...valid(), userExtraFile: [{ name: 'a.h', content: '' }], judgeExtraFile: [{ name: '', content: 'x' }] })).toEqual([
      'extraFileIncomplete@userExtraFile',
      'extraFileIncomplete@judgeExtraFile',
    ]);
  });

  it('refuses a tag added twice, in any case', () => {
    const once = addTag([], { name: ' DP ' });
    expect(once).toEqual([{ name: 'DP' }]);
    expect(addTag(once ?? [], { id: 3, name: 'dp' })).toBeUndefined();
    expect(addTag([], { name: '  ' })).toBeUndefined();
  });

  it('puts the server\'s nested field names on the form\'s fields', () => {
    expect(formFieldOf('problem.ioReadFileName')).toBe('ioReadFileName');
    expect(formFieldOf('ioWriteFileName')).toBe('ioWriteFileName');
    expect(formFieldOf('samples[2].score')).toBe('cases');
    expect(formFieldOf('uploadTestcaseDir')).toBe('cases');
    expect(formFieldOf('tags[1]')).toBe('tags');
    expect(formFieldOf('codeTemplates[0].lid')).toBe('codeTemplates');
  });
});
