import { JudgeStatus } from '@oj/core';
import { replayHttp, replaySession } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { SpojAdapter } from './spoj.adapter';

// SPOJ on the replay server: every page SYNTHETIC (test/fixtures/synthetic/spoj), no real modern one being recorded.

const LOGGED_IN = 'SPOJ=remote-bot';

describe('the SPOJ adapter', () => {
  const spoj = new SpojAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  it('takes problem codes, upper-cased', () => {
    expect(spoj.canonicalId(' test ')).toBe('TEST');
    expect(spoj.canonicalId('1000')).toBeUndefined();
    expect(spoj.canonicalId('TOOLONGCODE')).toBeUndefined();
  });

  it('imports a problem page: title, the upper time bound, memory, statement, example and tags', async () => {
    replay.route({ path: '/problems/TEST/', file: 'synthetic/spoj/problem-TEST.html' });
    const problem = await spoj.fetchProblem(replayHttp(replay, spoj), 'TEST');
    expect(problem).toMatchObject({
      title: 'Life, the Universe, and Everything', timeLimit: 10_000, memoryLimit: 1536, tags: ['basics', 'ad-hoc-1'],
      examples: [{ input: '1\n2\n88\n42\n99', output: '1\n2\n88' }], source: "Douglas Adams, The Hitchhiker's Guide to the Galaxy",
    });
    expect(problem.description).toContain(`![diagram](${replay.url}/content/sphere:TEST-diagram.png)`);
    expect(problem.description).toMatch(/^Your program is to use the brute-force approach/);
    replay.route({ path: '/problems/NOPE/', file: 'synthetic/spoj/problem-missing.html' });
    await expect(spoj.fetchProblem(replayHttp(replay, spoj), 'NOPE')).rejects.toMatchObject({ kind: 'missing' });
  });

  it('logs in, checks the language against the form, submits and reads newSubmissionId; refusals in its words', async () => {
    replay.route(
      { method: 'POST', path: '/login/', file: 'synthetic/spoj/home-loggedin.html', setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/submit/TEST/', cookie: LOGGED_IN, file: 'synthetic/spoj/submit-form-TEST.html' },
      { method: 'POST', path: '/submit/complete/', file: 'synthetic/spoj/submit-complete.html' },
    );
    const session = replaySession(replay, spoj);
    await spoj.login(session, 'pw-spoj');
    expect(Object.fromEntries(new URLSearchParams(replay.seen('POST', '/login/')[0].body))).toMatchObject({ login_user: 'remote_bot', password: 'pw-spoj', autologin: '1' });
    expect(await spoj.submit(session, { problemId: 'TEST', language: '44', code: 'int main(){}' })).toBe('31000002');
    expect(Object.fromEntries(new URLSearchParams(replay.seen('POST', '/submit/complete/')[0].body))).toMatchObject({ problemcode: 'TEST', lang: '44', file: 'int main(){}' });
    await expect(spoj.submit(session, { problemId: 'TEST', language: '999', code: 'x' })).rejects.toMatchObject({ kind: 'rejected', message: 'SPOJ submit: SPOJ does not take language id 999 for TEST' });
    replay.route({ method: 'POST', path: '/submit/complete/', file: 'synthetic/spoj/submit-wrong-language.html' });
    await expect(spoj.submit(session, { problemId: 'TEST', language: '44', code: 'x' })).rejects.toMatchObject({ kind: 'rejected', message: "SPOJ submit: SPOJ refused the submission: You can't submit in this language for this problem. Try again!" });
    replay.route({ method: 'POST', path: '/login/', file: 'synthetic/spoj/login-failed.html' });
    await expect(spoj.login(replaySession(replay, spoj), 'wrong')).rejects.toMatchObject({ kind: 'refused', message: 'SPOJ login: SPOJ refused the username or password' });
  });

  it('polls the status row: running, then the verdict with seconds and megabytes; compile errors with their message', async () => {
    const session = replaySession(replay, spoj);
    const poll = () => spoj.poll(session, { runId: '31000002', problemId: 'TEST' });
    const route = (file: string) => replay.route({ path: '/status/ns=31000002', file: `synthetic/spoj/${file}` });
    route('status-running.html');
    expect(await poll()).toEqual({ final: false, judging: true });
    route('status-accepted.html');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 10, memory: 5325 });
    route('status-tle.html');
    expect(await poll()).toMatchObject({ final: true, status: JudgeStatus.TIME_LIMIT_EXCEEDED, time: 1000 });
    route('status-ce.html');
    replay.route({ path: '/error/31000002', file: 'synthetic/spoj/error-31000002.html' });
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.COMPILE_ERROR, time: null, memory: null, compileMessage: "prog.cpp: In function 'int main()':\nprog.cpp:3:5: error: 'cout' was not declared in this scope" });
    route('status-unknown.html');
    await expect(poll()).rejects.toMatchObject({ kind: 'changed' });
  });
});
