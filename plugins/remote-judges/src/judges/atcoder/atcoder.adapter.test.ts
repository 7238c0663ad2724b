import { JudgeStatus } from '@oj/core';
import { replayHttp, replaySession } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { AtcoderAdapter, readAtcoderCells } from './atcoder.adapter';
import { all, is, outerHtml, parseHtml } from '../../http/html';

// AtCoder on the replay server: recorded pages and verdict JSON (test/fixtures/recorded/ac); what no
// recording holds (an empty submissions page, a compile error, a refusal, a CAPTCHA) made by hand
// (test/fixtures/synthetic/ac).

const LOGGED_IN = 'REVEL_SESSION=remote-bot';

describe('the AtCoder adapter', () => {
  const ac = new AtcoderAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  it('knows its ids (contest_task) and the contest of each', () => {
    expect(ac.canonicalId(' ABC110_A ')).toBe('abc110_a');
    expect(ac.canonicalId('arc001_1')).toBe('arc001_1');
    expect(ac.canonicalId('1000A')).toBeUndefined();
    expect(ac.problemUrl(replayHttp(replay, ac), 'abc259_a')).toBe(`${replay.url}/contests/abc259/tasks/abc259_a`);
  });

  it('imports the English statement of a recorded task page: title without its letter, limits, sections, samples, <var> as $…$', async () => {
    replay.route({ path: '/contests/abc259/tasks/abc259_a', query: { lang: 'en' }, file: 'recorded/ac/task-abc259_a-loggedin.html' });
    const problem = await ac.fetchProblem(replayHttp(replay, ac), 'abc259_a');
    expect(problem).toMatchObject({ remoteId: 'abc259_a', title: 'Growth Record', timeLimit: 2000, memoryLimit: 1024, url: `${replay.url}/contests/abc259/tasks/abc259_a` });
    expect(problem.description).toMatch(/^Takahashi had his \$N\$-th birthday, when he was \$T\$ centimeters tall\./);
    expect(problem.description).toContain('#### Constraints');
    expect(problem.description).toContain('- $0 \\leq M \\lt N \\leq 100$');
    expect(problem.input).toMatch(/^Input is given from Standard Input in the following format:/);
    expect(problem.output).toBe('Print the answer as an integer.');
    expect(problem.examples).toEqual([
      { input: '38 20 17 168 3', output: '168' },
      { input: '1 0 1 3 2', output: '1' },
      { input: '100 10 100 180 1', output: '90' },
    ]);
  });

  it('reads an old task with a Japanese statement only and a 64 MB limit', async () => {
    replay.route({ path: '/contests/abc003/tasks/abc003_4', file: 'recorded/ac/task-abc003_4-ja-only-64MB-loggedin.html' });
    const problem = await ac.fetchProblem(replayHttp(replay, ac), 'abc003_4');
    expect(problem).toMatchObject({ timeLimit: 2000, memoryLimit: 64 });
    expect(problem.description.length).toBeGreaterThan(50);
    expect(problem.examples).toHaveLength(4);
  });

  const loginRoutes = () =>
    replay.route(
      { path: '/home', file: 'recorded/ac/home-before-login.html' },
      { method: 'POST', path: '/login', status: 302, headers: { Location: '/home' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/home', cookie: LOGGED_IN, file: 'recorded/ac/home-after-login.html' },
    );

  it('logs in with the form and the CSRF token of the recorded pages; a refusal sends back to /login', async () => {
    loginRoutes();
    const session = replaySession(replay, ac);
    await ac.login(session, 'pw-ac');
    expect(session.loggedIn).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(replay.seen('POST', '/login')[0].body))).toEqual({ username: 'remote_bot', password: 'pw-ac', csrf_token: '=' });
    replay.route({ method: 'POST', path: '/login', status: 302, headers: { Location: '/login' } });
    await expect(ac.login(replaySession(replay, ac), 'wrong')).rejects.toMatchObject({ kind: 'refused', message: 'AC login: AtCoder refused the username or password' });
  });

  it("submits through the recorded form and takes the new run id from the account's submissions page", async () => {
    loginRoutes();
    replay.route(
      { path: '/contests/abc275/submit', cookie: LOGGED_IN, file: 'recorded/ac/submit-practice-loggedin.html' },
      { path: '/contests/abc275/submissions/me', query: { 'f.Task': 'abc275_f' }, file: 'recorded/ac/submissions-me-abc275_f-filtered.html' },
      { path: '/contests/abc275/submissions/me', query: { 'f.Task': 'abc275_f' }, file: 'synthetic/ac/submissions-me-empty.html', times: 1 },
      { method: 'POST', path: '/contests/abc275/submit', status: 302, headers: { Location: '/contests/abc275/submissions/me' } },
    );
    const session = replaySession(replay, ac);
    await ac.login(session, 'pw');
    expect(await ac.submit(session, { problemId: 'abc275_f', language: '4003', code: 'int main(){}' })).toBe('36185704');
    const posted = Object.fromEntries(new URLSearchParams(replay.seen('POST', '/contests/abc275/submit')[0].body));
    expect(posted).toEqual({ 'data.TaskScreenName': 'abc275_f', 'data.LanguageId': '4003', sourceCode: 'int main(){}', csrf_token: 'Vs5Hn5O5VZG+RVvWAB6yWDHSniNtvnhyKUkBDVdkn1o=' });
    // a language the live form no longer lists is refused before anything is sent
    await expect(ac.submit(session, { problemId: 'abc275_f', language: '5001', code: 'x' })).rejects.toMatchObject({ kind: 'changed', message: expect.stringContaining('no longer offers language id 5001') });
    expect(replay.seen('POST', '/contests/abc275/submit')).toHaveLength(1);
  });

  it("reports AtCoder's refusal in its words, and a CAPTCHA in front of the form as such", async () => {
    loginRoutes();
    replay.route(
      { path: '/contests/abc275/submit', cookie: LOGGED_IN, file: 'recorded/ac/submit-practice-loggedin.html' },
      { path: '/contests/abc275/submissions/me', file: 'synthetic/ac/submissions-me-empty.html' },
      { method: 'POST', path: '/contests/abc275/submit', file: 'synthetic/ac/submit-refused.html' },
    );
    const session = replaySession(replay, ac);
    await ac.login(session, 'pw');
    await expect(ac.submit(session, { problemId: 'abc275_f', language: '4003', code: 'x' })).rejects.toMatchObject({ kind: 'rejected', message: 'AC submit: AtCoder refused the submission: Wait 5 seconds to submit again.' });
    replay.route({ path: '/contests/abc275/submit', file: 'synthetic/ac/submit-with-captcha.html' });
    await expect(ac.submit(session, { problemId: 'abc275_f', language: '4003', code: 'x' })).rejects.toMatchObject({ kind: 'antibot', step: 'submit' });
  });

  it('polls the recorded verdict JSON: judging with its interval, then Accepted with time and memory', async () => {
    replay.route(
      { path: '/contests/abc284/submissions/me/status/json', query: { 'sids[]': '38109148' }, file: 'recorded/ac/submissions-me-status-json-abc284-38109148-AC.json' },
      { path: '/contests/abc284/submissions/me/status/json', query: { 'sids[]': '38109148' }, file: 'recorded/ac/submissions-me-status-json-abc284-38109148-judging.json', times: 1 },
    );
    const session = replaySession(replay, ac);
    expect(await ac.poll(session, { runId: '38109148', problemId: 'abc284_c' })).toEqual({ final: false, judging: true, nextPollMs: 1000 });
    expect(await ac.poll(session, { runId: '38109148', problemId: 'abc284_c' })).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 7, memory: 3776 });
  });

  it('reads a compile error with its message from the run page, and never guesses an unknown label', async () => {
    replay.route(
      { path: '/contests/abc275/submissions/me/status/json', file: 'synthetic/ac/status-json-ce.json' },
      { path: '/contests/abc275/submissions/36185704', file: 'synthetic/ac/submission-ce.html' },
    );
    const session = replaySession(replay, ac);
    expect(await ac.poll(session, { runId: '36185704', problemId: 'abc275_f' })).toEqual({
      final: true, status: JudgeStatus.COMPILE_ERROR, time: null, memory: null, compileMessage: "Main.cpp: In function 'int main()':\nMain.cpp:3:5: error: 'cout' was not declared in this scope",
    });
    replay.route({ path: '/contests/abc275/submissions/me/status/json', file: 'synthetic/ac/status-json-unknown.json' });
    await expect(ac.poll(session, { runId: '36185704', problemId: 'abc275_f' })).rejects.toMatchObject({ kind: 'changed', message: "AC poll: unknown verdict 'HNY' of run 36185704" });
  });

  it("maps the verdict labels of a recorded submissions page (English UI: 7 CE, 13 WA) with each row's time and memory", () => {
    const rows = all(parseHtml(replay.fixture('recorded/ac/submissions-me-arc001-page1-en.html').toString('utf8')), (el) => el.name === 'tr' && all(el, is('td.submission-score')).length > 0);
    const cells = rows.map((row) => readAtcoderCells(outerHtml(row)));
    expect(cells).toHaveLength(20);
    expect(cells.filter((c) => c.label === 'CE')).toHaveLength(7);
    expect(cells.filter((c) => c.label === 'WA')).toHaveLength(13);
    expect(cells.filter((c) => c.label === 'WA').every((c) => c.timeMs !== null && c.memoryKb !== null)).toBe(true);
  });
});
