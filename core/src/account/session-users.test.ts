import { InProcessEventBus } from '../events/in-process-event-bus';
import { SESSION_USER_KEPT, SESSION_USER_MAX_AGE_MS, SessionUsers } from './session-users';
import type { User } from './user.model';
import type { UserRepository } from './user.repository';

/** Users in memory, counting the reads; `release` holds a read until the test lets it finish. */
function countingUsers() {
  const rows = new Map<string, Pick<User, 'uid' | 'username' | 'roles' | 'status' | 'avatar'>>();
  const state = { reads: 0, hold: undefined as Promise<void> | undefined };
  const repo = {
    async findByUid(uid: string) {
      state.reads++;
      const row = rows.get(uid);
      const copy = row ? { ...row, roles: [...row.roles] } : undefined;
      if (state.hold) await state.hold;
      return copy as User | undefined;
    },
  } as unknown as UserRepository;
  return { rows, state, repo };
}

describe('the session users kept in memory', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a user once, and again at once after account.changed', async () => {
    const { rows, state, repo } = countingUsers();
    const events = new InProcessEventBus();
    const users = new SessionUsers(repo, events);
    rows.set('u1', { uid: 'u1', username: 'alice', roles: ['default_user'], status: 0, avatar: '' });
    for (let i = 0; i < 5; i++) expect(await users.find('u1')).toMatchObject({ username: 'alice', roles: ['default_user'] });
    expect(state.reads).toBe(1);
    rows.set('u1', { uid: 'u1', username: 'alice', roles: ['admin'], status: 1, avatar: 'h' });
    await events.publish('account.changed', { uid: 'u1' });
    expect(await users.find('u1')).toMatchObject({ roles: ['admin'], status: 1, avatar: 'h' });
    expect(state.reads).toBe(2);
  });

  it('does not keep a read that was in flight when the change arrived', async () => {
    const { rows, state, repo } = countingUsers();
    const events = new InProcessEventBus();
    const users = new SessionUsers(repo, events);
    rows.set('u1', { uid: 'u1', username: 'alice', roles: ['admin'], status: 0, avatar: '' });
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    const stale = users.find('u1');
    rows.set('u1', { uid: 'u1', username: 'alice', roles: ['default_user'], status: 0, avatar: '' });
    await events.publish('account.changed', { uid: 'u1' });
    release();
    state.hold = undefined;
    expect((await stale)?.roles).toEqual(['admin']);
    expect((await users.find('u1'))?.roles).toEqual(['default_user']);
  });

  it('reads a kept user again when it is older than the maximum age, and forgets a user that is gone', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { rows, state, repo } = countingUsers();
    const users = new SessionUsers(repo, new InProcessEventBus());
    rows.set('u1', { uid: 'u1', username: 'alice', roles: ['default_user'], status: 0, avatar: '' });
    await users.find('u1');
    jest.setSystemTime(1_000_000 + SESSION_USER_MAX_AGE_MS - 1);
    await users.find('u1');
    expect(state.reads).toBe(1);
    rows.delete('u1');
    jest.setSystemTime(1_000_000 + SESSION_USER_MAX_AGE_MS + 1);
    expect(await users.find('u1')).toBeUndefined();
    expect(state.reads).toBe(2);
  });

  it(`keeps at most ${SESSION_USER_KEPT} users, dropping the one used longest ago`, async () => {
    const { rows, state, repo } = countingUsers();
    const users = new SessionUsers(repo, new InProcessEventBus());
    for (let i = 0; i <= SESSION_USER_KEPT; i++) rows.set(`u${i}`, { uid: `u${i}`, username: `n${i}`, roles: ['default_user'], status: 0, avatar: '' });
    await users.find('u0');
    for (let i = 1; i < SESSION_USER_KEPT; i++) await users.find(`u${i}`);
    await users.find('u0'); // u0 used again: u1 is now the oldest
    await users.find(`u${SESSION_USER_KEPT}`);
    const reads = state.reads;
    await users.find('u0');
    expect(state.reads).toBe(reads);
    await users.find('u1');
    expect(state.reads).toBe(reads + 1);
  });
});
