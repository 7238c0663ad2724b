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
