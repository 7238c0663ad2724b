import { randomInt } from 'node:crypto';
import type { RedisEventBus } from '@oj/adapters';
import { EVENT_BUS, JudgeStatus, type SubmissionChange } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { LiveStreams } from './http/live-streams.js';
import { openStream } from './testing/event-stream.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

jest.setTimeout(60_000);

// Two web processes on one database and one Redis: a status change published on A reaches the
// event streams opened on B, for exactly the ids each stream asked for.

/** Ids far from any other test's (every test site shares the Redis channel). */
const BASE = randomInt(1_000_000_000, 2_000_000_000);

function change(submitId: number, status: number): SubmissionChange {
  return { submitId, uid: 'u-1', pid: 7, cid: 0, status, score: null, time: status === JudgeStatus.ACCEPTED ? 12 : null, memory: null };
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!check() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
}

describe('submission event streams across two web processes', () => {
  let db: TestDatabase;
  let a: TestSite;
  let b: TestSite;
  const streamsOnB = () => b.site.container.get(LiveStreams).count;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const env = { ADMIN_PASSWORD: 'root-pass-1', REDIS_URL: testUrls.redis() };
    a = await startTestSite(env, db);
    b = await startTestSite(env, db);
    await Promise.all([a, b].map((s) => (s.site.infrastructure.events as RedisEventBus).whenSubscribed()));
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('pushes the changes published on A to the streams on B that asked for those ids, and no others', async () => {
    const [one, two, three] = [BASE + 1, BASE + 2, BASE + 3];
    const first = await openStream(`${b.url}/api/submission-events?submitIds=${one},${two}`);
    const second = await openStream(`${b.url}/api/submission-events?submitIds=${three}`);
    const bus = a.site.container.get(EVENT_BUS);
    await bus.publish('submission.changed', change(one, JudgeStatus.JUDGING));
    await bus.publish('submission.changed', change(three, JudgeStatus.COMPILING));
    await bus.publish('submission.changed', change(BASE + 4, JudgeStatus.JUDGING));
    await bus.publish('submission.changed', { ...change(two, JudgeStatus.ACCEPTED), extra: 'not sent' } as SubmissionChange);
    await until(() => first.events.length >= 2 && second.events.length >= 1);
    // a moment for anything that should not arrive
    await new Promise((r) => setTimeout(r, 200));
    expect(first.events).toEqual([change(one, JudgeStatus.JUDGING), change(two, JudgeStatus.ACCEPTED)]);
    expect(second.events).toEqual([change(three, JudgeStatus.COMPILING)]);
    expect(first.comments).toEqual([': open']);
    first.close();
    second.close();
  });

  it('answers 400 in the envelope for bad ids', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?submitIds=', '?submitIds=1,x', '?submitIds=0', '?submitIds=-3', '?submitIds=1.5', '?submitIds=1,,2', `?submitIds=${tooMany}`]) {
      const res = await fetch(`${b.url}/api/submission-events${query}`);
      const body = await json(res);
      expect({ query, status: res.status, body: body.status, field: body.data?.problems?.[0]?.field }).toEqual({ query, status: 400, body: 400, field: 'submitIds' });
      expect(typeof body.msg).toBe('string');
    }
    // 100 ids, a repeated one counted once, are fine
    const many = await openStream(`${b.url}/api/submission-events?submitIds=${[...Array.from({ length: 100 }, (_, i) => BASE + 100 + i), BASE + 100].join(',')}`);
    many.close();
    expect((await fetch(`${b.url}/api/submission-events?submitIds=1`, { method: 'POST' })).status).toBe(405);
  });

  it('forgets a client once it closes its stream', async () => {
    await until(() => streamsOnB() === 0);
    const client = await openStream(`${b.url}/api/submission-events?submitIds=${BASE + 9}`);
    expect(streamsOnB()).toBe(1);
    client.close();
    await until(() => streamsOnB() === 0);
    expect(streamsOnB()).toBe(0);
  });
});

describe('closing a site with streams open', () => {
  it('ends the streams instead of waiting for the clients to leave', async () => {
    const site = await startTestSite();
    const client = await openStream(`${site.url}/api/submission-events?submitIds=1`);
    const started = Date.now();
    await site.close();
    expect(Date.now() - started).toBeLessThan(5000);
    client.close();
  });
});
