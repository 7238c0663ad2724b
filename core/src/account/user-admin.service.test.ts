import { InProcessEventBus } from '../events/in-process-event-bus';
import type { UnitOfWork } from '../persistence/unit-of-work.port';
import type { PasswordHasher } from './password-hasher.port';
import type { SessionService } from './session.service';
import { UserAdminService } from './user-admin.service';
import { EMPTY_PROFILE, UserStatus, type User } from './user.model';
import type { UserRepository } from './user.repository';

// The guards no single request can reach on a real site (the caller is always an enabled super admin
// besides the target): the last enabled super admin, as two super admins demoting each other at once would leave it.

const user = (uid: string, roles: User['roles'], status: number = UserStatus.NORMAL): User => ({
  ...EMPTY_PROFILE, uid, username: uid, email: '', passwordHash: '', avatar: '', titleName: '', titleColor: '', status, roles, gmtCreate: new Date(), gmtModified: new Date(),
});

function service(users: User[], enabledRoots: number) {
  const byUid = new Map(users.map((u) => [u.uid, u]));
  const repo = {
    findByUid: async (uid: string) => byUid.get(uid),
    countEnabledWithRole: async () => enabledRoots,
    updateAccount: jest.fn(async () => undefined),
    setRoles: jest.fn(async () => undefined),
    deleteMany: jest.fn(async (uids: readonly string[]) => uids.length),
  } as unknown as UserRepository;
  const sessions = { endAll: jest.fn(async () => 0) } as unknown as SessionService;
  const uow: UnitOfWork = { run: (work) => work() };
  const events = new InProcessEventBus();
  const changed: string[] = [];
  events.subscribe('account.changed', ({ payload }) => void changed.push(payload.uid));
  return { admin: new UserAdminService(repo, {} as PasswordHasher, sessions, uow, events), repo, changed };
}

describe('UserAdminService guards', () => {
  it('keeps the last enabled super admin from being demoted, disabled or deleted', async () => {
    const { admin, repo } = service([user('actor', ['admin']), user('boss', ['root'])], 1);
    const edit = { uid: 'boss', username: 'boss', type: 1001, status: UserStatus.NORMAL };
    await expect(admin.edit('actor', edit)).rejects.toMatchObject({ key: 'userAdmin.lastRoot', kind: 'conflict' });
    await expect(admin.edit('actor', { ...edit, type: 1000, status: UserStatus.DISABLED })).rejects.toMatchObject({ key: 'userAdmin.lastRoot' });
    await expect(admin.delete('actor', ['boss'])).rejects.toMatchObject({ key: 'userAdmin.lastRoot' });
    expect(repo.updateAccount).not.toHaveBeenCalled();
    expect(repo.deleteMany).not.toHaveBeenCalled();
  });

  it('lets a super admin go while another enabled one remains; a disabled super admin counts for nothing', async () => {
    const { admin, changed } = service([user('actor', ['root']), user('boss', ['root']), user('sleeper', ['root'], UserStatus.DISABLED)], 2);
    await expect(admin.delete('actor', ['boss', 'sleeper'])).resolves.toEqual({ deleted: 2 });
    // pages that show a user's name (the home page's announcements) read it again
    expect(changed).toEqual(['boss', 'sleeper']);
  });
});
