import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@oj/core';

/**
 * argon2id (OWASP's first choice) at 19 MiB, 2 passes, 1 lane: OWASP's minimum recommended cost, about
 * 20–30 ms per hash on this project's 2-core machines (docs/performance.md, bench/login). The hash string
 * names algorithm and cost, so they can be raised later without breaking existing hashes.
 */
export const ARGON2_COST = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...ARGON2_COST });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      // a malformed stored hash never matches
      return false;
    }
  }
}
