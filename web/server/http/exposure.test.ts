import { gunzipSync, gzipSync } from 'node:zlib';
import { createUser, login, type Client } from '../testing/accounts.js';
import { json } from '../testing/http.js';
import { operationsOf } from '../testing/hostile-input.js';
import { startTestSite, type TestSite } from '../testing/test-site.js';

// Issue 18 item 10: /metrics is served only to a configured token or address, refused cheaply (nothing is
// collected for a refused scrape), and a scrape stays small whatever traffic the site had; /api/health tells
// guests and users up or down only, administrators the details.

const TOKEN = 'prometheus-scrape-token-1';

describe('/metrics with nothing configured', () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite();
  });
  afterAll(() => t?.close());

  it('answers 404 to everyone, loopback included, without collecting', async () => {
    const collect = jest.spyOn(t.site.metrics.registry, 'metrics');
    const res = await fetch(`${t.url}/metrics`);
    expect([res.status, await res.text()]).toEqual([404, 'metrics: off (set METRICS_TOKEN or METRICS_ALLOW)\n']);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('/metrics and /api/health with access configured', () => {
  let t: TestSite;
  let user: Client;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16, fd00::1' });
    await createUser(t, 'exposure-user', 'exposure-pw');
    await createUser(t, 'exposure-admin', 'exposure-pw', ['admin']);
    user = await login(t, 'exposure-user', 'exposure-pw');
    admin = await login(t, 'exposure-admin', 'exposure-pw');
  });
  afterAll(() => t?.close());

  const scrape = (headers: Record<string, string>) => fetch(`${t.url}/metrics`, { headers: { 'x-forwarded-for': '192.0.2.7', ...headers } });

  it('refuses a scrape without the token from another address with 403, without collecting', async () => {
    const collect = jest.spyOn(t.site.metrics.registry, 'metrics');
    const refused: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: TOKEN }, { 'x-forwarded-for': '10.21.0.1' }, { authorization: user.token }];
    for (const headers of refused) {
      const res = await scrape(headers);
      expect([res.status, (await res.text()).length]).toEqual([403, 52]);
    }
    expect(collect).not.toHaveBeenCalled();
    collect.mockRestore();
  });

  it('serves the token and the allowed addresses, gzipped when asked', async () => {
    const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(byToken.status).toBe(200);
    expect(await byToken.text()).toContain('# TYPE oj_http_requests_total counter');
    for (const address of ['10.20.255.1', 'fd00::1']) expect((await scrape({ 'x-forwarded-for': address })).status).toBe(200);
    const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      // fetch would unzip on its own: read the bytes as they come
      void import('node:http').then(({ get }) =>
        get(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('oj_process_cpu_seconds_total');
  });

  it('keeps a scrape small after every route answered with several statuses', async () => {
    const operations = operationsOf(await json(await fetch(`${t.url}/api/openapi.json`)));
    const hit = (method: string, path: string, body?: string) =>
      fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.30.0.1' }, body }).then((r) => r.arrayBuffer());
    for (const op of operations) {
      await hit(op.method, op.path, op.method === 'GET' ? undefined : '{}');
      await hit(op.method, `${op.path}?x=1`, op.method === 'GET' ? undefined : '[');
      await hit(op.method === 'GET' ? 'DELETE' : 'GET', op.path);
    }
    for (let i = 0; i < 50; i++) await hit('GET', `/api/no-such-route-${i}`);
    const text = await (await scrape({ authorization: `Bearer ${TOKEN}` })).text();
    // the same traffic made 204 kB before (a histogram per route, method and status; ≈1 MB after the review's
    // 44,000 requests); now ≈121 kB of text for 113 routes, ≈8 kB gzipped as Prometheus asks for it
    expect(text.length).toBeLessThan(150_000);
    expect(gzipSync(text).length).toBeLessThan(15_000);
    expect(text).toContain('oj_http_requests_total{route="unmatched",method="GET",status="404"} 50');
  });

  it('tells guests and users up or down only, administrators the details', async () => {
    for (const headers of [{}, { authorization: user.token }] as Array<Record<string, string>>) {
      const data = (await json(await fetch(`${t.url}/api/health`, { headers }))).data;
      expect(Object.keys(data)).toEqual(['status', 'dependencies']);
      expect(Object.values(data.dependencies).every((d) => JSON.stringify(Object.keys(d as object)) === '["status"]')).toBe(true);
      expect(data.dependencies.database).toEqual({ status: 'up' });
      expect(JSON.stringify(data)).not.toMatch(/PostgreSQL|version|latency|detail/);
    }
    const details = (await json(await fetch(`${t.url}/api/health`, { headers: { authorization: admin.token } }))).data;
    expect(details).toMatchObject({ version: 'test', dependencies: { database: { status: 'up', detail: expect.stringMatching(/^PostgreSQL/), critical: true } } });
    expect(details.dependencies.files.detail).toBeDefined();
  });
});
