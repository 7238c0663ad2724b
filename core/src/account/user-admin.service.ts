import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../persistence/unit-of-work.port';
import { pageRequest, type Page } from '../shared/paging';
import { Conflict, Forbidden, NotFound, isDomainError } from '../shared/errors';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { ROOT_USERNAME } from './root-account';
import { roleById, type RoleName } from './roles';
import { SessionService } from './session.service';
import { adminUserRowOf, USER_ADMIN_LIMITS, type AdminUserRow } from './user-admin.model';
import { UserStatus, type User } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

export interface UserListInput {
  currentPage?: number;
  limit?: number;
  keyword?: string;
  onlyAdmin?: boolean;
}

/** What edit-user changes (03 §2: edit, set password); `type` is the role id. */
export interface EditUserInput {
  uid: string;
  username: string;
  realname?: string;
  email?: string;
  type: number;
  status: number;
  titleName?: string;
  titleColor?: string;
  /** Set only with setNewPwd. */
  newPassword?: string;
}

const isEnabledRoot = (user: User) => user.roles.includes('root') && user.status !== UserStatus.DISABLED;

/**
 * The super admin's user list, edit and delete (03 §2, §5). Guards: the built-in root account is never
 * deleted, disabled, demoted or renamed; nobody deletes, disables or demotes themselves; the last enabled super
 * admin stays. A new password or a disabled account ends the user's sessions.
 */
@injectable()
export class UserAdminService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async list(input: UserListInput): Promise<Page<AdminUserRow>> {
    const request = pageRequest(input.currentPage, input.limit, USER_ADMIN_LIMITS.LIST_PAGE_SIZE);
    const page = await this.users.page({ keyword: input.keyword, onlyAdmin: input.onlyAdmin }, request);
    return { ...page, records: page.records.map(adminUserRowOf) };
  }

  async edit(actorUid: string, input: EditUserInput): Promise<AdminUserRow> {
    const role = roleById(input.type)?.role as RoleName;
    // hashed before the transaction: argon2 takes tens of milliseconds
    const passwordHash = input.newPassword === undefined ? undefined : await this.hasher.hash(input.newPassword);
    const before = await this.uow.run(async () => {
      const user = await this.users.findByUid(input.uid);
      if (!user) throw new NotFound('account.userNotFound');
      const demoted = user.roles.includes('root') && role !== 'root';
      const disabled = input.status === UserStatus.DISABLED;
      if ((demoted || disabled) && user.username === ROOT_USERNAME) throw new Forbidden('userAdmin.rootProtected', { username: user.username });
      // the start-up creates a new 'root' when none exists: the built-in account keeps its name
      if (user.username === ROOT_USERNAME && input.username !== ROOT_USERNAME) throw new Forbidden('userAdmin.rootRename');
      if ((demoted || disabled) && user.uid === actorUid) throw new Forbidden('userAdmin.notYourself');
      if ((demoted || disabled) && isEnabledRoot(user) && (await this.users.countEnabledWithRole('root')) <= 1) throw new Conflict('userAdmin.lastRoot');
      await this.users.updateAccount(user.uid, {
        username: input.username,
        email: input.email,
        realname: input.realname,
        titleName: input.titleName,
        titleColor: input.titleColor,
        status: input.status,
      });
      if (user.roles.length !== 1 || user.roles[0] !== role) await this.users.setRoles(user.uid, [role]);
      if (passwordHash) await this.users.updatePasswordHash(user.uid, passwordHash);
      return user;
    });
    // read after the commit: the transaction's entity manager still holds the row as it was first read
    const after = (await this.users.findByUid(before.uid)) as User;
    // a new password or a disabled account: whoever is signed in as them is signed out
    if (passwordHash || (after.status === UserStatus.DISABLED && before.status !== UserStatus.DISABLED)) await this.sessions.endAll(after.uid);
    // what shows the user's name or roles (the home page's announcements, cached pages) is read again
    await this.events.publish('account.changed', { uid: after.uid });
    return adminUserRowOf(after);
  }

  /** Deletes all the selected users or none. */
  async delete(actorUid: string, uids: readonly string[]): Promise<{ deleted: number }> {
    const wanted = [...new Set(uids)];
    if (wanted.includes(actorUid)) throw new Forbidden('userAdmin.deleteYourself');
    const found = (await Promise.all(wanted.map((uid) => this.users.findByUid(uid)))).filter((u): u is User => u !== undefined);
    const root = found.find((u) => u.username === ROOT_USERNAME);
    if (root) throw new Forbidden('userAdmin.rootProtected', { username: root.username });
    const roots = found.filter(isEnabledRoot).length;
    if (roots > 0 && (await this.users.countEnabledWithRole('root')) <= roots) throw new Conflict('userAdmin.lastRoot');
    try {
      const deleted = await this.uow.run(async () => {
        for (const user of found) await this.sessions.endAll(user.uid);
        return this.users.deleteMany(found.map((u) => u.uid));
      });
      for (const user of found) await this.events.publish('account.changed', { uid: user.uid });
      return { deleted };
    } catch (error) {
      if (isDomainError(error) && error.key === 'userAdmin.stillReferenced') {
        const username = found.find((u) => u.uid === error.params.uid)?.username ?? String(error.params.uid ?? '');
        throw new Conflict('userAdmin.stillReferenced', { ...error.params, username });
      }
      throw error;
    }
  }
}
