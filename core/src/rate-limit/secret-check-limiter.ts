import { createHash, timingSafeEqual } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { RateLimited } from '../shared/errors';
import { RATE_LIMITER, type RateLimit, type RateLimiter } from './rate-limiter.port';

/** One try at a secret that opens something: a private training's password, a contest's password, a group's join code. */
export interface SecretAttempt {
  /** What kind of secret (`training-password`, `contest-password`, `group-code`): each kind counts on its own. */
  kind: string;
  /** The thing the secret opens (the training's, contest's or group's id). */
  subjectId: string | number;
  /** Who tries. */
  uid: string;
  /** From where (the request's client address). */
  ip: string;
}

/**
 * Wrong tries allowed before the next are refused with 429 until the window ends. Per user and subject: a
 * user gets enough tries to fix typos, far too few to guess (a 6-character code has 2 billion values);
 * per address, over every kind and subject: one machine (or a script with many accounts) cannot go
 * through subject after subject. A right try costs nothing.
 */
export const SECRET_CHECK_LIMITS = {
  perUserAndSubject: { name: 'secret-user', points: 10, durationSeconds: 15 * 60 },
  perAddress: { name: 'secret-address', points: 30, durationSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

/** Compares two secrets in a time that does not tell how much of a guess was right. */
export function sameSecret(expected: string, given: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The one limiter every password and code check goes through (issue 18), on the shared RateLimiter (so
 * every web process counts together). A plugin checks a secret in one call:
 *
 *   if (!(await secrets.attempt({ kind: 'training-password', subjectId: tid, uid, ip }, () => sameSecret(stored, given))))
 *     throw new ValidationError('training.passwordWrong');
 *
 * Each try is counted before `verify` runs, so parallel guesses are counted exactly; a right one is given
 * back. Over a limit the answer is RateLimited ('error.tooManyWrongTries', 429 with Retry-After) and
 * `verify` does not run.
 */
@injectable()
export class SecretCheckLimiter {
  constructor(@inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /** Runs `verify` within the limits; answers whether the secret was right. */
  async attempt(attempt: SecretAttempt, verify: () => boolean | Promise<boolean>): Promise<boolean> {
    const { perUserAndSubject, perAddress } = SECRET_CHECK_LIMITS;
    const userKey = `${attempt.kind}|${attempt.subjectId}|${attempt.uid}`;
    const addressKey = attempt.ip;
    const byUser = await this.limiter.consume(perUserAndSubject, userKey);
    const byAddress = await this.limiter.consume(perAddress, addressKey);
    if (!byUser.allowed || !byAddress.allowed) {
      // a refused try is no wrong answer: it gives its points back, so the counts stay wrong answers plus checks under way
      await Promise.all([this.limiter.refund(perUserAndSubject, userKey), this.limiter.refund(perAddress, addressKey)]);
      throw new RateLimited(Math.max(byUser.retryAfterMs, byAddress.retryAfterMs), 'error.tooManyWrongTries');
    }
    const right = await verify();
    if (right) await Promise.all([this.limiter.refund(perUserAndSubject, userKey), this.limiter.refund(perAddress, addressKey)]);
    return right;
  }
}
