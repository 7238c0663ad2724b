import { createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { CLOCK, type Clock } from '../clock/clock.port';
import { SESSION_LIMITS } from './account-limits';
import type { Session } from './session.model';
import { SESSION_REPOSITORY, type SessionRepository } from './session.repository';

/** Where a request comes from, for the session record and per-client counters. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface ResolvedSession {
  session: Session;
  /** Set when the token was replaced by this lookup (sliding renewal): send it back to the client. */
  renewedToken?: string;
}

interface CachedSession {
  uid: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * What the cache holds for an ended session until a lookup of it would miss anyway: a lookup that read the
 * session from the database just before it ended cannot put it back (it only adds an absent entry).
 */
const ENDED = { ended: true } as const;
type CachedEntry = CachedSession | typeof ENDED;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const cacheKey = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Sessions behind opaque random tokens: only the token's hash is stored; lookups are cached briefly (in
 * Redis when there is one, shared by every web process); a token older than RENEW_AFTER_SECONDS is replaced
 * on use (the old one keeps working for a short grace). Logout ends one session; a password change ends
 * the user's other sessions; a password reset, an admin's new password or an admin's order ends them all.
 * An ended session is refused at once everywhere: its cache entry is replaced by an 'ended' mark.
 */
@injectable()
export class SessionService {
  constructor(
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(CACHE) private readonly cache: Cache,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts a session; returns the token (shown to the client once, never stored). */
  async start(uid: string, client: ClientInfo): Promise<{ token: string; session: Session }> {
    const token = randomBytes(SESSION_LIMITS.TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const session: Session = {
      tokenHash: hashToken(token),
      uid,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 255),
      createdAt: now,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIMITS.TTL_SECONDS * 1000),
    };
    await this.sessions.create(session);
    return { token, session };
  }

  /** The live session of a token, renewing it when it is due; undefined for an unknown or ended one. */
  async resolve(token: string, client: ClientInfo): Promise<ResolvedSession | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const session = await this.load(tokenHash);
    const now = this.clock.now().getTime();
    if (!session || session.expiresAt.getTime() <= now) return undefined;
    if (now - session.issuedAt.getTime() < SESSION_LIMITS.RENEW_AFTER_SECONDS * 1000) return { session };
    // only one request renews a given token; the others go on with it during the grace period
    if (!(await this.cache.setIfAbsent(`session-renew:${tokenHash}`, 1, SESSION_LIMITS.RENEW_GRACE_SECONDS))) return { session };
    const renewed = await this.start(session.uid, client);
    const graceEnd = new Date(now + SESSION_LIMITS.RENEW_GRACE_SECONDS * 1000);
    // the old session was ended while this request renewed it (a password change): its heir ends with it
    if (!(await this.sessions.expireAt(tokenHash, graceEnd))) {
      await this.endHashes([renewed.session.tokenHash], true);
      return undefined;
    }
    await this.cache.delete(cacheKey(tokenHash));
    return { session: renewed.session, renewedToken: renewed.token };
  }

  async end(token: string): Promise<void> {
    await this.endHashes([hashToken(token)], true);
  }

  /** Ends every session of a user (a password reset, an admin's new password, an admin's order); answers how many ended. */
  async endAll(uid: string): Promise<number> {
    return this.endHashes(await this.sessions.deleteAllOf(uid), false);
  }

  /** Ends every session of a user but the one of `keepToken` (the user changed their own password there). */
  async endOthers(uid: string, keepToken: string): Promise<number> {
    return this.endHashes(await this.sessions.deleteAllOf(uid, hashToken(keepToken)), false);
  }

  recent(limit: number, uid?: string): Promise<Session[]> {
    return this.sessions.recent(limit, uid);
  }

  /**
   * Marks ended sessions in the cache (after their rows are gone), so no process trusts a cached copy; a
   * mark lasts as long as a cached copy could. `deleteRows` when the rows are still there.
   */
  private async endHashes(hashes: string[], deleteRows: boolean): Promise<number> {
    if (deleteRows) await Promise.all(hashes.map((h) => this.sessions.delete(h)));
    await Promise.all(hashes.map((h) => this.cache.set<CachedEntry>(cacheKey(h), ENDED, SESSION_LIMITS.CACHE_SECONDS)));
    return hashes.length;
  }

  private async load(tokenHash: string): Promise<Session | undefined> {
    const cached = await this.cache.get<CachedEntry>(cacheKey(tokenHash));
    if (cached && 'ended' in cached) return undefined;
    if (cached) {
      return { tokenHash, uid: cached.uid, issuedAt: new Date(cached.issuedAt), expiresAt: new Date(cached.expiresAt), createdAt: new Date(cached.issuedAt), ip: '', userAgent: '' };
    }
    const stored = await this.sessions.find(tokenHash);
    if (stored) {
      const value: CachedEntry = { uid: stored.uid, issuedAt: stored.issuedAt.getTime(), expiresAt: stored.expiresAt.getTime() };
      // only where nothing is: an 'ended' mark written since the read above wins
      await this.cache.setIfAbsent(cacheKey(tokenHash), value, SESSION_LIMITS.CACHE_SECONDS);
    }
    return stored;
  }
}
