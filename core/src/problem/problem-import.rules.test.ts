import { ValidationError } from '../shared/errors';
import type { PackageCase, ProblemPackage } from './problem-package';
import { checkPackage } from './problem-import.rules';
import { PROBLEM_DEFAULTS, PROBLEM_LIMITS, ProblemType, type ProblemFields } from './problem.model';

const kase = (n: number, over: Partial<PackageCase> = {}): PackageCase => ({ inputName: `${n}.in`, outputName: `${n}.out`, input: Buffer.from('1'), output: Buffer.from('1'), score: 0, groupNum: null, ...over });

function pkg(fields: Partial<ProblemFields> = {}, over: Partial<ProblemPackage> = {}): ProblemPackage {
  return {
    fields: {
      problemId: '', title: 'T', author: '', type: ProblemType.ACM, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256, stackLimit: 128,
      description: '', input: '', output: '', examples: '', hint: '', source: '', statementFormat: 'markdown', difficulty: 0, auth: PROBLEM_DEFAULTS.auth, ioScore: 100, codeShare: true,
      spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null, videoExtraFile: null, isRemoveEndBlank: true, openCaseResult: true,
      isUploadCase: true, isRemote: false, remoteOj: null, isGroup: false, gid: null, applyPublicProgress: null, isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
      ...fields,
    },
    tags: [], languages: [], codeTemplates: [], cases: [kase(1)], solutions: [], attachments: [],
    ...over,
  };
}

function refusal(p: ProblemPackage): ValidationError {
  try {
    checkPackage(p);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('expected a refusal');
}

describe('imported packages are checked like the admin form', () => {
  it('passes a plain package, trimming the title and tags and dropping a difficulty outside 0-9', () => {
    const checked = checkPackage(pkg({ title: '  A+B ', difficulty: 12 }, { tags: [' math', 'math', ''] }));
    expect(checked.fields).toMatchObject({ title: 'A+B', difficulty: 0 });
    expect(checked.tags).toEqual(['math']);
  });

  it.each([
    ['no title', pkg({ title: ' ' }), 'problemImport.noTitle'],
    ['a time limit past the site’s', pkg({ timeLimit: PROBLEM_LIMITS.timeLimitMax + 1 }), 'problemImport.limitOutOfRange'],
    ['a memory limit of 0', pkg({ memoryLimit: 0 }), 'problemImport.limitOutOfRange'],
    ['no test data', pkg({}, { cases: [] }), 'problemImport.noTestData'],
    ['an input used twice', pkg({}, { cases: [kase(1), kase(1)] }), 'problemImport.duplicateCase'],
    ['a case named above its folder', pkg({}, { cases: [kase(1, { inputName: '../1.in' })] }), 'problemImport.badFileName'],
    ['an absolute attachment name', pkg({}, { attachments: [{ name: '/etc/x.png', data: Buffer.from('x') }] }), 'problemImport.badFileName'],
    ['a negative OI score', pkg({ type: ProblemType.OI }, { cases: [kase(1, { score: -1 })] }), 'problemImport.badScore'],
    ['a subtask case without a group', pkg({ type: ProblemType.OI, judgeCaseMode: 'subtask_lowest' }, { cases: [kase(1, { score: 10 })] }), 'problemImport.groupNumRequired'],
    ['a special judge without code', pkg({ judgeMode: 'spj', spjCode: ' ' }), 'problemImport.checkerMissing'],
    ['file IO without names', pkg({ isFileIO: true, ioReadFileName: 'a.in' }), 'problemImport.fileIONames'],
    ['an extra file without content', pkg({ userExtraFile: { 'a.h': '' } }), 'problemImport.extraFileInvalid'],
  ])('refuses %s, naming the problem', (_what, p, key) => {
    const error = refusal(p);
    expect(error.key).toBe(key);
    if (key !== 'problemImport.noTitle') expect(error.params.title).toBe(p.fields.title.trim());
  });
});
