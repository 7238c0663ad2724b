import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../clock/clock.port';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { OUTBOX_GRACE_MS, OUTBOX_SWEEP_INTERVAL_MS } from './submission-limits';
import { SubmissionDispatcher } from './submission-dispatcher';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';

/** Submissions one sweep publishes at most (the rest wait for the next sweep). */
const SWEEP_BATCH = 200;

/**
 * The outbox sweeper: publishes the judge task of every unfinished submission whose current attempt was
 * never confirmed on the queue (the queue was down at submit time, or the process died in between).
 * Every web process sweeps; two publishing the same attempt is harmless (the second result is ignored).
 */
@injectable()
export class SubmissionOutboxJob implements ScheduledJob {
  readonly id = 'submission.outbox';
  readonly periodMs = OUTBOX_SWEEP_INTERVAL_MS;

  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(SubmissionDispatcher) private readonly dispatcher: SubmissionDispatcher,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers how many it published. */
  async runOnce(): Promise<number> {
    const due = await this.submissions.unqueued(new Date(this.clock.now().getTime() - OUTBOX_GRACE_MS), SWEEP_BATCH);
    let published = 0;
    for (const submission of due) {
      const result = await this.dispatcher.dispatch(submission);
      if (result === 'failed') break; // the queue is still down: try again next sweep
      if (result === 'queued') published++;
    }
    return published;
  }
}

/**
 * Start-up with an in-process queue (01 §4, docs/submissions.md): the queue did not survive the last
 * stop, so every unfinished submission it held starts a new attempt and is queued again: `local` ones
 * when the judge queue is in-process (embedded mode), `remote` ones (a remote judge's, which then
 * re-polls the run it knows) when the remote judge queue is. Not for a RabbitMQ queue, which kept its tasks.
 */
@injectable()
export class EmbeddedRequeue {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(SubmissionDispatcher) private readonly dispatcher: SubmissionDispatcher,
  ) {}

  /** Answers how many submissions were queued again. */
  async run(judged: 'local' | 'remote' = 'local'): Promise<number> {
    let after = 0;
    let count = 0;
    for (;;) {
      const batch = await this.submissions.unfinished(after, SWEEP_BATCH, judged);
      if (!batch.length) return count;
      for (const submission of batch) {
        after = submission.submitId;
        const restarted = await this.submissions.restart(submission.submitId, submission.priority);
        await this.dispatcher.dispatch(restarted);
        count++;
      }
    }
  }
}
