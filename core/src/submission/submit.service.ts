import { inject, injectable } from 'inversify';
import type { SessionUser } from '../account/session-user';
import { CaptchaService } from '../account/captcha.service';
import { CLOCK, type Clock } from '../clock/clock.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../persistence/unit-of-work.port';
import { LanguageOffer } from '../language/language-offer';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { JudgeStatus } from '../judge/judge-status';
import { SUBMISSION_CONTEXTS, type ResolvedSubmissionContext } from '../plugin/core-extension-points';
import { type Problem } from '../problem/problem.model';
import { isPublicBankProblem } from '../problem/group-scope';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { SITE_SWITCHES_REPOSITORY, type SiteSwitchesRepository } from '../site/site-switches.repository';
import { Forbidden, NotFound, RateLimited, ValidationError } from '../shared/errors';
import type { ExtensionPoint } from '../plugin/extension-point';
import type { SubmissionContext } from '../plugin/core-extension-points';
import { CODE_MAX_LENGTH, type Submission } from './submission.model';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';
import { SUBMIT_CAPTCHA_RATE, WAITING_RETRY_AFTER_MS } from './submission-limits';
import { SubmissionDispatcher } from './submission-dispatcher';
import { changeOf } from './judging.service';
import { EVENT_BUS } from '../events/event-bus.port';
import { problemLanguage } from './problem-language';
import { REMOTE_JUDGES, type RemoteJudge } from '../remote/remote-judge';
import type { ServiceGetter } from '../plugin/background-services';

/** `submit-problem-judge`'s body (01 §7), as the DTO validated it. */
export interface SubmitRequest {
  pid: number;
  language: string;
  code: string;
  cid?: number;
  tid?: number;
  gid?: number;
  isRemote?: boolean;
  captcha?: string;
  captchaKey?: string;
}

/** The code rules of 01 §5, shared by submissions and test runs. */
export function checkCode(code: string): void {
  if (!code.trim()) throw new ValidationError('submission.codeEmpty', {}, [{ field: 'code', key: 'submission.codeEmpty' }]);
  if (code.length > CODE_MAX_LENGTH) throw new ValidationError('submission.codeTooLong', { max: CODE_MAX_LENGTH }, [{ field: 'code', key: 'submission.codeTooLong' }]);
}

/**
 * Submitting code (01 §4–§5): checks the code, the user's right to submit, the problem and its
 * languages (a mirrored problem's are its remote judge's, which must be enabled), the context (contest, training, group: through the plugins' submission contexts), the
 * submit interval, the captcha trigger and the cap on waiting submissions (under the user's submit lock,
 * so parallel requests cannot race them); stores the submission as Pending and hands it to the
 * dispatcher, which publishes its judge task (or leaves it waiting behind the user's earlier one, or to
 * the outbox sweeper if the queue is down).
 */
