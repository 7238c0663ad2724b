/** Pure helpers of the contest clock (02 §2: countdown ticking each second, time slider); unit-tested in pages.test.ts. */

export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;

/** The status at `now` (ms), as the server computes it. */
export function statusAt(contest: { startTime: string; endTime: string }, now: number): -1 | 0 | 1 {
  if (now < Date.parse(contest.startTime)) return -1;
  if (now < Date.parse(contest.endTime)) return 0;
  return 1;
}

/** `[d day(s) ]hh:mm:ss` for a span in ms (negative spans read as 0). */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const rest = total % 86400;
  const hh = String(Math.floor(rest / 3600)).padStart(2, '0');
  const mm = String(Math.floor((rest % 3600) / 60)).padStart(2, '0');
  const ss = String(rest % 60).padStart(2, '0');
  return `${days > 0 ? `${days}d ` : ''}${hh}:${mm}:${ss}`;
}

/** A duration in seconds as the cards show it: `2h 30m`, `3d 1h`, `45m`. */
export function formatDuration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const parts = [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : `${seconds}s`;
}

/** What the countdown says: time to the start, time left, or nothing once ended; and the slider's percent. */
export function countdownOf(contest: { startTime: string; endTime: string }, now: number): { status: -1 | 0 | 1; left: number; percent: number } {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const status = statusAt(contest, now);
  const left = status === -1 ? start - now : status === 0 ? end - now : 0;
  const percent = status === -1 ? 0 : status === 1 ? 100 : Math.min(100, Math.max(0, ((now - start) / Math.max(1, end - start)) * 100));
  return { status, left, percent };
}

/** The server's clock minus the browser's (ms): the countdown follows the server (`now` of the answer). */
export const clockOffset = (serverNow: number | undefined, browserNow: number): number => (typeof serverNow === 'number' ? serverNow - browserNow : 0);

/**
 * 02 §4 "real-time permission": contest admins always; others unless the board is sealed now (from the seal
 * time; after the end only while autoRealRank is off).
 */
export function hasRealTime(contest: { sealRank: boolean; sealRankTime: string | null; autoRealRank: boolean; endTime: string }, admin: boolean, now: number): boolean {
  if (admin || !contest.sealRank || !contest.sealRankTime) return true;
  if (now < Date.parse(contest.sealRankTime)) return true;
  return contest.autoRealRank && now >= Date.parse(contest.endTime);
}
