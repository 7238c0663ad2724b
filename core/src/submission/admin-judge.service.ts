import { inject, injectable } from 'inversify';
import { JudgeStatus, judgeStatusTable } from '../judge/judge-status';
import { UNIT_OF_WORK, type UnitOfWork } from '../persistence/unit-of-work.port';
import { Conflict, NotFound } from '../shared/errors';
import { JudgingService } from './judging.service';
import { SubmissionDispatcher } from './submission-dispatcher';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';
import type { Submission } from './submission.model';

/** Statuses whose result a super admin may not overwrite by hand (01 §4). */
const NOT_MANUALLY_JUDGEABLE: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING, JudgeStatus.COMPILE_ERROR];

/**
 * The super admin's judge actions (01 §4): rejudge (a new attempt at rejudge priority; score and the
 * manual flag reset), manual judgement and cancel. Each moves the counters and the user's results in
 * the same transaction as the row, through the JudgingService.
 */
@injectable()
export class AdminJudgeService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(JudgingService) private readonly judging: JudgingService,
    @inject(SubmissionDispatcher) private readonly dispatcher: SubmissionDispatcher,
  ) {}

  async rejudge(submitId: number): Promise<Submission> {
    const restarted = await this.uow.run(async () => {
      const current = await this.submissions.findForUpdate(submitId);
      if (!current) throw new NotFound('submission.notFound');
      const next = await this.submissions.restart(submitId, 'rejudge');
      // the old verdict leaves the counters now; the new one enters when it arrives
      await this.judging.recount(current, undefined);
      return { current, next };
    });
    await this.judging.announce({ submission: restarted.next, previousStatus: restarted.current.status });
    // the new attempt goes to the queue if nothing of its user's is ahead of it in the rejudge class; and an
    // unfinished one that left its class frees the user's next submission there (fair dispatch)
    await this.dispatcher.dispatchNextOf(restarted.next.uid);
    return restarted.next;
  }

  /** Rejudges every submission of a problem in a context (the contests plugin's "rejudge problem"); answers how many. */
  async rejudgeProblem(pid: number, context: { cid: number }): Promise<number> {
    const ids = await this.submissions.idsOfProblem(pid, context);
    for (const id of ids) await this.rejudge(id);
    return ids.length;
  }

  async manualJudge(submitId: number, status: number, score: number | undefined): Promise<Submission> {
    const current = await this.submissions.find(submitId);
    if (!current) throw new NotFound('submission.notFound');
    if (NOT_MANUALLY_JUDGEABLE.includes(current.status)) throw new Conflict('submission.notModifiable', { status: judgeStatusTable.of(current.status).name });
    const applied = await this.judging.applyVerdict(
      submitId,
      undefined,
      { status, score: score ?? current.score, time: current.time, memory: current.memory, errorMessage: current.errorMessage, judger: current.judger, cases: [] },
      { isManual: true },
    );
    if (!applied) throw new NotFound('submission.notFound');
    return applied.submission;
  }

  /** Cancelled and marked manual; a runner still judging it is ignored from now on (its attempt is stale). */
  async cancel(submitId: number): Promise<Submission> {
    const current = await this.submissions.find(submitId);
    if (!current) throw new NotFound('submission.notFound');
    if (current.status === JudgeStatus.CANCELLED) return current;
    const applied = await this.judging.applyVerdict(
      submitId,
      undefined,
      { status: JudgeStatus.CANCELLED, score: current.score, time: current.time, memory: current.memory, errorMessage: current.errorMessage, judger: current.judger, cases: [] },
      { isManual: true },
    );
    if (!applied) throw new NotFound('submission.notFound');
    return applied.submission;
  }
}
