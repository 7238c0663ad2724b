import { JudgeStatus } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { ReplayServer, type ReplayRoute } from './replay-server';
import { enableJudge, eventually, leases, setAccounts, startRemoteSite, type RemoteSite } from './remote-site';

// One flow per remote judge through the site's API, each judge on a replay server of its own (127.0.0.1):
// the admin switches it on and gives it an account, previews and imports a problem, a user submits, the
// verdict shows in get-submission-list, the account is free again, and a rejudge polls the same run again
// (the replay server sees one submit only). Recorded pages where the recordings line up (AtCoder's,
// Codeforces'), synthetic ones where none exist (marked so under test/fixtures/synthetic).

jest.setTimeout(120_000);

interface JudgeFlow {
  key: string;
  /** The switch page's account list prefix. */
  prefix: string;
  /** The id as the admin types it, and the display id the bank gives it. */
  typed: string;
  displayId: string;
  title: string;
  /** A language of the judge, by its name in the site's list. */
  language: string;
  /** The method and path of the submit on the replay server (counted: a rejudge must not repeat it). */
  submit: { method: 'GET' | 'POST'; path: string };
  routes(): ReplayRoute[];
  verdict: { status: number; time: number | null; memory: number | null };
  /** Extra plugin settings (LibreOJ's API host). */
  settings?(url: string): Record<string, unknown>;
}

const CF_LOGGED_IN = 'JSESSIONID=remote-bot';
const AC_LOGGED_IN = 'REVEL_SESSION=remote-bot';

