/**
 * Work a process repeats on a fixed period (the hourly notice push, later the statistics). The
 * composition root's scheduler runs it at each multiple of `periodMs` on the wall clock, never two runs
 * of one job at a time; tests call `runOnce` directly. Every web process runs it, so a job must be
 * safe to run concurrently with itself on another process.
 */
export interface ScheduledJob {
  readonly id: string;
  readonly periodMs: number;
  runOnce(): Promise<unknown>;
}
