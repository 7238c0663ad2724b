import { inject, injectable, isSuperAdmin, NotFound, SQL_RUNNER, Unauthorized, type SessionUser, type SqlRunner } from '@oj/core';
import { GroupStatus, MemberAuth, type Group, type GroupRole } from './group.model';
import { GroupRepository } from './group.repository';

/** The viewer's standing in one group. */
export interface GroupStanding {
  group: Group;
  /** The viewer's member auth (0: none; 1 applying, 2 refused, 3–5 member, admin, root). */
  auth: number;
  role: GroupRole | undefined;
  superAdmin: boolean;
}

/** The role of a member auth (3 member, 4 admin, 5 root), undefined for none, applying and refused. */
export function roleOfAuth(auth: number): GroupRole | undefined {
  return auth === MemberAuth.ROOT ? 'root' : auth === MemberAuth.ADMIN ? 'admin' : auth === MemberAuth.MEMBER ? 'member' : undefined;
}

/**
 * Who a user is in a group (CONTRACT "Group roles"): 'root' for a site super admin or the owner (auth 5),
 * 'admin' for auth 4, 'member' for auth 3, undefined otherwise (guests, applicants, refused users, outsiders,
 * site admins who are not members, a missing group). A banned group has roles for the super admin only.
 * Every group route and every content plugin's gidScope asks here.
 */
@injectable()
export class GroupAccess {
  constructor(
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
    @inject(GroupRepository) private readonly groups: GroupRepository,
  ) {}

  async role(gid: number, user: SessionUser | undefined): Promise<GroupRole | undefined> {
    return user ? (await this.lookup(gid, user))?.role : undefined;
  }

  /** The group's id and short name with the user's role (as `role`), in one read; undefined for a missing group. */
  async lookup(gid: number, user: SessionUser): Promise<{ group: { id: number; shortName: string }; role: GroupRole | undefined } | undefined> {
    if (!Number.isSafeInteger(gid) || gid < 1) return undefined;
    const [row] = await this.sql.all<{ status: number; short_name: string; auth: number | null }>(
      'select g.status, g.short_name, m.auth from group_info g left join group_member m on m.gid = g.id and m.uid = ? where g.id = ?',
      [user.uid, gid],
    );
    if (!row) return undefined;
    const group = { id: gid, shortName: row.short_name };
    if (isSuperAdmin(user.roles)) return { group, role: 'root' };
    return { group, role: row.status === GroupStatus.NORMAL ? roleOfAuth(row.auth ?? 0) : undefined };
  }

  /**
   * The group and the viewer's standing; a missing group, or a hidden or banned one the viewer is not a member
   * of (the super admin sees all), answers 404.
   */
  async standing(gid: number, user: SessionUser | undefined): Promise<GroupStanding> {
    const group = Number.isSafeInteger(gid) && gid > 0 ? await this.groups.find(gid) : undefined;
    if (!group) throw new NotFound('group.notFound');
    const superAdmin = Boolean(user && isSuperAdmin(user.roles));
    const auth = user ? await this.authOf(gid, user.uid) : 0;
    const role = superAdmin ? 'root' : group.status === GroupStatus.NORMAL ? roleOfAuth(auth) : undefined;
    if (!superAdmin && (group.status !== GroupStatus.NORMAL || (!group.visible && !role))) throw new NotFound('group.notFound');
    return { group, auth, role, superAdmin };
  }

  /** The standing of a signed-in user ('Please login first' for a guest). */
  async signedIn(gid: number, user: SessionUser | undefined): Promise<GroupStanding & { user: SessionUser }> {
    if (!user) throw new Unauthorized('group.loginFirst');
    return { ...(await this.standing(gid, user)), user };
  }

  private async authOf(gid: number, uid: string): Promise<number> {
    const [row] = await this.sql.all<{ auth: number }>('select auth from group_member where gid = ? and uid = ?', [gid, uid]);
    return row?.auth ?? 0;
  }
}
