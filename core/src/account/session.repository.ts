import type { ServiceIdentifier } from 'inversify';
import type { PageRequest } from '../shared/paging';
import type { Session } from './session.model';

/** A live session as an admin list shows it: whose, from where, since when; never the token or its hash. */
export interface SessionListRow {
  uid: string;
  username: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  /** Whether this is the session of the token given as `currentTokenHash`. */
  current: boolean;
}

/** Which sessions `listLive` reads. */
export interface SessionListFilter {
  /** Sessions expired at this time are left out. */
  now: Date;
  /** Only this user's sessions (undefined: everyone's). */
  uid?: string;
  /** The caller's token hash, to mark their own session (compared in the store, never returned). */
  currentTokenHash?: string;
}

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
  /** Live sessions, newest first, one page counted and read in the database (the dashboard's `get-sessions`). */
  listLive(filter: SessionListFilter, page: PageRequest): Promise<{ rows: SessionListRow[]; total: number }>;
}

export const SESSION_REPOSITORY: ServiceIdentifier<SessionRepository> = Symbol.for('oj.SessionRepository');
