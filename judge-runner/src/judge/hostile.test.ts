import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { judgeStatusTable } from '@oj/core';
import { languageForFile } from '../cli/language-for-file';
import { wallLimitMs } from './limits';
import { readHydroProblem } from '../problem/hydro-problem';
import { loadScenarios, problemDirOf } from '../testing/scenario';
import { sharedJudge } from '../testing/shared-judge';

// testsuite/hostile: attacks on the host, each contained with its verdict; then the host is checked
const [scenario] = loadScenarios(['hostile']);
const SECRET = 'OJ_TEST_SECRET';

jest.setTimeout(300_000);

function processesOf(uid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '-u', String(uid)], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return []; // ps exits 1 when the user has no process
  }
}

/** sbx-<helper pid>-<n> cgroups whose helper is gone (others may belong to runs of another test worker). */
function leftoverCgroups(): string[] {
  const line = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((l) => /:memory:/.test(l));
  if (!line) return [];
  const dir = join('/sys/fs/cgroup/memory', line.split(':')[2]);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.startsWith('sbx-') && !existsSync(`/proc/${f.split('-')[1]}`));
}

describe('hostile programs', () => {
  beforeAll(() => {
    // the runner's environment holds a secret: no sandboxed process may read it
    process.env[SECRET] = 'hunter2';
  });
  afterAll(() => {
    delete process.env[SECRET];
  });

  const problem = readHydroProblem(scenario.problemDir);
  it.each(scenario.submissions.map((s) => [`${s.file} → ${s.verdict}`, s] as const))('%s, and the host is unharmed', async (_label, expected) => {
    const { judge, uid } = await sharedJudge();
    const outcome = await judge.judge({ ...readHydroProblem(problemDirOf(scenario, expected)), language: languageForFile(expected.file) as string, code: readFileSync(join(scenario.dir, expected.file), 'utf8') });
    const detail = JSON.stringify({ message: outcome.message, compile: outcome.compileMessage?.slice(0, 300), cases: outcome.cases });
    expect(`${judgeStatusTable.of(outcome.status).name} ${detail}`).toMatch(new RegExp(`^${expected.verdict} `));
    if (expected.message) expect(`${outcome.compileMessage ?? ''}${outcome.cases.map((c) => c.message ?? '').join('\n')}`).toContain(expected.message);
    expect(processesOf(uid)).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    expect(existsSync('/usr/pwned')).toBe(false);
  });

  it('a multi-threaded burner is charged CPU time, not wall time', async () => {
    const { judge } = await sharedJudge();
    const outcome = await judge.judge({ ...problem, cases: problem.cases.slice(0, 1), language: 'C With O2', code: readFileSync(join(scenario.dir, 'threads-burn.c'), 'utf8') });
    expect(judgeStatusTable.of(outcome.status).short).toBe('TLE');
    // the time shown is CPU: below the wall limit it would show if charged by the clock. Two threads on two
    // free cores reach the CPU limit in about half the wall time; on a host busier than its cores (CI running
    // other suites) the wall limit may end it first, with less CPU than the limit (463 ms of 500 seen at load 12)
    expect(outcome.timeMs).toBeLessThan(wallLimitMs(problem.limits.timeLimitMs));
    if (loadavg()[0] < cpus().length) expect(outcome.timeMs).toBeGreaterThanOrEqual(problem.limits.timeLimitMs);
  });
});
