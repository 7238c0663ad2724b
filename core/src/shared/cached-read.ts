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
