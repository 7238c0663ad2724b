import { PROBLEM_DEFAULTS, ProblemAuth, type ProblemDraft } from '@oj/core';

/** A public problem with one author and nothing else, for tests that only need a problem to point at. */
export function testProblemDraft(problemId: string, author: string): ProblemDraft {
  return {
    fields: {
      problemId, title: `Problem ${problemId}`, author, type: PROBLEM_DEFAULTS.type, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256, stackLimit: 128,
      description: '', input: '', output: '', examples: '', hint: '', source: '', statementFormat: 'markdown', difficulty: 0, auth: ProblemAuth.PUBLIC, ioScore: 100, codeShare: true, spjCode: null, spjLanguage: null,
      userExtraFile: null, judgeExtraFile: null, videoExtraFile: null, isRemoveEndBlank: true, openCaseResult: true, isUploadCase: true, isRemote: false, remoteOj: null,
      isGroup: false, gid: null, applyPublicProgress: null, isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
    },
    tagIds: [], languageIds: [], codeTemplates: [], cases: [], caseVersion: null, spjCompileOk: false, publishOnCompile: false, modifiedUser: author,
  };
}
