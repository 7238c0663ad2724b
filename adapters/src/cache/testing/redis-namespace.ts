import type { Redis } from 'ioredis';

/** Keys per SCAN round and the most rounds: a test namespace holds a few dozen keys. */
const SCAN_COUNT = 500;
const MAX_SCAN_ROUNDS = 1_000;

/** A key namespace of one test run, apart from the site's and every other run's in the shared Redis. */
export function testNamespace(): string {
  return `oj-test-${Math.random().toString(36).slice(2)}:`;
}

/** Deletes every key under `namespace` (tests clean up after themselves in the shared Redis). */
export async function dropNamespace(client: Redis, namespace: string): Promise<void> {
  let cursor = '0';
  for (let round = 0; round < MAX_SCAN_ROUNDS; round++) {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', SCAN_COUNT);
    if (keys.length) await client.del(...keys);
    cursor = next;
    if (cursor === '0') return;
  }
}
