import { randomInt, timingSafeEqual } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { RateLimited, ValidationError } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';

/** What an e-mailed code is for; a code for one purpose never works for another. */
export type CodePurpose = 'register' | 'reset-password' | 'change-email';

interface StoredCode {
  code: string;
  attempts: number;
  /** Epoch ms; a wrong guess puts the code back with the time it had left. */
  expiresAt: number;
}

const codeKey = (purpose: CodePurpose, target: string) => `code:${purpose}:${target.toLowerCase()}`;
const cooldownKey = (purpose: CodePurpose, target: string) => `code-wait:${purpose}:${target.toLowerCase()}`;

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The 6-digit codes sent by e-mail (register, reset password, change e-mail): one per purpose and
 * address, resend blocked for the spec's wait, valid CODE_TTL_SECONDS, single use, and thrown away after
 * CODE_MAX_ATTEMPTS wrong guesses.
 */
@injectable()
export class VerificationCodes {
  constructor(@inject(CACHE) private readonly cache: Cache) {}

  /** A new code for `target`; RateLimited while the previous one's resend wait runs. */
  async issue(purpose: CodePurpose, target: string, resendSeconds: number): Promise<string> {
    if (!(await this.cache.setIfAbsent(cooldownKey(purpose, target), 1, resendSeconds))) {
      const ms = (await this.cache.ttlMs(cooldownKey(purpose, target))) ?? resendSeconds * 1000;
      throw new RateLimited(Math.max(ms, 1000), 'account.codeResendWait');
    }
    const code = String(randomInt(0, 10 ** ACCOUNT_LIMITS.CODE_LENGTH)).padStart(ACCOUNT_LIMITS.CODE_LENGTH, '0');
    const expiresAt = Date.now() + ACCOUNT_LIMITS.CODE_TTL_SECONDS * 1000;
    await this.cache.set<StoredCode>(codeKey(purpose, target), { code, attempts: 0, expiresAt }, ACCOUNT_LIMITS.CODE_TTL_SECONDS);
    return code;
  }

  /** Uses up the code if it is right; ValidationError('account.codeInvalid') otherwise. */
  async consume(purpose: CodePurpose, target: string, code: string): Promise<void> {
    const key = codeKey(purpose, target);
    const stored = await this.cache.take<StoredCode>(key);
    if (!stored) throw new ValidationError('account.codeInvalid', {}, [{ field: 'code', key: 'account.codeInvalid' }]);
    if (!sameCode(stored.code, code)) {
      const leftSeconds = Math.ceil((stored.expiresAt - Date.now()) / 1000);
      if (stored.attempts + 1 < ACCOUNT_LIMITS.CODE_MAX_ATTEMPTS && leftSeconds > 0) {
        await this.cache.set<StoredCode>(key, { ...stored, attempts: stored.attempts + 1 }, leftSeconds);
      }
      throw new ValidationError('account.codeInvalid', {}, [{ field: 'code', key: 'account.codeInvalid' }]);
    }
  }

  /** Lets a new code be requested at once (after the code was used). */
  async clearWait(purpose: CodePurpose, target: string): Promise<void> {
    await this.cache.delete(cooldownKey(purpose, target));
  }
}
