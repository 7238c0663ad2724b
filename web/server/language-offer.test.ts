import { CACHE, JudgeRunnerRegistry, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, type JudgeRunnerStatus, type Problem } from '@oj/core';
import { LANGUAGE_DEFINITIONS } from '@oj/judge-runner';
import { createUser, login, type Client } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// Only languages an online judge runner can run are offered (docs/judge.md, "Which languages are offered"):
// the lists follow the healthy runners' heartbeats, and a submission or test run in another language is
// refused at once; with no runner online nothing is known, and every enabled language stays offered.
// The site has no runner of its own (JUDGE_MODE=remote): this suite's heartbeats are the only ones.

const beat = (name: string, languages: string[]): JudgeRunnerStatus => ({
  name,
  languages: languages.map((key) => ({ key, version: '1' })),
  unavailable: [],
  slots: 1,
  busy: 0,
  load: [0, 0, 0],
  version: 'test',
});

const GO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n';
const PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('the languages offered are those a judge runner can run', () => {
  let t: TestSite;
  let alice: Client;
  let aplusb: Problem;
  const keys = async (query = '') => ((await call(t, undefined, 'GET', `/api/languages${query}`)).body.data as Array<{ key: string }>).map((l) => l.key);
  const submit = (language: string, code: string, lang = 'en-US') =>
    fetch(`${t.url}/api/submit-problem-judge?l=${lang}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: alice.token }, body: JSON.stringify({ pid: aplusb.id, language, code }) });
  const testRun = (language: string, code: string) => call(t, alice, 'POST', '/api/submit-problem-test-judge', { pid: aplusb.id, type: 'public', language, code, userInput: '1 2' });

  beforeAll(async () => {
    // memory cache: the runners this suite records are its own
    t = await startTestSite({ SEED_PROBLEMS: 'true', TRUST_PROXY: '1' });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    await createUser(t, 'alice', 'secret1');
    alice = await login(t, 'alice', 'secret1', '10.70.0.1');
    aplusb = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
  });
  afterAll(() => t?.close());

  it('offers every enabled language while no runner is online, and a submission waits for one', async () => {
    expect(await keys()).toEqual(LANGUAGE_DEFINITIONS.map((d) => d.key));
    const sent = await submit('Golang', GO);
    expect(sent.status).toBe(200);
    expect((await json(sent)).data.status).toBe(JudgeStatus.PENDING);
  });

  it('lists only the languages of a healthy runner, on every list users read', async () => {
    await t.site.container.get(JudgeRunnerRegistry).record(beat('runner-a', ['C', 'Python3', 'C++ 17 With O2']));
    expect(await keys()).toEqual(['C', 'C++ 17 With O2', 'Python3']);
    expect(await keys(`?pid=${aplusb.id}`)).toEqual(['C', 'C++ 17 With O2', 'Python3']);
    const problemLanguages = (await call(t, undefined, 'GET', `/api/get-problem-languages?pid=${aplusb.id}`)).body.data as Array<{ name: string }>;
    expect(problemLanguages.map((l) => l.name)).toEqual(['C', 'C++ 17 With O2', 'Python3']);
    const detail = (await call(t, undefined, 'GET', '/api/get-problem-detail?problemId=1000')).body.data;
    expect(detail.languages).toEqual(['C', 'C++ 17 With O2', 'Python3']);
    // the problem editor's list (all=true) still has every language, each saying whether a runner runs it
    const all = (await call(t, undefined, 'GET', '/api/languages?all=true')).body.data as Array<{ key: string; available: boolean }>;
    expect(all.map((l) => l.key)).toEqual(LANGUAGE_DEFINITIONS.map((d) => d.key));
    expect(all.filter((l) => l.available).map((l) => l.key)).toEqual(['C', 'C++ 17 With O2', 'Python3']);
  });

  it('refuses a submission and a test run in another language, naming it, in both languages', async () => {
    const refused = await submit('Golang', GO);
    expect([refused.status, (await json(refused)).msg]).toEqual([400, 'Golang cannot be judged now: no judge server can run it']);
    const zh = await submit('Golang', GO, 'zh-CN');
    expect([zh.status, (await json(zh)).msg]).toEqual([400, 'Golang 暂时无法评测：没有评测机可以运行该语言']);
    const run = await testRun('Golang', GO);
    expect([run.code, run.body.msg]).toEqual([400, 'Golang cannot be judged now: no judge server can run it']);
    // nothing was stored for the refused ones: only the first test's submission exists
    expect((await call(t, alice, 'GET', '/api/get-submission-list?onlyMine=true')).body.data.total).toBe(1);
    // a language the runner runs goes through
    expect((await submit('Python3', PY)).status).toBe(200);
    expect((await testRun('Python3', PY)).code).toBe(200);
  });

  it('offers every enabled language again while every runner is silent (submissions wait), and follows a healthy one', async () => {
    const cache = t.site.container.get(CACHE);
    const aMinuteAgo = new JudgeRunnerRegistry(cache, { now: () => new Date(Date.now() - 60_000) });
    await aMinuteAgo.record(beat('runner-a', ['C', 'Python3', 'C++ 17 With O2']));
    expect((await t.site.container.get(JudgeRunnerRegistry).list()).every((r) => !r.healthy)).toBe(true);
    // nothing is known while the judges are away: the lists stay whole and a submission waits for them
    expect(await keys()).toEqual(LANGUAGE_DEFINITIONS.map((d) => d.key));
    const waiting = await submit('Golang', GO);
    expect([waiting.status, (await json(waiting)).data.status]).toEqual([200, JudgeStatus.PENDING]);
    // a healthy runner decides again: the silent one's languages are no longer offered
    await t.site.container.get(JudgeRunnerRegistry).record(beat('runner-b', ['Golang']));
    expect(await keys()).toEqual(['Golang']);
    expect((await submit('Golang', GO)).status).toBe(200);
    const python = await submit('Python3', PY);
    expect([python.status, (await json(python)).msg]).toEqual([400, 'Python3 cannot be judged now: no judge server can run it']);
  });
});