const FLOWS: JudgeFlow[] = [
  {
    key: 'CF', prefix: 'cf', typed: '1432a', displayId: 'CF-1432A', title: 'A+B (Trial Problem)', language: 'GNU G++17 7.3.0',
    submit: { method: 'POST', path: '/contest/1432/submit' },
    routes: () => [
      { path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' },
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${CF_LOGGED_IN}; Path=/`] },
      { path: '/', cookie: CF_LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
      { path: '/api/user.status', query: { handle: 'remote_bot' }, file: 'synthetic/cf/api-user.status-remote_bot-after.json' },
      { path: '/api/user.status', query: { handle: 'remote_bot' }, file: 'synthetic/cf/api-user.status-remote_bot-before.json', times: 1 },
      { path: '/contest/1432/submit', cookie: CF_LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
      { method: 'POST', path: '/contest/1432/submit', status: 302, headers: { Location: '/contest/1432/my' } },
      { path: '/api/contest.status', query: { contestId: '1432', handle: 'remote_bot' }, file: 'synthetic/cf/api-contest.status-1432-remote_bot-ok.json' },
      { path: '/api/contest.status', query: { contestId: '1432', handle: 'remote_bot' }, file: 'synthetic/cf/api-contest.status-1432-remote_bot-testing.json', times: 1 },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 31, memory: 200 },
  },
  {
    key: 'AC', prefix: 'atcoder', typed: 'ABC259_A', displayId: 'AC-abc259_a', title: 'Growth Record', language: 'C++ (GCC 9.2.1)',
    submit: { method: 'POST', path: '/contests/abc259/submit' },
    // the recordings of AtCoder's submit chain come from several contests: served here at abc259's paths (the
    // judging-then-final poll of abc284 is the adapter's test: its run is another one)
    routes: () => [
      { path: '/contests/abc259/tasks/abc259_a', file: 'recorded/ac/task-abc259_a-loggedin.html' },
      { path: '/home', file: 'recorded/ac/home-before-login.html' },
      { method: 'POST', path: '/login', status: 302, headers: { Location: '/home' }, setCookie: [`${AC_LOGGED_IN}; Path=/`] },
      { path: '/home', cookie: AC_LOGGED_IN, file: 'recorded/ac/home-after-login.html' },
      { path: '/contests/abc259/submit', cookie: AC_LOGGED_IN, file: 'recorded/ac/submit-practice-loggedin.html' },
      { path: '/contests/abc259/submissions/me', file: 'recorded/ac/submissions-me-abc275_f-filtered.html' },
      { path: '/contests/abc259/submissions/me', file: 'synthetic/ac/submissions-me-empty.html', times: 1 },
      { method: 'POST', path: '/contests/abc259/submit', status: 302, headers: { Location: '/contests/abc259/submissions/me' } },
      { path: '/contests/abc259/submissions/me/status/json', query: { 'sids[]': '36185704' }, file: 'recorded/ac/submissions-me-status-json-abc275-36185704-AC.json' },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 84, memory: 74320 },
  },
  {
    key: 'GYM', prefix: 'cf', typed: '100001A', displayId: 'GYM-100001A', title: 'Synthetic Sum', language: 'GNU G++17 7.3.0',
    submit: { method: 'POST', path: '/gym/100001/submit' },
    routes: () => {
      const run = (verdict: string) => JSON.stringify({ status: 'OK', result: [{ id: 99100002, contestId: 100001, creationTimeSeconds: 1700000000, problem: { contestId: 100001, index: 'A' }, verdict, timeConsumedMillis: 46, memoryConsumedBytes: 1048576 }] });
      return [
        { path: '/gym/100001/problem/A', file: 'synthetic/gym/problem-100001-A.html' },
        { path: '/enter', file: 'synthetic/cf/enter.html' },
        { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${CF_LOGGED_IN}; Path=/`] },
        { path: '/', cookie: CF_LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
        { path: '/api/user.status', contentType: 'application/json', body: run('TESTING') },
        { path: '/api/user.status', contentType: 'application/json', body: '{"status":"OK","result":[]}', times: 1 },
        { path: '/gym/100001/submit', cookie: CF_LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
        { method: 'POST', path: '/gym/100001/submit', status: 302, headers: { Location: '/gym/100001/my' } },
        { path: '/api/contest.status', query: { contestId: '100001' }, contentType: 'application/json', body: run('WRONG_ANSWER') },
      ];
    },
    verdict: { status: JudgeStatus.WRONG_ANSWER, time: 46, memory: 1024 },
  },
  {
    key: 'HDU', prefix: 'hdu', typed: '1000', displayId: 'HDU-1000', title: 'A + B 问题', language: 'G++',
    submit: { method: 'POST', path: '/submit.php' },
    routes: () => [
      { path: '/showproblem.php', query: { pid: '1000' }, file: 'synthetic/hdu/showproblem-1000.html' },
      { method: 'POST', path: '/userloginex.php', status: 302, headers: { Location: '/' }, setCookie: ['PHPSESSID=remote-bot; path=/'] },
      { path: '/index.php', cookie: 'PHPSESSID=remote-bot', file: 'synthetic/hdu/index-loggedin.html' },
      { path: '/status.php', query: { user: 'remote_bot', pid: '1000' }, file: 'synthetic/hdu/status-after.html' },
      { path: '/status.php', query: { user: 'remote_bot', pid: '1000' }, file: 'synthetic/hdu/status-before.html', times: 1 },
      { method: 'POST', path: '/submit.php', status: 302, headers: { Location: '/status.php' } },
      { path: '/status.php', query: { first: '39000002' }, file: 'synthetic/hdu/status-accepted.html' },
      { path: '/status.php', query: { first: '39000002' }, file: 'synthetic/hdu/status-running.html', times: 1 },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 15, memory: 1432 },
  },
  {
    key: 'POJ', prefix: 'poj', typed: '1000', displayId: 'POJ-1000', title: 'A+B Problem', language: 'C++',
    submit: { method: 'POST', path: '/submit' },
    routes: () => [
      { path: '/problem', query: { id: '1000' }, file: 'synthetic/poj/problem-1000.html' },
      { method: 'POST', path: '/login', status: 302, headers: { Location: '/' }, setCookie: ['JSESSIONID=remote-bot; Path=/'] },
      { path: '/', cookie: 'JSESSIONID=remote-bot', file: 'synthetic/poj/home-loggedin.html' },
      { path: '/status', query: { user_id: 'remote_bot', problem_id: '1000' }, file: 'synthetic/poj/status-after.html' },
      { path: '/status', query: { user_id: 'remote_bot', problem_id: '1000' }, file: 'synthetic/poj/status-before.html', times: 1 },
      { method: 'POST', path: '/submit', status: 302, headers: { Location: '/status' } },
      { path: '/status', query: { top: '27000003' }, file: 'synthetic/poj/status-accepted.html' },
      { path: '/status', query: { top: '27000003' }, file: 'synthetic/poj/status-judging.html', times: 1 },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 16, memory: 712 },
  },
  {
    key: 'SPOJ', prefix: 'spoj', typed: 'test', displayId: 'SPOJ-TEST', title: 'Life, the Universe, and Everything', language: 'C++14 (gcc 8.3)',
    submit: { method: 'POST', path: '/submit/complete/' },
    routes: () => [
      { path: '/problems/TEST/', file: 'synthetic/spoj/problem-TEST.html' },
      { method: 'POST', path: '/login/', file: 'synthetic/spoj/home-loggedin.html', setCookie: ['SPOJ=remote-bot; Path=/'] },
      { path: '/submit/TEST/', cookie: 'SPOJ=remote-bot', file: 'synthetic/spoj/submit-form-TEST.html' },
      { method: 'POST', path: '/submit/complete/', file: 'synthetic/spoj/submit-complete.html' },
      { path: '/status/ns=31000002', file: 'synthetic/spoj/status-accepted.html' },
      { path: '/status/ns=31000002', file: 'synthetic/spoj/status-running.html', times: 1 },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 10, memory: 5325 },
  },
  {
    key: 'LIBRE', prefix: 'libreoj', typed: '6', displayId: 'LIBRE-6', title: '合成题：A + B', language: 'C++ 17 (g++ -O2)',
    submit: { method: 'POST', path: '/api/submission/submit' },
    settings: (url) => ({ hostLIBREApi: url }),
    routes: () => [
      { method: 'POST', path: '/api/problem/getProblem', file: 'synthetic/libre/getProblem-6.json' },
      { method: 'POST', path: '/api/auth/login', file: 'synthetic/libre/login-ok.json' },
      { method: 'POST', path: '/api/submission/submit', file: 'synthetic/libre/submit-ok.json' },
      { method: 'POST', path: '/api/submission/getSubmissionDetail', file: 'synthetic/libre/detail-accepted.json' },
      { method: 'POST', path: '/api/submission/getSubmissionDetail', file: 'synthetic/libre/detail-judging.json', times: 1 },
    ],
    verdict: { status: JudgeStatus.ACCEPTED, time: 12, memory: 1024 },
  },
];

