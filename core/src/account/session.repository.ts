import type { ServiceIdentifier } from 'inversify';
import type { Session } from './session.model';

/** Stored sessions; lookups go through the cache first (SessionService). */
export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(tokenHash: string): Promise<Session | undefined>;
  /** Moves the expiry (renewal grace for a replaced token). */
  expireAt(tokenHash: string, expiresAt: Date): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of a user; returns their token hashes (to drop from the cache). */
  deleteAllOf(uid: string): Promise<string[]>;
  /** Newest first: recent logins (admin dashboard, user home). */
  recent(limit: number, uid?: string): Promise<Session[]>;
}

export const SESSION_REPOSITORY: ServiceIdentifier<SessionRepository> = Symbol.for('oj.SessionRepository');
