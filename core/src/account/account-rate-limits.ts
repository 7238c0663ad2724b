import type { RateLimit } from '../rate-limit/rate-limiter.port';
import { ACCOUNT_LIMITS } from './account-limits';

/**
 * Request limits of the account routes (docs/operations.md lists them). The login's three counters count
 * failures: a try consumes a point before the password is checked (so parallel tries cannot slip past) and
 * gives it back when it was not a failure (LoginThrottle).
 */
export const ACCOUNT_RATE_LIMITS = {
  /** Failed logins per client address: 20 in 15 minutes, then 429 until the window ends. */
  loginAddress: { name: 'login-address', points: ACCOUNT_LIMITS.LOGIN_ADDRESS_FAILURES, durationSeconds: ACCOUNT_LIMITS.LOGIN_GUARD_WINDOW_SECONDS },
  /** Failed logins per account from any address: past 10 in 15 minutes the account is guarded (puzzle on every try, a doubling wait). */
  loginAccount: { name: 'login-account', points: ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES, durationSeconds: ACCOUNT_LIMITS.LOGIN_GUARD_WINDOW_SECONDS },
  /** The spec's counter (01 §4): failed logins per account and client; past 5 the slide puzzle. */
  loginClient: { name: 'login-client', points: ACCOUNT_LIMITS.SLIDER_AFTER_FAILURES, durationSeconds: ACCOUNT_LIMITS.LOGIN_FAILURE_WINDOW_SECONDS },
  /** Registrations per client: 10 an hour. */
  register: { name: 'register', points: 10, durationSeconds: 60 * 60 },
  /** E-mailed codes per client: 10 an hour (each address also has its 60 s / 90 s resend wait). */
  sendCode: { name: 'send-code', points: 10, durationSeconds: 60 * 60 },
  /** Captcha and slide-puzzle pictures per client: 60 a minute. */
  captcha: { name: 'captcha', points: 60, durationSeconds: 60 },
  /** Account changes that take the current password: 20 an hour. */
  passwordCheck: { name: 'password-check', points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
