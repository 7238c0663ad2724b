import { hashToken, type Session } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { MikroSessionRepository } from './session.repository';
import { MikroUserRepository } from './user.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';

const HOUR = 3_600_000;
const NOW = new Date('2025-03-01T12:00:00Z');

describe.each(TEST_ENGINES)('MikroSessionRepository.listLive on %s', (engine) => {
  let m: MigratedOrm;
  let sessions: MikroSessionRepository;
  let alice: string;
  let bob: string;
  const session = (uid: string, token: string, createdHoursAgo: number, expiresInHours: number): Session => {
    const createdAt = new Date(NOW.getTime() - createdHoursAgo * HOUR);
    return { tokenHash: hashToken(token), uid, ip: `10.0.0.${createdHoursAgo}`, userAgent: `agent ${token}`, createdAt, issuedAt: createdAt, expiresAt: new Date(NOW.getTime() + expiresInHours * HOUR) };
  };

  beforeAll(async () => {
    m = await migratedOrm(engine);
    sessions = new MikroSessionRepository(m.orm);
    const users = new MikroUserRepository(m.orm);
    alice = (await users.create({ username: 'alice', email: 'alice@example.org', passwordHash: 'x', roles: ['root'] })).uid;
    bob = (await users.create({ username: 'bob', email: 'bob@example.org', passwordHash: 'x', roles: ['default_user'] })).uid;
    await sessions.create(session(alice, 'a1', 5, 10));
    await sessions.create(session(bob, 'b1', 4, 10));
    await sessions.create(session(alice, 'a2', 3, 10));
    await sessions.create(session(bob, 'b-expired', 1, -1));
    await sessions.create(session(alice, 'a3', 2, 10));
  });
  afterAll(() => m?.close());

  it('reads live sessions newest first with their usernames, paged and counted in the database', async () => {
    const first = await sessions.listLive({ now: NOW }, { currentPage: 1, limit: 3 });
    expect(first.total).toBe(4);
    expect(first.rows.map((r) => [r.username, r.userAgent])).toEqual([['alice', 'agent a3'], ['alice', 'agent a2'], ['bob', 'agent b1']]);
    expect(first.rows[0]).toEqual({ uid: alice, username: 'alice', ip: '10.0.0.2', userAgent: 'agent a3', createdAt: new Date(NOW.getTime() - 2 * HOUR), current: false });
    const second = await sessions.listLive({ now: NOW }, { currentPage: 2, limit: 3 });
    expect(second.rows.map((r) => r.userAgent)).toEqual(['agent a1']);
  });

  it('narrows to one user, marks the caller\'s own session, and never answers a token hash', async () => {
    const mine = await sessions.listLive({ now: NOW, uid: alice, currentTokenHash: hashToken('a2') }, { currentPage: 1, limit: 10 });
    expect(mine.total).toBe(3);
    expect(mine.rows.map((r) => [r.userAgent, r.current])).toEqual([['agent a3', false], ['agent a2', true], ['agent a1', false]]);
    expect(JSON.stringify(mine)).not.toContain(hashToken('a2'));
    expect((await sessions.listLive({ now: NOW, uid: bob }, { currentPage: 1, limit: 10 })).rows.map((r) => r.userAgent)).toEqual(['agent b1']);
  });
});
