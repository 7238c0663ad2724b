/**
 * Times of the ICPC Contest API (CCS 2023-06, "Absolute time" / "Relative time"): absolute times in ISO 8601
 * with milliseconds and `Z`; relative times `(-)h:mm:ss.uuu` (hours unbounded, as the spec's RELTIME).
 */
export function absTime(ms: number): string {
  return new Date(ms).toISOString();
}

export function absTimeOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : absTime(ms);
}

/** `h:mm:ss.uuu`, negative with a leading '-' (an admin's test before the start). */
export function relTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ms));
  const h = Math.floor(abs / 3_600_000);
  const m = Math.floor((abs % 3_600_000) / 60_000);
  const s = Math.floor((abs % 60_000) / 1000);
  const milli = abs % 1000;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(milli).padStart(3, '0')}`;
}
