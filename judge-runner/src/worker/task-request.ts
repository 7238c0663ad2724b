import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MalformedJudgeMessage, type JudgeTask } from '@oj/core';
import type { JudgeRequest } from '../judge/judge';
import type { TestDataSource } from '../test-data/test-data-source';
import { readFile } from 'node:fs/promises';

/** How much of a test run's output goes back to the page. */
const TEST_RUN_OUTPUT_CHARS = 10_000;

async function filesByName(source: TestDataSource, files: Record<string, string> | undefined): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, hash] of Object.entries(files ?? {})) out[name] = await readFile(await source.file(hash), 'utf8');
  return out;
}

/**
 * What the judge needs for a task: the problem's cases from its test data (by `dataVersion`), or for
 * a test run the user's own input (written into `scratchDir`) and optional expected output.
 */
export async function requestForTask(task: JudgeTask, source: TestDataSource, scratchDir: string): Promise<JudgeRequest> {
  const problem = task.problem;
  if (!problem) throw new MalformedJudgeMessage('the judge task has no problem');
  const base = {
    language: task.language,
    code: task.code,
    limits: problem.limits,
    judgeMode: problem.judgeMode,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    fileIO: problem.fileIO,
    checker: task.checker ? { language: task.checker.language, code: task.checker.code } : undefined,
    interactor: task.interactor ? { language: task.interactor.language, code: task.interactor.code } : undefined,
  };
  if (task.kind === 'test-run') {
    if (!task.testInput) throw new MalformedJudgeMessage('a test run has no input');
    const inputFile = join(scratchDir, 'test.in');
    const answerFile = join(scratchDir, 'test.out');
    await writeFile(inputFile, task.testInput.input, { mode: 0o644 });
    await writeFile(answerFile, task.testInput.expectedOutput ?? '', { mode: 0o644 });
    return {
      ...base,
      // a test run is compared plainly: a checker or interactor needs the problem's own cases
      judgeMode: 'default',
      checker: undefined,
      interactor: undefined,
      type: 'ACM',
      ioScore: 0,
      caseMode: 'default',
      cases: [{ caseId: 1, inputFile, answerFile, score: 0, groupNum: 1 }],
      testRun: { outputChars: TEST_RUN_OUTPUT_CHARS, noAnswer: task.testInput.expectedOutput === undefined },
    };
  }
  const manifest = await source.manifest(problem.dataVersion);
  const cases = await Promise.all(
    manifest.cases.map(async (c) => ({ caseId: c.caseId, inputFile: await source.file(c.input), answerFile: await source.file(c.output), score: c.score, groupNum: c.groupNum })),
  );
  return {
    ...base,
    type: manifest.type,
    ioScore: manifest.ioScore,
    caseMode: problem.judgeCaseMode ?? manifest.caseMode,
    cases,
    userExtraFiles: await filesByName(source, manifest.userExtraFiles),
    judgeExtraFiles: await filesByName(source, manifest.judgeExtraFiles),
  };
}
