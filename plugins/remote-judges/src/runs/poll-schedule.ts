/**
 * The wait before the next poll of a run: the judge's own hint when it gives one (AtCoder's `Interval`),
 * else half as long again as the last wait; never shorter than `first`, never longer than `max`.
 */
export function nextPollWait(last: number, limits: { first: number; max: number }, hintMs?: number): number {
  const wanted = hintMs ?? Math.round(last * 1.5);
  return Math.min(Math.max(wanted, limits.first), limits.max);
}
