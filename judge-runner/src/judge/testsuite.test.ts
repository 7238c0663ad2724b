import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeStatusTable } from '@oj/core';
import { readHydroProblem } from '../problem/hydro-problem';
import { loadScenarios, problemDirOf } from '../testing/scenario';
import { sharedJudge } from '../testing/shared-judge';
import { languageForFile } from '../cli/language-for-file';

// the data-driven judge test suite (judge-runner/testsuite/<scenario>/expect.yaml), minus the per-language
// sweep and the hostile programs, which have files of their own
const scenarios = loadScenarios().filter((s) => !['languages', 'hostile'].includes(s.name));

jest.setTimeout(300_000);

describe.each(scenarios.map((s) => [s.name, s] as const))('judge scenario %s', (_name, scenario) => {

  it.each(scenario.submissions.map((s) => [`${s.file} (${s.language ?? 'by extension'}) → ${s.verdict}`, s] as const))('%s', async (_label, expected) => {
    const { judge } = await sharedJudge();
    const language = expected.language ?? languageForFile(expected.file) ?? 'unknown';
    const outcome = await judge.judge({ ...readHydroProblem(problemDirOf(scenario, expected)), language, code: readFileSync(join(scenario.dir, expected.file), 'utf8') });
    const detail = JSON.stringify({ message: outcome.message, compile: outcome.compileMessage?.slice(0, 500), cases: outcome.cases });
    expect(`${judgeStatusTable.of(outcome.status).name} ${detail}`).toMatch(new RegExp(`^${expected.verdict} `));
    if (expected.score !== undefined) expect(outcome.score).toBe(expected.score);
    if (expected.cases) expect(outcome.cases.map((c) => judgeStatusTable.of(c.status).name)).toEqual(expected.cases);
    if (expected.caseMessages) expected.caseMessages.forEach((m, i) => expect(outcome.cases[i]?.message ?? '').toContain(m));
    if (expected.message) expect(`${outcome.compileMessage ?? ''}${outcome.message ?? ''}${outcome.cases.map((c) => c.message ?? '').join('\n')}`).toContain(expected.message);
  });
});
