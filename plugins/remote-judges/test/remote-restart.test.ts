import { randomBytes } from 'node:crypto';
import { JudgeStatus, SQL_RUNNER } from '@oj/core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { testUrls } from '../../../adapters/src/testing/service-urls';
import { deleteAmqpNamespace } from '../../../adapters/src/testing/amqp-namespace';
import { call, statusOf, verdictOf } from '../../../web/server/testing/api-call';
import { REMOTE_JUDGE_ADAPTERS } from '../src/judges/registry';
import { ReplayServer } from './replay-server';
import { enableJudge, eventually, leases, setAccounts, startRemoteSite, type RemoteSite } from './remote-site';

// No remote submission stays Submitting or Pending across a restart of the site: its run is polled again
// (never submitted twice) by the next process, whether the remote judge queue was in-process (the start
// re-queues it from the database) or on RabbitMQ (the broker hands the unacknowledged task out again).
// A submit a crash cut off before its run id was read ends in Submitted Failed, saying so.

jest.setTimeout(180_000);

const LOGGED_IN = 'JSESSIONID=remote-bot';

function cfChain(replay: ReplayServer, verdict: 'testing' | 'ok'): void {
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
    { path: '/api/contest.status', file: `synthetic/cf/api-contest.status-1432-remote_bot-${verdict}.json` },
  );
}

describe.each([
  ['in-process', {} as Record<string, string>],
  ['on RabbitMQ', { AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: `oj-remote-${randomBytes(5).toString('hex')}.` }],
])('a restart of the site with the remote judge queue %s', (_queue, env) => {
  let replay: ReplayServer;
  let database: TestDatabase;
  let site: RemoteSite | undefined;
  const restart = async () => {
    await site?.t.close();
    site = await startRemoteSite({ env: { ...env, SECRETS_KEY: secretsKey }, database });
    return site;
  };
  const secretsKey = randomBytes(32).toString('hex');

  beforeAll(async () => {
    replay = await ReplayServer.start();
    database = await freshDatabase('postgresql');
  });
  afterAll(async () => {
    await site?.t.close();
    if (env.AMQP_NAMESPACE) await deleteAmqpNamespace(env.AMQP_NAMESPACE, REMOTE_JUDGE_ADAPTERS.map((a) => a.data.key));
    await database?.drop();
    await replay?.close();
  });

  it('polls the run it knows again in the next process, never submitting twice', async () => {
    const a = await restart();
    cfChain(replay, 'testing');
    await enableJudge(a, 'CF', replay.url);
    await setAccounts(a, 'cf', [['remote_bot', 'cf-password-1']]);
    const pid = (await call(a.t, a.root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1432A')).body.data.pid;
    const submitId = (await call(a.t, a.user, 'POST', '/api/submit-problem-judge', { pid, language: 'GNU G++17 7.3.0', code: 'int main(){}', cid: 0 })).body.data.submitId;
    // the remote judge has it and is judging it when the site stops
    await eventually('judging remotely', () => statusOf(a.t, a.user, submitId), (status) => status === JudgeStatus.JUDGING);
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(1);

    cfChain(replay, 'ok');
    const b = await restart();
    expect(await verdictOf(b.t, b.user, submitId, 60_000)).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 31 });
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(0);
    expect(await leases(b, 'CF')).toEqual([{ username: 'remote_bot', leased_by: null }]);
  });

  it('ends a submit a crash cut off (its run row still "submitting") in Submitted Failed, saying why', async () => {
    const b = site as RemoteSite;
    const pid = (await call(b.t, b.root, 'GET', '/api/admin/problem/get-problem-list?oj=CF')).body.data.records[0].pid;
    const cut = (await call(b.t, b.user, 'POST', '/api/submit-problem-judge', { pid, language: 'GNU G++17 7.3.0', code: 'int main(){ }', cid: 0 })).body.data.submitId;
    await verdictOf(b.t, b.user, cut, 60_000);
    // what a process dying between the submit and reading its run id leaves behind
    const sql = b.t.site.container.get(SQL_RUNNER);
    await sql.run(`update submission set status = ${JudgeStatus.SUBMITTING}, version = version + 1, queued_at = null where submit_id = ?`, [cut]);
    await sql.run("update remote_judge_run set state = 'submitting', run_id = null where submit_id = ?", [cut]);
    const c = await restart();
    expect(await verdictOf(c.t, c.user, cut, 60_000)).toMatchObject({
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: 'Codeforces: submit: the site stopped while submitting, so whether Codeforces got the code is unknown: resubmit to send it again',
    });
    expect(await leases(c, 'CF')).toEqual([{ username: 'remote_bot', leased_by: null }]);
  });
});
