import { inject, injectable, isSuperAdmin, SQL_RUNNER, type GroupRole, type SessionUser, type SqlRunner } from '@oj/core';

/** Member auth of `group_member` (03 §3): applying, refused, member, admin, root. */
export const MemberAuth = { APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;

/** What the problem calls need of a group: its id and the short name its problems' display ids start with. */
export interface GroupRef {
  id: number;
  shortName: string;
}

/**
 * The contract's one group-role rule, read straight from `group_info`/`group_member` (issue 22): 'root' for a
 * site super admin or a member with auth 5, 'admin' for auth 4, 'member' for auth 3, undefined for everyone
 * else (guest, applicant, refused, outsider, a site admin who is not a member, a missing group).
 * A stand-in for the groups core service built in parallel (H1): at merge this becomes a call to it.
 */
@injectable()
export class GroupRoles {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async group(gid: number): Promise<GroupRef | undefined> {
    const [row] = await this.sql.all<{ id: string; short_name: string }>('select id, short_name from group_info where id = ?', [gid]);
    return row ? { id: Number(row.id), shortName: row.short_name } : undefined;
  }

  async role(gid: number, user: SessionUser | undefined): Promise<GroupRole | undefined> {
    if (!user) return undefined;
    const [row] = await this.sql.all<{ auth: number | null }>(
      'select m.auth from group_info g left join group_member m on m.gid = g.id and m.uid = ? where g.id = ?',
      [user.uid, gid],
    );
    // roles of a missing (disbanded) group are undefined, even for a super admin
    if (!row) return undefined;
    if (isSuperAdmin(user.roles) || row.auth === MemberAuth.ROOT) return 'root';
    if (row.auth === MemberAuth.ADMIN) return 'admin';
    if (row.auth === MemberAuth.MEMBER) return 'member';
    return undefined;
  }
}

export const isGroupAdmin = (role: GroupRole | undefined): boolean => role === 'root' || role === 'admin';
