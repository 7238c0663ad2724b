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
  /** When not allowed: how long until the next attempt may succeed. */
  retryAfterMs: number;
}

/** Counts attempts per key (a client address, an account) against a named limit, shared by every web process. */
export interface RateLimiter {
  consume(limit: RateLimit, key: string, points?: number): Promise<RateLimitDecision>;
  /** Forgets the attempts of `key`, e.g. after a successful login. */
  reset(limit: RateLimit, key: string): Promise<void>;
}

export const RATE_LIMITER: ServiceIdentifier<RateLimiter> = Symbol.for('oj.RateLimiter');
