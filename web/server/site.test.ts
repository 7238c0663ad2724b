import { DEFAULT_WEBSITE_CONFIG, WebsiteConfigService } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { startTestSite, type TestSite } from './testing/test-site.js';
import { json } from './testing/http.js';
import { createUser, login, type Client } from './testing/accounts.js';

const METRICS_TOKEN = 'site-test-metrics-token';

describe('the site over HTTP (PostgreSQL, memory cache, in-process queue)', () => {
  let t: TestSite;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestSite({ METRICS_TOKEN: METRICS_TOKEN });
    await createUser(t, 'site-admin', 'site-admin-pw', ['admin']);
    admin = await login(t, 'site-admin', 'site-admin-pw');
  });
  afterAll(() => t.close());

  it('serves the website config from the database in the envelope', async () => {
    const res = await fetch(`${t.url}/api/get-website-config?l=en-US`);
    expect(res.status).toBe(200);
    const { baseUrl: _hidden, ...shown } = DEFAULT_WEBSITE_CONFIG;
    // with our addition: whether registering asks for the e-mailed code (a site switch, off by default)
    expect(await json(res)).toEqual({ status: 200, msg: 'success', data: { ...shown, registerWithoutEmailCode: false } });
    const zh = await fetch(`${t.url}/api/get-website-config`);
    expect((await json(zh)).msg).toBe('成功');
  });

  it('shows a change of the config at once', async () => {
    await t.site.container.get(WebsiteConfigService).update({ name: 'Campus Judge' });
    const res = await fetch(`${t.url}/api/get-website-config`);
    expect((await json(res)).data.name).toBe('Campus Judge');
    await t.site.container.get(WebsiteConfigService).update({ name: DEFAULT_WEBSITE_CONFIG.name });
  });

  it('reports each dependency in /api/health (the details to an administrator)', async () => {
    const res = await fetch(`${t.url}/api/health`, { headers: { authorization: admin.token } });
    const body = await json(res);
    expect(Object.keys(body.data.dependencies)).toEqual(['database', 'queue', 'files', 'judge']);
    expect(body.data.dependencies.database).toMatchObject({ status: 'up', critical: true, detail: expect.stringMatching(/^PostgreSQL \d+/), version: expect.stringMatching(/^\d+\.\d+/) });
    expect(body.data.dependencies.judge.critical).toBe(false);
    // test sites judge remotely (JUDGE_MODE=remote) and no runner has reported
    expect(body.data.dependencies.judge.detail).toContain('no judge runner has reported');
    // the judge alone being down leaves the site degraded, not down
    expect(res.status).toBe(200);
    expect(['up', 'degraded']).toContain(body.data.status);
  });

  it('answers an unknown /api route and a wrong method in the envelope', async () => {
    const unknown = await fetch(`${t.url}/api/nothing-here?l=en-US`);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ status: 404, msg: 'The resource you requested was not found: GET /api/nothing-here', data: null });
    const wrong = await fetch(`${t.url}/api/get-website-config`, { method: 'POST', body: '{"broken": ', headers: { 'content-type': 'application/json' } });
    expect(wrong.status).toBe(405);
    expect((await json(wrong)).status).toBe(405);
  });

  it('publishes an OpenAPI document generated from the routes', async () => {
    const doc = await json(await fetch(`${t.url}/api/openapi.json`));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/get-website-config'].get).toMatchObject({ tags: ['other'], summary: expect.stringContaining('website config') });
    expect(doc.paths['/api/health'].get).toBeDefined();
  });

  it('exposes Prometheus metrics labelled by route pattern', async () => {
    await fetch(`${t.url}/api/get-website-config`);
    const text = await (await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/oj_http_request_duration_seconds_count\{route="\/api\/get-website-config",method="GET"\} \d+/);
    expect(text).toMatch(/oj_http_requests_total\{route="\/api\/get-website-config",method="GET",status="200"\} \d+/);
    expect(text).toContain('oj_judge_queue_depth');
    expect(text).toContain('oj_judge_wait_seconds');
  });
});

describe('two web processes on one Redis', () => {
  it('drop their cached website config when the other one changes it', async () => {
    const a = await startTestSite({ REDIS_URL: testUrls.redis() });
    const b = await startTestSite({ REDIS_URL: testUrls.redis() }, a.database);
    try {
      expect((await json(await fetch(`${b.url}/api/get-website-config`))).data.name).toBe(DEFAULT_WEBSITE_CONFIG.name);
      await a.site.container.get(WebsiteConfigService).update({ name: 'Changed on A' });
      const deadline = Date.now() + 1000;
      let seen = '';
      while (Date.now() < deadline) {
        seen = (await json(await fetch(`${b.url}/api/get-website-config`))).data.name;
        if (seen === 'Changed on A') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(seen).toBe('Changed on A');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
