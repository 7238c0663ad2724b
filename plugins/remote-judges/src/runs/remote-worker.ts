import { inject, injectable, LOGGER, MAX_REMOTE_TASK_DELIVERIES, REMOTE_JUDGE_QUEUE, RemoteJudgingService, type AppLogger, type Consumer, type RemoteJudgeQueue, type RemoteTaskDelivery } from '@oj/core';
import { AccountPool, pause } from '../accounts/account-pool';
import type { PoolAccount } from '../accounts/account.repository';
import { RemoteJudgeError } from '../http/remote-judge-error';
import { SessionExpired, type JudgeAdapter, type RemoteSession } from '../judges/judge-adapter';
import { adapterOf, REMOTE_JUDGE_ADAPTERS } from '../judges/registry';
import { RemoteClients } from '../remote-clients';
import { REMOTE_JUDGE_TUNING, type RemoteJudgeTuning } from '../remote-judges.tuning';
import { nextPollWait } from './poll-schedule';
import { RemoteRunRepository } from './remote-run.repository';

/** How long a worker waits for a free account before handing its task back to the queue (below RabbitMQ's 30-minute consumer timeout). */
const ACCOUNT_WAIT_MS = 20 * 60_000;
/** A lease lasts the poll deadline and this much more (the submit, the logins): a dead holder's account is free again after it. */
const LEASE_MARGIN_MS = 5 * 60_000;

/** The task was given up because the plugin is stopping: it goes back to the queue unsettled. */
class Stopping extends Error {}

/**
 * The remote judges' workers of this process: a consumer per judge's line of the remote judge queue,
 * each task judged start to end while it stays unacknowledged (so a dying process hands it to another):
 * an account leased (and returned on every outcome), its session logged in, the code submitted (or, when
 * the submission already has a run there, that run polled again: a rejudge or a restart never submits
 * twice), the run polled with a growing wait until a verdict or the deadline, every step reported to the
 * site for the task's attempt only. Whatever fails ends in Submitted Failed with the reason, naming the
 * judge and the step; nothing is left Submitting or Pending.
 */
