import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { JudgeStatus, judgeStatusTable } from '../judge/judge-status';
import { changeOf, JudgingService } from '../submission/judging.service';
import type { Submission } from '../submission/submission.model';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from '../submission/submission.repository';

/** The most characters of a remote judge's compile message or failure reason kept on the row. */
export const REMOTE_MESSAGE_KEEP = 10_000;

/** A remote judge's final word on a run, in our status table's terms (01 §3). */
export interface RemoteVerdict {
  /** A final status: never Pending, Compiling, Judging or Submitting. */
  status: number;
  /** ms, when the judge says. */
  time: number | null;
  /** KB, when the judge says. */
  memory: number | null;
  /** The compiler's message of a Compile Error, when the judge shows it. */
  compileMessage?: string;
  /** Who judged it, as the row shows it ('CF'). */
  judger: string;
}

/**
 * What the remote judge plugin's workers report about a submission, each for one attempt: a report for
 * an attempt that is no longer the current one, or for a submission that already has its result,
 * changes nothing (at-least-once delivery, a rejudge meanwhile). States move Submitting (9) → Pending
 * (5, the remote site took the code) → Judging (7) → the verdict, or Submitted Failed (10) with the
 * reason, which the user may resubmit (01 §4). Verdicts go through the JudgingService like the
 * runners': counters, the user's results and the events in one place.
 */
@injectable()
export class RemoteJudgingService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(JudgingService) private readonly judging: JudgingService,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  /** The submission a task judges while `attempt` is its current, unfinished attempt; undefined: nothing to do. */
  async current(submitId: number, attempt: number): Promise<Submission | undefined> {
    const submission = await this.submissions.find(submitId);
    return submission && submission.version === attempt && judgeStatusTable.isInProgress(submission.status) ? submission : undefined;
  }

  /** The remote judge has the code (a run id is known): Submitting → Pending. */
  accepted(submitId: number, attempt: number, judger: string): Promise<boolean> {
    return this.advance(submitId, attempt, JudgeStatus.PENDING, judger);
  }

  /** The remote judge says it is judging the run: → Judging. */
  judgingNow(submitId: number, attempt: number, judger: string): Promise<boolean> {
    return this.advance(submitId, attempt, JudgeStatus.JUDGING, judger);
  }

  /** Stores the remote verdict; false when the attempt is stale or already has a result. */
  async verdict(submitId: number, attempt: number, verdict: RemoteVerdict): Promise<boolean> {
    if (judgeStatusTable.isInProgress(verdict.status)) throw new Error(`a remote verdict must be final, not ${verdict.status}`);
    const applied = await this.judging.applyVerdict(submitId, attempt, {
      status: verdict.status,
      time: verdict.time,
      memory: verdict.memory,
      // remote problems are judged as ACM: no score (the pages show '--')
      score: null,
      errorMessage: verdict.compileMessage ? kept(verdict.compileMessage) : null,
      judger: verdict.judger,
      cases: [],
    });
    return applied !== undefined;
  }

  /** Submitted Failed (10) with why: the user may resubmit, which asks the remote judge again. */
  async failed(submitId: number, attempt: number, reason: string, judger: string): Promise<boolean> {
    const applied = await this.judging.applyVerdict(submitId, attempt, {
      status: JudgeStatus.SUBMITTED_FAILED, time: null, memory: null, score: null, errorMessage: kept(reason), judger, cases: [],
    });
    return applied !== undefined;
  }

  private async advance(submitId: number, attempt: number, status: number, judger: string): Promise<boolean> {
    if (!(await this.submissions.advance(submitId, attempt, status, judger))) return false;
    const submission = await this.submissions.find(submitId);
    if (submission) await this.events.publish('submission.changed', changeOf(submission));
    return true;
  }
}

function kept(text: string): string {
  return text.replaceAll('\u0000', '\ufffd').slice(0, REMOTE_MESSAGE_KEEP);
}
