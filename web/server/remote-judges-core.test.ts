import { LANGUAGE_REPOSITORY, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY } from '@oj/core';
import { testProblemDraft } from '../../adapters/src/persistence/testing/problem-draft.js';
import { call } from './testing/api-call.js';
import { createUser, login, type Client } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The core's remote judging without the remote judges' plugin (as scripts/ci-without-plugins.sh runs the
// site): every remote call answers in plain words that no such judge is enabled, nothing is half-done.

jest.setTimeout(60_000);

describe('remote judges without their plugin', () => {
  let t: TestSite;
  let root: Client;
  let user: Client;
  let pid: number;

  beforeAll(async () => {
    t = await startTestSite();
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'croot', 'secret1', ['root']);
    await createUser(t, 'cuser', 'secret1');
    [root, user] = await Promise.all([login(t, 'croot', 'secret1', '10.8.0.1'), login(t, 'cuser', 'secret1', '10.8.0.2')]);
    // a problem mirrored while the plugin was there, with a language row of its judge
    await t.site.container.get(LANGUAGE_REPOSITORY).insertMissing([{ key: '0', name: 'G++', description: 'HDU: G++', contentType: 'text/x-c++src', template: '', codeTemplate: '', compileCommand: '', oj: 'HDU', seq: 10_000 }]);
    const hduGpp = (await t.site.container.get(LANGUAGE_REPOSITORY).list({ oj: 'HDU' }))[0];
    const draft = testProblemDraft('HDU-1000', 'croot');
    pid = (await t.site.container.get(PROBLEM_REPOSITORY).create({ ...draft, fields: { ...draft.fields, isRemote: true, remoteOj: 'HDU', isUploadCase: false }, languageIds: [hduGpp.id] })).id;
  });
  afterAll(() => t?.close());

  it('lists no remote judge, and refuses imports naming the judge', async () => {
    expect((await call(t, undefined, 'GET', '/api/get-remote-judge-list')).body).toMatchObject({ status: 200, data: [] });
    const imported = await call(t, root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=cf&problemId=1000A');
    expect(imported).toMatchObject({ code: 400, body: { msg: 'The remote judge CF is not enabled on this site' } });
    expect((await call(t, root, 'GET', '/api/admin/problem/preview-remote-oj-problem?name=ZOJ&problemId=1000')).body.msg).toBe('ZOJ is not a remote judge: use one of HDU, CF, POJ, GYM, AC, SPOJ, LIBRE');
    expect((await call(t, root, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF')).body.msg).toBe('problemId is required (at most 64 characters)');
    expect((await call(t, user, 'GET', '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1A')).code).toBe(403);
  });

  it("refuses the switch page's account lists, changing nothing else sent with them", async () => {
    const refused = await call(t, root, 'PUT', '/api/admin/switch/update', { cfUsernameList: ['bot'], cfPasswordList: ['pw'], defaultSubmitInterval: 7 });
    expect(refused).toMatchObject({ code: 400, body: { msg: "The remote judges' accounts (cfUsernameList, cfPasswordList) need the remote judges plugin, which is not enabled" } });
    const info = (await call(t, root, 'GET', '/api/admin/switch/info')).body.data;
    expect(info.defaultSubmitInterval).toBe(0);
    expect(info).not.toHaveProperty('remoteJudgeAccounts');
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { hduUsernameList: 'bot' })).body.msg).toBe('hduUsernameList must be a list of at most 100 names or passwords of at most 200 characters');
  });

  it('refuses to submit or test-run a mirrored problem, saying which judge is missing', async () => {
    const submitted = await call(t, user, 'POST', '/api/submit-problem-judge', { pid, language: 'G++', code: 'int main(){}', cid: 0, isRemote: true });
    expect(submitted).toMatchObject({ code: 400, body: { msg: 'This problem is judged by the remote judge HDU, which is not enabled on this site' } });
    const tested = await call(t, user, 'POST', '/api/submit-problem-test-judge', { pid, language: 'G++', code: 'int main(){}', type: 'public', userInput: '1', isRemoteJudge: true });
    expect(tested).toMatchObject({ code: 400, body: { msg: 'Test runs are not available for problems judged by a remote judge' } });
  });
});
