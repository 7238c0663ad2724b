import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

describe('the service and data-source info of the admin config page', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite();
    await createUser(t, 'svcroot', 'secret-pass', ['root']);
    root = (await login(t, 'svcroot', 'secret-pass')).token;
  });
  afterAll(() => t.close());

  it('shows the process, the host and what runs where', async () => {
    const body = await json(await fetch(`${t.url}/api/admin/config/get-service-info`, { headers: { authorization: root } }));
    expect(body.data).toMatchObject({ node: process.version, cpus: expect.any(Number), mode: { database: 'postgresql', cache: 'memory', queue: 'in-process', judge: 'remote', judgeSlots: '1' } });
    expect(body.data.memory.rssMb).toBeGreaterThan(0);
  });

  it('shows the data sources read-only, never a password, and refuses to change them with the reason', async () => {
    const body = await json(await fetch(`${t.url}/api/admin/config/get-db-and-redis-config`, { headers: { authorization: root } }));
    expect(body.data).toMatchObject({ source: 'environment', editable: false, dbHost: expect.any(String), redisHost: 'in-memory' });
    expect(JSON.stringify(body.data)).not.toMatch(/password/i);
    const res = await fetch(`${t.url}/api/admin/config/set-db-and-redis-config?l=en-US`, { method: 'PUT', headers: { authorization: root, 'content-type': 'application/json' }, body: JSON.stringify({ dbHost: 'elsewhere' }) });
    expect(res.status).toBe(409);
    expect((await json(res)).msg).toBe('The database and Redis are set in the environment (DATABASE_URL, REDIS_URL): change them there and restart the site');
  });
});
