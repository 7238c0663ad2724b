import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signJudgeToken } from '@oj/core';
import { DiskCache } from '../../judge-runner/src/test-data/disk-cache.js';
import { HttpTestDataSource, TestDataUnavailable } from '../../judge-runner/src/test-data/test-data-source.js';
import { postHeartbeat } from '../../judge-runner/src/worker/heartbeat.js';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

const SECRET = 'a-judge-secret-for-tests';

describe('what remote judge runners call: test data and heartbeats', () => {
  let t: TestSite;
  let cacheDir: string;
  beforeAll(async () => {
    t = await startTestSite({ JUDGE_SECRET: SECRET });
    cacheDir = await mkdtemp(join(tmpdir(), 'runner-cache-'));
    await createUser(t, 'judgeadmin', 'secret-pass', ['admin']);
    await createUser(t, 'judgeuser', 'secret-pass');
  });
  afterAll(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('serves a stored file to a runner with a valid token; the runner verifies and caches it', async () => {
    const stored = await t.site.infrastructure.files.put(Buffer.from('1 2\n'), { maxBytes: 1024 });
    const source = new HttpTestDataSource(await DiskCache.open(cacheDir, 1 << 20), t.url, SECRET);
    const path = await source.file(stored.hash);
    expect(await readFile(path, 'utf8')).toBe('1 2\n');
  });

  it('refuses a wrong, expired or borrowed token, and an unknown file', async () => {
    const stored = await t.site.infrastructure.files.put(Buffer.from('secret answer\n'), { maxBytes: 1024 });
    const get = (hash: string, token: string) => fetch(`${t.url}/api/judge/test-data/${hash}`, { headers: { 'X-Judge-Token': token } });
    expect((await get(stored.hash, signJudgeToken('another-secret-entirely', `test-data:${stored.hash}`, Date.now() + 60_000))).status).toBe(403);
    expect((await get(stored.hash, signJudgeToken(SECRET, `test-data:${stored.hash}`, Date.now() - 1000))).status).toBe(403);
    // a token for one file opens no other
    const other = 'a'.repeat(64);
    expect((await get(stored.hash, signJudgeToken(SECRET, `test-data:${other}`, Date.now() + 60_000))).status).toBe(403);
    expect((await fetch(`${t.url}/api/judge/test-data/${stored.hash}`)).status).toBe(403);
    expect((await get(other, signJudgeToken(SECRET, `test-data:${other}`, Date.now() + 60_000))).status).toBe(404);
    const wrongSecret = new HttpTestDataSource(await DiskCache.open(join(cacheDir, 'x'), 1 << 20), t.url, 'another-secret-entirely');
    await expect(wrongSecret.file(stored.hash)).rejects.toThrow(TestDataUnavailable);
  });

  it('records heartbeats, and shows the runners to admins only', async () => {
    await postHeartbeat(t.url, SECRET, { name: 'runner-a', languages: [{ key: 'C', version: '12.2.0' }], unavailable: [{ key: 'Python2', reason: 'not installed' }], slots: 2, busy: 1, load: [0.5, 0.4, 0.3], version: '0.1.0' });
    await expect(postHeartbeat(t.url, 'another-secret-entirely', { name: 'intruder', languages: [], unavailable: [], slots: 1, busy: 0, load: [], version: '' })).rejects.toThrow('403');
    const admin = await login(t, 'judgeadmin', 'secret-pass');
    const res = await fetch(`${t.url}/api/admin/config/get-judge-service-info`, { headers: { authorization: admin.token } });
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ name: 'runner-a', slots: 2, busy: 1, healthy: true, languages: [{ key: 'C', version: '12.2.0' }], unavailable: [{ key: 'Python2', reason: 'not installed' }] }),
    ]);
    const health = await json(await fetch(`${t.url}/api/health`, { headers: { authorization: admin.token } }));
    expect(health.data.dependencies.judge).toMatchObject({ status: 'up', detail: '1 judge runner(s) online, 2 slots' });
    const user = await login(t, 'judgeuser', 'secret-pass');
    expect((await fetch(`${t.url}/api/admin/config/get-judge-service-info`, { headers: { authorization: user.token } })).status).toBe(403);
    expect((await fetch(`${t.url}/api/admin/config/get-judge-service-info`)).status).toBe(401);
  });

  it('refuses a malformed heartbeat with 400 and the reason, never a 5xx', async () => {
    const beat = (body: string) =>
      fetch(`${t.url}/api/judge/heartbeat`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'X-Judge-Name': 'odd', 'X-Judge-Token': signJudgeToken(SECRET, 'heartbeat:odd', Date.now() + 60_000) } });
    for (const body of ['{"languages": []}', '{"languages": [], "slots": -1}', '{"languages": [], "slots": 1.5}', '{"languages": "C", "slots": 1}', '{not json', '[]']) {
      const res = await beat(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
  });

  it('says how to configure runners when the site has no JUDGE_SECRET', async () => {
    const bare = await startTestSite();
    try {
      const res = await fetch(`${bare.url}/api/judge/test-data/${'a'.repeat(64)}`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('set JUDGE_SECRET');
    } finally {
      await bare.close();
    }
  });
});
