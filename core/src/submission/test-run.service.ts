import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { SessionUser } from '../account/session-user';
import { CACHE, type Cache } from '../cache/cache.port';
import { JUDGE_QUEUE, type JudgeQueue } from '../judge/judge-queue.port';
import { JudgeStatus, judgeStatusTable } from '../judge/judge-status';
import type { JudgeEvent } from '../judge/judge-task';
import { LANGUAGE_FACTORS, appliedFactor, type LanguageFactors } from '../language/language-factors.port';
import { LanguageOffer } from '../language/language-offer';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import { assembleSubmittedCode } from '../problem/code-template';
import { type Problem } from '../problem/problem.model';
import { isPublicBankProblem } from '../problem/group-scope';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { RATE_LIMITER, type RateLimit, type RateLimiter } from '../rate-limit/rate-limiter.port';
import { SITE_SWITCHES_REPOSITORY, type SiteSwitchesRepository } from '../site/site-switches.repository';
import { Forbidden, NotFound, RateLimited, ValidationError } from '../shared/errors';
import { judgeTaskFor } from './judge-task-factory';
import { problemLanguage, problemTemplate } from './problem-language';
import { matchSample } from './sample-match';
import { checkCode } from './submit.service';
import { SUBMISSION_CONTEXTS, type ResolvedSubmissionContext } from '../plugin/core-extension-points';
import type { ServiceGetter } from '../plugin/background-services';
import { TEST_INPUT_MAX_LENGTH } from './submission.model';
import { TEST_RUN_TTL_SECONDS } from './submission-limits';

/** Test runs per user: 10 a minute (a person checks a few inputs; the judge's slots are shared). */
export const TEST_RUN_RATE_LIMIT = { name: 'test-run', points: 10, durationSeconds: 60 } satisfies RateLimit;

/** `submit-problem-test-judge`'s body (01 §7), as the DTO validated it. */
export interface TestRunRequest {
  pid: number;
  type?: string;
  code: string;
  language: string;
  userInput?: string;
  expectedOutput?: string;
  isRemoteJudge?: boolean;
  /** type 'contest': the contest's id. */
  cid?: number;
}

/** The spec's "Test-run result" (01 §3), plus which sample (1-based) an Accepted run on a sample's input passed. */
export interface TestRunResult {
  status: number;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string | null;
  problemJudgeMode: string;
  sampleIndex?: number;
}

interface StoredTestRun extends TestRunResult {
  uid: string;
}

const TASK_PREFIX = 'test-run:';
const cacheKey = (key: string) => `test-run:${key}`;

/**
 * Test runs (01 §4 "Test run"): the user's code on the user's input, judged at the highest priority
 * and kept only in the cache for an hour. Nothing is stored in the database and nothing is counted;
 * a lost task is not worth an outbox, so a queue that is down answers 503 at once.
 */
@injectable()
export class TestRunService {
  constructor(
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
    @inject(LanguageOffer) private readonly offer: LanguageOffer,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(CACHE) private readonly cache: Cache,
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(LANGUAGE_FACTORS) private readonly factors: LanguageFactors,
  ) {}

  /** Queues a test run; answers its key, which `getResult` reads. */
  async submit(request: TestRunRequest, user: SessionUser, get?: ServiceGetter): Promise<string> {
    checkCode(request.code);
    const userInput = request.userInput ?? '';
    if (userInput.length > TEST_INPUT_MAX_LENGTH) throw new ValidationError('submission.testInputTooLong', { max: TEST_INPUT_MAX_LENGTH }, [{ field: 'userInput', key: 'submission.testInputTooLong' }]);
    // a contest's run is allowed when a submission would be (its plugin's submission context for cid decides,
    // the contest switch included); a group problem's (type 'group') by the groups plugin's for its gid (members,
    // openGroupJudge)
    const context =
      request.type === 'contest' ? await this.contestContext(request, user, get) : request.type === 'group' ? await this.groupContext(request, user, get) : undefined;
    const problem = await this.problemFor(request.pid, Boolean(context?.grantsProblem));
    // a remote judge runs submissions only, on its own test data: there is nothing to run a test on
    if (request.isRemoteJudge || problem.isRemote) throw new ValidationError('submission.remoteTestRun');
    const language = await problemLanguage(this.problems, this.languages, problem, request.language);
    await this.offer.checkJudgeable(language);
    if (!context && !(await this.switches.get()).openPublicJudge) throw new Forbidden('submission.judgeClosed');
    const decision = await this.limiter.consume(TEST_RUN_RATE_LIMIT, user.uid);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs, 'submission.testRunTooFast');