describe('remote judges end to end through the API', () => {
  let s: RemoteSite;
  const replays = new Map<string, ReplayServer>();
  beforeAll(async () => {
    s = await startRemoteSite();
    for (const flow of FLOWS) replays.set(flow.key, await ReplayServer.start());
  });
  afterAll(async () => {
    await s?.t.close();
    for (const replay of replays.values()) await replay.close();
  });

  for (const flow of FLOWS) {
    it(`${flow.key}: import, submit, the verdict in the list, the account returned, a rejudge that polls the same run`, async () => {
      const replay = replays.get(flow.key) as ReplayServer;
      replay.route(...flow.routes());
      await enableJudge(s, flow.key, replay.url, flow.settings?.(replay.url));
      await setAccounts(s, flow.prefix, [['remote_bot', `${flow.prefix}-password-1`]]);

      const preview = await call(s.t, s.root, 'GET', `/api/admin/problem/preview-remote-oj-problem?name=${flow.key}&problemId=${flow.typed}`);
      expect(preview.body).toMatchObject({ status: 200, data: { problemId: flow.displayId, problem: { title: flow.title } } });
      const imported = await call(s.t, s.root, 'GET', `/api/admin/problem/import-remote-oj-problem?name=${flow.key.toLowerCase()}&problemId=${flow.typed}`);
      expect(imported).toMatchObject({ code: 200, body: { msg: 'Import Successfully', data: { problemId: flow.displayId, title: flow.title } } });
      const pid = imported.body.data.pid;
      const again = await call(s.t, s.root, 'GET', `/api/admin/problem/import-remote-oj-problem?name=${flow.key}&problemId=${flow.typed}`);
      expect(again).toMatchObject({ code: 409, body: { msg: `The problem ${flow.displayId} has been imported already` } });

      const detail = await call(s.t, s.user, 'GET', `/api/get-problem-detail?problemId=${flow.displayId}`);
      expect(detail.body.data.problem).toMatchObject({ problemId: flow.displayId, isRemote: true });
      expect(detail.body.data.languages).toContain(flow.language);

      const submitted = await call(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid, language: flow.language, code: 'int main() { return 0; }', cid: 0, isRemote: true });
      expect(submitted).toMatchObject({ code: 200, body: { msg: 'Submit code successfully', data: { status: JudgeStatus.SUBMITTING } } });
      const submitId = submitted.body.data.submitId;
      const verdict = await verdictOf(s.t, s.user, submitId, 30_000);
      expect({ ...verdict, errorMessage: verdict.errorMessage ?? null }).toMatchObject({ ...flow.verdict, judger: flow.key, errorMessage: null });
      const list = await call(s.t, s.user, 'GET', `/api/get-submission-list?onlyMine=true&problemID=${flow.displayId}&completeProblemID=true`);
      expect(list.body.data.records).toEqual([expect.objectContaining({ submitId, status: flow.verdict.status, displayPid: flow.displayId })]);
      // the account goes back right after the verdict is stored (a moment later on a loaded host)
      const pool = flow.key === 'GYM' ? 'CF' : flow.key;
      await eventually('the account returned', () => leases(s, pool), (rows) => rows.every((r) => r.leased_by === null));
      expect(await leases(s, pool)).toEqual([{ username: 'remote_bot', leased_by: null }]);
      expect(replay.seen(flow.submit.method, flow.submit.path)).toHaveLength(1);

      const rejudged = await call(s.t, s.root, 'GET', `/api/admin/judge/rejudge?submitId=${submitId}`);
      expect(rejudged.body.data.status).toBe(JudgeStatus.SUBMITTING);
      expect(await verdictOf(s.t, s.user, submitId, 30_000)).toMatchObject(flow.verdict);
      // the same run, polled again: nothing was submitted twice
      expect(replay.seen(flow.submit.method, flow.submit.path)).toHaveLength(1);
    });
  }
});
