import type { Cache } from '../cache/cache.port';
import type { Clock } from '../clock/clock.port';
import { SESSION_LIMITS } from './account-limits';
import type { Session } from './session.model';
import type { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

// The orders of events no HTTP test can force: a lookup or a renewal under way while the user's sessions
// end (a password change in another tab). The integration tests over HTTP are in web/server/session-ending.test.ts.

/** The Cache port over a Map (expiry is not what these tests are about). */
function mapCache(): Cache {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => values.get(key) as T | undefined,
    set: async (key, value) => void values.set(key, value),
    setIfAbsent: async (key, value) => (values.has(key) ? false : (values.set(key, value), true)),
    take: async <T>(key: string) => {
      const value = values.get(key) as T | undefined;
      values.delete(key);
      return value;
    },
    delete: async (key) => values.delete(key),
    increment: async (key) => {
      const next = ((values.get(key) as number | undefined) ?? 0) + 1;
      values.set(key, next);
      return next;
    },
    ttlMs: async (key) => (values.has(key) ? -1 : undefined),
  };
}

/** Sessions in memory; `hold.find` / `hold.create` keep the next such call waiting until released. */
function memorySessions() {
  const rows = new Map<string, Session>();
  const hold: { find?: Promise<void>; create?: Promise<void> } = {};
  const repo: SessionRepository = {
    async create(session) {
      const wait = hold.create;
      hold.create = undefined;
      await wait;
      rows.set(session.tokenHash, session);
    },
    async find(tokenHash) {
      const row = rows.get(tokenHash);
      const wait = hold.find;
      hold.find = undefined;
      await wait;
      return row && { ...row };
    },
    async expireAt(tokenHash, expiresAt) {
      const row = rows.get(tokenHash);
      if (row) row.expiresAt = expiresAt;
      return row !== undefined;
    },
    async delete(tokenHash) {
      rows.delete(tokenHash);
    },
    async deleteAllOf(uid, keep) {
      const ended = [...rows.values()].filter((r) => r.uid === uid && r.tokenHash !== keep).map((r) => r.tokenHash);
      for (const h of ended) rows.delete(h);
      return ended;
    },
    recent: async () => [...rows.values()],
    listLive: async () => ({ rows: [], total: 0 }),
  };
  return { rows, hold, repo };
}

const released = () => {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
};
const client = { ip: '10.0.0.1', userAgent: 'test' };

describe('SessionService', () => {
  let now: number;
  const clock: Clock = { now: () => new Date(now) };
  beforeEach(() => {
    now = Date.parse('2024-05-01T00:00:00Z');
  });

  it('refuses an ended session at once, even when a lookup read it from the database just before it ended', async () => {
    const { hold, repo } = memorySessions();
    const sessions = new SessionService(repo, mapCache(), clock);
    const { token } = await sessions.start('u1', client);
    const gate = released();
    hold.find = gate.promise;
    const inFlight = sessions.resolve(token, client);
    await new Promise((r) => setImmediate(r)); // it has read the row and waits to finish
    await sessions.endAll('u1');
    gate.release();
    // the request that raced the end goes through with what it read...
    expect((await inFlight)?.session.uid).toBe('u1');
    // ...and leaves nothing behind: the next request is refused, though the cache entry would live 60 s
    expect(await sessions.resolve(token, client)).toBeUndefined();
  });

  it("ends a user's other sessions and keeps the one given", async () => {
    const { repo } = memorySessions();
    const sessions = new SessionService(repo, mapCache(), clock);
    const [kept, other, third] = [await sessions.start('u1', client), await sessions.start('u1', client), await sessions.start('u1', client)];
    const stranger = await sessions.start('u2', client);
    // all cached, as after a first request each
    for (const s of [kept, other, third, stranger]) expect(await sessions.resolve(s.token, client)).toBeDefined();
    expect(await sessions.endOthers('u1', kept.token)).toBe(2);
    expect(await sessions.resolve(kept.token, client)).toBeDefined();
    expect(await sessions.resolve(other.token, client)).toBeUndefined();
    expect(await sessions.resolve(third.token, client)).toBeUndefined();
    expect(await sessions.resolve(stranger.token, client)).toBeDefined();
  });

  it('ends the heir of a session renewed while all sessions of its user ended', async () => {
    const { rows, hold, repo } = memorySessions();
    const sessions = new SessionService(repo, mapCache(), clock);
    const { token } = await sessions.start('u1', client);
    now += (SESSION_LIMITS.RENEW_AFTER_SECONDS + 1) * 1000;
    const gate = released();
    hold.create = gate.promise;
    const renewing = sessions.resolve(token, client);
    // the renewal is writing its new session when the password change ends every session
    await new Promise((r) => setImmediate(r));
    await sessions.endAll('u1');
    gate.release();
    expect(await renewing).toBeUndefined();
    expect([...rows.values()].filter((r) => r.uid === 'u1')).toEqual([]);
    expect(await sessions.resolve(token, client)).toBeUndefined();
  });
});
