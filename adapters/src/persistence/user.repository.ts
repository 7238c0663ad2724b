import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Conflict, NotFound, roleById, roleByName, type EditableProfile, type Gender, type NewUser, type RoleName, type User, type UserRepository } from '@oj/core';
import { emOf } from './entity-manager';
import { UserRecord } from './schemas/user.schema';

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
    const em = emOf(this.orm);
    const rows = await em.getConnection().execute<Array<{ uid: string }>>('select uid from user_info where lower(email) = lower(?)', [email], 'all', em.getTransactionContext());
    return rows[0] ? this.withRoles(em, await em.findOne(UserRecord, { uid: rows[0].uid })) : undefined;
  }

  async create(user: NewUser): Promise<User> {
    const em = emOf(this.orm);
    const now = new Date();
    const record = em.create(UserRecord, {
      uid: randomUUID(), username: user.username, email: user.email, passwordHash: user.passwordHash,
      nickname: '', gender: 'secrecy', school: '', course: '', signature: '', github: '', blog: '', cfUsername: '', number: '', realname: '', mobile: '',
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
