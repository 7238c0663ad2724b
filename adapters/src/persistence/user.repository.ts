import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  ADMIN_AREA_ROLES, Conflict, EMPTY_PROFILE, NotFound, offsetOf, pageOf, roleById, roleByName, UserStatus,
  type AccountChanges, type EditableProfile, type Gender, type NewUser, type Page, type PageRequest, type RoleName, type User, type UserListFilter, type UserRepository,
} from '@oj/core';
import { emOf, sqlOf } from './entity-manager';
import { UserRecord } from './schemas/user.schema';

/** The profile fields' columns, in the order createMany writes them. */
const PROFILE_COLUMNS: ReadonlyArray<[keyof EditableProfile, string]> = [
  ['nickname', 'nickname'], ['gender', 'gender'], ['school', 'school'], ['course', 'course'], ['signature', 'signature'], ['github', 'github'],
  ['blog', 'blog'], ['cfUsername', 'cf_username'], ['number', 'number'], ['realname', 'realname'], ['mobile', 'mobile'],
];
/** Rows per multi-row INSERT (PostgreSQL takes at most 65535 parameters in one statement). */
const INSERT_CHUNK = 500;
const placeholders = (count: number, width: number) => Array.from({ length: count }, () => `(${Array.from({ length: width }, () => '?').join(', ')})`).join(', ');
/** A LIKE pattern matching `text` anywhere, its own %, _ and backslash taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const adminRoleIds = ADMIN_AREA_ROLES.map((r) => roleByName(r)?.id).filter((id): id is number => id !== undefined);

/** A delete refused by a foreign key: which user is still referenced, and from which table. */
function referencedOf(error: unknown): Conflict | undefined {
  const e = error as { code?: string; message?: string; detail?: string };
  const text = `${e.message ?? ''} ${e.detail ?? ''}`;
  if (e.code !== '23503' && !text.includes('violates foreign key constraint')) return undefined;
  const table = /on table "([^"]+)"(?![\s\S]*on table)/.exec(text)?.[1] ?? '';
  const uid = /Key \(uid\)=\(([^)]+)\)/.exec(text)?.[1] ?? '';
  return new Conflict('userAdmin.stillReferenced', { table, uid });
}

function conflictOf(error: unknown): Conflict | undefined {
  const message = String((error as Error).message ?? '');
  if (message.includes('user_info_username_key')) return new Conflict('account.usernameExists');
  if (message.includes('user_info_email_key')) return new Conflict('account.emailExists');
  return undefined;
}

/** User accounts through MikroORM; roles are rows of `user_role` by numeric id. */
export class MikroUserRepository implements UserRepository {
  constructor(private readonly orm: MikroORM) {}

  async findByUid(uid: string): Promise<User | undefined> {
    const em = emOf(this.orm);
    return this.withRoles(em, await em.findOne(UserRecord, { uid }));
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const em = emOf(this.orm);
    const rows = await em.getConnection().execute<Array<{ uid: string }>>('select uid from user_info where lower(username) = lower(?)', [username], 'all', em.getTransactionContext());
    return rows[0] ? this.withRoles(em, await em.findOne(UserRecord, { uid: rows[0].uid })) : undefined;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    // accounts an admin made may have no address; '' names nobody
    if (!email.trim()) return undefined;
    const em = emOf(this.orm);
    const rows = await em.getConnection().execute<Array<{ uid: string }>>('select uid from user_info where lower(email) = lower(?)', [email], 'all', em.getTransactionContext());
    return rows[0] ? this.withRoles(em, await em.findOne(UserRecord, { uid: rows[0].uid })) : undefined;
  }

