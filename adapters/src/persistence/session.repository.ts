import type { MikroORM } from '@mikro-orm/postgresql';
import { offsetOf, type PageRequest, type Session, type SessionListFilter, type SessionListRow, type SessionRepository } from '@oj/core';
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

  async listLive(filter: SessionListFilter, page: PageRequest): Promise<{ rows: SessionListRow[]; total: number }> {
    const where = filter.uid === undefined ? 's.expires_at > ?' : 's.expires_at > ? and s.uid = ?';
    const params: unknown[] = filter.uid === undefined ? [filter.now] : [filter.now, filter.uid];
    const sql = sqlOf(this.orm);
    const [{ total }] = await sql.all<{ total: string | number }>(`select count(*) as total from user_session s where ${where}`, params);
    // the hash only takes part in the comparison; the select list never names it
    const rows = await sql.all<{ uid: string; username: string; ip: string; user_agent: string; created_at: Date | string; current: boolean }>(
      `select s.uid, u.username, s.ip, s.user_agent, s.created_at, s.token_hash = ? as current
         from user_session s join user_info u on u.uid = s.uid
        where ${where}
        order by s.created_at desc, s.token_hash
        limit ? offset ?`,
      [filter.currentTokenHash ?? '', ...params, page.limit, offsetOf(page)],
    );
    return {
      total: Number(total),
      rows: rows.map((r) => ({ uid: r.uid, username: r.username, ip: r.ip, userAgent: r.user_agent, createdAt: new Date(r.created_at), current: Boolean(r.current) })),
    };
  }
}
