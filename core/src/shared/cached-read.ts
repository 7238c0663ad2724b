/**
 * One value read from storage and kept in memory for at most `maxAgeMs`; `forget()` drops it (on a
 * change event). A read in flight is shared; a failed read is not remembered, so the next call tries
 * again.
 */
export class CachedRead<T> {
  private cached: Promise<T> | undefined;
  private cachedAt = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
  ) {}

  get(): Promise<T> {
    if (this.cached && Date.now() - this.cachedAt > this.maxAgeMs) this.forget();
    if (!this.cached) {
      this.cachedAt = Date.now();
      const loading = this.load();
      this.cached = loading;
      loading.catch(() => {
        if (this.cached === loading) this.forget();
      });
    }
    return this.cached;
  }

  forget(): void {
    this.cached = undefined;
  }
}

/**
 * Values read from storage by key, each a CachedRead kept at most `maxAgeMs`, at most `limit` keys (the one asked
 * longest ago goes first). For the per-process copies that change events drop (`forget`).
 */
export class CachedReads<K, T> {
  private readonly kept = new Map<K, CachedRead<T>>();

  constructor(
    private readonly load: (key: K) => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly limit: number,
  ) {}

  get(key: K): Promise<T> {
    let read = this.kept.get(key);
    if (read) {
      // most recently asked last, so the first key is the one to evict
      this.kept.delete(key);
    } else {
      read = new CachedRead(() => this.load(key), this.maxAgeMs);
      if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value as K);
    }
    this.kept.set(key, read);
    return read.get();
  }

  forget(key: K): void {
    this.kept.get(key)?.forget();
    this.kept.delete(key);
  }
}
