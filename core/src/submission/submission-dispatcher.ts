import { inject, injectable } from 'inversify';
import { JUDGE_QUEUE, type JudgeQueue } from '../judge/judge-queue.port';
import { LANGUAGE_FACTORS, appliedFactor, type LanguageFactors } from '../language/language-factors.port';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { OWN_JUDGE, type Language } from '../language/language.model';
import { assembleSubmittedCode } from '../problem/code-template';
import type { Problem } from '../problem/problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { LOGGER, type AppLogger } from '../shared/logger.port';
import { REMOTE_JUDGE_QUEUE, type RemoteJudgeQueue } from '../remote/remote-judge-queue.port';
import { remoteTaskFor } from '../remote/remote-task-factory';
import { judgeTaskFor } from './judge-task-factory';
import { judgeOf, problemTemplate } from './problem-language';
import type { Submission } from './submission.model';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';

/** The submission id a judge task carries (the protocol's ids are strings). */
export const submissionTaskId = (submitId: number) => String(submitId);

/** What became of a submission handed to the dispatcher. */
export type Dispatched = 'queued' | 'waiting' | 'failed';

/**
 * Publishes a stored submission's judge task and records that the queue confirmed it. The row is its
 * own outbox: if the publish fails (or the process dies before it), `queued_at` stays null and the
 * outbox sweeper publishes it later, so a stored submission is never lost. A publish that succeeded
 * but was not recorded is published again: the runner may then judge the attempt twice, and the
 * second result is ignored (same attempt, already final).
 *
 * Fair dispatch: a user's submission goes to the queue only when no earlier submission of theirs in the
 * same priority class is unfinished; until then it waits in the table, and the verdict of the one before
 * it sends it (`dispatchNextOf`; the sweeper is the backstop). The queue thus holds at most one task per
 * user and class, and serves users in turn: one user's tenth submission never goes before another's
 * first (docs/submissions.md, "Fair judging"). A remote judge's submission goes to the remote judge queue
 * instead (`REMOTE_JUDGE_QUEUE`), in a line of its own: a user's local submissions never wait for their
 * remote ones, nor the other way round.
 */
@injectable()
export class SubmissionDispatcher {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(REMOTE_JUDGE_QUEUE) private readonly remoteQueue: RemoteJudgeQueue,
    @inject(LOGGER) private readonly logger: AppLogger,
    @inject(LANGUAGE_FACTORS) private readonly factors: LanguageFactors,
  ) {}

  /** 'queued' when the task is on the queue; 'waiting' behind an earlier submission of its user; 'failed': left to the sweeper. */
  async dispatch(submission: Submission, known: { problem?: Problem; language?: Language } = {}): Promise<Dispatched> {
    try {
      if (await this.submissions.waitsBehind(submission)) return 'waiting';
      const problem = known.problem ?? (await this.problems.find(submission.pid));
      if (!problem) return 'failed'; // deleted meanwhile: its submissions went with it
      // the row keeps the language's name; an admin may have disabled it since: judge it all the same
      const language = known.language ?? (await this.languages.list({ oj: submission.isRemote ? judgeOf(problem) : OWN_JUDGE })).find((l) => l.name === submission.language);
      const template = language ? await problemTemplate(this.problems, problem.id, language.id) : undefined;
      const code = assembleSubmittedCode(template, submission.code);
      if (submission.isRemote) {
        // a remote judge's submission waits in its judge's own line, apart from the runners' queue
        await this.remoteQueue.enqueue(remoteTaskFor(problem, submission, language?.key ?? submission.language, code), submission.priority);
        await this.submissions.markQueued(submission.submitId, submission.version);
        return 'queued';
      }
      const task = judgeTaskFor(problem, {
        kind: 'submission',
        submissionId: submissionTaskId(submission.submitId),
        attempt: submission.version,
        language: language?.key ?? submission.language,
        code,
        factors: language ? appliedFactor(language, this.factors) : undefined,
      });
      await this.queue.enqueue(task, submission.priority);
      await this.submissions.markQueued(submission.submitId, submission.version);
      return 'queued';
    } catch (error) {
      this.logger.warn({ err: error, submitId: submission.submitId }, 'judge task not published now; the outbox sweeper will retry');
      return 'failed';
    }
  }

  /** After a verdict of `uid`'s: sends the submissions of theirs that waited for it (never throws: the sweeper is the backstop). */
  async dispatchNextOf(uid: string): Promise<void> {
    try {
      for (const next of await this.submissions.nextInLine(uid)) await this.dispatch(next);
    } catch (error) {
      this.logger.warn({ err: error, uid }, 'the next submissions in line were not dispatched now; the outbox sweeper will');
    }
  }
}
