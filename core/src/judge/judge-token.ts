import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived tokens between the site and its runners (`JUDGE_SECRET` on both): a runner signs
 * what it asks for (a file hash, a heartbeat) with an expiry; the site checks the signature and the
 * time. Nothing secret travels, and a token for one file opens no other.
 */
export function signJudgeToken(secret: string, subject: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${expires}.${createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url')}`;
}

export function verifyJudgeToken(secret: string, subject: string, token: string | undefined, nowMs: number): boolean {
  const [expires, signature] = (token ?? '').split('.');
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 < nowMs) return false;
  const expected = createHmac('sha256', secret).update(`${subject}\n${expires}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
