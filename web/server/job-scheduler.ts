import type { Logger } from 'pino';
import type { ScheduledJob } from '@oj/core';

/** Jobs repeating more often than this report each run at debug level only. */
const QUIET_BELOW_MS = 60_000;

/**
 * Runs each job at every multiple of its period on the wall clock (an hourly job at the top of each
 * hour, so restarts neither skip nor repeat a slot), one run of a job at a time; a failed run is
 * logged and the next slot tries again. The timers do not keep the process alive; `stop` waits for
 * the runs in progress.
 */
export class JobScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopped = false;
    for (const job of this.jobs) this.scheduleNext(job);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private scheduleNext(job: ScheduledJob): void {
    if (this.stopped) return;
    const wait = job.periodMs - (this.now() % job.periodMs);
    const timer = setTimeout(() => this.run(job), wait);
    timer.unref();
    this.timers.set(job.id, timer);
  }

  private run(job: ScheduledJob): void {
    this.timers.delete(job.id);
    const started = this.now();
    const run = job
      .runOnce()
      // a job that runs every few seconds (the submission outbox) would fill the log at info level
      .then((result) => this.logger[job.periodMs < QUIET_BELOW_MS ? 'debug' : 'info']({ job: job.id, ms: this.now() - started, result }, 'scheduled job done'))
      .catch((error: unknown) => this.logger.error({ err: error, job: job.id }, 'scheduled job failed'))
      .finally(() => {
        this.running.delete(job.id);
        this.scheduleNext(job);
      });
    this.running.set(job.id, run);
  }
}
