import type { StreamLeases } from '@oj/core';

/** What a contract run works on: the leases, and another instance on the same store (another web process). */
export interface StreamLeasesUnderTest {
  leases: StreamLeases;
  other: StreamLeases;
  close(): Promise<void>;
}

const MINUTE_MS = 60_000;
const SHORT_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What every StreamLeases promises. Keys are unique to one run (a shared Redis). */
export function streamLeasesContract(name: string, make: () => Promise<StreamLeasesUnderTest>): void {
  describe(`StreamLeases contract: ${name}`, () => {
    let leases: StreamLeases;
    let other: StreamLeases;
    let close: () => Promise<void>;
    const run = Math.random().toString(36).slice(2);
    const key = (k: string) => `${run}-${k}`;
    beforeAll(async () => {
      ({ leases, other, close } = await make());
    });
    afterAll(() => close());

    it('takes leases up to the most under a key, from every process, and one given back makes room', async () => {
      const cap = [{ key: key('basic'), max: 3 }];
      const taken = [await leases.acquire('a', cap, MINUTE_MS), await other.acquire('b', cap, MINUTE_MS), await leases.acquire('c', cap, MINUTE_MS), await other.acquire('d', cap, MINUTE_MS)];
      expect(taken).toEqual([true, true, true, false]);
      await other.release('b', [key('basic')]);
      expect(await leases.acquire('d', cap, MINUTE_MS)).toBe(true);
      expect(await leases.acquire('e', cap, MINUTE_MS)).toBe(false);
    });

    it('takes a lease under every cap or under none', async () => {
      const session = { key: key('session'), max: 1 };
      const address = { key: key('address'), max: 2 };
      expect(await leases.acquire('s1', [address, session], MINUTE_MS)).toBe(true);
      // the session is full: the address keeps its room
      expect(await leases.acquire('s2', [address, session], MINUTE_MS)).toBe(false);
      expect(await leases.acquire('guest', [address], MINUTE_MS)).toBe(true);
      expect(await leases.acquire('guest-2', [address], MINUTE_MS)).toBe(false);
    });

    it('lets a lease nobody renews expire, and keeps a renewed one', async () => {
      const cap = [{ key: key('expiry'), max: 2 }];
      expect(await leases.acquire('dies', cap, SHORT_MS)).toBe(true);
      expect(await leases.acquire('lives', cap, SHORT_MS)).toBe(true);
      expect(await other.acquire('third', cap, MINUTE_MS)).toBe(false);
      await sleep(SHORT_MS / 2);
      await leases.renew('lives', [key('expiry')], MINUTE_MS);
      await sleep(SHORT_MS);
      expect(await other.acquire('third', cap, MINUTE_MS)).toBe(true);
      expect(await other.acquire('fourth', cap, MINUTE_MS)).toBe(false);
    });

    it('counts concurrent takers exactly', async () => {
      const cap = [{ key: key('race'), max: 6 }];
      const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? leases : other).acquire(`racer-${i}`, cap, MINUTE_MS)));
      expect(taken.filter(Boolean)).toHaveLength(6);
    });
  });
}
