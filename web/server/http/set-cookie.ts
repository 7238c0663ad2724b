import type { ServerResponse } from 'node:http';

/**
 * Adds a cookie to the response's Set-Cookie header, keeping the ones already set: one answer can carry the
 * language chosen with `?l=` and a renewed session. A cookie of the same name set earlier is replaced.
 */
export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const name = cookie.slice(0, cookie.indexOf('='));
  const existing = res.getHeader('Set-Cookie');
  const kept = (existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]).filter((c) => c.slice(0, c.indexOf('=')) !== name);
  res.setHeader('Set-Cookie', [...kept, cookie]);
}
