import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { RateLimited } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { ACCOUNT_RATE_LIMITS } from './account-rate-limits';

/**
 * The wait, in seconds, before an address may try a guarded account again, given the account's failures
 * before the try just made: 1 s at the 10th, doubling with each failure, at most 60 s.
 */
export function loginDelaySeconds(accountFailures: number): number {
  const beyond = Math.max(0, accountFailures - ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES);
  // 2 ** 6 is already past the cap; a bigger exponent changes nothing
  return Math.min(ACCOUNT_LIMITS.LOGIN_DELAY_FIRST_SECONDS * 2 ** Math.min(beyond, 16), ACCOUNT_LIMITS.LOGIN_DELAY_MAX_SECONDS);
}

/** The account's part of every key: the login looks usernames up without regard to case. */
const accountOf = (username: string) => username.trim().toLowerCase();
/** The address's settled failures, beside the limiter's count of failures and tries still being checked. */
const failedKey = (ip: string) => `login-failed:${ip}`;
const turnKey = (clientKey: string) => `login-turn:${clientKey}`;

const rateLimited = (waitMs: number, key: string, data: Record<string, unknown> = {}) =>
  new RateLimited(waitMs, key).withData({ ...data, retryAfter: Math.ceil(waitMs / 1000) });

/** An admitted login try; its owner reports how it ended, once. */
export interface LoginTry {
  /** The slide puzzle is required: the 5th failure of this account from this client (01 §4), or a guarded account. */
  readonly puzzleRequired: boolean;
  /** Failed logins of this account from this client before this try (the spec's counter). */
  readonly clientFailures: number;
  /**
   * A guarded account: whether this address's turn has come. Takes the turn (the next one comes
   * loginDelaySeconds later) or, too early, withdraws the try entirely and throws RateLimited with the wait.
   */
  takeTurn(): Promise<void>;
  /** The password was wrong: the try stays counted everywhere. Answers the spec's counter now and whether the next try needs the puzzle. */
  failed(): Promise<{ failures: number; requireSlider: boolean }>;
  /** No password was checked (the puzzle was missing or not solved): a failure of the address only. */
  refused(): Promise<void>;
  /** The password was right: the account's and the client's counters start again from 0 (01 §4), the address gets its place back. */
  succeeded(): Promise<void>;
}

/**
 * The login's defences against guessing (issue 18), on the shared RateLimiter and Cache, so every web
 * process counts together:
 * - per client address: 20 failed logins in 15 minutes, then 429 until the window ends;
 * - per account and client (01 §4): the slide puzzle from the 5th failure;
 * - per account, from any address: from the 10th failure in 15 minutes the puzzle on every try, and a wait
 *   between two tries from one address doubling from 1 s to 60 s; an early try is answered 429 before the
 *   password is looked at. The wait is per address on purpose: one wait for the whole account would be a
 *   turn a guesser takes each time it comes, locking the owner out; this way the owner always gets a try
 *   within 60 s (plus the puzzle), and a guesser spread over many addresses still meets the puzzle on every
 *   try and the address limit.
 * Each try takes its places before the password is checked (parallel tries are counted exactly) and gives
 * back what it turns out not to owe.
 */
@injectable()
export class LoginThrottle {
  constructor(
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(CACHE) private readonly cache: Cache,
  ) {}

  /** Admits a try of `username` from `ip`, or throws RateLimited while the address's places are taken. */
  async admit(username: string, ip: string): Promise<LoginTry> {
    const { loginAddress, loginAccount, loginClient } = ACCOUNT_RATE_LIMITS;
    const account = accountOf(username);
    const clientKey = `${account}|${ip}`;
    const address = await this.limiter.consume(loginAddress, ip);
    if (!address.allowed) {
      // a refused try holds no place: the count stays failures plus tries being checked
      await this.limiter.refund(loginAddress, ip);
      throw await this.addressRefusal(ip, address.retryAfterMs);
    }
    const accountTries = await this.limiter.consume(loginAccount, account);
    const clientTries = await this.limiter.consume(loginClient, clientKey);
    const guarded = !accountTries.allowed;
    const withdraw = (address: boolean) =>
      Promise.all([
        this.limiter.refund(loginAccount, account),
        this.limiter.refund(loginClient, clientKey),
        address ? this.limiter.refund(loginAddress, ip) : this.cache.increment(failedKey(ip), loginAddress.durationSeconds),
      ]).then(() => undefined);
    return {
      puzzleRequired: guarded || !clientTries.allowed,
      clientFailures: clientTries.consumed - 1,
      takeTurn: async () => {
        if (!guarded) return;
        const turn = turnKey(clientKey);
        if (await this.cache.setIfAbsent(turn, 1, loginDelaySeconds(accountTries.consumed - 1))) return;
        await withdraw(true);
        const left = await this.cache.ttlMs(turn);
        // the turn may have come meanwhile (no key, or none with an expiry): a second is the honest answer
        throw rateLimited(left !== undefined && left > 0 ? left : 1000, 'account.loginDelayed', { requireSlider: true });
      },
      failed: async () => {
        await this.cache.increment(failedKey(ip), loginAddress.durationSeconds);
        return { failures: clientTries.consumed, requireSlider: clientTries.consumed >= loginClient.points || accountTries.consumed >= loginAccount.points };
      },
      refused: () => withdraw(false),
      succeeded: async () => {
        await Promise.all([this.limiter.reset(loginAccount, account), this.limiter.reset(loginClient, clientKey), this.limiter.refund(loginAddress, ip)]);
      },
    };
  }

  /**
   * Why an address has no place: its failures (wait for the window's end), or tries still being checked, as
   * when a contest room behind one address signs in at once (a moment: each success frees its place).
   */
  private async addressRefusal(ip: string, windowLeftMs: number): Promise<RateLimited> {
    const failed = (await this.cache.get<number>(failedKey(ip))) ?? 0;
    if (failed >= ACCOUNT_RATE_LIMITS.loginAddress.points) return rateLimited(windowLeftMs, 'account.loginAddressLimited');
    return rateLimited(ACCOUNT_LIMITS.LOGIN_BUSY_RETRY_SECONDS * 1000, 'account.loginBusy');
  }
}
