import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AVATAR_PATH, SESSION_LIMITS, SessionService, SessionUsers, UserStatus, type ServiceIdentifier, type SessionUser } from '@oj/core';
import { cookieValue } from './locale.js';
import { appendSetCookie } from './set-cookie.js';

/** The session cookie: httpOnly, SameSite=Lax, the whole site. */
export const SESSION_COOKIE = 'oj_session';

/** How a request proved its session: the cookie a browser sends by itself, or a header a script had to set. */
export type SessionSource = 'cookie' | 'header';

interface RequestSession {
  token: string;
  source: SessionSource;
  /** The token the request came with, when this one replaced it (renewal): a page still holds its CSRF token. */
  replaced?: string;
}

const sessions = new WeakMap<IncomingMessage, RequestSession>();

/** The session token a request carried and where it came from (after `resolveSession`). */
export function sessionOf(req: IncomingMessage): RequestSession | undefined {
  return sessions.get(req);
}

function tokenOf(req: IncomingMessage): RequestSession | undefined {
  const header = req.headers.authorization;
  if (header) {
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
    if (token) return { token, source: 'header' };
  }
  const cookie = cookieValue(req.headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}

/** The CSRF token of a session: derived from it, so it needs no storage and dies with it. */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** Set-Cookie value giving (or, with null, taking away) the session cookie. */
export function sessionCookie(token: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return token === null ? `${SESSION_COOKIE}=; Max-Age=0; ${attributes.join('; ')}` : `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_LIMITS.TTL_SECONDS}; ${attributes.join('; ')}`;
}

/** Sends a (new) token to the client: the cookie for pages, and the Authorization header for API clients. */
export function issueToken(res: ServerResponse, token: string, secure: boolean, renewed: boolean): void {
  appendSetCookie(res, sessionCookie(token, secure));
  res.setHeader('Authorization', token);
  res.setHeader('Access-Control-Expose-Headers', 'Authorization, Refresh-Token');
  if (renewed) res.setHeader('Refresh-Token', 'true');
}

/**
 * Resolves the signed-in user from the cookie or the Authorization header. A request without a token is
 * answered synchronously (the guest fast path); a token due for renewal is replaced and the new one sent
 * back with `Refresh-Token: true`. An unknown, ended or disabled session is a guest.
 */
export function sessionResolver(get: <T>(id: ServiceIdentifier<T>) => T, secure: (req: IncomingMessage) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): SessionUser | undefined | Promise<SessionUser | undefined> => {
    const found = tokenOf(req);
    if (!found) return undefined;
    return (async () => {
      const resolved = await get(SessionService).resolve(found.token, { ip: req.socket.remoteAddress ?? '', userAgent: String(req.headers['user-agent'] ?? '') });
      if (!resolved) return undefined;
      const user = await get(SessionUsers).find(resolved.session.uid);
      if (!user || user.status === UserStatus.DISABLED) return undefined;
      sessions.set(req, resolved.renewedToken ? { token: resolved.renewedToken, source: found.source, replaced: found.token } : found);
      if (resolved.renewedToken) issueToken(res, resolved.renewedToken, secure(req), true);
      return { uid: user.uid, username: user.username, roles: [...user.roles], avatar: user.avatar ? `${AVATAR_PATH}${user.avatar}` : '' };
    })();
  };
}
