import type { ServiceIdentifier } from 'inversify';

/** A named limit: at most `points` per `durationSeconds`, then blocked for `blockSeconds` (default: rest of the window). */
export interface RateLimit {
  name: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Points consumed in the current window, this call's included (it goes on rising past `points` while refused). */
  consumed: number;
  /** When not allowed: how long until the next attempt may succeed. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key (a client address, an account) against a named limit, shared by every web
 * process. Each call is atomic: parallel attempts are counted exactly. To limit failures rather than
 * attempts, consume before the check (so parallel attempts cannot all slip through) and refund the point
 * when the attempt turns out not to count.
 */
export interface RateLimiter {
  consume(limit: RateLimit, key: string, points?: number): Promise<RateLimitDecision>;
  /** Gives back points of the current window (an attempt that did not count); never below zero, nothing once the window has ended. */
  refund(limit: RateLimit, key: string, points?: number): Promise<void>;
  /** Forgets the attempts of `key`, e.g. after a successful login. */
  reset(limit: RateLimit, key: string): Promise<void>;
}

export const RATE_LIMITER: ServiceIdentifier<RateLimiter> = Symbol.for('oj.RateLimiter');
