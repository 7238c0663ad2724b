import type { Cache } from '@oj/core';
import { decodeValue, encodeValue, ttlToMs } from './cache-values';

interface Entry {
  json: string;
  /** Epoch ms; Infinity = never. */
  expiresAt: number;
}

/** How often expired entries nobody reads again are swept out (reads drop expired ones at once). */
const SWEEP_EVERY_MS = 30_000;

/**
 * The cache of a single process (the embedded site, tests), behaving as RedisCache does: values stored as
 * JSON so callers get copies, the same TTL rules, and each operation atomic (nothing awaits inside one).
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    // the sweep alone must not keep a process (or a test run) alive
    this.sweeper.unref();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? decodeValue<T>(entry.json) : undefined;
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { json: encodeValue(value), expiresAt: this.expiry(ttlSeconds) });
  }

  async setIfAbsent<T>(key: string, value: T, ttlSeconds: number): Promise<boolean> {
    const json = encodeValue(value);
    if (this.live(key)) return false;
    this.entries.set(key, { json, expiresAt: this.expiry(ttlSeconds) });
    return true;
  }

  async take<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return decodeValue<T>(entry.json);
  }

  async delete(key: string): Promise<boolean> {
    const existed = this.live(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  async increment(key: string, ttlSeconds?: number): Promise<number> {
    const entry = this.live(key);
    const current = entry ? decodeValue<unknown>(entry.json) : 0;
    // as Redis's INCR: only an integer can be counted on
    if (!Number.isSafeInteger(current)) throw new TypeError(`cache key ${key} does not hold an integer`);
    const next = (current as number) + 1;
    this.entries.set(key, { json: String(next), expiresAt: entry ? entry.expiresAt : this.expiry(ttlSeconds) });
    return next;
  }

  async ttlMs(key: string): Promise<number | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    return entry.expiresAt === Infinity ? -1 : entry.expiresAt - this.now();
  }

  /** Stops the sweep and drops every entry. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private expiry(ttlSeconds?: number): number {
    const ms = ttlToMs(ttlSeconds);
    return ms === undefined ? Infinity : this.now() + ms;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
