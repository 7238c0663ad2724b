import type { ServiceIdentifier } from 'inversify';
import type { Session } from './session.model';

/** Stored sessions; lookups go through the cache first (SessionService). */
export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(tokenHash: string): Promise<Session | undefined>;
  /** Moves the expiry (renewal grace for a replaced token); false when the session is gone (ended meanwhile). */
  expireAt(tokenHash: string, expiresAt: Date): Promise<boolean>;
  delete(tokenHash: string): Promise<void>;
  /**
   * Ends every session of a user but `keepTokenHash`'s, in one statement (a session started meanwhile is
   * either ended too or not yet there); returns the token hashes ended (to mark in the cache).
   */
  deleteAllOf(uid: string, keepTokenHash?: string): Promise<string[]>;
  /** Newest first: recent logins (admin dashboard, user home). */
  recent(limit: number, uid?: string): Promise<Session[]>;
}

export const SESSION_REPOSITORY: ServiceIdentifier<SessionRepository> = Symbol.for('oj.SessionRepository');
