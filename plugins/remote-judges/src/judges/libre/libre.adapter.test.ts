import { JudgeStatus } from '@oj/core';
import { CookieJar } from '../../http/cookie-jar';
import { RateGate } from '../../http/rate-gate';
import { RemoteHttp } from '../../http/remote-http';
import { ReplayServer } from '../../../test/replay-server';
import { LibreAdapter } from './libre.adapter';

// LibreOJ's API on the replay server: every answer SYNTHETIC (test/fixtures/synthetic/libre): no real
// answer of it is recorded anywhere we could cite. The site and the API are two hosts (two settings),
// both pointed at the replay server here.

describe('the LibreOJ adapter', () => {
  const libre = new LibreAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  const http = () => new RemoteHttp({ judge: 'LIBRE', base: `${replay.url}/site`, hosts: { api: replay.url }, jar: new CookieJar(), gate: new RateGate(), gateKey: 't', minIntervalMs: 0 });
  const session = () => ({ http: http(), username: 'remote_bot', loggedIn: false, state: {} as Record<string, string> });
  const answer = (path: string, file: string, match?: (body: string) => boolean) =>
    replay.route({ method: 'POST', path: `/api/${path}`, body: (r) => (match && !match(r.body) ? '{"error":"UNEXPECTED_REQUEST"}' : replay.fixture(`synthetic/libre/${file}`)), contentType: 'application/json' });

  it('imports through getProblem: markdown sections by title, samples, limits, tags; the link on the site', async () => {
    answer('problem/getProblem', 'getProblem-6.json', (b) => JSON.parse(b).displayId === 6);
    const problem = await libre.fetchProblem(http(), '6');
    expect(problem).toMatchObject({
      remoteId: '6', title: '合成题：A + B', timeLimit: 1000, memoryLimit: 256, tags: ['模拟', '入门'], url: `${replay.url}/site/p/6`,
      input: '一行两个整数 $a, b$（$|a|, |b| \\le 10^9$）。', output: '一个整数。', examples: [{ input: '1 2', output: '3' }],
    });
    expect(problem.description).toContain('输入两个整数 $a, b$，输出 $a + b$。');
    expect(problem.hint).toBe('样例说明：$1 + 2 = 3$。\n\n注意使用 `long long`。');
    replay.reset();
    answer('problem/getProblem', 'getProblem-missing.json');
    await expect(libre.fetchProblem(http(), '999999')).rejects.toMatchObject({ kind: 'missing', message: 'LIBRE import: LibreOJ answered NO_SUCH_PROBLEM' });
  });

  it('logs in for a bearer token, submits to the real id with the language options, and says a refused login so', async () => {
    answer('auth/login', 'login-ok.json');
    answer('problem/getProblem', 'getProblem-6.json');
    answer('submission/submit', 'submit-ok.json');
    const s = session();
    await libre.login(s, 'pw-loj');
    expect(JSON.parse(replay.seen('POST', '/api/auth/login')[0].body)).toEqual({ username: 'remote_bot', password: 'pw-loj' });
    expect(await libre.submit(s, { problemId: '6', language: 'cpp-17', code: 'int main(){}' })).toBe('41000002');
    const submitted = replay.seen('POST', '/api/submission/submit')[0];
    expect(submitted.headers.authorization).toBe('Bearer synthetic.jwt.token');
    expect(JSON.parse(submitted.body)).toEqual({ problemId: 1006, content: { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' }, code: 'int main(){}' }, uploadInfo: null });
    answer('auth/login', 'login-wrong.json');
    await expect(libre.login(session(), 'wrong')).rejects.toMatchObject({ kind: 'refused', message: 'LIBRE login: LibreOJ refused the login: WRONG_PASSWORD' });
  });

  it('polls getSubmissionDetail: pending, judging, the verdict; a compile error with its message; unknown words refused', async () => {
    const s = session();
    s.state.token = 'synthetic.jwt.token';
    const poll = () => libre.poll(s, { runId: '41000002', problemId: '6' });
    answer('submission/getSubmissionDetail', 'detail-pending.json', (b) => JSON.parse(b).submissionId === '41000002');
    expect(await poll()).toEqual({ final: false, judging: false });
    answer('submission/getSubmissionDetail', 'detail-judging.json');
    expect(await poll()).toEqual({ final: false, judging: true });
    answer('submission/getSubmissionDetail', 'detail-accepted.json');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.ACCEPTED, time: 12, memory: 1024 });
    answer('submission/getSubmissionDetail', 'detail-ce.json');
    expect(await poll()).toEqual({ final: true, status: JudgeStatus.COMPILE_ERROR, time: null, memory: null, compileMessage: "main.cpp:3:5: error: 'cout' was not declared in this scope" });
    answer('submission/getSubmissionDetail', 'detail-unknown.json');
    await expect(poll()).rejects.toMatchObject({ kind: 'changed', message: "LIBRE poll: unknown verdict 'HappyNewYear' of run 41000002" });
  });
});
