import type { LeaseCap, StreamLeases } from '@oj/core';

/** The leases of one process (the embedded site: one web process, nothing to share). */
export class MemoryStreamLeases implements StreamLeases {
  /** Key → holder → when its lease ends (ms). */
  private readonly leases = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(holder: string, caps: readonly LeaseCap[], ttlMs: number): Promise<boolean> {
    const now = this.now();
    for (const cap of caps) {
      const held = this.live(cap.key, now);
      if (held && held.size >= cap.max) return false;
    }
    for (const cap of caps) {
      let held = this.leases.get(cap.key);
      if (!held) this.leases.set(cap.key, (held = new Map()));
      held.set(holder, now + ttlMs);
    }
    return true;
  }

  async renew(holder: string, keys: readonly string[], ttlMs: number): Promise<void> {
    const until = this.now() + ttlMs;
    for (const key of keys) {
      let held = this.leases.get(key);
      if (!held) this.leases.set(key, (held = new Map()));
      held.set(holder, until);
    }
  }

  async release(holder: string, keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const held = this.leases.get(key);
      held?.delete(holder);
      if (held?.size === 0) this.leases.delete(key);
    }
  }

  /** The live leases under `key`, the expired ones dropped. */
  private live(key: string, now: number): Map<string, number> | undefined {
    const held = this.leases.get(key);
    if (!held) return undefined;
    for (const [holder, until] of held) if (until <= now) held.delete(holder);
    if (held.size === 0) this.leases.delete(key);
    return held;
  }
}