@injectable()
export class RemoteJudgeWorkers {
  private readonly consumers: Consumer[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stop = new AbortController();

  constructor(
    @inject(REMOTE_JUDGE_QUEUE) private readonly queue: RemoteJudgeQueue,
    @inject(RemoteJudgingService) private readonly reports: RemoteJudgingService,
    @inject(AccountPool) private readonly pool: AccountPool,
    @inject(RemoteRunRepository) private readonly runs: RemoteRunRepository,
    @inject(RemoteClients) private readonly clients: RemoteClients,
    @inject(REMOTE_JUDGE_TUNING) private readonly tuning: RemoteJudgeTuning,
    @inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Starts consuming every judge's line; answers how to stop (waiting for the tasks in hand, which go back unsettled). */
  async start(): Promise<() => Promise<void>> {
    this.stop = new AbortController();
    for (const adapter of REMOTE_JUDGE_ADAPTERS) {
      this.consumers.push(await this.queue.consume(adapter.data.key, (delivery) => this.track(this.handle(delivery)), { prefetch: this.tuning.workersPerJudge }));
    }
    return async () => {
      this.stop.abort();
      await Promise.all([...this.inFlight]);
      const consumers = this.consumers.splice(0);
      await Promise.all(consumers.map((c) => c.cancel()));
    };
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async handle(delivery: RemoteTaskDelivery): Promise<void> {
    const { task } = delivery;
    const submitId = Number(task.submissionId);
    const adapter = adapterOf(task.judge);
    const fail = async (reason: string) => {
      await this.reports.failed(submitId, task.attempt, reason, task.judge);
      await delivery.ack();
    };
    if (!Number.isSafeInteger(submitId) || submitId <= 0) return delivery.reject(`not a submission id: ${task.submissionId}`);
    if (!adapter) return fail(`${task.judge} is not a remote judge this site knows`);
    if (delivery.exhausted) return fail(`${adapter.data.name}: given up after ${MAX_REMOTE_TASK_DELIVERIES} tries (the site stopped while judging it each time)`);
    // a rejudge started another attempt, a super admin judged it, or it was done before a redelivery
    if (!(await this.reports.current(submitId, task.attempt))) return delivery.ack();
    if (!this.clients.config.enabled(adapter.data.key)) return fail(`The remote judge ${adapter.data.name} is switched off on this site`);
    try {
      await this.judge(adapter, delivery);
      await delivery.ack();
    } catch (error) {
      if (error instanceof Stopping) return; // unsettled: the consumer's cancel hands it back, and the run is polled again
      if (error instanceof NoFreeAccount) return delivery.retry();
      const reason = reasonOf(adapter, error);
      if (!(error instanceof RemoteJudgeError)) this.logger.error({ err: error, submitId, judge: adapter.data.key }, 'remote judging failed unexpectedly');
      else this.logger.warn({ submitId, judge: adapter.data.key, step: error.step, kind: error.kind, reason }, 'remote submission failed');
      await this.runs.settle(submitId, 'failed', reason).catch(() => {});
      await fail(reason);
    }
  }

  /** Submits (or finds the run it already made) and polls it to its verdict, with an account leased for the whole time. */
  private async judge(adapter: JudgeAdapter, delivery: RemoteTaskDelivery): Promise<void> {
    const { task } = delivery;
    const submitId = Number(task.submissionId);
    const run = await this.runs.find(submitId);
    if (run && !run.runId && run.state === 'submitting') {
      // a submit went out (this attempt's, or one a crash interrupted before a restart's new attempt) and its
      // run id was never read: the code may or may not be there, and submitting again could make it twice
      throw new RemoteJudgeError(adapter.data.key, 'submit', 'unreachable', `the site stopped while submitting, so whether ${adapter.data.name} got the code is unknown: resubmit to send it again`);
    }
    const repoll = run?.runId ? run : undefined;
    if (repoll && repoll.accountId === null) throw new RemoteJudgeError(adapter.data.key, 'poll', 'config', `the account ${repoll.accountUsername} that submitted run ${repoll.runId} is no longer in the pool`);
    const account = await this.pool.lease(adapter.data.pool, submitId, {
      leaseMs: this.clients.config.pollDeadlineMs() + LEASE_MARGIN_MS, waitMs: ACCOUNT_WAIT_MS, retryMs: this.tuning.accountRetryMs, signal: this.stop.signal, accountId: repoll?.accountId ?? undefined,
    });
    if (this.stop.signal.aborted) {
      if (account) await this.pool.release(account, submitId);
      throw new Stopping();
    }
    if (!account) throw new NoFreeAccount();
    try {
      const session = this.clients.session(adapter, account.username);
      let runId = repoll?.runId;
      if (!runId) {
        await this.ensureLogin(adapter, session, account);
        await this.runs.submitting(submitId, adapter.data.key, task.attempt, account);
        runId = await this.withLogin(adapter, session, account, () => adapter.submit(session, { problemId: task.problemId, language: task.language, code: task.code }));
        await this.runs.submitted(submitId, runId);
      }
      await this.reports.accepted(submitId, task.attempt, adapter.data.key);
      await this.poll(adapter, session, account, { submitId, attempt: task.attempt, runId, problemId: task.problemId });
      await this.pool.noteError(account, null);
    } catch (error) {
      if (error instanceof RemoteJudgeError && (error.kind === 'refused' || error.kind === 'config')) await this.pool.noteError(account, error.message).catch(() => {});
      throw error;
    } finally {
      await this.pool.release(account, submitId);
    }
  }

  /** Polls until the verdict, the deadline, or a rejudge making this attempt stale. */
  private async poll(adapter: JudgeAdapter, session: RemoteSession, account: PoolAccount, run: { submitId: number; attempt: number; runId: string; problemId: string }): Promise<void> {
    const { key, name } = adapter.data;
    const deadlineMs = this.clients.config.pollDeadlineMs();
    const deadline = Date.now() + deadlineMs;
    let wait = this.tuning.firstPollMs;
    let passingFailures = 0;
    for (;;) {
      if (Date.now() + wait > deadline) throw new RemoteJudgeError(key, 'poll', 'unreachable', `no verdict from ${name} for run ${run.runId} within ${Math.round(deadlineMs / 1000)} s: resubmit to ask again`);
      await pause(wait, this.stop.signal);
      if (this.stop.signal.aborted) throw new Stopping();
      if (!(await this.reports.current(run.submitId, run.attempt))) return;
      let result;
      try {
        result = await this.withLogin(adapter, session, account, () => adapter.poll(session, run));
      } catch (error) {
        if (!(error instanceof RemoteJudgeError) || !error.transient || ++passingFailures > this.tuning.maxPassingFailures) throw error;
        wait = nextPollWait(wait, { first: this.tuning.firstPollMs, max: this.tuning.maxPollMs });
        continue;
      }
      passingFailures = 0;
      if (!result.final) {
        if (result.judging) await this.reports.judgingNow(run.submitId, run.attempt, key);
        wait = nextPollWait(wait, { first: this.tuning.firstPollMs, max: this.tuning.maxPollMs }, result.nextPollMs);
        continue;
      }
      await this.reports.verdict(run.submitId, run.attempt, { status: result.status, time: result.time, memory: result.memory, compileMessage: result.compileMessage, judger: key });
      await this.runs.settle(run.submitId, 'finished', null);
      return;
    }
  }

  private async ensureLogin(adapter: JudgeAdapter, session: RemoteSession, account: PoolAccount): Promise<void> {
    if (!session.loggedIn) await adapter.login(session, this.pool.password(account));
  }

  /** Runs a step; when the judge says the session ended, logs in again and runs it once more. */
  private async withLogin<T>(adapter: JudgeAdapter, session: RemoteSession, account: PoolAccount, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
      session.loggedIn = false;
      await adapter.login(session, this.pool.password(account));
      return step();
    }
  }
}

/** No account of the pool came free in time: the task goes back to the queue (counted). */
class NoFreeAccount extends Error {}

/** The Submitted Failed reason users read: the judge's error as it is, else a plain word on what broke. */
function reasonOf(adapter: JudgeAdapter, error: unknown): string {
  if (error instanceof RemoteJudgeError) return `${adapter.data.name}: ${error.step}: ${error.detail}`;
  if (error instanceof SessionExpired) return `${adapter.data.name}: login: the judge keeps asking for a login`;
  return `${adapter.data.name}: the remote judging failed on our side (${(error as Error).message ?? 'unknown'})`;
}
