import { Client } from 'pg';
import { JudgeStatus, SECRET_BOX, SQL_RUNNER } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { ReplayServer } from './replay-server';
import { enableJudge, setAccounts, startRemoteSite, type RemoteSite } from './remote-site';

// No password of the account pool appears in any API answer, any log line, or any database column but
// its sealed one: the switch page's (sealed with SECRETS_KEY) and the environment's (never stored) alike,
// through a judged submission, a refused login, a health check and every admin read. The passwords do
// reach the remote judge (the replay server sees them), so the test cannot pass by never using them.

jest.setTimeout(120_000);

const SWITCH_PASSWORD = 'switch-Secret-cf-9b2c';
const ENV_PASSWORD = 'env-Secret-hdu-7f3a';
const SECRETS = [SWITCH_PASSWORD, ENV_PASSWORD];
const LOGGED_IN = 'JSESSIONID=remote-bot';

describe('the pool\'s passwords', () => {
  let s: RemoteSite;
  let cf: ReplayServer;
  let hdu: ReplayServer;
  const logs: string[] = [];
  const answers: string[] = [];

  /** An API call whose answer is kept for the search. */
  const api = async (...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    answers.push(JSON.stringify(answer.body));
    return answer;
  };

  beforeAll(async () => {
    [cf, hdu] = await Promise.all([ReplayServer.start(), ReplayServer.start()]);
    s = await startRemoteSite({
      env: { REMOTE_JUDGE_ACCOUNTS: JSON.stringify({ HDU: [{ username: 'hdu_env_bot', password: ENV_PASSWORD }] }) },
      site: { log: (line) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await s?.t.close();
    await cf?.close();
    await hdu?.close();
  });

  it('are used to log in, and never come back out', async () => {
    cf.route(
      { path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' },
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
      { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-after.json' },
      { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-before.json', times: 1 },
      { path: '/contest/1432/submit', cookie: LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
      { method: 'POST', path: '/contest/1432/submit', status: 302, headers: { Location: '/contest/1432/my' } },
      { path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-ok.json' },
    );
    hdu.route(
      { path: '/', body: '<html><body>HDU</body></html>' },
      { path: '/showproblem.php', query: { pid: '1000' }, file: 'synthetic/hdu/showproblem-1000.html' },
      // HDU refuses the environment's account: the error path must not leak it either
      { method: 'POST', path: '/userloginex.php', file: 'synthetic/hdu/login-refused.html' },
    );
    await enableJudge(s, 'CF', cf.url);
    await enableJudge(s, 'HDU', hdu.url);
    await setAccounts(s, 'cf', [['remote_bot', SWITCH_PASSWORD]]);

    const cfPid = (await api(s.t, s.root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1432A')).body.data.pid;
    const hduPid = (await api(s.t, s.root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=1000')).body.data.pid;
    const judged = (await api(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid: cfPid, language: 'GNU G++17 7.3.0', code: 'int main(){}', cid: 0 })).body.data.submitId;
    const refused = (await api(s.t, s.user, 'POST', '/api/submit-problem-judge', { pid: hduPid, language: 'G++', code: 'int main(){}', cid: 0 })).body.data.submitId;
    expect(await verdictOf(s.t, s.user, judged, 30_000)).toMatchObject({ status: JudgeStatus.ACCEPTED });
    expect(await verdictOf(s.t, s.user, refused, 30_000)).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, errorMessage: 'HDU Online Judge: login: HDU refused the username or password' });
    for (const judge of ['CF', 'HDU']) await api(s.t, s.root, 'POST', '/api/admin/remote-judge/check-health', { name: judge });
    for (const id of [judged, refused]) {
      await api(s.t, s.user, 'GET', `/api/get-submission-detail?submitId=${id}`);
      await api(s.t, s.root, 'GET', `/api/get-submission-detail?submitId=${id}`);
    }
    await api(s.t, s.user, 'GET', '/api/get-submission-list?onlyMine=true');
    await api(s.t, undefined, 'GET', '/api/get-remote-judge-list');
    await api(s.t, s.root, 'GET', `/api/admin/problem?pid=${cfPid}`);
    const info = await api(s.t, s.root, 'GET', '/api/admin/switch/info');
    expect(info.body.data).toMatchObject({
      cfUsernameList: ['remote_bot'],
      hduUsernameList: [],
      remoteJudgeAccounts: {
        CF: [expect.objectContaining({ username: 'remote_bot', passwordSet: true, source: 'switch' })],
        HDU: [expect.objectContaining({ username: 'hdu_env_bot', passwordSet: true, source: 'environment', lastError: 'HDU login: HDU refused the username or password' })],
      },
    });
    expect(info.body.data).not.toHaveProperty('cfPasswordList');

    // the judges did get them
    expect(new URLSearchParams(cf.seen('POST', '/enter')[0].body).get('password')).toBe(SWITCH_PASSWORD);
    expect(new URLSearchParams(hdu.seen('POST', '/userloginex.php')[0].body).get('userpass')).toBe(ENV_PASSWORD);

    // no answer, no log line
    expect(logs.length).toBeGreaterThan(10);
    for (const secret of SECRETS) {
      expect(answers.filter((a) => a.includes(secret))).toEqual([]);
      expect(logs.filter((l) => l.includes(secret))).toEqual([]);
    }

    // no column of any table but the sealed one, which opens to it only with the site's key
    const hits = await searchDatabase(s, SECRETS);
    expect(hits).toEqual([]);
    const [sealed] = await s.t.site.container.get(SQL_RUNNER).all<{ password_sealed: string | null; source: string }>("select password_sealed, source from remote_judge_account where judge = 'CF'");
    expect(sealed.password_sealed).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(s.t.site.container.get(SECRET_BOX).open(sealed.password_sealed as string)).toBe(SWITCH_PASSWORD);
    const [environment] = await s.t.site.container.get(SQL_RUNNER).all<{ password_sealed: string | null }>("select password_sealed from remote_judge_account where judge = 'HDU'");
    expect(environment.password_sealed).toBeNull();
  });
});

/** Every text-like column of every table of the test's schema holding one of `needles`, as `table.column`. */
async function searchDatabase(s: RemoteSite, needles: string[]): Promise<string[]> {
  const url = new URL(s.t.database.url);
  const schema = url.searchParams.get('schema') as string;
  url.searchParams.delete('schema');
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const columns = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = $1 and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')`,
      [schema],
    );
    expect(columns.rows.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      for (const needle of needles) {
        const found = await client.query(`select 1 from "${schema}"."${table}" where "${column}"::text like $1 limit 1`, [`%${needle}%`]);
        if (found.rowCount) hits.push(`${table}.${column}`);
      }
    }
    return hits;
  } finally {
    await client.end();
  }
}
