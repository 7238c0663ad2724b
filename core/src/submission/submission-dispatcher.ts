import { inject, injectable } from 'inversify';
import { JUDGE_QUEUE, type JudgeQueue } from '../judge/judge-queue.port';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { OWN_JUDGE } from '../language/language.model';
import { assembleSubmittedCode } from '../problem/code-template';
import type { Problem } from '../problem/problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { LOGGER, type AppLogger } from '../shared/logger.port';
import { judgeTaskFor } from './judge-task-factory';
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
  async dispatch(submission: Submission, known: { problem?: Problem; languageKey?: string } = {}): Promise<boolean> {
    try {
      const problem = known.problem ?? (await this.problems.find(submission.pid));
      if (!problem) return false; // deleted meanwhile: its submissions went with it
      const languageKey = known.languageKey ?? (await this.languageKeyOf(submission.language));
      const template = await this.templateFor(problem.id, submission.language);
      const task = judgeTaskFor(problem, {
        kind: 'submission',
        submissionId: submissionTaskId(submission.submitId),
        attempt: submission.version,
        language: languageKey,
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

  private async languageKeyOf(name: string): Promise<string> {
    const language = (await this.languages.list({ oj: OWN_JUDGE })).find((l) => l.name === name);
    return language?.key ?? name;
  }

  private async templateFor(pid: number, languageName: string): Promise<string | undefined> {
    const templates = await this.problems.codeTemplates(pid);
    if (!templates.length) return undefined;
    const language = (await this.languages.list({ oj: OWN_JUDGE })).find((l) => l.name === languageName);
    return templates.find((t) => t.status && t.languageId === language?.id)?.code;
  }
}
