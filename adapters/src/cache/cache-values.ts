/** How both caches turn values and TTLs into what they store, so they behave alike. */

/** A value as stored: JSON, so every reader gets its own copy. */
export function encodeValue(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('a cached value must be JSON (undefined, functions and symbols are not)');
  return json;
}

export function decodeValue<T>(json: string): T {
  return JSON.parse(json) as T;
}

/** A TTL in whole milliseconds (at least 1); undefined for none (absent, zero, negative or not finite). */
export function ttlToMs(ttlSeconds: number | undefined): number | undefined {
  if (ttlSeconds === undefined || !Number.isFinite(ttlSeconds) || ttlSeconds <= 0) return undefined;
  return Math.max(1, Math.round(ttlSeconds * 1000));
}
