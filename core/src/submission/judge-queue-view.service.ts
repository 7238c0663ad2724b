import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../clock/clock.port';
import { JUDGE_QUEUE, type JudgeQueue } from '../judge/judge-queue.port';
import { JudgeRunnerRegistry, type JudgeRunnerView } from '../judge/judge-runner-registry';
import { JUDGE_PRIORITY, type JudgePriorityClass } from '../judge/judge-task';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from './submission.repository';

/** A runner silent this long is shown offline (taken out of service) rather than faulty. */
export const RUNNER_OFFLINE_AFTER_MS = 10 * 60_000;

/** Classes a submission row can carry, highest first; test runs have no rows (they count in the depth only). */
export const SUBMISSION_PRIORITY_CLASSES = (Object.keys(JUDGE_PRIORITY) as JudgePriorityClass[])
  .filter((c) => c !== 'test-run')
  .sort((a, b) => JUDGE_PRIORITY[b] - JUDGE_PRIORITY[a]);

export type RunnerState = 'online' | 'faulty' | 'offline';

/** One priority class on the judging queue page. */
export interface JudgeQueueClass {
  priority: JudgePriorityClass;
  /** Pending submissions. */
  waiting: number;
  /** Seconds the oldest Pending submission has waited; 0 without one. */
  oldestWaitSeconds: number;
  /** Compiling or Judging now. */
  judging: number;
}

/** What anyone may know of a runner: no languages, versions, load or host facts. */
export interface PublicJudgeRunner {
  name: string;
  status: RunnerState;
  slots: number;
  busy: number;
  lastHeartbeatSeconds: number;
}

export interface JudgeQueueView {
  classes: JudgeQueueClass[];
  /** Tasks on the queue right now, test runs and checker compiles included. */
  queueDepth: number;
  runners: PublicJudgeRunner[];
}

/** The judging queue page: waiting submissions by priority, the queue's depth and the runners' health (from the registry the admin view reads). */
@injectable()
export class JudgeQueueViewService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(JUDGE_QUEUE) private readonly queue: JudgeQueue,
    @inject(JudgeRunnerRegistry) private readonly runners: JudgeRunnerRegistry,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(): Promise<JudgeQueueView> {
    const [counts, depth, runners] = await Promise.all([this.submissions.queueCounts(), this.queue.depth(), this.runners.list()]);
    const now = this.clock.now().getTime();
    const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));
    const classes = SUBMISSION_PRIORITY_CLASSES.map((priority) => {
      const c = counts.find((x) => x.priority === priority);
      return {
        priority,
        waiting: c?.pending ?? 0,
        oldestWaitSeconds: c?.oldestPendingSince ? seconds(now - c.oldestPendingSince.getTime()) : 0,
        judging: c?.running ?? 0,
      };
    });
    return { classes, queueDepth: depth.tasks, runners: runners.map((r) => publicRunner(r, now)) };
  }
}

/** A runner's state at `now` (epoch ms): online while it beats, faulty when it fell silent, offline after RUNNER_OFFLINE_AFTER_MS. */
export function runnerState(r: JudgeRunnerView, now: number): RunnerState {
  return r.healthy ? 'online' : now - r.lastHeartbeat > RUNNER_OFFLINE_AFTER_MS ? 'offline' : 'faulty';
}

function publicRunner(r: JudgeRunnerView, now: number): PublicJudgeRunner {
  const silentMs = now - r.lastHeartbeat;
  return { name: r.name, status: runnerState(r, now), slots: r.slots, busy: r.busy, lastHeartbeatSeconds: Math.max(0, Math.floor(silentMs / 1000)) };
}