@injectable()
export class SubmitService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
    @inject(SUBMISSION_CONTEXTS) private readonly contexts: ExtensionPoint<SubmissionContext>,
    @inject(REMOTE_JUDGES) private readonly remoteJudges: ExtensionPoint<RemoteJudge>,
    @inject(CaptchaService) private readonly captchas: CaptchaService,
    @inject(SubmissionDispatcher) private readonly dispatcher: SubmissionDispatcher,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async submit(request: SubmitRequest, user: SessionUser, ip: string, get: <T>(id: import('inversify').ServiceIdentifier<T>) => T): Promise<Submission> {
    checkCode(request.code);
    const context = await this.resolveContext(request, user, get);
    const problem = await this.problemFor(request.pid, context, get);
    const language = await problemLanguage(this.problems, this.languages, problem, request.language);
    await get(LanguageOffer).checkJudgeable(language);
    const switches = await this.switches.get();
    // a group's submissions follow openGroupJudge (its plugin's submission context checks it)
    if (!context.cid && !context.gid && !switches.openPublicJudge) throw new Forbidden('submission.judgeClosed');
    // one submit of a user at a time, checks and row together: parallel requests cannot all pass the pace,
    // the captcha trigger or the waiting cap before any of them is stored
    const submission = await this.uow.run(async () => {
      await this.submissions.lockSubmitter(user.uid);
      if (!context.cid) await this.checkPace(user.uid, switches.defaultSubmitInterval);
      await this.checkCaptcha(user.uid, request);
      await this.checkWaiting(user.uid, switches.waitingSubmissionLimit);
      return this.store(request, user, ip, problem, context);
    });
    await this.dispatcher.dispatch(submission, { problem, language });
    // the new Pending row reaches whoever follows (a contest board's pending try, on every web process)
    await get(EVENT_BUS).publish('submission.changed', changeOf(submission));
    return submission;
  }

  private store(request: SubmitRequest, user: SessionUser, ip: string, problem: Problem, context: ResolvedSubmissionContext): Promise<Submission> {
    return this.submissions.create({
      pid: problem.id,
      displayPid: context.displayPid ?? problem.problemId,
      cid: context.cid ?? 0,
      cpid: context.cpid ?? 0,
      gid: context.gid ?? null,
      tid: context.tid ?? null,
      uid: user.uid,
      username: user.username,
      code: request.code,
      language: request.language,
      ip,
      isRemote: problem.isRemote,
      priority: context.priority,
      // a remote judge's submission is Submitting until the remote site has the code (01 §4)
      status: problem.isRemote ? JudgeStatus.SUBMITTING : JudgeStatus.PENDING,
    });
  }

  private async resolveContext(request: SubmitRequest, user: SessionUser, get: <T>(id: import('inversify').ServiceIdentifier<T>) => T): Promise<ResolvedSubmissionContext> {
    const asked = (['cid', 'tid', 'gid'] as const).filter((field) => Number(request[field] ?? 0) > 0);
    if (!asked.length) return { priority: 'practice', grantsProblem: false };
    // one context decides (a group contest names cid and gid: the contest's rules apply)
    const field = asked[0];
    const context = this.contexts.list().find((c) => c.field === field);
    if (!context) throw new NotFound('problem.contextNotFound');
    return context.resolve({ id: Number(request[field]), pid: request.pid, user, get });
  }

  private async problemFor(pid: number, context: ResolvedSubmissionContext, get: ServiceGetter): Promise<Problem> {
    const problem = await this.problems.find(pid);
    const visible = problem && (context.grantsProblem || isPublicBankProblem(problem));
    if (!problem || !visible) throw new NotFound('problem.notFound');
    if (problem.isRemote) await this.checkRemoteJudge(problem.remoteOj ?? '', get);
    else if (!problem.caseVersion) throw new ValidationError('submission.noTestData');
    return problem;
  }

  /** A mirrored problem is judged by its remote judge: one a plugin registered, enabled, with an account to submit with. */
  private async checkRemoteJudge(oj: string, get: ServiceGetter): Promise<void> {
    const judge = this.remoteJudges.get(oj);
    const state = judge ? await judge.state(get) : undefined;
    if (!state?.enabled) throw new ValidationError('submission.remoteUnavailable', { oj });
    if (state.accounts <= 0) throw new ValidationError('submission.remoteNoAccount', { oj });
  }

  /** `defaultSubmitInterval` seconds between two non-contest submissions: an early one is 429 with the wait. */
  private async checkPace(uid: string, intervalSeconds: number): Promise<void> {
    if (intervalSeconds <= 0) return;
    const last = await this.submissions.lastSubmitTime(uid);
    if (!last) return;
    const waitMs = last.getTime() + intervalSeconds * 1000 - this.clock.now().getTime();
    if (waitMs > 0) throw new RateLimited(waitMs, 'submission.tooFast');
  }

  /** At most `limit` unfinished submissions per user (0: no cap), so one user cannot fill the judges' queue. */
  private async checkWaiting(uid: string, limit: number): Promise<void> {
    if (limit <= 0) return;
    if ((await this.submissions.countWaiting(uid)) >= limit) throw new RateLimited(WAITING_RETRY_AFTER_MS, 'submission.tooManyWaiting', { limit });
  }

  private async checkCaptcha(uid: string, request: SubmitRequest): Promise<void> {
    const since = new Date(this.clock.now().getTime() - SUBMIT_CAPTCHA_RATE.windowSeconds * 1000);
    if ((await this.submissions.countSince(uid, since)) < SUBMIT_CAPTCHA_RATE.submissions) return;
    if (!request.captcha || !request.captchaKey) throw new ValidationError('submission.captchaRequired').withData({ requireCaptcha: true });
    await this.captchas.checkCaptcha(request.captchaKey, request.captcha);
  }
}
