import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { JudgeStatus, judgeStatusTable } from '../judge/judge-status';
import type { CaseResult, JudgeEvent } from '../judge/judge-task';
import { UNIT_OF_WORK, type UnitOfWork } from '../persistence/unit-of-work.port';
import { ProblemType, type Problem } from '../problem/problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { CASE_MESSAGE_KEEP, CASE_OUTPUT_KEEP, oiRankScoreOf, type Submission, type SubmissionCase, type SubmissionVerdict } from './submission.model';
import { SubmissionDispatcher } from './submission-dispatcher';
import type { SubmissionChange } from './submission.events';
import { JUDGING_LEDGER, SUBMISSION_REPOSITORY, type JudgingLedger, type SubmissionRepository } from './submission.repository';

/** What an applied verdict changed (undefined from `applyVerdict` when it was stale and changed nothing). */
export interface AppliedVerdict {
  submission: Submission;
  previousStatus: number;
}

export const changeOf = (s: Pick<Submission, 'submitId' | 'uid' | 'pid' | 'cid' | 'status' | 'score' | 'time' | 'memory'>): SubmissionChange => ({
  submitId: s.submitId, uid: s.uid, pid: s.pid, cid: s.cid, status: s.status, score: s.score, time: s.time, memory: s.memory,
});

/**
 * Applies the runners' events to submissions (the `submission` kind of the JudgeEventRouter) and is the
 * one place a verdict is written, whether it comes from a runner, a super admin or the queue giving up.
 * Idempotent by attempt: an event of another attempt, or a second result for a submission that already
 * has one, changes nothing. The verdict, its cases, the problem's counters and the user's results move
 * in one transaction; `submission.changed` and `submission.judged` are published after it commits, and
 * the user's next submission waiting for this one goes to the queue (fair dispatch).
 */
@injectable()
export class JudgingService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(JUDGING_LEDGER) private readonly ledger: JudgingLedger,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @inject(EVENT_BUS) private readonly events: EventBus,
    @inject(SubmissionDispatcher) private readonly dispatcher: SubmissionDispatcher,
  ) {}

  async onEvent(event: JudgeEvent): Promise<void> {
    const submitId = Number(event.submissionId);
    if (!Number.isSafeInteger(submitId) || submitId <= 0) return; // not one of ours (a test's, a foreign site's)
    switch (event.type) {
      case 'compiling':
      case 'judging': {
        const status = event.type === 'compiling' ? JudgeStatus.COMPILING : JudgeStatus.JUDGING;
        if (await this.submissions.advance(submitId, event.attempt, status, event.judger)) {
          const s = await this.submissions.find(submitId);
          if (s) await this.events.publish('submission.changed', changeOf(s));
        }
        return;
      }
      case 'done':
        await this.applyVerdict(submitId, event.attempt, async (problem) => ({
          status: event.status,
          time: event.timeMs,
          memory: event.memoryKb,
          // an ACM problem has no score: the pages show '--'
          score: problem?.type === ProblemType.OI ? (event.score ?? 0) : null,
          errorMessage: event.compileMessage ? storable(event.compileMessage) : null,
          judger: event.judger,
          cases: casesOf(event.cases, problem ? await this.problems.cases(problem.id) : []),
        }));
        return;
      case 'abandoned':
        await this.applyVerdict(submitId, event.attempt, {
          status: JudgeStatus.SYSTEM_ERROR, time: null, memory: null, score: null, judger: event.judger, cases: [],
          errorMessage: `The judge gave up on this submission: ${event.reason}`,
        });
        return;
      default:
        // per-case progress and a runner's retried failure change nothing stored
        return;
    }
  }

  /**
   * Writes a verdict. With `attempt`, only while that attempt is the current one and still unfinished
   * (a runner's result); without it, over whatever the row holds (a manual judgement or a cancel).
   */
  async applyVerdict(
    submitId: number,
    attempt: number | undefined,
    verdictOf: SubmissionVerdict | ((problem: Problem | undefined) => Promise<SubmissionVerdict>),
    options: { isManual?: boolean } = {},
  ): Promise<AppliedVerdict | undefined> {
    const applied = await this.uow.run(async () => {
      const current = await this.submissions.findForUpdate(submitId);
      if (!current) return undefined;
      if (attempt !== undefined && (current.version !== attempt || !judgeStatusTable.isInProgress(current.status))) return undefined;
      // the problem is read once, here, for the verdict's score and case names and the OI rank score
      const problem = await this.problems.find(current.pid);
      const verdict = typeof verdictOf === 'function' ? await verdictOf(problem) : verdictOf;
      const oiRankScore = problem ? rankScoreOf(problem, verdict) : null;
      await this.submissions.saveVerdict(submitId, { ...verdict, oiRankScore, isManual: options.isManual ?? false });
      await this.recount(current, verdict.status);
      return { submission: { ...current, ...verdict, oiRankScore, isManual: options.isManual ?? false }, previousStatus: current.status };
    });
    if (applied) {
      await this.announce(applied);
      // fair dispatch: the user's next submission of this class waited for this verdict
      if (judgeStatusTable.isInProgress(applied.previousStatus)) await this.dispatcher.dispatchNextOf(applied.submission.uid);
    }
    return applied;
  }

  /** Moves the problem counters and the user's results from `before`'s status to `status` (outside contests only). */
  async recount(before: Submission, status: number | undefined): Promise<void> {
    if (before.cid !== 0) return;
    if (!judgeStatusTable.isInProgress(before.status)) await this.ledger.countVerdict(before.pid, before.status, -1);
    if (status !== undefined && !judgeStatusTable.isInProgress(status)) await this.ledger.countVerdict(before.pid, status, 1);
    await this.ledger.refreshUserProblem(before.uid, before.pid);
    await this.ledger.refreshUserRecord(before.uid);
  }

  async announce(applied: AppliedVerdict): Promise<void> {
    const change = changeOf(applied.submission);
    await this.events.publish('submission.changed', change);
    await this.events.publish('submission.judged', { ...change, previousStatus: applied.previousStatus });
  }

}

/**
 * OI rank score (01 §9): round(0.1 × score + 2 × difficulty) for a scored result. An ACM problem's
 * Accepted counts as a full score, so the OI ranking also credits solved ACM problems; a result
 * that scored nothing earns nothing (a Wrong Answer on a hard problem is not worth points).
 */
function rankScoreOf(problem: Problem, verdict: SubmissionVerdict): number {
  const score = problem.type === ProblemType.OI ? (verdict.score ?? 0) : verdict.status === JudgeStatus.ACCEPTED ? 100 : 0;
  return score > 0 ? oiRankScoreOf(score, problem.difficulty) : 0;
}

/** The runner's cases with the test files' names (cases are numbered from 1 in the problem's order). */
/** A program's or checker's text as a text column takes it: PostgreSQL refuses NUL, and with it the whole verdict. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '\ufffd');
}

function casesOf(results: CaseResult[], files: Array<{ inputName: string; outputName: string }>): SubmissionCase[] {
  return results.map((r) => ({
    caseId: r.caseId,
    status: r.status,
    time: r.timeMs,
    memory: r.memoryKb,
    score: r.score ?? null,
    groupNum: r.groupNum ?? null,
    inputData: files[r.caseId - 1]?.inputName ?? '',
    outputData: files[r.caseId - 1]?.outputName ?? '',
    userOutput: r.userOutput === undefined ? null : storable(r.userOutput.slice(0, CASE_OUTPUT_KEEP)),
    message: r.message === undefined ? null : storable(r.message.slice(0, CASE_MESSAGE_KEEP)),
  }));
}
