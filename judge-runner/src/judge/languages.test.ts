import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeStatusTable } from '@oj/core';
import { LANGUAGE_DEFINITIONS } from '../languages/definitions';
import { readHydroProblem } from '../problem/hydro-problem';
import { loadScenarios, problemDirOf } from '../testing/scenario';
import { sharedJudge } from '../testing/shared-judge';

// every language through the A+B set: testsuite/languages/expect.yaml
const [scenario] = loadScenarios(['languages']);

jest.setTimeout(300_000);

describe('languages', () => {
  it('lists every definition; one without its toolchain is unavailable with the reason, never dropped', async () => {
    const { languages } = await sharedJudge();
    expect(languages.all().map((s) => s.definition.key)).toEqual(LANGUAGE_DEFINITIONS.map((d) => d.key));
    const python2 = languages.state('Python2');
    expect(python2?.available).toBe(existsSync('/usr/bin/python2'));
    if (!python2?.available) expect(python2?.reason).toContain('/usr/bin/python2');
    // at least the twelve the issue names work here
    expect(languages.available().length).toBeGreaterThanOrEqual(12);
    for (const s of languages.available()) expect(s.version).toMatch(/\d/);
  });

  it.each(scenario.submissions.map((s) => [`${s.language}: ${s.file} → ${s.verdict}`, s] as const))('%s', async (_label, expected) => {
    const { judge } = await sharedJudge();
    const outcome = await judge.judge({ ...readHydroProblem(problemDirOf(scenario, expected)), language: expected.language as string, code: readFileSync(join(scenario.dir, expected.file), 'utf8') });
    const detail = JSON.stringify({ message: outcome.message, compile: outcome.compileMessage?.slice(0, 300), cases: outcome.cases });
    expect(`${judgeStatusTable.of(outcome.status).name} ${detail}`).toMatch(new RegExp(`^${expected.verdict} `));
  });
});
