import type { Cache } from '@oj/core';

interface Entry {
  json: string;
  /** Epoch ms; Infinity = never. */
  expiresAt: number;
}

/** How often expired entries are swept (reads also drop them lazily). */
const SWEEP_EVERY_MS = 30_000;

/**
 * The cache of a single process (embedded site, tests). Values are stored as JSON so callers get
 * copies, exactly as from Redis.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.json) as T) : undefined;
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: this.expiry(ttlSeconds) });
  }

  async setIfAbsent<T>(key: string, value: T, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: this.expiry(ttlSeconds) });
    return true;
  }

  async take<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return JSON.parse(entry.json) as T;
  }

  async delete(key: string): Promise<boolean> {
    const existed = this.live(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  async increment(key: string, ttlSeconds?: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(JSON.parse(entry.json)) : 0) + 1;
    this.entries.set(key, { json: String(next), expiresAt: entry ? entry.expiresAt : this.expiry(ttlSeconds) });
    return next;
  }

  async ttlMs(key: string): Promise<number | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    return entry.expiresAt === Infinity ? -1 : entry.expiresAt - this.now();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private expiry(ttlSeconds?: number): number {
    return ttlSeconds && ttlSeconds > 0 ? this.now() + ttlSeconds * 1000 : Infinity;
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
