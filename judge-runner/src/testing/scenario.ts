import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { TESTSUITE_DIR } from './shared-judge';

/** One submission of a scenario and what the judge must say of it. */
export interface ExpectedSubmission {
  file: string;
  language?: string;
  verdict: string;
  score?: number;
  /** Verdict of each case, in order. */
  cases?: string[];
  /** A message (compile or case) must contain this. */
  message?: string;
  /** Each case's message must contain the string at its index. */
  caseMessages?: string[];
  /**
   * A problem folder of its own for this submission (relative to the scenario). The memory hogs use one with a
   * longer time limit: on a host whose first-touch page faults are slow (≈13 µs each on a PVM guest: 256 MB cost
   * ≈1 s of CPU) they would otherwise reach the time limit before the memory limit.
   */
  problem?: string;
}

export interface Scenario {
  name: string;
  problemDir: string;
  dir: string;
  submissions: ExpectedSubmission[];
}

/**
 * `testsuite/<scenario>/expect.yaml`: the problem folder (default: the scenario's own) and submissions.
 * A scenario's subfolders may be scenarios of their own (`spj-stock/wcmp`: one per stock checker).
 */
export function loadScenarios(names?: string[]): Scenario[] {
  const found: string[] = [];
  for (const top of readdirSync(TESTSUITE_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    if (existsSync(join(TESTSUITE_DIR, top.name, 'expect.yaml'))) found.push(top.name);
    for (const sub of readdirSync(join(TESTSUITE_DIR, top.name), { withFileTypes: true })) {
      if (sub.isDirectory() && existsSync(join(TESTSUITE_DIR, top.name, sub.name, 'expect.yaml'))) found.push(`${top.name}/${sub.name}`);
    }
  }
  return found
    .filter((name) => !names || names.includes(name))
    .map((name) => {
      const dir = join(TESTSUITE_DIR, name);
      const spec = parse(readFileSync(join(dir, 'expect.yaml'), 'utf8')) as { problem?: string; submissions: ExpectedSubmission[] };
      return { name, dir, problemDir: resolve(dir, spec.problem ?? 'problem'), submissions: spec.submissions };
    });
}

/** The problem folder a submission of the scenario is judged against. */
export function problemDirOf(scenario: Scenario, submission: ExpectedSubmission): string {
  return submission.problem ? resolve(scenario.dir, submission.problem) : scenario.problemDir;
}
