/**
 * Spaces out the requests made under one name (an account, or a judge's anonymous requests) by at least
 * `minIntervalMs`, in the order they asked: the per-account rates of each judge's data. Per process:
 * several web processes each keep their own pace (docs/remote-judges.md).
 */
export class RateGate {
  private readonly next = new Map<string, number>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Resolves when a request under `key` may go. */
  wait(key: string, minIntervalMs: number): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const mine = previous.then(async () => {
      const at = this.next.get(key) ?? 0;
      const delay = at - this.now();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      this.next.set(key, this.now() + minIntervalMs);
    });
    this.tails.set(key, mine);
    // the map keeps only the newest waiter's promise; a settled tail is dropped to keep the map small
    void mine.then(() => {
      if (this.tails.get(key) === mine) this.tails.delete(key);
    });
    return mine;
  }
}
