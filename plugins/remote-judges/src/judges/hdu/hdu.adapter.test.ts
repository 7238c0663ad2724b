import { JudgeStatus } from '@oj/core';
import { replayHttp, replaySession } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { HduAdapter } from './hdu.adapter';

// HDU on the replay server. No real HDU page is recorded anywhere we could cite, so every page here is
// SYNTHETIC (test/fixtures/synthetic/hdu, built from the corpus's description) and served GBK-encoded
// with a gb2312 charset, as HDU serves its pages.

const LOGGED_IN = 'PHPSESSID=remote-bot';

describe('the HDU adapter', () => {
  const hdu = new HduAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  it('takes numeric ids from 1000 on', () => {
    expect(hdu.canonicalId(' 1000 ')).toBe('1000');
    expect(hdu.canonicalId('999')).toBeUndefined();
    expect(hdu.canonicalId('1000A')).toBeUndefined();
  });

  it('imports a GBK page: title, the "Others" limits in ms and MB, sections, sample, hint, source, absolute images', async () => {
    replay.route({ path: '/showproblem.php', query: { pid: '1000' }, file: 'synthetic/hdu/showproblem-1000.html' });
    const problem = await hdu.fetchProblem(replayHttp(replay, hdu), '1000');
    expect(problem).toMatchObject({ remoteId: '1000', title: 'A + B 问题', timeLimit: 1000, memoryLimit: 32, source: 'Synthetic Cup 2024', examples: [{ input: '1 1\n2 3', output: '2\n5' }] });
    expect(problem.description).toBe(`Calculate *A + B*.  \n计算两个整数之和。![](${replay.url}/data/images/1000-1.jpg)`);
    expect(problem.input).toBe('Each line will contain two integers *A* and *B*. Process to end of file.');
    expect(problem.hint).toBe('Use long long if you are afraid.');
    replay.route({ path: '/showproblem.php', query: { pid: '99999' }, file: 'synthetic/hdu/showproblem-missing.html' });
    await expect(hdu.fetchProblem(replayHttp(replay, hdu), '99999')).rejects.toMatchObject({ kind: 'missing', message: 'HDU import: there is no problem 99999' });
  });

  it('logs in, submits the code URL-encoded then base64, and reads the new run id; refusals in HDU\'s words', async () => {
    replay.route(
      { method: 'POST', path: '/userloginex.php', query: { action: 'login' }, status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; path=/`] },
      { path: '/index.php', cookie: LOGGED_IN, file: 'synthetic/hdu/index-loggedin.html' },
      { path: '/status.php', query: { user: 'remote_bot', pid: '1000' }, file: 'synthetic/hdu/status-after.html' },
      { path: '/status.php', query: { user: 'remote_bot', pid: '1000' }, file: 'synthetic/hdu/status-before.html', times: 1 },
      { method: 'POST', path: '/submit.php', query: { action: 'submit' }, status: 302, headers: { Location: '/status.php' } },
    );
    const session = replaySession(replay, hdu);
    await hdu.login(session, 'pw-hdu');
    expect(Object.fromEntries(new URLSearchParams(replay.seen('POST', '/userloginex.php')[0].body))).toEqual({ username: 'remote_bot', userpass: 'pw-hdu', login: 'Sign In' });
    const code = '#include <cstdio>\nint main(){ int a,b; while(scanf("%d%d",&a,&b)==2) printf("%d\\n",a+b); }';
    expect(await hdu.submit(session, { problemId: '1000', language: '0', code })).toBe('39000002');
    const posted = new URLSearchParams(replay.seen('POST', '/submit.php')[0].body);
    expect(decodeURIComponent(Buffer.from(posted.get('_usercode') as string, 'base64').toString())).toBe(code);
    expect([posted.get('problemid'), posted.get('language'), posted.get('check')]).toEqual(['1000', '0', '0']);

    replay.route({ method: 'POST', path: '/submit.php', file: 'synthetic/hdu/submit-error.html' });
    await expect(hdu.submit(session, { problemId: '1000', language: '0', code: 'x' })).rejects.toMatchObject({ kind: 'rejected', message: expect.stringContaining('HDU refused the submission: Code length is improper!') });
    replay.route({ method: 'POST', path: '/userloginex.php', file: 'synthetic/hdu/login-refused.html' });
    await expect(hdu.login(replaySession(replay, hdu), 'wrong')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('polls the status table: queuing, running, then the verdict with time and memory; compile errors with their message', async () => {
    const session = replaySession(replay, hdu);
    const poll = () => hdu.poll(session, { runId: '39000002', problemId: '1000' });
    const route = (file: string) => replay.route({ path: '/status.php', query: { first: '39000002' }, file: `synthetic/hdu/${file}` });
    route('status-after.html');
    expect(await poll()).toEqual({ final: false, judging: false });
    route('status-running.html');
    expect(await poll()).toEqual({ final: false, judging: true });
    route('status-accepted.html');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 15, memory: 1432 });
    route('status-re.html');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.RUNTIME_ERROR, time: 0, memory: 1420, compileMessage: 'ACCESS_VIOLATION' });
    route('status-ce.html');
    replay.route({ path: '/viewerror.php', query: { rid: '39000002' }, file: 'synthetic/hdu/viewerror-39000002.html' });
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.COMPILE_ERROR, time: 0, memory: 0, compileMessage: "0_0_39000002_1234.cpp(3) : error C2065: 'cout' : undeclared identifier" });
  });
});
