import { JudgeStatus } from '@oj/core';
import { replayHttp, replaySession } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { PojAdapter } from './poj.adapter';

// POJ on the replay server: every page SYNTHETIC (test/fixtures/synthetic/poj), no real one being recorded.

const LOGGED_IN = 'JSESSIONID=remote-bot';

describe('the POJ adapter', () => {
  const poj = new PojAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  it('imports a problem page: title, limits in ms and MB, sections, sample, hint, source', async () => {
    replay.route({ path: '/problem', query: { id: '1000' }, file: 'synthetic/poj/problem-1000.html' });
    const problem = await poj.fetchProblem(replayHttp(replay, poj), '1000');
    expect(problem).toMatchObject({ title: 'A+B Problem', timeLimit: 1000, memoryLimit: 10, examples: [{ input: '1 2', output: '3' }], hint: 'Q: Where are the input and the output?', source: 'POJ' });
    expect(problem.description).toBe(`Calculate a+b  \nwith ![](${replay.url}/images/1000_1.jpg) care.`);
    expect(problem.input).toBe('Two integer a,b (0\\<=a,b\\<=10)');
    replay.route({ path: '/problem', query: { id: '9999' }, file: 'synthetic/poj/problem-missing.html' });
    await expect(poj.fetchProblem(replayHttp(replay, poj), '9999')).rejects.toMatchObject({ kind: 'missing' });
  });

  it('logs in, submits base64 with encoded=1, finds the run id, and reports refusals', async () => {
    replay.route(
      { method: 'POST', path: '/login', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/', cookie: LOGGED_IN, file: 'synthetic/poj/home-loggedin.html' },
      { path: '/status', query: { user_id: 'remote_bot', problem_id: '1000' }, file: 'synthetic/poj/status-after.html' },
      { path: '/status', query: { user_id: 'remote_bot', problem_id: '1000' }, file: 'synthetic/poj/status-before.html', times: 1 },
      { method: 'POST', path: '/submit', status: 302, headers: { Location: '/status' } },
    );
    const session = replaySession(replay, poj);
    await poj.login(session, 'pw-poj');
    expect(await poj.submit(session, { problemId: '1000', language: '4', code: 'int main(){}' })).toBe('27000002');
    const posted = new URLSearchParams(replay.seen('POST', '/submit')[0].body);
    expect([Buffer.from(posted.get('source') as string, 'base64').toString(), posted.get('encoded'), posted.get('language')]).toEqual(['int main(){}', '1', '4']);
    replay.route({ method: 'POST', path: '/submit', file: 'synthetic/poj/submit-error.html' });
    await expect(poj.submit(session, { problemId: '1000', language: '4', code: 'x' })).rejects.toMatchObject({ kind: 'rejected', message: 'POJ submit: POJ refused the submission: Source code too short, should be at least 50 bytes' });
    // a login POJ did not keep (its home page without Log Out) is refused
    replay.route({ method: 'POST', path: '/login', status: 302, headers: { Location: '/' } }, { path: '/', body: '<html><body><form><input name=user_id1></form></body></html>' });
    await expect(poj.login(replaySession(replay, poj), 'wrong')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('polls: waiting, judging, then the verdict; a compile error with its message; an unknown word is not guessed', async () => {
    const session = replaySession(replay, poj);
    const poll = () => poj.poll(session, { runId: '27000002', problemId: '1000' });
    const route = (file: string) => replay.route({ path: '/status', query: { top: '27000003' }, file: `synthetic/poj/${file}` });
    route('status-after.html');
    expect(await poll()).toEqual({ final: false, judging: false });
    route('status-judging.html');
    expect(await poll()).toEqual({ final: false, judging: true });
    route('status-accepted.html');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 16, memory: 712 });
    route('status-ce.html');
    replay.route({ path: '/showcompileinfo', query: { solution_id: '27000002' }, file: 'synthetic/poj/compileinfo-27000002.html' });
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.COMPILE_ERROR, time: null, memory: null, compileMessage: "Main.cpp\nF:\\temp\\27000002\\Main.cpp(3) : error C2065: 'cout' : undeclared identifier" });
    route('status-unknown.html');
    await expect(poll()).rejects.toMatchObject({ kind: 'changed', message: "POJ poll: unknown verdict 'Happy New Year' of run 27000002" });
  });
});