  async create(user: NewUser): Promise<User> {
    const em = emOf(this.orm);
    const now = new Date();
    const record = em.create(UserRecord, {
      uid: randomUUID(), username: user.username, email: user.email, passwordHash: user.passwordHash,
      ...EMPTY_PROFILE, ...user.profile,
      avatar: '', titleName: '', titleColor: '', status: 0, gmtCreate: now, gmtModified: now,
    });
    try {
      await em.transactional(async (tx) => {
        tx.persist(record);
        await tx.flush();
        await this.writeRoles(tx, record.uid, user.roles);
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
    return (await this.findByUid(record.uid)) as User;
  }

  async updateProfile(uid: string, profile: Partial<EditableProfile>): Promise<User> {
    const em = emOf(this.orm);
    const record = await em.findOne(UserRecord, { uid });
    if (!record) throw new NotFound('account.userNotFound');
    for (const [field, value] of Object.entries(profile)) if (value !== undefined) (record as unknown as Record<string, unknown>)[field] = value;
    record.gmtModified = new Date();
    await em.flush();
    return (await this.withRoles(em, record)) as User;
  }

  async updatePasswordHash(uid: string, passwordHash: string): Promise<void> {
    await this.setColumns(uid, { passwordHash });
  }

  async updateEmail(uid: string, email: string): Promise<void> {
    try {
      await this.setColumns(uid, { email });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }

  async updateAvatar(uid: string, avatar: string): Promise<void> {
    await this.setColumns(uid, { avatar });
  }

  async setRoles(uid: string, roles: RoleName[]): Promise<void> {
    await emOf(this.orm).transactional((tx) => this.writeRoles(tx, uid, roles));
  }

  async count(): Promise<number> {
    return emOf(this.orm).count(UserRecord, {});
  }

  async page(filter: UserListFilter, request: PageRequest): Promise<Page<User>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const keyword = filter.keyword?.trim();
    if (keyword) {
      where.push('(u.username ilike ? or u.realname ilike ? or u.email ilike ? or u.nickname ilike ?)');
      params.push(...Array.from({ length: 4 }, () => containing(keyword)));
    }
    if (filter.onlyAdmin) where.push(`exists (select 1 from user_role r where r.uid = u.uid and r.role_id in (${adminRoleIds.join(', ')}))`);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const sql = sqlOf(this.orm);
    const [{ total }] = await sql.all<{ total: string }>(`select count(*) as total from user_info u ${clause}`, params);
    const rows = await sql.all<{ uid: string }>(`select u.uid from user_info u ${clause} order by u.gmt_create desc, u.username limit ? offset ?`, [...params, request.limit, offsetOf(request)]);
    const em = emOf(this.orm);
    const records = new Map((await em.find(UserRecord, { uid: { $in: rows.map((r) => r.uid) } })).map((r) => [r.uid, r]));
    const roles = await this.rolesOf(rows.map((r) => r.uid));
    const users = rows.map((r) => records.get(r.uid)).filter((r): r is UserRecord => r !== undefined).map((r) => this.userOf(r, roles.get(r.uid) ?? []));
    return pageOf(users, Number(total), request);
  }

  async takenUsernames(usernames: readonly string[]): Promise<string[]> {
    return this.taken('username', usernames);
  }

  async takenEmails(emails: readonly string[]): Promise<string[]> {
    return this.taken('email', emails.filter((e) => e.trim() !== ''));
  }

  async createMany(users: readonly NewUser[]): Promise<number> {
    if (users.length === 0) return 0;
    const columns = ['uid', 'username', 'email', 'password_hash', ...PROFILE_COLUMNS.map(([, c]) => c)];
    try {
      await this.orm.em.transactional(async () => {
        const sql = sqlOf(this.orm);
        for (let start = 0; start < users.length; start += INSERT_CHUNK) {
          const chunk = users.slice(start, start + INSERT_CHUNK).map((u) => ({ uid: randomUUID(), user: u, profile: { ...EMPTY_PROFILE, ...u.profile } }));
          const values = chunk.flatMap(({ uid, user, profile }) => [uid, user.username, user.email, user.passwordHash, ...PROFILE_COLUMNS.map(([field]) => profile[field])]);
          await sql.run(`insert into user_info (${columns.join(', ')}) values ${placeholders(chunk.length, columns.length)}`, values);
          const roles = chunk.flatMap(({ uid, user }) => [...new Set(user.roles)].map((role) => [uid, this.roleId(role)]));
          if (roles.length) await sql.run(`insert into user_role (uid, role_id) values ${placeholders(roles.length, 2)}`, roles.flat());
        }
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
    return users.length;
  }

  async updateAccount(uid: string, changes: AccountChanges): Promise<void> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<UserRecord>;
    try {
      await this.setColumns(uid, defined);
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }

  async deleteMany(uids: readonly string[]): Promise<number> {
    if (uids.length === 0) return 0;
    try {
      return await sqlOf(this.orm).run(`delete from user_info where uid in (${uids.map(() => '?').join(', ')})`, [...uids]);
    } catch (error) {
      throw referencedOf(error) ?? error;
    }
  }

  async countEnabledWithRole(role: RoleName): Promise<number> {
    const [row] = await sqlOf(this.orm).all<{ n: string }>('select count(*) as n from user_info u join user_role r on r.uid = u.uid where r.role_id = ? and u.status <> ?', [this.roleId(role), UserStatus.DISABLED]);
    return Number(row?.n ?? 0);
  }

  private async taken(column: 'username' | 'email', values: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(values.map((v) => v.toLowerCase()))];
    if (wanted.length === 0) return [];
    const rows = await sqlOf(this.orm).all<{ value: string }>(`select ${column} as value from user_info where lower(${column}) in (${wanted.map(() => '?').join(', ')})`, wanted);
    return rows.map((r) => r.value);
  }

  private roleId(role: RoleName): number {
    const info = roleByName(role);
    if (!info) throw new Error(`unknown role '${role}'`);
    return info.id;
  }

  private async rolesOf(uids: readonly string[]): Promise<Map<string, RoleName[]>> {
    const out = new Map<string, RoleName[]>();
    if (uids.length === 0) return out;
    const rows = await sqlOf(this.orm).all<{ uid: string; role_id: number }>(`select uid, role_id from user_role where uid in (${uids.map(() => '?').join(', ')}) order by role_id`, [...uids]);
    for (const row of rows) {
      const role = roleById(Number(row.role_id))?.role;
      if (role) out.set(row.uid, [...(out.get(row.uid) ?? []), role]);
    }
    return out;
  }

  private userOf(record: UserRecord, roles: RoleName[]): User {
    return { ...record, gender: record.gender as Gender, roles };
  }

  private async setColumns(uid: string, changes: Partial<UserRecord>): Promise<void> {
    const em = emOf(this.orm);
    const updated = await em.nativeUpdate(UserRecord, { uid }, { ...changes, gmtModified: new Date() });
    if (updated === 0) throw new NotFound('account.userNotFound');
  }

  private async writeRoles(em: EntityManager, uid: string, roles: RoleName[]): Promise<void> {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    await conn.execute('delete from user_role where uid = ?', [uid], 'run', ctx);
    for (const role of new Set(roles)) {
      const info = roleByName(role);
      if (!info) throw new Error(`unknown role '${role}'`);
      await conn.execute('insert into user_role (uid, role_id) values (?, ?)', [uid, info.id], 'run', ctx);
    }
  }

  private async withRoles(em: EntityManager, record: UserRecord | null): Promise<User | undefined> {
    if (!record) return undefined;
    const rows = await em.getConnection().execute<Array<{ role_id: number }>>('select role_id from user_role where uid = ? order by role_id', [record.uid], 'all', em.getTransactionContext());
    const roles = rows.map((r) => roleById(Number(r.role_id))?.role).filter((r): r is RoleName => r !== undefined);
    return { ...record, gender: record.gender as Gender, roles };
  }
}
