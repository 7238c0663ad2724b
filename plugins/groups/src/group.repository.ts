import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { MemberAuth, type Group, type GroupCard, type GroupDraft } from './group.model';

interface GroupRecord {
  id: string;
  avatar: string | null;
  name: string;
  short_name: string;
  brief: string;
  description: string;
  owner: string;
  uid: string;
  auth: number;
  code: string | null;
  status: number;
  visible: boolean;
  gmt_create: Date;
  gmt_modified: Date;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const likeContaining = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function groupOf(r: GroupRecord): Group {
  return {
    id: Number(r.id), avatar: r.avatar, name: r.name, shortName: r.short_name, brief: r.brief, description: r.description, owner: r.owner, uid: r.uid,
    auth: r.auth, code: r.code, status: r.status, visible: r.visible, gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
  };
}

/** Which groups a list shows (03 §2 Group list). */
export interface GroupFilter {
  keyword?: string;
  auth?: number;
  /** Only the groups the user is a member of (auth 3–5). */
  memberUid?: string;
  /** Hidden and banned groups are shown only to their members (and all of them to the super admin: `all`). */
  viewerUid?: string;
  all: boolean;
}

/** A member of a group: auth 3 to 5 (applicants and refused users are rows too, but not members). */
const MEMBER_AUTHS = `(${MemberAuth.MEMBER}, ${MemberAuth.ADMIN}, ${MemberAuth.ROOT})`;

/** group_info through the core's SqlRunner. */
@injectable()
export class GroupRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(filter: GroupFilter, page: PageRequest): Promise<Page<GroupCard>> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (!filter.all) {
      if (filter.viewerUid) {
        where.push(`g.status = 0 and (g.visible or exists (select 1 from group_member m where m.gid = g.id and m.uid = ? and m.auth in ${MEMBER_AUTHS}))`);
        values.push(filter.viewerUid);
      } else where.push('g.visible and g.status = 0');
    }
    if (filter.memberUid) {
      where.push(`exists (select 1 from group_member m where m.gid = g.id and m.uid = ? and m.auth in ${MEMBER_AUTHS})`);
      values.push(filter.memberUid);
    }
    if (filter.keyword) {
      where.push("(g.name ilike ? or g.short_name ilike ? or g.brief ilike ? or g.owner ilike ? or cast(g.id as varchar) = ?)");
      const like = likeContaining(filter.keyword);
      values.push(like, like, like, like, filter.keyword);
    }
    if (filter.auth !== undefined) {
      where.push('g.auth = ?');
      values.push(filter.auth);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from group_info g ${clause}`, values);
    const rows = await this.sql.all<GroupRecord & { member_count: string }>(
      `select g.*, (select count(*) from group_member m where m.gid = g.id and m.auth in ${MEMBER_AUTHS}) as member_count
       from group_info g ${clause} order by g.gmt_create desc, g.id desc limit ? offset ?`,
      [...values, page.limit, offsetOf(page)],
    );
    return pageOf(rows.map((r) => cardOf(groupOf(r), Number(r.member_count))), Number(total), page);
  }

  async find(id: number): Promise<Group | undefined> {
    const [row] = await this.sql.all<GroupRecord>('select * from group_info where id = ?', [id]);
    return row ? groupOf(row) : undefined;
  }

  async memberCount(id: number): Promise<number> {
    const [{ n }] = await this.sql.all<{ n: string }>(`select count(*) as n from group_member where gid = ? and auth in ${MEMBER_AUTHS}`, [id]);
    return Number(n);
  }

  /** Another group (not `exceptId`) already has this name or short name (short names compare without case). */
  async taken(draft: Pick<GroupDraft, 'name' | 'shortName'>, exceptId?: number): Promise<'name' | 'shortName' | undefined> {
    const rows = await this.sql.all<{ name: string; short_name: string }>(
      'select name, short_name from group_info where (name = ? or lower(short_name) = lower(?)) and id <> ?',
      [draft.name, draft.shortName, exceptId ?? 0],
    );
    if (rows.some((r) => r.short_name.toLowerCase() === draft.shortName.toLowerCase())) return 'shortName';
    return rows.length ? 'name' : undefined;
  }

  /** Groups a user created since `since` (the daily limit) and that they own now (the total limit). */
  async createdBy(uid: string, since?: Date): Promise<number> {
    const [{ n }] = since
      ? await this.sql.all<{ n: string }>('select count(*) as n from group_info where uid = ? and gmt_create >= ?', [uid, since])
      : await this.sql.all<{ n: string }>('select count(*) as n from group_info where uid = ?', [uid]);
    return Number(n);
  }

  /** Holds the creator's creations in one transaction at a time (the limits are counted, then a row is added). */
  async lockCreator(uid: string): Promise<void> {
    await this.sql.all("select pg_advisory_xact_lock(hashtext('groups:' || ?))", [uid]);
  }

  async create(draft: GroupDraft, owner: { uid: string; username: string }): Promise<Group> {
    const [row] = await this.sql.all<GroupRecord>(
      `insert into group_info (name, short_name, brief, description, owner, uid, auth, code, visible)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [draft.name, draft.shortName, draft.brief, draft.description, owner.username, owner.uid, draft.auth, draft.code, draft.visible],
    );
    await this.sql.run('insert into group_member (gid, uid, auth) values (?, ?, ?)', [row.id, owner.uid, MemberAuth.ROOT]);
    return groupOf(row);
  }

  async update(id: number, draft: GroupDraft, status?: number): Promise<boolean> {
    return (await this.sql.run(
      `update group_info set name = ?, short_name = ?, brief = ?, description = ?, auth = ?, code = ?, visible = ?, status = coalesce(?, status), gmt_modified = now() where id = ?`,
      [draft.name, draft.shortName, draft.brief, draft.description, draft.auth, draft.code, draft.visible, status ?? null, id],
    )) > 0;
  }

  async setAvatar(id: number, avatar: string): Promise<boolean> {
    return (await this.sql.run('update group_info set avatar = ?, gmt_modified = now() where id = ?', [avatar, id])) > 0;
  }

  /** Disband: the group, its members (cascade) and its announcements go; content rows keep their gid. */
  async delete(id: number): Promise<boolean> {
    await this.sql.run('delete from announcement where gid = ?', [id]);
    return (await this.sql.run('delete from group_info where id = ?', [id])) > 0;
  }

  /** Problems the user has solved (the creation switch defaultCreateGroupACInitValue). */
  async solvedCount(uid: string): Promise<number> {
    const [{ n }] = await this.sql.all<{ n: string }>('select count(*) as n from user_problem_result where uid = ? and solved', [uid]);
    return Number(n);
  }
}

/** The card: everything but the join code. */
export function cardOf(group: Group, memberCount: number): GroupCard {
  const { code: _code, ...card } = group;
  return { ...card, memberCount };
}
