import { freePort } from '../../../adapters/src/testing/free-port';
import { call } from '../../../web/server/testing/api-call';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { JudgeHealth } from '../src/health/judge-health';
import { adapterOf } from '../src/judges/registry';
import { ReplayServer } from './replay-server';
import { enableJudge, startRemoteSite, testPlugin, type RemoteSite } from './remote-site';

// The admin's side of the remote judges: the switch page's account lists (write-only passwords, sealed
// with SECRETS_KEY; none storable without it), the health check and its state on the pages' list, the
// home page's contests of other judges, and a training's import of a problem not mirrored yet.

jest.setTimeout(120_000);

const LOGGED_IN = 'JSESSIONID=remote-bot';

describe('the remote judges, administered', () => {
  let s: RemoteSite;
  let cf: ReplayServer;
  let ac: ReplayServer;
  const update = (body: Record<string, unknown>) => call(s.t, s.root, 'PUT', '/api/admin/switch/update', body);
  const accounts = async () => (await call(s.t, s.root, 'GET', '/api/admin/switch/info')).body.data.remoteJudgeAccounts.CF;

  beforeAll(async () => {
    [cf, ac] = await Promise.all([ReplayServer.start(), ReplayServer.start()]);
    const [trainings, contests] = await Promise.all([pluginFromSource('trainings'), pluginFromSource('contests')]);
    s = await startRemoteSite({
      env: { REMOTE_JUDGE_ACCOUNTS: JSON.stringify({ CF: [{ username: 'env_bot', password: 'env-pw' }] }) },
      plugins: [testPlugin(), ...(trainings ? [trainings] : []), ...(contests ? [contests] : [])],
    });
    cf.route(
      { path: '/', body: '<html><body>Codeforces</body></html>' },
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
      { path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' },
      { path: '/api/contest.list', file: 'recorded/cf/api-contest.list-2015.json' },
    );
    ac.route({ path: '/home', file: 'recorded/ac/home-before-login.html' });
    await enableJudge(s, 'CF', cf.url);
  });
  afterAll(async () => {
    await s?.t.close();
    await cf?.close();
    await ac?.close();
  });

  it('keeps the pool as the switch page sends it: usernames shown, passwords write-only and kept when left empty', async () => {
    expect((await update({ cfUsernameList: ['bot_a', 'bot_b'], cfPasswordList: ['pw-a', 'pw-b'] })).code).toBe(200);
    expect(await accounts()).toEqual([
      { username: 'env_bot', passwordSet: true, source: 'environment', leased: false, lastError: null },
      { username: 'bot_a', passwordSet: true, source: 'switch', leased: false, lastError: null },
      { username: 'bot_b', passwordSet: true, source: 'switch', leased: false, lastError: null },
    ]);
    // bot_b leaves; bot_a keeps its password (an empty one in the list)
    expect((await update({ cfUsernameList: ['bot_a'], cfPasswordList: [''] })).code).toBe(200);
    const info = (await call(s.t, s.root, 'GET', '/api/admin/switch/info')).body.data;
    expect(info.cfUsernameList).toEqual(['bot_a']);
    expect(info.remoteJudgeAccounts.CF.map((a: { username: string; passwordSet: boolean }) => [a.username, a.passwordSet])).toEqual([['env_bot', true], ['bot_a', true]]);

    const refused = async (body: Record<string, unknown>) => (await update(body)).body.msg;
    expect(await refused({ cfUsernameList: ['bot_a', 'new_bot'], cfPasswordList: ['', ''] })).toBe('The new CF account new_bot needs a password');
    expect(await refused({ cfUsernameList: ['bot_a', 'bot_c'], cfPasswordList: ['x'] })).toBe('cfUsernameList and cfPasswordList must be lists of the same length');
    expect(await refused({ cfUsernameList: ['bot_a', 'bot_a'], cfPasswordList: ['x', 'y'] })).toBe('The CF account bot_a is listed twice');
    expect(await refused({ cfUsernameList: ['env_bot'], cfPasswordList: ['x'] })).toBe('The CF account env_bot comes from the environment (REMOTE_JUDGE_ACCOUNTS) and is edited there');
    expect(await refused({ cfPasswordList: ['x'] })).toBe('cfPasswordList needs its cfUsernameList beside it');
    expect(await refused({ cfUsernameList: ['  '] })).toBe('cfUsernameList holds an empty username');
    expect((await call(s.t, s.user, 'PUT', '/api/admin/switch/update', { cfUsernameList: [] })).code).toBe(403);
    expect((await call(s.t, s.root, 'GET', '/api/admin/switch/info')).body.data.cfUsernameList).toEqual(['bot_a']);
  });

  it('checks a judge now: its page and a login, the outcome on the list every page reads', async () => {
    const checked = await call(s.t, s.root, 'POST', '/api/admin/remote-judge/check-health', { name: 'cf' });
    expect(checked.body.data).toMatchObject({ healthy: true, message: null });
    const listed = (await call(s.t, undefined, 'GET', '/api/get-remote-judge-list')).body.data;
    expect(listed).toEqual([{ oj: 'CF', name: 'Codeforces', url: cf.url, healthy: true, lastCheck: expect.any(String) }]);
    cf.route({ method: 'POST', path: '/enter', file: 'synthetic/cf/enter-refused.html' });
    const refused = (await call(s.t, s.root, 'POST', '/api/admin/remote-judge/check-health', { name: 'CF' })).body.data;
    expect(refused).toMatchObject({ healthy: false, message: 'CF login: Codeforces refused the handle or password' });
    // a port nothing listens on
    const closed = await freePort();
    await enableJudge(s, 'POJ', `http://127.0.0.1:${closed}`);
    const unreachable = (await call(s.t, s.root, 'POST', '/api/admin/remote-judge/check-health', { name: 'POJ' })).body.data;
    expect(unreachable).toMatchObject({ healthy: false, message: `POJ health check: no answer (ECONNREFUSED) from 127.0.0.1:${closed}` });
    expect((await call(s.t, s.root, 'POST', '/api/admin/remote-judge/check-health', { name: 'ZOJ' })).body.msg).toBe('ZOJ is not a remote judge: use one of HDU, CF, POJ, GYM, AC, SPOJ, LIBRE');
    await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { enablePOJ: false } } });
  });

  it('checks each judge at most once a period across processes: a turn is claimed in the table', async () => {
    const health = s.t.site.container.get(JudgeHealth);
    const cfAdapter = adapterOf('CF') as NonNullable<ReturnType<typeof adapterOf>>;
    // each check reads the login page once
    const checks = () => cf.seen('GET', '/enter').length;
    const before = checks();
    // checked a moment ago above: not due within a minute
    await Promise.all([health.checkIfDue(cfAdapter, 60_000), health.checkIfDue(cfAdapter, 60_000)]);
    expect(checks()).toBe(before);
    // due again once older than the period: two processes at once, one check
    await new Promise((r) => setTimeout(r, 600));
    await Promise.all([health.checkIfDue(cfAdapter, 300), health.checkIfDue(cfAdapter, 300)]);
    expect(checks() - before).toBe(1);
  });

  it("lists other judges' coming contests soonest first, read once an hour", async () => {
    await enableJudge(s, 'AC', ac.url);
    const contests = (await call(s.t, undefined, 'GET', '/api/get-recent-other-contest')).body.data;
    expect(contests.length).toBe(8);
    expect(contests.filter((c: { oj: string }) => c.oj === 'CF').map((c: { title: string }) => c.title)).toEqual(['Codeforces Round #289 (Div. 2, ACM ICPC Rules)', 'Codeforces Round #290 (Div. 1)', 'Codeforces Round #290 (Div. 2)']);
    expect(contests[0]).toEqual({ oj: 'CF', title: 'Codeforces Round #289 (Div. 2, ACM ICPC Rules)', beginTime: expect.stringMatching(/^2015-/), url: `${cf.url}/contests/509` });
    expect(contests.filter((c: { oj: string }) => c.oj === 'AC')[0]).toEqual({ oj: 'AC', title: 'AtCoder Beginner Contest 168', beginTime: '2020-05-17T12:00:00.000Z', url: `${ac.url}/contests/abc168` });
    const times = contests.map((c: { beginTime: string }) => c.beginTime);
    expect([...times].sort()).toEqual(times);
    const reads = cf.seen('GET', '/api/contest.list').length;
    await call(s.t, undefined, 'GET', '/api/get-recent-other-contest');
    expect(cf.seen('GET', '/api/contest.list').length).toBe(reads);
    await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { enableAC: false } } });
    expect((await call(s.t, undefined, 'GET', '/api/get-recent-other-contest')).body.data.every((c: { oj: string }) => c.oj === 'CF')).toBe(true);
  });

  it("imports a problem not mirrored yet into an ACM contest (the contests plugin's variant)", async () => {
    if (!s.t.site.plugins.installed().some((p) => p.id === 'contests')) return;
    const now = Date.now();
    const contest = await call(s.t, s.root, 'POST', '/api/admin/contest', {
      title: 'Remote cup', description: 'x', type: 0, auth: 0, startTime: new Date(now - 3_600_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString(),
    });
    const cid = contest.body.data.id;
    const added = await call(s.t, s.root, 'GET', `/api/admin/contest/import-remote-oj-problem?name=CF&problemId=1432A&cid=${cid}&displayId=A`);
    expect(added).toMatchObject({ code: 200, body: { msg: 'Add Successfully' } });
    const listed = (await call(s.t, s.root, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}`)).body.data;
    expect(listed.problemList.records).toEqual([expect.objectContaining({ displayId: 'A', problemId: 'CF-1432A' })]);
    expect((await call(s.t, s.user, 'GET', `/api/get-contest-problem?cid=${cid}`)).body.data).toEqual([expect.objectContaining({ displayId: 'A' })]);
  });

  it("imports a problem not mirrored yet into a training (the trainings plugin's variant)", async () => {
    if (!s.t.site.plugins.installed().some((p) => p.id === 'trainings')) return;
    const training = await call(s.t, s.root, 'POST', '/api/admin/training', { training: { title: 'Remote set', description: 'x', auth: 'Public' }, trainingCategory: { id: (await call(s.t, s.root, 'POST', '/api/admin/training/category', { name: 'R' })).body.data.id } });
    const tid = training.body.data.id;
    const added = await call(s.t, s.root, 'GET', `/api/admin/training/import-remote-oj-problem?name=CF&problemId=1432A&tid=${tid}`);
    expect(added).toMatchObject({ code: 200, body: { msg: 'Add Successfully' } });
    const listed = (await call(s.t, s.root, 'GET', `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`)).body.data;
    expect(Object.values(listed.trainingProblemMap)).toEqual([expect.objectContaining({ displayId: 'CF-1432A' })]);
    expect((await call(s.t, s.user, 'GET', '/api/get-problem-detail?problemId=CF-1432A')).body.data.problem).toMatchObject({ isRemote: true, title: 'A+B (Trial Problem)' });
  });
});

describe('the remote judges without SECRETS_KEY', () => {
  let s: RemoteSite;
  beforeAll(async () => {
    s = await startRemoteSite({ env: { SECRETS_KEY: '', REMOTE_JUDGE_ACCOUNTS: JSON.stringify({ HDU: [{ username: 'env_bot', password: 'env-pw' }] }) } });
  });
  afterAll(() => s?.t.close());

  it('stores no password, saying how to get a key, and still takes the environment\'s accounts', async () => {
    const refused = await call(s.t, s.root, 'PUT', '/api/admin/switch/update', { cfUsernameList: ['bot'], cfPasswordList: ['pw'] });
    expect(refused).toMatchObject({ code: 503, body: { msg: 'The site has no key to encrypt secrets with: set SECRETS_KEY (32 random bytes) and restart to store passwords' } });
    const info = (await call(s.t, s.root, 'GET', '/api/admin/switch/info')).body.data;
    expect(info.cfUsernameList).toEqual([]);
    expect(info.remoteJudgeAccounts.HDU).toEqual([expect.objectContaining({ username: 'env_bot', passwordSet: true, source: 'environment' })]);
  });
});