    const given = request.expectedOutput ? request.expectedOutput : undefined;
    const sample = given === undefined ? matchSample(problem.examples, userInput) : undefined;
    const expectedOutput = given ?? sample?.output;
    const key = randomUUID().replace(/-/g, '');
    const stored: StoredTestRun = {
      uid: user.uid, status: JudgeStatus.PENDING, time: null, memory: null, stderr: null,
      userInput, expectedOutput: expectedOutput ?? null, userOutput: null, problemJudgeMode: problem.judgeMode,
      ...(sample ? { sampleIndex: sample.sampleIndex } : {}),
    };
    await this.cache.set(cacheKey(key), stored, TEST_RUN_TTL_SECONDS);
    const task = judgeTaskFor(problem, {
      kind: 'test-run',
      submissionId: `${TASK_PREFIX}${key}`,
      attempt: 1,
      language: language.key,
      code: assembleSubmittedCode(await problemTemplate(this.problems, problem.id, language.id), request.code),
      // without an expected output the runner accepts a clean run (it only shows the output)
      testInput: { input: userInput, ...(expectedOutput === undefined ? {} : { expectedOutput }) },
      factors: appliedFactor(language, this.factors),
    });
    try {
      await this.queue.enqueue(task, 'test-run');
    } catch (error) {
      await this.cache.delete(cacheKey(key)).catch(() => undefined);
      throw error;
    }
    return key;
  }

  /** The caller's own test run; another user's key is as unknown as an expired one. */
  async getResult(key: string, user: SessionUser): Promise<TestRunResult> {
    const stored = await this.cache.get<StoredTestRun>(cacheKey(key));
    if (!stored || stored.uid !== user.uid) throw new NotFound('submission.testJudgeNotFound');
    const { uid: _uid, sampleIndex, ...result } = stored;
    // 01 §4: only an Accepted run says which sample it passed
    return stored.status === JudgeStatus.ACCEPTED && sampleIndex ? { ...result, sampleIndex } : result;
  }

  /** The runner's events of a test run; an unknown or expired key is dropped. */
  async onEvent(event: JudgeEvent): Promise<void> {
    if (!event.submissionId.startsWith(TASK_PREFIX)) return;
    const key = cacheKey(event.submissionId.slice(TASK_PREFIX.length));
    const stored = await this.cache.get<StoredTestRun>(key);
    // a late or repeated event never moves a finished run back
    if (!stored || !judgeStatusTable.isInProgress(stored.status)) return;
    switch (event.type) {
      case 'compiling':
      case 'judging':
        return this.save(key, { ...stored, status: event.type === 'compiling' ? JudgeStatus.COMPILING : JudgeStatus.JUDGING });
      case 'done': {
        const only = event.cases[0];
        return this.save(key, {
          ...stored,
          status: event.status,
          time: event.timeMs,
          memory: event.memoryKb,
          stderr: event.compileMessage || only?.message || null,
          userOutput: only?.userOutput ?? null,
        });
      }
      case 'abandoned':
        return this.save(key, { ...stored, status: JudgeStatus.SYSTEM_ERROR, stderr: `The judge gave up on this test run: ${event.reason}` });
      default:
        return;
    }
  }

  private async save(key: string, run: StoredTestRun): Promise<void> {
    const ttlMs = await this.cache.ttlMs(key);
    if (ttlMs === undefined) return; // expired meanwhile
    await this.cache.set(key, run, ttlMs > 0 ? Math.ceil(ttlMs / 1000) : TEST_RUN_TTL_SECONDS);
  }

  private async problemFor(pid: number, granted = false): Promise<Problem> {
    const problem = await this.problems.find(pid);
    if (!problem || (!granted && !isPublicBankProblem(problem))) throw new NotFound('problem.notFound');
    return problem;
  }

  private async groupContext(request: TestRunRequest, user: SessionUser, get: ServiceGetter | undefined): Promise<ResolvedSubmissionContext> {
    const context = get ? get(SUBMISSION_CONTEXTS).list().find((c) => c.field === 'gid') : undefined;
    const problem = await this.problems.find(request.pid);
    if (!context || !get || !problem?.isGroup || !problem.gid) throw new NotFound('problem.contextNotFound');
    return context.resolve({ id: problem.gid, pid: request.pid, user, get });
  }

  private async contestContext(request: TestRunRequest, user: SessionUser, get: ServiceGetter | undefined): Promise<ResolvedSubmissionContext> {
    const context = get ? get(SUBMISSION_CONTEXTS).list().find((c) => c.field === 'cid') : undefined;
    if (!context || !get || !request.cid) throw new NotFound('problem.contextNotFound');
    return context.resolve({ id: request.cid, pid: request.pid, user, get });
  }
}
