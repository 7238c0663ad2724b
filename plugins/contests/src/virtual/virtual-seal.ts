import type { Contest } from '../contest.model';

/**
 * A contest row and the viewer's "now" as the seal judges them (issue 21 item 7). A row of a virtual run (the run
 * started at `runStartedAt`) is judged on the run's clock: its submit time moved onto the contest's
 * (start + (t − startedAt)) and "now" the run's moment (start + the run's elapsed time, at most the contest's
 * length: after the run the contest's end). So the lists seal a run's rows as the live lists sealed the same rows
 * of a live participant at the same elapsed time — own rows of an ACM run shown, of an OI run hidden only when
 * made after sealRankTime and only while the board at the run's moment is sealed; others' hidden from
 * sealRankTime until the run's end opens the board (autoRealRank), or for good if the contest never opened.
 * Any other row keeps its times.
 */
export function sealClockOf(contest: Pick<Contest, 'startTime' | 'endTime'>, row: { submitTime: Date; runStartedAt: Date | null }, now: Date): { submitTime: Date; now: Date } {
  if (!row.runStartedAt) return { submitTime: row.submitTime, now };
  const start = new Date(contest.startTime).getTime();
  const length = new Date(contest.endTime).getTime() - start;
  const startedAt = row.runStartedAt.getTime();
  return {
    submitTime: new Date(start + (row.submitTime.getTime() - startedAt)),
    now: new Date(start + Math.max(0, Math.min(now.getTime() - startedAt, length))),
  };
}
