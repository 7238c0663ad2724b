import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

describe('website config and dashboard in the admin area', () => {
  let a: TestSite;
  let b: TestSite;
  let root: string;
  let admin: string;
  beforeAll(async () => {
    a = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1', REDIS_URL: testUrls.redis() });
    b = await startTestSite({ TRUST_PROXY: '1', REDIS_URL: testUrls.redis() }, a.database);
    root = (await login(a, 'root', 'root-pass-1', '10.30.0.1')).token;
    await createUser(a, 'cfgadmin', 'admin-pw1', ['admin']);
    admin = (await login(a, 'cfgadmin', 'admin-pw1', '10.30.0.2')).token;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const put = (t: TestSite, token: string, body: unknown, lang = 'en-US') =>
    fetch(`${t.url}/api/admin/config/set-web-config?l=${lang}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });

  it('changes the site name on one process and the other shows it within a second', async () => {
    const res = await put(a, root, { name: 'Campus Judge', recordName: 'ICP 123', recordUrl: 'https://beian.example' });
    expect(await json(res)).toMatchObject({ status: 200, msg: 'Update Successfully', data: { name: 'Campus Judge', recordName: 'ICP 123' } });
    const deadline = Date.now() + 1000;
    let seen = '';
    while (Date.now() < deadline && seen !== 'Campus Judge') seen = (await json(await fetch(`${b.url}/api/get-website-config`))).data.name;
    expect(seen).toBe('Campus Judge');
    expect((await json(await fetch(`${a.url}/api/admin/config/get-web-config`, { headers: { authorization: root } }))).data.baseUrl).toBe('http://localhost:3000');
  });

  it('checks every field and keeps the config to the super admin', async () => {
    expect((await json(await put(a, root, { recordUrl: 'javascript:alert(1)' }))).msg).toBe('The link must start with http:// or https://');
    expect((await json(await put(a, root, { name: '   ' }, 'zh-CN'))).msg).toBe('网站名称不能为空');
    expect((await json(await put(a, root, { register: 'yes' }))).status).toBe(400);
    expect((await put(a, admin, { name: 'Hijacked' })).status).toBe(403);
    expect((await fetch(`${a.url}/api/admin/config/get-web-config`)).status).toBe(401);
  });

  it('shows the dashboard figures to admins', async () => {
    const res = await json(await fetch(`${a.url}/api/admin/dashboard/get-dashboard-info`, { headers: { authorization: admin } }));
    // the sessions are get-sessions' (web/server/dashboard-sessions.test.ts)
    expect(res.data).toEqual({ userNum: 2, todayJudgeNum: 0, runnerNum: 0 });
  });
});

describe('switches', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.31.0.1')).token;
  });
  afterAll(() => t.close());

  const update = (body: unknown, lang = 'en-US') =>
    fetch(`${t.url}/api/admin/switch/update?l=${lang}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: root }, body: JSON.stringify(body) });

  it('reads every switch with its default, and changes only what is sent', async () => {
    const info = await json(await fetch(`${t.url}/api/admin/switch/info`, { headers: { authorization: root } }));
    expect(info.data).toMatchObject({ openPublicDiscussion: true, openPublicJudge: true, hideNonContestSubmissionCode: false, defaultSubmitInterval: 8 });
    expect((await update({ openPublicDiscussion: false, defaultSubmitInterval: 30, hideNonContestSubmissionCode: true })).status).toBe(200);
    const after = await json(await fetch(`${t.url}/api/admin/switch/info`, { headers: { authorization: root } }));
    expect(after.data).toMatchObject({ openPublicDiscussion: false, defaultSubmitInterval: 30, hideNonContestSubmissionCode: true, openPublicJudge: true });
    expect((await json(await fetch(`${t.url}/api/get-website-config`))).data.openPublicDiscussion).toBe(false);
  });

  it('refuses values of the wrong kind or out of range', async () => {
    expect((await json(await update({ defaultSubmitInterval: -1 }))).msg).toBe('defaultSubmitInterval must be from 0 to 86400');
    expect((await json(await update({ openPublicJudge: 'yes' }, 'zh-CN'))).msg).toBe('openPublicJudge 只能是 true 或 false');
  });
});
