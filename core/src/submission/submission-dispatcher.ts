import { inject, injectable } from 'inversify';
import { JUDGE_QUEUE, type JudgeQueue } from '../judge/judge-queue.port';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { OWN_JUDGE, type Language } from '../language/language.model';
import { assembleSubmittedCode } from '../problem/code-template';
import type { Problem } from '../problem/problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { LOGGER, type AppLogger } from '../shared/logger.port';
import { judgeTaskFor } from './judge-task-factory';
import { problemTemplate } from './problem-language';
import type { Submission } from './submission.model';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';

/** The submission id a judge task carries (the protocol's ids are strings). */
export const submissionTaskId = (submitId: number) => String(submitId);

/**
 * Publishes a stored submission's judge task and records that the queue confirmed it. The row is its
 * own outbox: if the publish fails (or the process dies before it), `queued_at` stays null and the
 * outbox sweeper publishes it later, so a stored submission is never lost. A publish that succeeded
 * but was not recorded is published again: the runner may then judge the attempt twice, and the
 * second result is ignored (same attempt, already final).
 */
@injectable()
export class SubmissionDispatcher {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /** True when the task is on the queue; false when it was left to the sweeper. */
  async dispatch(submission: Submission, known: { problem?: Problem; language?: Language } = {}): Promise<boolean> {
    try {
      const problem = known.problem ?? (await this.problems.find(submission.pid));
      if (!problem) return false; // deleted meanwhile: its submissions went with it
      // the row keeps the language's name; an admin may have disabled it since: judge it all the same
      const language = known.language ?? (await this.languages.list({ oj: OWN_JUDGE })).find((l) => l.name === submission.language);
      const template = language ? await problemTemplate(this.problems, problem.id, language.id) : undefined;
      const task = judgeTaskFor(problem, {
        kind: 'submission',
        submissionId: submissionTaskId(submission.submitId),
        attempt: submission.version,
        language: language?.key ?? submission.language,
        code: assembleSubmittedCode(template, submission.code),
      });
      await this.queue.enqueue(task, submission.priority);
      await this.submissions.markQueued(submission.submitId, submission.version);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, submitId: submission.submitId }, 'judge task not published now; the outbox sweeper will retry');
      return false;
    }
  }
}
