import type { ServiceIdentifier } from 'inversify';
import type { Consumer } from '../judge/judge-queue.port';
import type { JudgePriorityClass } from '../judge/judge-task';
import type { RemoteJudgeTask } from './remote-judge-task';

/**
 * Deliveries after which a remote task is handed over `exhausted`: whatever keeps failing on it (a
 * consumer dying mid-task, say), it must now be settled without another try.
 */
export const MAX_REMOTE_TASK_DELIVERIES = 5;

/** A remote task in a consumer's hands. Exactly one of ack / retry / reject must be called. */
export interface RemoteTaskDelivery {
  task: RemoteJudgeTask;
  /** How many times it was handed out before (0 on the first delivery). */
  previousDeliveries: number;
  /**
   * True from its MAX_REMOTE_TASK_DELIVERIES-th delivery on: report it failed, then ack. (Handed back
   * without being settled, a consumer dying, it still comes round again: a task is never dropped unseen.)
   */
  exhausted: boolean;
  /** Done: what it changed is stored; it leaves the queue. */
  ack(): Promise<void>;
  /** Not now: back to its queue (counted as a delivery); an exhausted task goes to the dead letters instead. */
  retry(): Promise<void>;
  /** Poison: to the dead letters, never handed out again. */
  reject(reason: string): Promise<void>;
}

export interface RemoteTaskConsumerOptions {
  /** Tasks it holds unsettled at most (its workers). */
  prefetch: number;
}

/**
 * The queue of submissions waiting for a remote judge, apart from the judge runners' queue so a slow
 * remote site never holds up local judging: one line per remote judge (a judge whose accounts are all
 * busy holds up no other), by priority (contest > practice > rejudge), durable, persistent, manually
 * acknowledged, delivered at least once. A consumer keeps a task unacknowledged while it submits and
 * polls it; if the consumer dies the task is handed out again.
 */
export interface RemoteJudgeQueue {
  enqueue(task: RemoteJudgeTask, priority: JudgePriorityClass): Promise<void>;
  /** Calls `handler` for each task of `judge`, never more than `prefetch` unsettled at a time. */
  consume(judge: string, handler: (delivery: RemoteTaskDelivery) => Promise<void>, options: RemoteTaskConsumerOptions): Promise<Consumer>;
  /** Tasks waiting (not handed out) for `judge`, and bodies dead-lettered (every judge's). */
  depth(judge: string): Promise<{ waiting: number; deadLetters: number }>;
  close(): Promise<void>;
}

export const REMOTE_JUDGE_QUEUE: ServiceIdentifier<RemoteJudgeQueue> = Symbol.for('oj.RemoteJudgeQueue');
