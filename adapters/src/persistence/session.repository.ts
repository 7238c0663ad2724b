import type { MikroORM } from '@mikro-orm/postgresql';
import type { Session, SessionRepository } from '@oj/core';
import { emOf, sqlOf } from './entity-manager';
import { SessionRecord } from './schemas/session.schema';

const toModel = (r: SessionRecord): Session => ({ ...r });

/** Sessions through MikroORM. */
export class MikroSessionRepository implements SessionRepository {
  constructor(private readonly orm: MikroORM) {}

  async create(session: Session): Promise<void> {
    const em = emOf(this.orm);
    em.persist(em.create(SessionRecord, session));
    await em.flush();
  }

  async find(tokenHash: string): Promise<Session | undefined> {
    const record = await emOf(this.orm).findOne(SessionRecord, { tokenHash });
    return record ? toModel(record) : undefined;
  }

  async expireAt(tokenHash: string, expiresAt: Date): Promise<boolean> {
    return (await emOf(this.orm).nativeUpdate(SessionRecord, { tokenHash }, { expiresAt })) > 0;
  }

  async delete(tokenHash: string): Promise<void> {
    await emOf(this.orm).nativeDelete(SessionRecord, { tokenHash });
  }

  async deleteAllOf(uid: string, keepTokenHash?: string): Promise<string[]> {
    const rows = await sqlOf(this.orm).all<{ token_hash: string }>(
      keepTokenHash === undefined
        ? 'delete from user_session where uid = ? returning token_hash'
        : 'delete from user_session where uid = ? and token_hash <> ? returning token_hash',
      keepTokenHash === undefined ? [uid] : [uid, keepTokenHash],
    );
    return rows.map((r) => r.token_hash);
  }

  async recent(limit: number, uid?: string): Promise<Session[]> {
    const records = await emOf(this.orm).find(SessionRecord, uid ? { uid } : {}, { orderBy: { createdAt: 'desc' }, limit });
    return records.map(toModel);
  }
}
