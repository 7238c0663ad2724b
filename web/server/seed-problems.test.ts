import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_STORE, JUDGE_PROTOCOL_VERSION, judgeStatusTable, PROBLEM_REPOSITORY, type JudgeTask, type Problem } from '@oj/core';
import { DiskCache } from '../../judge-runner/src/test-data/disk-cache.js';
import { FileStoreTestDataSource } from '../../judge-runner/src/test-data/test-data-source.js';
import { requestForTask } from '../../judge-runner/src/worker/task-request.js';
import { sharedJudge } from '../../judge-runner/src/testing/shared-judge.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

const SEED = join(__dirname, '..', 'seed', 'problems');

/** The reference solutions of each sample problem (web/seed/problems/<folder>/std). */
const REFERENCE: Record<string, { folder: string; files: Array<[string, string]> }> = {
  '1000': { folder: 'aplusb', files: [['ac.cc', 'C++ 17 With O2'], ['ac.py', 'Python3']] },
  '1001': { folder: 'divisor-pairs', files: [['ac.cc', 'C++ 17 With O2']] },
  '1002': { folder: 'split-number', files: [['ac.cc', 'C++ 17 With O2']] },
  '1003': { folder: 'guess-number', files: [['ac.cc', 'C++ 17 With O2'], ['ac.py', 'Python3']] },
};

/** The task the submissions feature will send for this problem: limits, modes, data version, checker. */
function taskFor(problem: Problem, language: string, code: string): JudgeTask {
  const program = problem.spjCode && problem.spjLanguage ? { language: problem.spjLanguage, code: problem.spjCode } : undefined;
  return {
    v: JUDGE_PROTOCOL_VERSION,
    taskId: `seed-${problem.problemId}-${language}`,
    kind: 'submission',
    submissionId: `seed-${problem.problemId}`,
    attempt: 1,
    language,
    code,
    problem: {
      pid: problem.id,
      limits: { timeLimitMs: problem.timeLimit, memoryLimitMb: problem.memoryLimit, stackLimitMb: problem.stackLimit },
      judgeMode: problem.judgeMode,
      judgeCaseMode: problem.judgeCaseMode,
      isRemoveEndBlank: problem.isRemoveEndBlank,
      dataVersion: problem.caseVersion as string,
    },
    checker: problem.judgeMode === 'spj' ? program : undefined,
    interactor: problem.judgeMode === 'interactive' ? program : undefined,
    enqueuedAt: Date.now(),
  };
}

describe('the sample problems a new site starts with', () => {
  let t: TestSite;
  let scratch: string;
  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' });
    scratch = await mkdtemp(join(tmpdir(), 'oj-seed-'));
    // the sandboxed checker runs as the slot's uid and reads the cached data through this folder
    await chmod(scratch, 0o755);
  });
  afterAll(async () => {
    await t?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('lists A+B, an OI problem with subtasks, a special judge and an interactive problem to everyone', async () => {
    const list = await json(await fetch(`${t.url}/api/get-problem-list?oj=ME`));
    expect(list.data.records.map((r: { problemId: string; title: string }) => [r.problemId, r.title])).toEqual([
      ['1000', 'A+B Problem'],
      ['1001', 'Divisor Pairs'],
      ['1002', 'Split the Number'],
      ['1003', 'Guess the Number'],
    ]);
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    const shape = async (id: string) => {
      const p = (await problems.findByProblemId(id)) as Problem;
      const cases = await problems.cases(p.id);
      // the admin form requires the input and output descriptions: a sample must be editable as it is
      expect([id, p.input.trim() !== '', p.output.trim() !== '']).toEqual([id, true, true]);
      return { type: p.type, judgeMode: p.judgeMode, judgeCaseMode: p.judgeCaseMode, cases: cases.length, groups: [...new Set(cases.map((c) => c.groupNum))].length, score: cases.reduce((s, c) => s + c.score, 0) };
    };
    expect(await shape('1000')).toMatchObject({ type: 0, judgeMode: 'default', cases: 10 });
    expect(await shape('1001')).toMatchObject({ type: 1, judgeMode: 'default', judgeCaseMode: 'subtask_lowest', cases: 6, groups: 2 });
    expect(await shape('1002')).toMatchObject({ type: 0, judgeMode: 'spj', cases: 10 });
    expect(await shape('1003')).toMatchObject({ type: 0, judgeMode: 'interactive', cases: 10 });
    const detail = await json(await fetch(`${t.url}/api/get-problem-detail?problemId=1000`));
    expect(detail.data.problem.description).toContain('print their sum');
    expect(detail.data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Beginner', 'Math']);
  });

  it.each(Object.entries(REFERENCE))('judges the reference solutions of %s Accepted from the data the site stored', async (problemId, { folder, files }) => {
    const problem = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId(problemId)) as Problem;
    const source = new FileStoreTestDataSource(await DiskCache.open(join(scratch, 'cache'), 256 * 1024 * 1024), t.site.container.get(FILE_STORE));
    const { judge } = await sharedJudge();
    for (const [file, language] of files) {
      const code = readFileSync(join(SEED, folder, 'std', file), 'utf8');
      const outcome = await judge.judge(await requestForTask(taskFor(problem, language, code), source, scratch));
      const why = JSON.stringify({ message: outcome.message, cases: outcome.cases.slice(0, 2), checker: problem.spjLanguage, code: problem.spjCode?.slice(0, 300) });
      expect([file, judgeStatusTable.of(outcome.status).name, why]).toEqual([file, 'Accepted', why]);
      if (problem.type === 1) expect(outcome.score).toBe(problem.ioScore);
    }
  }, 120_000);

  it('is imported once: a restart, or a bank emptied by the admin, brings nothing back', async () => {
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    for (const id of ['1000', '1001', '1002', '1003']) await problems.delete(((await problems.findByProblemId(id)) as Problem).id);
    const again = await startTestSite({ SEED_PROBLEMS: 'true' }, t.database);
    try {
      const list = await json(await fetch(`${again.url}/api/get-problem-list?oj=ME`));
      expect(list.data.total).toBe(0);
    } finally {
      await again.close();
    }
  });
});
