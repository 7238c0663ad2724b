import { JudgeStatus } from '@oj/core';
import { replayHttp, replaySession } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { CodeforcesAdapter } from './codeforces.adapter';

// Codeforces on the replay server: recorded pages and API bodies (test/fixtures/recorded/cf), and the
// pages no recording holds made by hand (test/fixtures/synthetic/cf).

const LOGGED_IN = 'JSESSIONID=remote-bot';

describe('the Codeforces adapter', () => {
  const cf = new CodeforcesAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  const loginRoutes = () =>
    replay.route(
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/; HttpOnly`] },
      { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
    );

  it('knows its ids: contest and index, Gym contests left to Gym', () => {
    expect(cf.canonicalId(' 1000a ')).toBe('1000A');
    expect(cf.canonicalId('1234b1')).toBe('1234B1');
    expect(cf.canonicalId('100001A')).toBeUndefined();
    expect(cf.canonicalId('A1000')).toBeUndefined();
    expect(cf.canonicalId('abc110_a')).toBeUndefined();
  });

  it('imports a statement from its recorded page: title, limits in ms and MB, sections, samples, formulas as $…$', async () => {
    replay.route({ path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' });
    const problem = await cf.fetchProblem(replayHttp(replay, cf), '1432A');
    expect(problem).toMatchObject({ remoteId: '1432A', title: 'A+B (Trial Problem)', timeLimit: 2000, memoryLimit: 512, url: `${replay.url}/contest/1432/problem/A`, tags: [] });
    expect(problem.description).toBe('You are given two integers $a$ and $b$. Print $a+b$.');
    expect(problem.input).toContain('($1 \\le t \\le 10^4$)');
    expect(problem.input).toContain('($-1000 \\le a, b \\le 1000$)');
    expect(problem.output).toBe('Print $t$ integers — the required numbers $a+b$.');
    expect(problem.examples).toEqual([{ input: '4\n1 5\n314 15\n-99 99\n123 987', output: '6\n329\n0\n1110' }]);
  });

  it("takes the tags a contest's page lacks from the official problem list (the recorded problemset.problems)", async () => {
    replay.route({ path: '/api/problemset.problems', file: 'recorded/cf/api-problemset.problems-tags-dp-implementation.json' });
    expect(await cf.tagsOf(replayHttp(replay, cf), '580A')).toEqual(['brute force', 'dp', 'implementation']);
    expect(await cf.tagsOf(replayHttp(replay, cf), '1432A')).toEqual([]);
  });

  it('says a missing problem is missing, and a page without a statement changed', async () => {
    replay.route({ path: '/contest/1/problem/Z', status: 404, body: 'Not found' });
    await expect(cf.fetchProblem(replayHttp(replay, cf), '1Z')).rejects.toMatchObject({ kind: 'missing', message: 'CF import: there is no problem 1Z' });
    replay.route({ path: '/contest/2/problem/A', body: '<html><body><div class="something-else"></div></body></html>' });
    await expect(cf.fetchProblem(replayHttp(replay, cf), '2A')).rejects.toMatchObject({ kind: 'changed', step: 'import' });
  });

  it("logs in through /enter and reads the account's handle from the recorded home page", async () => {
    replay.route(
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/', cookie: LOGGED_IN, file: 'recorded/cf/home-loggedin-2021.html' },
    );
    const session = replaySession(replay, cf, 'someone@example.org');
    await cf.login(session, 'pw-123');
    expect(session).toMatchObject({ loggedIn: true, state: { handle: '2018030402055', csrf: '9712b77f90ae1bf64920f4bd65248fab' } });
    const posted = new URLSearchParams(replay.seen('POST', '/enter')[0].body);
    expect(Object.fromEntries(['csrf_token', 'action', 'handleOrEmail', 'password', 'remember'].map((k) => [k, posted.get(k)]))).toEqual({
      csrf_token: 'synthetic0csrf0token0000000000001', action: 'enter', handleOrEmail: 'someone@example.org', password: 'pw-123', remember: 'on',
    });
  });

  it('says a refused login is refused', async () => {
    replay.route({ path: '/enter', file: 'synthetic/cf/enter.html' }, { method: 'POST', path: '/enter', file: 'synthetic/cf/enter-refused.html' });
    const session = replaySession(replay, cf);
    await expect(cf.login(session, 'wrong')).rejects.toMatchObject({ kind: 'refused', message: 'CF login: Codeforces refused the handle or password' });
    expect(session.loggedIn).toBe(false);
  });

  it('passes the "Redirecting... Please, wait." page with the RCPC cookie its script computes', async () => {
    // the newest matching route answers: the login page once the cookie is there, the anti-bot page before
    replay.route({ path: '/enter', file: 'synthetic/cf/rcpc-redirecting.html' }, { path: '/enter', file: 'synthetic/cf/enter.html', cookie: 'RCPC=5ca1ab1e0ddba11c0ffee00d15ea5e00' });
    replay.route({ method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] }, { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' });
    const session = replaySession(replay, cf);
    await cf.login(session, 'pw');
    expect(session.loggedIn).toBe(true);
    // a page that keeps coming is an anti-bot page we cannot pass: said so, never read as the page
    replay.reset();
    replay.route({ path: '/enter', file: 'synthetic/cf/rcpc-redirecting.html' });
    await expect(cf.login(replaySession(replay, cf), 'pw')).rejects.toMatchObject({ kind: 'antibot', step: 'login' });
  });

  it('submits through the form and finds the new run id among the account\'s runs (after the newest one before)', async () => {
    loginRoutes();
    replay.route(
      { path: '/api/user.status', query: { handle: 'remote_bot' }, file: 'synthetic/cf/api-user.status-remote_bot-after.json' },
      { path: '/api/user.status', query: { handle: 'remote_bot' }, file: 'synthetic/cf/api-user.status-remote_bot-before.json', times: 1 },
      { path: '/contest/1432/submit', cookie: LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
      { method: 'POST', path: '/contest/1432/submit', status: 302, headers: { Location: '/contest/1432/my' } },
    );
    const session = replaySession(replay, cf);
    await cf.login(session, 'pw');
    const runId = await cf.submit(session, { problemId: '1432A', language: '54', code: 'int main(){}' });
    expect(runId).toBe('99000002');
    const posted = replay.seen('POST', '/contest/1432/submit')[0];
    expect(posted.query.get('csrf_token')).toBe('synthetic0csrf0token0000000000002');
    expect(Object.fromEntries(['submittedProblemIndex', 'contestId', 'programTypeId', 'source', 'action'].map((k) => [k, new URLSearchParams(posted.body).get(k)]))).toEqual({
      submittedProblemIndex: 'A', contestId: '1432', programTypeId: '54', source: 'int main(){}', action: 'submitSolutionFormSubmitted',
    });
  });

  it("reports Codeforces' refusal of a submission in its words, and a logged-out submit page as an ended session", async () => {
    loginRoutes();
    replay.route(
      { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-before.json' },
      { path: '/contest/1432/submit', cookie: LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
      { method: 'POST', path: '/contest/1432/submit', file: 'synthetic/cf/submit-rejected.html' },
    );
    const session = replaySession(replay, cf);
    await cf.login(session, 'pw');
    await expect(cf.submit(session, { problemId: '1432A', language: '54', code: 'x' })).rejects.toMatchObject({
      kind: 'rejected', message: 'CF submit: Codeforces refused the submission: You have submitted exactly the same code before',
    });
    session.http.jar.clear();
    replay.route({ path: '/contest/1432/submit', file: 'synthetic/cf/enter.html' });
    await expect(cf.submit(session, { problemId: '1432A', language: '54', code: 'x' })).rejects.toThrow('CF: the session ended');
  });

  it('polls verdicts through the API: the recorded contest.status read run by run', async () => {
    replay.route({ path: '/api/contest.status', query: { contestId: '374' }, file: 'recorded/cf/api-contest.status-374-from1-count50.json' });
    const session = replaySession(replay, cf, 'Sa1378');
    expect(await cf.poll(session, { runId: '15081641', problemId: '374C' })).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 421, memory: 37300 });
    expect(await cf.poll(session, { runId: '15080922', problemId: '374C' })).toMatchObject({ final: true, status: JudgeStatus.TIME_LIMIT_EXCEEDED });
    expect(await cf.poll(session, { runId: '15080944', problemId: '374C' })).toMatchObject({ final: true, status: JudgeStatus.WRONG_ANSWER });
    await expect(cf.poll(session, { runId: '1', problemId: '374C' })).rejects.toMatchObject({ kind: 'missing', step: 'poll' });
  });

  it('waits while testing, reads a compile error with its message, and never guesses an unknown verdict', async () => {
    const session = replaySession(replay, cf);
    session.state = { handle: 'remote_bot', csrf: 'synthetic0csrf0token0000000000003' };
    replay.route({ path: '/api/contest.status', query: { contestId: '1432', handle: 'remote_bot' }, file: 'synthetic/cf/api-contest.status-1432-remote_bot-testing.json' });
    expect(await cf.poll(session, { runId: '99000002', problemId: '1432A' })).toEqual({ final: false, judging: true });
    replay.route(
      { path: '/api/contest.status', query: { contestId: '1432' }, file: 'synthetic/cf/api-contest.status-1432-remote_bot-ce.json' },
      { method: 'POST', path: '/data/judgeProtocol', file: 'synthetic/cf/judge-protocol-ce.json' },
    );
    expect(await cf.poll(session, { runId: '99000002', problemId: '1432A' })).toEqual({
      final: true, status: JudgeStatus.COMPILE_ERROR, time: 0, memory: 0, compileMessage: "Can't compile file:\nprogram.cpp: In function 'int main()':\nprogram.cpp:3:5: error: 'cout' was not declared in this scope\n",
    });
    expect(new URLSearchParams(replay.seen('POST', '/data/judgeProtocol')[0].body).get('submissionId')).toBe('99000002');
    replay.route({ path: '/api/contest.status', query: { contestId: '1432' }, file: 'synthetic/cf/api-contest.status-1432-remote_bot-happy.json' });
    await expect(cf.poll(session, { runId: '99000002', problemId: '1432A' })).rejects.toMatchObject({ kind: 'changed', message: "CF poll: unknown verdict 'HAPPY_NEW_YEAR' of run 99000002" });
    replay.route({ path: '/api/contest.status', file: 'synthetic/cf/api-failed-call-limit.json' });
    await expect(cf.poll(session, { runId: '99000002', problemId: '1432A' })).rejects.toMatchObject({ kind: 'server', transient: true });
  });
});
