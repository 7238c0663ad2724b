import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryStreamLeases } from '@oj/adapters';
import { LIVE_STREAM_LIMITS, LiveStream, LiveStreamGate } from '@oj/core';
import { testUrls } from '../../../adapters/src/testing/service-urls.js';
import { createUser, login, type Client } from '../testing/accounts.js';
import { openStream, type OpenStream } from '../testing/event-stream.js';
import { json } from '../testing/http.js';
import { startTestSite, type TestSite } from '../testing/test-site.js';
import { LiveStreams } from './live-streams.js';

// Issue 18 item 11: live-update streams are capped at 6 per session and 20 per client address; the 7th
// (the 21st) answers 429 with Retry-After in the envelope, and a stream given back makes room. With Redis the
// counts are shared by every web process.

jest.setTimeout(60_000);

const STREAM = '/api/submission-events?submitIds=1&l=en-US';
const REFUSED = 'Too many live updates are open (at most 6 per session and 20 per address); the page refreshes by polling instead';

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!check() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
}

/** A stream request that the caps refuse: its status, Retry-After and message. */
async function refusal(url: string, headers: Record<string, string>): Promise<[number, string | null, string]> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  return [res.status, res.headers.get('retry-after'), res.status === 200 ? 'opened' : ((JSON.parse(text) as { msg: string }).msg)];
}

describe('the caps on live-update streams', () => {
  let t: TestSite;
  let ann: Client;
  const open: OpenStream[] = [];
  const streams = () => t.site.container.get(LiveStreams).count;

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1' });
    await createUser(t, 'streamer', 'streamer-pw');
    ann = await login(t, 'streamer', 'streamer-pw');
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await until(() => streams() === 0);
  });
  afterAll(() => t?.close());

  it('opens 6 streams per session (from any address, by header or cookie) and refuses the 7th until one closes', async () => {
    expect(LIVE_STREAM_LIMITS.perSession).toBe(6);
    for (let i = 0; i < 6; i++) {
      const credentials: Record<string, string> = i % 2 ? { authorization: ann.token } : { cookie: `oj_session=${ann.token}` };
      open.push(await openStream(`${t.url}${STREAM}`, { ...credentials, 'x-forwarded-for': `10.40.0.${i}` }));
    }
    expect(await refusal(`${t.url}${STREAM}`, { authorization: ann.token, 'x-forwarded-for': '10.40.1.1' })).toEqual([429, '30', REFUSED]);
    // a guest of the same address is not the session
    open.push(await openStream(`${t.url}${STREAM}`, { 'x-forwarded-for': '10.40.0.1' }));
    open.shift()?.close();
    await until(() => streams() === 6);
    open.push(await openStream(`${t.url}${STREAM}`, { authorization: ann.token, 'x-forwarded-for': '10.40.1.1' }));
  });

  it('opens 20 streams per address and refuses the 21st; another address is not counted with it', async () => {
    const address = { 'x-forwarded-for': '10.41.0.1' };
    for (let i = 0; i < LIVE_STREAM_LIMITS.perAddress; i++) open.push(await openStream(`${t.url}${STREAM}`, address));
    const [status, retryAfter, msg] = await refusal(`${t.url}${STREAM}`, address);
    expect([status, retryAfter, msg]).toEqual([429, '30', REFUSED]);
    expect((await json(await fetch(`${t.url}${STREAM.replace('en-US', 'zh-CN')}`, { headers: address }))).msg).toBe('打开的实时更新过多（每个会话最多 6 个，每个地址最多 20 个），页面将改为定时刷新');
    open.push(await openStream(`${t.url}${STREAM}`, { 'x-forwarded-for': '10.41.0.2' }));
    // every stream gives its place back when it closes
    for (const s of open.splice(0)) s.close();
    await until(() => streams() === 0);
    for (let i = 0; i < LIVE_STREAM_LIMITS.perAddress; i++) open.push(await openStream(`${t.url}${STREAM}`, address));
  });
});

describe('the caps across two web processes on one Redis', () => {
  it('count a session\'s streams on both', async () => {
    const env = { TRUST_PROXY: '1', REDIS_URL: testUrls.redis() };
    const a = await startTestSite(env);
    const b = await startTestSite(env, a.database);
    const open: OpenStream[] = [];
    try {
      await createUser(a, 'roamer', 'roamer-pw');
      const roamer = await login(a, 'roamer', 'roamer-pw', '10.42.0.1');
      const headers = { authorization: roamer.token, 'x-forwarded-for': '10.42.0.2' };
      for (let i = 0; i < 6; i++) open.push(await openStream(`${(i < 3 ? a : b).url}${STREAM}`, headers));
      expect((await refusal(`${a.url}${STREAM}`, headers))[0]).toBe(429);
      expect((await refusal(`${b.url}${STREAM}`, headers))[0]).toBe(429);
      // one closed on A makes room on B
      open.shift()?.close();
      await until(() => a.site.container.get(LiveStreams).count === 2);
      let reopened: number | undefined;
      for (let i = 0; i < 50 && reopened !== 200; i++) {
        const res = await fetch(`${b.url}${STREAM}`, { headers });
        reopened = res.status;
        if (reopened === 200) await res.body?.cancel();
        else await new Promise((r) => setTimeout(r, 20));
      }
      expect(reopened).toBe(200);
    } finally {
      for (const s of open) s.close();
      await a.close();
      await b.close();
      await a.database.drop();
    }
  });
});

describe('the streams of one process', () => {
  it('answers 503 beyond the most one process holds, and takes a stream again once one closes', async () => {
    const live = new LiveStreams(new LiveStreamGate(new MemoryStreamLeases()), { max: 1 });
    const server = createServer((req, res) => {
      live.start(req, res, new LiveStream(() => () => {}), { ip: '10.43.0.1' }).catch(() => {
        res.statusCode = 503;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const first = await openStream(url);
      expect((await fetch(url)).status).toBe(503);
      first.close();
      await until(() => live.count === 0);
      (await openStream(url)).close();
    } finally {
      live.closeAll();
      await new Promise((r) => server.close(r));
    }
  });
});
