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
}

export interface Scenario {
  name: string;
  problemDir: string;
  dir: string;
  submissions: ExpectedSubmission[];
}

/** `testsuite/<scenario>/expect.yaml`: the problem folder (default: the scenario's own) and submissions. */
export function loadScenarios(names?: string[]): Scenario[] {
  return readdirSync(TESTSUITE_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(TESTSUITE_DIR, d.name, 'expect.yaml')))
    .filter((d) => !names || names.includes(d.name))
    .map((d) => {
      const dir = join(TESTSUITE_DIR, d.name);
      const spec = parse(readFileSync(join(dir, 'expect.yaml'), 'utf8')) as { problem?: string; submissions: ExpectedSubmission[] };
      return { name: d.name, dir, problemDir: resolve(dir, spec.problem ?? 'problem'), submissions: spec.submissions };
    });
}
