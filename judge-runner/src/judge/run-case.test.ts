import { cpSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeStatusTable } from '@oj/core';
import { readHydroProblem } from '../problem/hydro-problem';
import { sharedJudge, TESTSUITE_DIR } from '../testing/shared-judge';

// When bubblewrap cannot set up a run (here: test data in a 0700 folder owned by root, which the slot's
// user cannot reach), it exits 1 without starting the program: that is System Error with its reason,
// never Wrong Answer from a checker or Runtime Error from the program.
jest.setTimeout(300_000);

const FAKE_BWRAP = '#include <stdio.h>\nint main(void) { fprintf(stderr, "bwrap: Can\'t find source path /w/input: Permission denied\\n"); return 1; }\n';

describe('a sandbox that never started its program', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-case-test-'));
    // only the folder holding the data is closed
    await chmod(dir, 0o755);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** A copy of a testsuite problem in a folder of the given mode (owned by root, as the judge is). */
  async function problemIn(scenario: string, mode: number) {
    const data = join(dir, 'cache');
    cpSync(join(TESTSUITE_DIR, scenario, 'problem'), data, { recursive: true });
    await chmod(data, mode);
    return readHydroProblem(data);
  }

  async function judged(problem: ReturnType<typeof readHydroProblem>, code: string) {
    const { judge } = await sharedJudge();
    const outcome = await judge.judge({ ...problem, language: 'C', code });
    return { status: judgeStatusTable.of(outcome.status).name, message: outcome.message ?? '', cases: outcome.cases.map((c) => judgeStatusTable.of(c.status).name) };
  }

  it("a checker that cannot be set up is System Error with bubblewrap's reason, not Wrong Answer", async () => {
    const problem = await problemIn('spj-stock', 0o700);
    const wa = readFileSync(join(TESTSUITE_DIR, 'spj-stock', 'wa.c'), 'utf8');
    const outcome = await judged(problem, wa);
    expect(outcome.status).toBe('System Error');
    expect(outcome.message).toMatch(/^the sandbox could not start \/w\/checker: bwrap: Can't find source path .*\/cache\/\d\.in: Permission denied$/);
    // the same data, readable: the checker runs and finds the wrong answer
    await chmod(join(dir, 'cache'), 0o755);
    expect((await judged(problem, wa)).status).toBe('Wrong Answer');
  });

  it('a program whose input cannot be bound (file IO) is System Error, not Runtime Error', async () => {
    const problem = await problemIn('file-io', 0o700);
    const outcome = await judged(problem, readFileSync(join(TESTSUITE_DIR, 'file-io', 'ac.c'), 'utf8'));
    expect(outcome.status).toBe('System Error');
    expect(outcome.message).toMatch(/^the sandbox could not start \/w\/main: bwrap: Can't find source path .*\/cache\/1\.in: Permission denied$/);
  });

  it("a program that prints bubblewrap's message and exits 1 is still a Runtime Error", async () => {
    const problem = await problemIn('spj-stock', 0o755);
    const outcome = await judged(problem, FAKE_BWRAP);
    expect(outcome.status).toBe('Runtime Error');
    expect(outcome.cases[0]).toBe('Runtime Error');
  });
});
