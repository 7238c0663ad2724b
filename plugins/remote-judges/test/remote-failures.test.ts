import { JudgeStatus, MAX_REMOTE_TASK_DELIVERIES, SQL_RUNNER } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { remoteJudgesPlugin } from '../src/index';
import { ReplayServer, type ReplayRoute } from './replay-server';
import { enableJudge, eventually, FAST_TUNING, leases, setAccounts, startRemoteSite, type RemoteSite } from './remote-site';

// Scripted failures of a remote judge (Codeforces on the replay server): every one ends in a clear error
// naming the judge and the step (the submission's Submitted Failed reason, or the API's answer), the
// account comes back, nothing stays Submitting or Pending, and a resubmit asks the judge again.

jest.setTimeout(180_000);

const LOGGED_IN = 'JSESSIONID=remote-bot';
const CODE = 'int main() { return 0; }';

/** Codeforces' whole chain for one submission of 1432A; `over` routes answer first (the newest wins). */
function cfChain(replay: ReplayServer, over: ReplayRoute[] = []): void {
  replay.reset();
  replay.route(
    { path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' },
    { path: '/enter', file: 'synthetic/cf/enter.html' },
    { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
    { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
    { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-after.json' },
    { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-before.json', times: 1 },
    { path: '/contest/1432/submit', cookie: LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
    { method: 'POST', path: '/contest/1432/submit', status: 302, headers: { Location: '/contest/1432/my' } },
    { path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-ok.json' },
    ...over,
  );
}

describe('remote judging when the remote judge fails', () => {
  let s: RemoteSite;
  let replay: ReplayServer;
  let pid: number;

  beforeAll(async () => {
    replay = await ReplayServer.start();
    // quick timeouts and few passing failures, so a silent judge is given up in seconds (2 s, not less: on a
    // loaded CI host the replay's own answers took over 0.5 s)
    s = await startRemoteSite({ plugins: [remoteJudgesPlugin({ tuning: { ...FAST_TUNING, requestTimeoutMs: 2_000, maxPassingFailures: 3 } })] });
    cfChain(replay);
    await enableJudge(s, 'CF', replay.url);
    await setAccounts(s, 'cf', [['remote_bot', 'cf-password-1']]);
    pid = (await call(s.t, s.root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1432A')).body.data.pid;
  });
  afterAll(async () => {
    await s?.t.close();
    await replay?.close();
  });

  /** Submits as the user and waits for the verdict; the account must be free again by then. */
  async function submitAndWait(): Promise<{ submitId: number; status: number; errorMessage: string | null }> {
    const answer = await call(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid, language: 'GNU G++17 7.3.0', code: CODE, cid: 0, isRemote: true });
    expect(answer.code).toBe(200);
    const verdict = await verdictOf(s.t, s.user, answer.body.data.submitId, 60_000);
    await eventually('the account returned', () => leases(s, 'CF'), (rows) => rows.every((r) => r.leased_by === null));
    return { submitId: answer.body.data.submitId, status: verdict.status, errorMessage: (verdict.errorMessage as string | null) ?? null };
  }

  const failed = (reason: string | RegExp) => expect.objectContaining({ status: JudgeStatus.SUBMITTED_FAILED, errorMessage: typeof reason === 'string' ? reason : expect.stringMatching(reason) });

  it('a refused login ends in Submitted Failed saying so, and the account notes it', async () => {
    cfChain(replay, [{ method: 'POST', path: '/enter', file: 'synthetic/cf/enter-refused.html' }]);
    expect(await submitAndWait()).toEqual(failed('Codeforces: login: Codeforces refused the handle or password'));
    const info = await call(s.t, s.root, 'GET', '/api/admin/switch/info');
    expect(info.body.data.remoteJudgeAccounts.CF).toEqual([expect.objectContaining({ username: 'remote_bot', lastError: 'CF login: Codeforces refused the handle or password', leased: false })]);
  });

  it('a CAPTCHA or Cloudflare page, and a 403, are named as such', async () => {
    cfChain(replay, [{ path: '/contest/1432/submit', body: '<html><head><title>Just a moment...</title></head><body><div id="challenge-platform"></div></body></html>' }]);
    expect(await submitAndWait()).toEqual(failed('Codeforces: submit: the site answered with a Cloudflare check instead of its page'));
    cfChain(replay, [{ path: '/contest/1432/submit', status: 403, body: 'Forbidden' }]);
    expect(await submitAndWait()).toEqual(failed('Codeforces: submit: the site answered 403 (forbidden)'));
    // nothing was submitted in either case
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(0);
  });

  it('polls through passing 5xx answers, and gives up a judge that keeps failing or stays silent', async () => {
    cfChain(replay, [{ path: '/api/contest.status', status: 502, body: 'Bad gateway', times: 2 }]);
    expect(await submitAndWait()).toMatchObject({ status: JudgeStatus.ACCEPTED, errorMessage: null });
    cfChain(replay, [{ path: '/api/contest.status', status: 503, body: 'Unavailable' }]);
    expect(await submitAndWait()).toEqual(failed('Codeforces: poll: the site answered 503'));
    cfChain(replay, [{ path: '/api/contest.status', delayMs: 4_000, body: '{}' }]);
    expect(await submitAndWait()).toEqual(failed(/^Codeforces: poll: no answer within 2 s from 127\.0\.0\.1:\d+$/));
    cfChain(replay, [{ path: '/api/contest.status', drop: true }]);
    expect(await submitAndWait()).toEqual(failed(/^Codeforces: poll: no answer \(.+\) from 127\.0\.0\.1:\d+$/));
  });

  it('never guesses: a changed page or an unknown verdict is an error naming the step', async () => {
    cfChain(replay, [{ path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-happy.json' }]);
    expect(await submitAndWait()).toEqual(failed("Codeforces: poll: unknown verdict 'HAPPY_NEW_YEAR' of run 99000002"));
    cfChain(replay, [{ path: '/contest/1432/submit', cookie: LOGGED_IN, body: '<html><body><a href="/x/logout">Logout</a><form></form></body></html>' }]);
    expect(await submitAndWait()).toEqual(failed('Codeforces: submit: the submit page has no CSRF token'));
  });

  it('gives up a run without a verdict at the deadline; the resubmit polls the same run again and gets it', async () => {
    expect((await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { pollDeadlineSeconds: 10 } } })).code).toBe(200);
    cfChain(replay, [{ path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-testing.json' }]);
    const late = await submitAndWait();
    expect(late).toEqual(failed('Codeforces: poll: no verdict from Codeforces for run 99000002 within 10 s: resubmit to ask again'));
    // the verdict is there now: the user's resubmit asks for it, without a second submit
    replay.route({ path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-ok.json' });
    const posts = replay.seen('POST', '/contest/1432/submit').length;
    const resubmitted = await call(s.t, s.user, 'GET', `/api/resubmit?submitId=${late.submitId}`);
    expect(resubmitted).toMatchObject({ code: 200, body: { msg: 'Resubmitted Successfully', data: { status: JudgeStatus.SUBMITTING } } });
    expect(await verdictOf(s.t, s.user, late.submitId, 30_000)).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 31 });
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(posts);
    await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { pollDeadlineSeconds: 300 } } });
  });

  it("a refused submission keeps the judge's words; its resubmit submits anew", async () => {
    cfChain(replay, [{ method: 'POST', path: '/contest/1432/submit', file: 'synthetic/cf/submit-rejected.html' }]);
    const refused = await submitAndWait();
    expect(refused).toEqual(failed('Codeforces: submit: Codeforces refused the submission: You have submitted exactly the same code before'));
    cfChain(replay);
    await call(s.t, s.user, 'GET', `/api/resubmit?submitId=${refused.submitId}`);
    expect(await verdictOf(s.t, s.user, refused.submitId, 30_000)).toMatchObject({ status: JudgeStatus.ACCEPTED });
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(1);
  });

  it('settles a task handed out too often (its process kept dying) in Submitted Failed instead of trying again', async () => {
    cfChain(replay);
    const { submitId } = await submitAndWait();
    // the row as a crashed attempt left it, and its task on its last delivery
    await s.t.site.container.get(SQL_RUNNER).run(`update submission set status = ${JudgeStatus.SUBMITTING}, version = version + 1, queued_at = now() where submit_id = ?`, [submitId]);
    // the site's in-process remote queue (no AMQP_URL here), which can put a task back with its deliveries counted
    const queue = s.t.site.infrastructure.remoteQueue as unknown as { putRaw(judge: string, body: string, priority: number, deliveries: number): void };
    const task = { v: 1, taskId: 'worn-out', submissionId: String(submitId), attempt: 2, judge: 'CF', problemId: '1432A', language: '54', code: CODE, enqueuedAt: Date.now() };
    queue.putRaw('CF', JSON.stringify(task), 3, MAX_REMOTE_TASK_DELIVERIES - 1);
    expect(await verdictOf(s.t, s.user, submitId, 30_000)).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, errorMessage: 'Codeforces: given up after 5 tries (the site stopped while judging it each time)' });
  });

  it('refuses to submit while the judge has no account or is switched off, and to import while it is off', async () => {
    await setAccounts(s, 'cf', []);
    const none = await call(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid, language: 'GNU G++17 7.3.0', code: CODE, cid: 0 });
    expect(none).toMatchObject({ code: 400, body: { msg: 'The remote judge CF has no account to submit with: ask the administrator to add one' } });
    await setAccounts(s, 'cf', [['remote_bot', 'cf-password-1']]);
    await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { enableCF: false } } });
    const off = await call(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid, language: 'GNU G++17 7.3.0', code: CODE, cid: 0 });
    expect(off).toMatchObject({ code: 400, body: { msg: 'This problem is judged by the remote judge CF, which is not enabled on this site' } });
    expect((await call(s.t, s.root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1433A')).body.msg).toBe('The remote judge CF is not enabled on this site');
    expect((await call(s.t, undefined, 'GET', '/api/get-remote-judge-list')).body.data).toEqual([]);
    await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { enableCF: true } } });
    expect((await call(s.t, undefined, 'GET', '/api/get-remote-judge-list')).body.data).toEqual([expect.objectContaining({ oj: 'CF', name: 'Codeforces', url: replay.url })]);
  });
});
