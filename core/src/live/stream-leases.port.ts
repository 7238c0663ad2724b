import type { ServiceIdentifier } from 'inversify';

/** One cap a lease counts against: at most `max` live leases under `key` (a session, a client address). */
export interface LeaseCap {
  key: string;
  max: number;
}

/**
 * Leases of live-update streams, counted per key across every web process (Redis; memory when embedded).
 * A lease lasts `ttlMs` unless renewed, so the leases of a process that dies are gone within that time.
 */
export interface StreamLeases {
  /** Takes a lease for `holder` under every cap at once; none when one of them is full (answers false). */
  acquire(holder: string, caps: readonly LeaseCap[], ttlMs: number): Promise<boolean>;
  /** Keeps the holder's leases under `keys` for `ttlMs` more from now. */
  renew(holder: string, keys: readonly string[], ttlMs: number): Promise<void>;
  /** Gives the holder's leases under `keys` back. */
  release(holder: string, keys: readonly string[]): Promise<void>;
}

export const STREAM_LEASES: ServiceIdentifier<StreamLeases> = Symbol.for('oj.StreamLeases');
