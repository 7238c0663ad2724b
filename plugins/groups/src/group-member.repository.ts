import { AVATAR_PATH, inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import type { GroupMember } from './group.model';

interface MemberRecord {
  id: string;
  gid: string;
  uid: string;
  username: string | null;
  nickname: string | null;
  avatar: string | null;
  auth: number;
  reason: string | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const likeContaining = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function memberOf(r: MemberRecord): GroupMember {
  return {
    id: Number(r.id), gid: Number(r.gid), uid: r.uid, username: r.username ?? '', nickname: r.nickname ?? '', avatar: r.avatar ? `${AVATAR_PATH}${r.avatar}` : '',
    auth: r.auth, reason: r.reason, gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
  };
}

const SELECT = `select m.*, u.username, u.nickname, u.avatar from group_member m left join user_info u on u.uid = m.uid`;

/** group_member rows (03 §3 Group member) with the users' public fields. */
@injectable()
export class GroupMemberRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** The user's row in the group, whatever its auth. */
  async find(gid: number, uid: string): Promise<GroupMember | undefined> {
    const [row] = await this.sql.all<MemberRecord>(`${SELECT} where m.gid = ? and m.uid = ?`, [gid, uid]);
    return row ? memberOf(row) : undefined;
  }

  /** The user's auth in the group (0 without a row). */
  async authOf(gid: number, uid: string): Promise<number> {
    const [row] = await this.sql.all<{ auth: number }>('select auth from group_member where gid = ? and uid = ?', [gid, uid]);
    return row?.auth ?? 0;
  }

  /** Rows whose auth is one of `auths`, oldest first; keyword: username or nickname. */
  async page(gid: number, auths: readonly number[], filter: { keyword?: string; auth?: number }, page: PageRequest): Promise<Page<GroupMember>> {
    const where = ['m.gid = ?', `m.auth in (${auths.map(() => '?').join(', ')})`];
    const values: unknown[] = [gid, ...auths];
    if (filter.auth !== undefined) {
      where.push('m.auth = ?');
      values.push(filter.auth);
    }
    if (filter.keyword) {
      where.push('(u.username ilike ? or u.nickname ilike ?)');
      values.push(likeContaining(filter.keyword), likeContaining(filter.keyword));
    }
    const clause = `where ${where.join(' and ')}`;
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from group_member m left join user_info u on u.uid = m.uid ${clause}`, values);
    const rows = await this.sql.all<MemberRecord>(`${SELECT} ${clause} order by m.auth desc, m.gmt_create asc, m.id asc limit ? offset ?`, [...values, page.limit, offsetOf(page)]);
    return pageOf(rows.map(memberOf), Number(total), page);
  }

  /** Applies or joins: a new row, or the refused row again (HOJ lets a refused user apply again). */
  async apply(gid: number, uid: string, auth: number, reason: string | null): Promise<void> {
    await this.sql.run(
      `insert into group_member (gid, uid, auth, reason) values (?, ?, ?, ?)
       on conflict (gid, uid) do update set auth = excluded.auth, reason = excluded.reason, gmt_modified = now()`,
      [gid, uid, auth, reason],
    );
  }

  async setAuth(gid: number, uid: string, auth: number): Promise<boolean> {
    return (await this.sql.run('update group_member set auth = ?, gmt_modified = now() where gid = ? and uid = ?', [auth, gid, uid])) > 0;
  }

  async remove(gid: number, uid: string): Promise<boolean> {
    return (await this.sql.run('delete from group_member where gid = ? and uid = ?', [gid, uid])) > 0;
  }

  /** The uids of the group's members, admins and root (who hear of a disband). */
  async memberUids(gid: number): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>('select uid from group_member where gid = ? and auth >= 3', [gid]);
    return rows.map((r) => r.uid);
  }

  /** The uids of the group's admins and root (who hear of applications). */
  async adminUids(gid: number): Promise<string[]> {
    const rows = await this.sql.all<{ uid: string }>('select uid from group_member where gid = ? and auth >= 4', [gid]);
    return rows.map((r) => r.uid);
  }
}
