import type { RateLimit } from '../rate-limit/rate-limiter.port';

/**
 * Request limits of the account routes, per client address (docs/operations.md lists them).
 * They sit above the slide puzzle, which already slows a guesser after SLIDER_AFTER_FAILURES.
 */
export const ACCOUNT_RATE_LIMITS = {
  /** Login attempts per client: 30 a minute, then a 5-minute block. */
  login: { name: 'login', points: 30, durationSeconds: 60, blockSeconds: 5 * 60 },
  /** Registrations per client: 10 an hour. */
  register: { name: 'register', points: 10, durationSeconds: 60 * 60 },
  /** E-mailed codes per client: 10 an hour (each address also has its 60 s / 90 s resend wait). */
  sendCode: { name: 'send-code', points: 10, durationSeconds: 60 * 60 },
  /** Captcha and slide-puzzle pictures per client: 60 a minute. */
  captcha: { name: 'captcha', points: 60, durationSeconds: 60 },
  /** Account changes that take the current password: 20 an hour. */
  passwordCheck: { name: 'password-check', points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
