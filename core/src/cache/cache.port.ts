import type { ServiceIdentifier } from 'inversify';

/**
 * Short-lived shared state: sessions, one-use codes, counters, cached reads.
 * Values are JSON; keys are plain strings (adapters add their own namespace).
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** Stores `value`; without `ttlSeconds` it lives until deleted. */
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  /** Stores only if the key is absent; true when this call stored it (a lock or a once-only marker). */
  setIfAbsent<T>(key: string, value: T, ttlSeconds: number): Promise<boolean>;
  /** Reads and deletes in one step, so a one-use value (a code, a captcha) can be used only once. */
  take<T>(key: string): Promise<T | undefined>;
  delete(key: string): Promise<boolean>;
  /** Adds 1 and returns the new value; the TTL is set when the counter is created. */
  increment(key: string, ttlSeconds?: number): Promise<number>;
  /** Milliseconds until the key expires; undefined when absent, -1 when it never expires. */
  ttlMs(key: string): Promise<number | undefined>;
}

export const CACHE: ServiceIdentifier<Cache> = Symbol.for('oj.Cache');
